@testable import ChoreoPreview
import Choreo
import ChoreoScene
import Foundation
import Testing

/// The node ids a frame message's SVG draws, in drawing order.
func drawnIDs(_ frame: String) -> [String] {
    frame.components(separatedBy: "<title>").dropFirst().map { String($0.prefix { $0 != "<" }) }
}

/// A page's messages as the server hands them to a session.
@MainActor
func send(_ session: PreviewSession, _ type: String, dt: Double? = nil, x: Double? = nil, y: Double? = nil,
          ms: Double? = nil) -> String {
    session.handle(ClientMessage(t: type, dt: dt, x: x, y: y, ms: ms)).last ?? ""
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
        let rows = ["thumb1", "name1", "size1", "thumb2", "name2", "size2", "track", "fill"]
        #expect(drawnIDs(send(session, "frame", dt: 0)) == ["upload", "title"] + rows + ["percent"])
        for _ in 0..<3 { _ = send(session, "frame", dt: 1.0 / 60) }
        _ = send(session, "down", x: 100, y: 20, ms: 1000)
        _ = send(session, "frame", dt: 1.0 / 60)
        _ = send(session, "up", x: 100, y: 20, ms: 1080)
        #expect(session.player.state == "done")
        // Half way: the leaving captions fade out above the rest, the new ones fade in.
        var frame = ""
        for _ in 0..<36 { frame = send(session, "frame", dt: 1.0 / 60) }
        #expect(drawnIDs(frame) == ["upload", "doneTitle"] + rows + ["percentDone", "percent", "title"])
        for _ in 0..<60 { frame = send(session, "frame", dt: 1.0 / 60) }
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
        let session = PreviewSession(document: try SceneDocument(yaml: yaml, file: "swap.yaml"))
        _ = send(session, "frame", dt: 0)
        _ = send(session, "down", x: 50, y: 10, ms: 0)
        _ = send(session, "up", x: 50, y: 10, ms: 50)
        var frame = ""
        for _ in 0..<30 { frame = send(session, "frame", dt: 1.0 / 60) }
        #expect(drawnIDs(frame) == ["top", "row", "joiner"])
    }
}
