import Foundation

/// What the page sends: one JSON object per WebSocket text message.
struct ClientMessage: Decodable {
    /// `frame` (advance by `dt` seconds and draw), `down`, `move`, `up` (pointer at `x`, `y`
    /// in stage points, `ms` the event's time), `go` (to `state`), `plot` (`node`, `property`),
    /// `resync` (the page lost track of the stage's drawing: send every step).
    var t: String
    var dt: Double?
    var x: Double?
    var y: Double?
    var ms: Double?
    var state: String?
    var node: String?
    var property: String?
    /// The request's number, echoed in the frame that answers it.
    var n: Int?
}

/// A drawn frame's header, with what the controls show; the changed steps of the stage's drawing
/// follow it (see `DrawingLines`).
struct FrameMessage: Encodable {
    var t = "frame"
    /// How many steps the stage's drawing has.
    var lines: Int
    /// The number of frames sent before this one: the changes apply to the steps of frame `base - 1`.
    var base: Int
    /// Whether every step follows (the first frame, the answer to `resync`, and any frame that
    /// changes the document's structure).
    var full: Bool
    var state: String
    var time: Double
    /// The scrubbed transition's `fractionComplete`, while one is scrubbed.
    var fraction: Double?
    var transitioning: Bool
    /// The plotted node's property now.
    var plot: Double?
    /// The number of the request this frame answers (none for frames the server sends itself).
    var n: Int?
}

/// The scene loaded (on connecting and after each reload).
struct SceneMessage: Encodable {
    var t = "scene"
    var title: String
    var caption: String
    var width: Double
    var height: Double
    var states: [String]
    var nodes: [String]
    var state: String
    var plot: String?
}

/// The file's problems, shown over the last good frame.
struct ErrorsMessage: Encodable {
    var t = "errors"
    var lines: [String]
}

enum MessageCoding {
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity",
                                                                       nan: "NaN")
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
