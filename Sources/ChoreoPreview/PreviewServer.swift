import ChoreoScene
import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// Serves a live, interactive preview of a scene file: a page that shows the stage at the
/// display's frame rate and sends pointer events to the scene's triggers, over a WebSocket.
///
/// Each page gets its own ``ScenePlayer`` (its own stage and clock), which the page's frame
/// requests move forward; the stage is freed when the page disconnects. The file is read again
/// when it changes (polled every 100 ms): pages reload the scene in the state they were in when
/// it still exists, and a broken file shows its errors over the last good frame.
///
/// The server answers only its page's files and the scene (`/scene`); any other path is 404.
/// WebSocket connections must come from the server's own origin, and messages are at most
/// ``maximumMessageSize`` bytes.
public struct PreviewServer: Sendable {
    /// The largest message a page may send, in bytes.
    public static let maximumMessageSize = 16 * 1024

    public let sceneURL: URL
    public let host: String
    public let port: Int

    /// A server for the scene at `sceneURL` on `host:port` (port 0: any free port).
    public init(sceneURL: URL, host: String = "127.0.0.1", port: Int = 8080) {
        self.sceneURL = sceneURL
        self.host = host
        self.port = port
    }

    /// Runs until the task is cancelled; `onRunning` receives the port bound.
    public func run(onRunning: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        let assets = try PageAssets.load()
        let hub = await MainActor.run { PreviewHub(sceneURL: sceneURL) }
        let watcher = Task { @MainActor in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(100))
                hub.reloadIfChanged()
            }
        }
        defer { watcher.cancel() }
        let app = makeApplication(assets: assets, hub: hub, onRunning: onRunning)
        try await app.runService()
    }

    func makeApplication(assets: PageAssets, hub: PreviewHub, onRunning: @escaping @Sendable (Int) -> Void)
        -> some ApplicationProtocol {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let sceneURL = self.sceneURL
        for (path, file) in PageAssets.files {
            let body = assets.contents[path] ?? ""
            router.get(RouterPath(path)) { _, _ in
                Response(status: .ok, headers: [.contentType: file.type, .cacheControl: "no-store"],
                         body: .init(byteBuffer: ByteBuffer(string: body)))
            }
        }
        router.get("/scene") { _, _ in
            let text = (try? String(contentsOf: sceneURL, encoding: .utf8)) ?? ""
            return Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(string: text)))
        }
        let host = self.host
        router.ws("/ws") { request, _ in
            // Exactly one Origin: a request naming two could pass one check and mean the other.
            let origins = request.headers[values: .origin]
            return Self.isSameOrigin(origin: origins.count == 1 ? origins[0] : nil, authority: request.head.authority, host: host)
                ? .upgrade([:]) : .dontUpgrade
        } onUpgrade: { inbound, outbound, _ in
            try await Self.serve(inbound: inbound, outbound: outbound, hub: hub)
        }
        return Application(router: router, server: .http1WebSocketUpgrade(webSocketRouter: router),
                           configuration: .init(address: .hostname(host, port: port), serverName: "choreo"),
                           onServerRunning: { channel in onRunning(channel.localAddress?.port ?? 0) })
    }

    /// The page's origin must be this server's: `http://` and the address the request came to,
    /// which must name the host the server binds (or loopback), so a page from another site
    /// (or another name resolving here) cannot drive the stage.
    static func isSameOrigin(origin: String?, authority: String?, host: String) -> Bool {
        guard let origin, let authority, origin == "http://\(authority)" else { return false }
        let name = authority.hasPrefix("[") ? String(authority.prefix { $0 != "]" }) + "]"
            : String(authority.prefix { $0 != ":" })
        return ["127.0.0.1", "localhost", "[::1]", host, host.contains(":") ? "[\(host)]" : host].contains(name)
    }

    /// One page's connection: a session for its lifetime, freed when it ends.
    static func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, hub: PreviewHub) async throws {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let session = await MainActor.run { hub.open { continuation.yield($0) } }
        guard let session else {
            let errors = await MainActor.run { hub.errors }
            try await outbound.writeTextMessage(MessageCoding.json(ErrorsMessage(lines: errors)))
            return
        }
        let writer = Task {
            for await message in stream { try await outbound.writeTextMessage(message) }
        }
        defer {
            continuation.finish()
            writer.cancel()
            Task { @MainActor in hub.close(session) }
        }
        for message in await MainActor.run(body: { hub.greeting(for: session) }) { continuation.yield(message) }
        for try await message in inbound.messages(maxSize: maximumMessageSize) {
            guard case .text(let text) = message,
                  let decoded = try? JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)) else { continue }
            let replies = await MainActor.run { session.handle(decoded) }
            for reply in replies { continuation.yield(reply) }
        }
    }
}
