@testable import ChoreoPreview
import Testing

@Suite("The preview accepts WebSockets from its own origin only")
struct OriginTests {
    @Test func sameOriginOnLoopback() {
        #expect(PreviewServer.isSameOrigin(origin: "http://127.0.0.1:8080", authority: "127.0.0.1:8080", host: "127.0.0.1"))
        #expect(PreviewServer.isSameOrigin(origin: "http://localhost:8080", authority: "localhost:8080", host: "127.0.0.1"))
    }

    @Test func otherOriginsAreRefused() {
        #expect(!PreviewServer.isSameOrigin(origin: "http://evil.example", authority: "127.0.0.1:8080", host: "127.0.0.1"))
        #expect(!PreviewServer.isSameOrigin(origin: nil, authority: "127.0.0.1:8080", host: "127.0.0.1"))
        // A name that resolves here but is not the bound host (DNS rebinding).
        #expect(!PreviewServer.isSameOrigin(origin: "http://evil.example:8080", authority: "evil.example:8080", host: "127.0.0.1"))
    }
}
