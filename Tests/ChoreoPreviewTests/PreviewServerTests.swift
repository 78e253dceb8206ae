@testable import ChoreoPreview
import ChoreoScene
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The server on a free loopback port, asked over real HTTP: its page's files and the scene,
/// nothing else. And the hub: a page's session, once closed, takes its stage with it.
@Suite("The preview server answers only its own files")
struct PreviewServerTests {
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/scenes/progress.yaml")

    /// Runs the server for `body`, handing it the base URL.
    private func withServer(_ body: (URL) async throws -> Void) async throws {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let server = PreviewServer(sceneURL: Self.scene, port: 0)
        let running = Task { try await server.run { continuation.yield($0) } }
        defer { running.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body(try #require(URL(string: "http://127.0.0.1:\(port)")))
    }

    private func status(_ url: URL) async throws -> (Int, Data) {
        let (data, response) = try await URLSession.shared.data(from: url)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }

    @Test func servesThePageTheScriptAndTheSceneOnly() async throws {
        try await withServer { base in
            for path in ["/", "/preview.js", "/preview.css"] {
                #expect(try await status(base.appendingPathComponent(path)).0 == 200, "\(path)")
            }
            let (sceneStatus, scene) = try await status(base.appendingPathComponent("scene"))
            #expect(sceneStatus == 200)
            #expect(scene == (try Data(contentsOf: Self.scene)))
            for path in ["Package.swift", "etc/passwd", "Examples/scenes/progress.yaml", "preview.js/../../Package.swift"] {
                #expect(try await status(base.appendingPathComponent(path)).0 == 404, "\(path)")
            }
        }
    }

    @Test @MainActor func aClosedSessionFreesItsStage() throws {
        let hub = PreviewHub(sceneURL: Self.scene)
        weak var stage: AnyObject?
        do {
            let session = try #require(hub.open { _ in })
            stage = session.player.stage
            #expect(hub.sessionCount == 1)
            hub.close(session)
        }
        #expect(hub.sessionCount == 0)
        #expect(stage == nil)
    }
}
