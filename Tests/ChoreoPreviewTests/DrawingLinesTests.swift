@testable import ChoreoPreview
import Testing

/// What a frame sends of the stage's drawing: the changed steps by index, or every step when
/// their number changes.
@Suite("A frame sends the drawing steps that changed")
struct DrawingLinesTests {
    static func item(_ x: Int, name: String = "b0") -> String {
        #"["item","\#(name)",[1,0,0,1,\#(x),5],1,0,8,8,"rgba(1,2,3,1)",0,null,null]"#
    }

    static func drawing(_ steps: [String]) -> String {
        steps.map { $0 + "\n" }.joined()
    }

    @Test func theFirstDrawingIsEveryStep() {
        var lines = DrawingLines()
        let changes = lines.changes(to: Self.drawing([Self.item(5), Self.item(9, name: "b1")]))
        #expect(changes.full)
        #expect(changes.text == "0 \(Self.item(5))\n1 \(Self.item(9, name: "b1"))\n")
    }

    @Test func aFrameNamesTheChangedStepsOnly() {
        var lines = DrawingLines()
        _ = lines.changes(to: Self.drawing([Self.item(5), Self.item(20, name: "b1"), Self.item(30, name: "b2")]))
        let changes = lines.changes(to: Self.drawing([Self.item(5), Self.item(21, name: "b1"), Self.item(30, name: "b2")]))
        #expect(!changes.full)
        #expect(changes.text == "1 \(Self.item(21, name: "b1"))\n")
        #expect(lines.changes(to: Self.drawing([Self.item(5), Self.item(21, name: "b1"), Self.item(30, name: "b2")])) == ("", false))
    }

    @Test func anotherNumberOfStepsSendsEveryStep() {
        var lines = DrawingLines()
        _ = lines.changes(to: Self.drawing([Self.item(5)]))
        let changes = lines.changes(to: Self.drawing([Self.item(5), Self.item(9)]))
        #expect(changes.full)
        #expect(changes.text == "0 \(Self.item(5))\n1 \(Self.item(9))\n")
        #expect(lines.changes(to: "") == ("", true), "nothing drawn: a full frame of no steps")
        #expect(lines.changes(to: "") == ("", false), "still nothing drawn")
        lines.reset()
        #expect(lines.changes(to: "") == ("", true), "after a reset, a full frame even of no steps")
        #expect(lines.changes(to: Self.drawing([Self.item(5)])).full, "after a reset, every step")
    }
}
