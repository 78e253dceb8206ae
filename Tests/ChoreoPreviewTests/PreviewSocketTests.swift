@testable import ChoreoPreview
import Foundation
import Testing

/// The server's WebSocket over real connections on a free loopback port: only pages from the
/// server's own origin may open it, and a message over the size limit ends the connection while
/// the server keeps serving.
@Suite("The preview's WebSocket takes its own origin and bounded messages only")
struct PreviewSocketTests {
    /// Runs the server for `body`, handing it the port.
    private func withServer(_ body: (Int) async throws -> Void) async throws {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let server = PreviewServer(sceneURL: PreviewServerTests.scene, port: 0)
        let running = Task { try await server.run { continuation.yield($0) } }
        defer { running.cancel() }
        var iterator = ports.makeAsyncIterator()
        try await body(try #require(await iterator.next()))
    }

    /// Opens a connection with `headers`, waits for the greeting (scene and first frame), sends
    /// `outgoing`, and returns the handshake's status line and every text message received until
    /// `count` arrived or the server closed. Runs on a thread of its own: the socket blocks.
    private func exchange(port: Int, headers: [String], outgoing: [String] = [], count: Int = 2)
        async throws -> (status: String, messages: [String]) {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                do {
                    let socket = try RawWebSocket(port: port, headers: headers)
                    var messages: [String] = []
                    while socket.isUpgraded, messages.count < count, let message = socket.receiveText() {
                        messages.append(message)
                        if messages.count == 2 { outgoing.forEach(socket.send(text:)) }
                    }
                    continuation.resume(returning: (socket.status, messages))
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    @Test func aPageFromTheServersOriginGetsTheSceneThenFrames() async throws {
        try await withServer { port in
            let (status, messages) = try await exchange(port: port, headers: ["Origin: http://127.0.0.1:\(port)"],
                                                        outgoing: [#"{"t":"frame","dt":0.5,"n":1}"#], count: 3)
            #expect(status.hasPrefix("HTTP/1.1 101"))
            #expect(messages.count == 3)
            #expect(messages.first?.contains(#""t":"scene""#) == true)
            #expect(messages.dropFirst().first?.contains(#""full":true"#) == true)
            #expect(messages.last?.contains(#""n":1"#) == true && messages.last?.contains(#""full":false"#) == true)
        }
    }

    @Test(arguments: [["Origin: http://evil.example"], ["Origin: http://127.0.0.1.evil.example"], ["Origin: null"], [],
                      ["Origin: ws://127.0.0.1"]])
    func aPageFromAnotherOriginIsRefused(_ headers: [String]) async throws {
        try await withServer { port in
            let (status, messages) = try await exchange(port: port, headers: headers)
            #expect(!status.hasPrefix("HTTP/1.1 101"), "\(status)")
            #expect(messages.isEmpty)
            // The server still serves its own pages.
            let own = try await exchange(port: port, headers: ["Origin: http://127.0.0.1:\(port)"])
            #expect(own.messages.count == 2)
        }
    }

    @Test func twoOriginsAreRefusedEvenIfOneIsTheServers() async throws {
        try await withServer { port in
            let (status, _) = try await exchange(port: port, headers: ["Origin: http://127.0.0.1:\(port)",
                                                                       "Origin: http://evil.example"])
            #expect(!status.hasPrefix("HTTP/1.1 101"), "\(status)")
        }
    }

    @Test func aMessageOverTheLimitEndsTheConnectionUnanswered() async throws {
        try await withServer { port in
            let padding = String(repeating: "x", count: PreviewServer.maximumMessageSize)
            let (_, messages) = try await exchange(port: port, headers: ["Origin: http://127.0.0.1:\(port)"],
                                                   outgoing: [#"{"t":"frame","dt":0,"n":1,"pad":"\#(padding)"}"#,
                                                              #"{"t":"frame","dt":0,"n":2}"#], count: 10)
            #expect(messages.count == 2, "only the greeting: the connection ended at the oversized message")
            let again = try await exchange(port: port, headers: ["Origin: http://127.0.0.1:\(port)"])
            #expect(again.messages.count == 2)
        }
    }

    @Test func aMessageWithinTheLimitIsAnswered() async throws {
        try await withServer { port in
            let padding = String(repeating: "x", count: PreviewServer.maximumMessageSize - 64)
            let (_, messages) = try await exchange(port: port, headers: ["Origin: http://127.0.0.1:\(port)"],
                                                   outgoing: [#"{"t":"frame","dt":0,"n":1,"pad":"\#(padding)"}"#], count: 3)
            #expect(messages.count == 3)
            #expect(messages.last?.contains(#""n":1"#) == true)
        }
    }
}
