@testable import ChoreoPreview
import Choreo
import ChoreoScene
import Foundation
import Testing

/// The names of the items a drawing (`CanvasRenderer`'s steps) draws, in drawing order.
func drawnIDs(_ drawing: String) -> [String] {
    drawing.components(separatedBy: "[\"item\",\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
}

/// A page as the server sees it: it sends messages to its session and keeps the stage's drawing
/// steps from the frames it gets, as `stage.js` does (a frame brings the steps that changed).
@MainActor
final class PageModel {
    let session: PreviewSession
    private(set) var lines: [String] = []
    private var frames = 0

    init(_ session: PreviewSession) {
        self.session = session
    }

    struct Header: Decodable {
        var t: String
        var lines: Int
        var base: Int
        var full: Bool
    }

    /// Sends a message; returns the stage as drawn after the frame that answers it.
    @discardableResult
    func send(_ type: String, dt: Double? = nil, x: Double? = nil, y: Double? = nil, ms: Double? = nil) throws -> String {
        let replies = session.handle(ClientMessage(t: type, dt: dt, x: x, y: y, ms: ms))
        for reply in replies { try apply(reply) }
        return lines.joined(separator: "\n")
    }

    /// Applies one frame message, checking that it changes the frame the page has.
    func apply(_ message: String) throws {
        let lineBreak = try #require(message.firstIndex(of: "\n"))
        let header = try JSONDecoder().decode(Header.self, from: Data(message[..<lineBreak].utf8))
        #expect(header.t == "frame")
        #expect(header.full || header.base == frames, "a frame changing frame \(header.base) reached a page at \(frames)")
        frames = header.base + 1
        var next = header.full ? Array(repeating: "", count: header.lines) : lines
        #expect(next.count == header.lines)
        for change in message[message.index(after: lineBreak)...].split(separator: "\n") {
            let space = try #require(change.firstIndex(of: " "))
            let index = try #require(Int(change[..<space]))
            next[index] = String(change[change.index(after: space)...])
        }
        lines = next
    }
}

@MainActor
@Suite("A page's session plays the scene as the page asks")
struct PreviewSessionTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/scenes")

    /// The server's path: a first frame with no time, frames of a 60 Hz display, a press and a
    /// release on the card (each answered with a frame), then the transition's frames.
    @Test func aTapOnTheProgressCardAnimatesAndDrawsEveryNode() throws {
        let session = PreviewSession(document: try SceneDocument(contentsOf: Self.examples.appendingPathComponent("progress.yaml")))
        let page = PageModel(session)
        let rows = ["thumb1", "name1", "size1", "thumb2", "name2", "size2", "track", "fill"]
        #expect(drawnIDs(try page.send("frame", dt: 0)) == ["upload", "title"] + rows + ["percent"])
        for _ in 0..<3 { try page.send("frame", dt: 1.0 / 60) }
        try page.send("down", x: 100, y: 20, ms: 1000)
        try page.send("frame", dt: 1.0 / 60)
        try page.send("up", x: 100, y: 20, ms: 1080)
        #expect(session.player.state == "done")
        // Half way: the leaving captions fade out above the rest, the new ones fade in.
        var frame = ""
        for _ in 0..<36 { frame = try page.send("frame", dt: 1.0 / 60) }
        #expect(drawnIDs(frame) == ["upload", "doneTitle"] + rows + ["percentDone", "percent", "title"])
        for _ in 0..<60 { frame = try page.send("frame", dt: 1.0 / 60) }
        #expect(drawnIDs(frame) == ["upload", "doneTitle"] + rows + ["percentDone"])
        let fill = try #require(session.player.node(withID: "fill"))
        #expect(fill.presentation.frame.width == 320)
    }

    /// A node leaving its box while another joins it, in either file order: the rest stays drawn.
    @Test(arguments: [false, true]) func aSwapInsideANestedBoxKeepsTheTree(_ joinerFirst: Bool) throws {
        let leaver = "{id: leaver, backgroundColor: red, height: 20}"
        let joiner = "{id: joiner, backgroundColor: blue, height: 20, present: false}"
        let yaml = """
        size: [100, 100]
        screens:
          - id: root
            direction: vertical
            children:
              - {id: top, backgroundColor: black, height: 20}
              - id: row
                backgroundColor: gray
                direction: vertical
                children: [\(joinerFirst ? joiner : leaver), \(joinerFirst ? leaver : joiner)]
        states:
          swapped: {set: {leaver: {present: false}, joiner: {present: true}}}
        triggers:
          - {tap: top, go: [swapped]}
        """
        let page = PageModel(PreviewSession(document: try SceneDocument(yaml: yaml, file: "swap.yaml")))
        try page.send("frame", dt: 0)
        try page.send("down", x: 50, y: 10, ms: 0)
        try page.send("up", x: 50, y: 10, ms: 50)
        var frame = ""
        for _ in 0..<30 { frame = try page.send("frame", dt: 1.0 / 60) }
        #expect(drawnIDs(frame) == ["top", "row", "joiner"])
    }

    /// A frame brings only the steps that changed, and the page's steps are then the stage's
    /// drawing exactly; a page that asks to resynchronize gets every step again.
    @Test func framesBringTheChangedStepsAndAddUpToTheStage() throws {
        let session = PreviewSession(document: try SceneDocument(contentsOf: Self.examples.appendingPathComponent("progress.yaml")))
        let page = PageModel(session)
        let first = session.handle(ClientMessage(t: "frame", dt: 0)).last ?? ""
        try page.apply(first)
        // The first frame: its header, then all 11 steps (one per item that shows).
        #expect(first.split(separator: "\n").count == 1 + 11)
        #expect(page.lines.allSatisfy { $0.hasPrefix("[\"item\",") })
        let still = session.handle(ClientMessage(t: "frame", dt: 1.0 / 60)).last ?? ""
        try page.apply(still)
        #expect(still.split(separator: "\n").count == 1, "nothing moved: a header alone")
        try page.send("down", x: 100, y: 20, ms: 0)
        try page.send("up", x: 100, y: 20, ms: 50)
        var partialFrames = 0
        for _ in 0..<20 {
            let message = session.handle(ClientMessage(t: "frame", dt: 1.0 / 60)).last ?? ""
            try page.apply(message)
            let changed = message.split(separator: "\n").count - 1
            if message.contains("\"full\":false") && changed > 0 && changed < page.lines.count { partialFrames += 1 }
            #expect(page.lines.map { $0 + "\n" }.joined() == CanvasRenderer.drawing(session.player.stage.renderTree()))
        }
        #expect(partialFrames > 0, "frames of the bar's moves send the changed steps alone")
        let resynced = session.handle(ClientMessage(t: "resync")).last ?? ""
        #expect(resynced.hasPrefix("{") && resynced.contains("\"full\":true"))
        #expect(resynced.split(separator: "\n").count == 1 + page.lines.count)
    }
}
