import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A WebSocket client over a plain TCP socket, for tests that must choose every handshake header
/// (a browser's `Origin`, or two of them) and send messages of any size. Blocking: run it off
/// the main actor.
final class RawWebSocket {
    enum Failure: Error { case connect, closed }

    private let socket: Int32
    private var buffer: [UInt8] = []
    /// The status line of the server's answer to the handshake.
    private(set) var status = ""

    /// Connects to `127.0.0.1:port` and sends the upgrade request with `headers` added.
    init(port: Int, headers: [String]) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        // Generous: the server answers from the main actor, which the other tests keep busy.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { close(socket); throw Failure.connect }
        let request = (["GET /ws HTTP/1.1", "Host: 127.0.0.1:\(port)", "Upgrade: websocket", "Connection: Upgrade",
                        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13"] + headers)
            .joined(separator: "\r\n") + "\r\n\r\n"
        send(Array(request.utf8))
        while !buffer.ends(with: "\r\n\r\n") {
            guard let byte = try? read(1).first else { break }
            buffer.append(byte)
        }
        status = String(decoding: buffer.prefix { $0 != 13 }, as: UTF8.self)
        buffer = []
    }

    deinit { close(socket) }

    var isUpgraded: Bool { status.hasPrefix("HTTP/1.1 101") }

    /// Sends one text message (a single masked frame, as clients must).
    func send(text: String) {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask: [UInt8] = [1, 2, 3, 4]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        send(frame)
    }

    /// The next text message, or nil once the server closed the connection.
    func receiveText() -> String? {
        while true {
            guard let head = try? read(2) else { return nil }
            var length = Int(head[1] & 0x7F)
            if length == 126, let extended = try? read(2) {
                length = Int(extended[0]) << 8 | Int(extended[1])
            } else if length == 127, let extended = try? read(8) {
                length = extended.reduce(0) { $0 << 8 | Int($1) }
            }
            guard let payload = try? read(length) else { return nil }
            switch head[0] & 0x0F {
            case 1: return String(decoding: payload, as: UTF8.self)
            case 8: return nil
            default: continue
            }
        }
    }

    private func send(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            sent += count
        }
    }

    private func read(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes[filled...].withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard got > 0 else { throw Failure.closed }
            filled += got
        }
        return bytes
    }
}

private extension Array where Element == UInt8 {
    func ends(with text: String) -> Bool {
        let suffix = Array(text.utf8)
        return count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
