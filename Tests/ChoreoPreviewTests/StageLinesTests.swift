@testable import ChoreoPreview
import Testing

/// What a frame sends of the stage's SVG: changed attribute values, a replaced element, or every
/// line when the document's structure changes.
@Suite("A frame sends what changed in the stage's SVG")
struct StageLinesTests {
    static let head = #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100" height="50" viewBox="0 0 100 50">"#

    static func rect(_ x: Int, width: Int = 8, title: String = "b0") -> String {
        #"<rect transform="matrix(1 0 0 1 \#(x) 5)" width="\#(width)" height="8" fill="rgb(1,2,3)"><title>\#(title)</title></rect>"#
    }

    static func document(_ lines: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + ([head] + lines + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    @Test func theFirstDrawingIsEveryLine() {
        var lines = StageLines()
        let changes = lines.changes(to: Self.document([Self.rect(5)]))
        #expect(changes.full)
        #expect(changes.text == "0 \(Self.head)\n1 \(Self.rect(5))\n2 </svg>\n")
    }

    @Test func movedElementsSendTheirChangedValuesOnly() {
        var lines = StageLines()
        _ = lines.changes(to: Self.document([Self.rect(5), Self.rect(20, title: "b1")]))
        let changes = lines.changes(to: Self.document([Self.rect(6, width: 9), Self.rect(20, title: "b1")]))
        #expect(!changes.full)
        #expect(changes.text == "1 transform=\"matrix(1 0 0 1 6 5)\" width=\"9\"\n")
        #expect(lines.changes(to: Self.document([Self.rect(6, width: 9), Self.rect(20, title: "b1")])).text == "")
    }

    @Test func anElementWhoseContentChangesIsReplaced() {
        var lines = StageLines()
        _ = lines.changes(to: Self.document([Self.rect(5)]))
        let changes = lines.changes(to: Self.document([Self.rect(5, title: "renamed")]))
        #expect(!changes.full)
        #expect(changes.text == "1 \(Self.rect(5, title: "renamed"))\n")
    }

    @Test func aValueWithAnEntityReplacesTheElement() {
        let old = Substring(#"<text x="1" font-family="A">Hi</text>"#)
        #expect(StageLines.attributeChanges(from: old, to: #"<text x="1" font-family="A &amp; B">Hi</text>"#) == nil)
        #expect(StageLines.attributeChanges(from: old, to: #"<text x="2" font-family="A">Hi</text>"#) == #"x="2""#)
        #expect(StageLines.attributeChanges(from: old, to: #"<text y="1" font-family="A">Hi</text>"#) == nil)
    }

    @Test func aChangedStructureSendsEveryLine() {
        var lines = StageLines()
        _ = lines.changes(to: Self.document([Self.rect(5)]))
        #expect(lines.changes(to: Self.document([Self.rect(5), Self.rect(9)])).full, "a line added")
        let clipped = [#"<g clip-path="url(#clip-0)">"#, Self.rect(5), "</g>"]
        _ = lines.changes(to: Self.document(clipped))
        let reclipped = [#"<g clip-path="url(#clip-1)">"#, Self.rect(5), "</g>"]
        #expect(lines.changes(to: Self.document(reclipped)).full, "a group's opening line changed")
        lines.reset()
        #expect(lines.changes(to: Self.document(reclipped)).full)
    }

    @Test func wholeElementsAndGroupLines() {
        #expect(StageLines.isWholeElement(Substring(Self.rect(1))))
        #expect(StageLines.isWholeElement(#"<path d="M0 0"/>"#))
        #expect(!StageLines.isWholeElement(#"<g clip-path="url(#clip-0)">"#))
        #expect(!StageLines.isWholeElement("</g>"))
        #expect(!StageLines.isWholeElement(Substring(Self.head)))
    }
}
