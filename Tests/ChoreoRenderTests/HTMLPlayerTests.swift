import ChoreoMotion
import ChoreoRender
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ChoreoTestSupport
import Testing

@Suite("HTMLPlayer")
struct HTMLPlayerTests {
    /// Frames of a square sliding right, clipped by a rounded frame, with a caption.
    private func frames(_ count: Int) -> [String] {
        (0..<count).map { index in
            SVGRenderer.document(RenderTree(size: CGSize(width: 120, height: 60), items: [
                RenderItem(name: "square", bounds: CGSize(width: 20, height: 20),
                           transform: Transform(translationX: CGFloat(index), y: 20),
                           backgroundColor: .orange, cornerRadius: 4, clip: 0,
                           text: RenderText(string: "#\(index)", fontSize: 8, color: .black)),
            ], clips: [RenderClip(bounds: CGSize(width: 100, height: 50), cornerRadius: 8)]))
        }
    }

    private func occurrences(of needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }

    @Test("Every frame is inlined without its XML declaration, ids scoped")
    func framesInlined() {
        let frames = frames(8)
        let html = HTMLPlayer.page(title: "Slide", description: "", scenes: [.init(title: "Slide", frames: frames)])
        for (index, frame) in frames.enumerated() {
            let svg = String(frame.drop { $0 != "\n" }.dropFirst())
                .replacingOccurrences(of: "id=\"clip-", with: "id=\"s0f\(index)-clip-")
                .replacingOccurrences(of: "url(#clip-", with: "url(#s0f\(index)-clip-")
            #expect(svg.hasPrefix("<svg "))
            #expect(svg.contains("s0f\(index)-clip-0"))
            #expect(html.contains(svg))
        }
        #expect(!html.contains("<?xml"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    }

    @Test("The filmstrip shows every sixth frame", arguments: [1, 6, 7, 12, 13, 61])
    func filmstripCount(frameCount: Int) throws {
        let html = HTMLPlayer.page(title: "T", description: "", scenes: [.init(title: "S", frames: frames(frameCount))])
        let root = try #require(parseXML(html))
        let figures = root.descendants(named: "figure")
        #expect(figures.count == (frameCount + 5) / 6)
        #expect(figures.map { $0["data-frame"] } == stride(from: 0, to: frameCount, by: 6).map { String($0) })
        #expect(figures.allSatisfy { $0.descendants(named: "svg").count == 1 })
        let stage = try #require(root.descendants(named: "div").first { $0["class"] == "stage" })
        #expect(stage.childElements.count == frameCount)
        #expect(stage.childElements.allSatisfy { $0.name == "svg" })
    }

    @Test("Thumbnails are labelled with their time in milliseconds")
    func filmstripLabels() throws {
        let scenes: [HTMLPlayer.Scene] = [
            .init(title: "60", fps: 60, frames: frames(13)),
            .init(title: "24", fps: 24, frames: frames(13)),
        ]
        let root = try #require(parseXML(HTMLPlayer.page(title: "T", description: "", scenes: scenes)))
        let labels = root.descendants(named: "figcaption").map(\.stringValue)
        #expect(labels == ["0 ms", "100 ms", "200 ms", "0 ms", "250 ms", "500 ms"])
    }

    @Test("Scenes carry their frame rate and controls")
    func controls() throws {
        let scenes: [HTMLPlayer.Scene] = [
            .init(title: "a", fps: 30, frames: frames(10)),
            .init(title: "b", fps: 0, frames: frames(2)),
            .init(title: "c", fps: .nan, frames: frames(2)),
        ]
        let root = try #require(parseXML(HTMLPlayer.page(title: "T", description: "", scenes: scenes)))
        let sections = root.descendants(named: "section")
        #expect(sections.map { $0["data-fps"] } == ["30", "60", "60"])
        let scrubber = try #require(sections[0].descendants(named: "input").first { $0["class"] == "scrubber" })
        #expect(scrubber.attributeMap == [
            "type": "range", "class": "scrubber", "min": "0", "max": "9", "value": "0", "step": "1", "aria-label": "Frame",
        ])
        #expect(sections[0].descendants(named: "button").first?.stringValue == "Pause")
        #expect(sections[0].descendants(named: "input").contains { $0["class"] == "loop" && $0["checked"] != nil })
    }

    @Test("Ids are unique in the page and references stay within their frame")
    func idsScopedPerFrame() throws {
        let scenes = [HTMLPlayer.Scene(title: "a", frames: frames(7)), HTMLPlayer.Scene(title: "b", frames: frames(2))]
        let root = try #require(parseXML(HTMLPlayer.page(title: "T", description: "", scenes: scenes)))
        let ids = root.descendants(named: "clipPath").compactMap { $0["id"] }
        // One clip per frame: 9 on the stages, 2 + 1 in the filmstrips.
        #expect(ids.count == 12)
        #expect(Set(ids).count == ids.count)
        #expect(ids.prefix(2) == ["s0f0-clip-0", "s0f1-clip-0"])
        for svg in root.descendants(named: "svg") {
            let local = Set(svg.descendants(named: "clipPath").compactMap { $0["id"] })
            let references = svg.descendants(named: "g").compactMap { $0["clip-path"] }
            #expect(!references.isEmpty)
            #expect(references.allSatisfy { reference in local.contains { reference == "url(#\($0))" } })
        }
    }

    @Test("Titles, captions and the description are escaped")
    func escaping() throws {
        let scene = HTMLPlayer.Scene(title: "<Scene & 'one'>", caption: "\"quoted\" <i>", frames: frames(1))
        let html = HTMLPlayer.page(title: "A < B & C", description: "Line 1\nLine 2 <script>", scenes: [scene])
        #expect(html.contains("<title>A &lt; B &amp; C</title>"))
        #expect(html.contains("<h2>&lt;Scene &amp; &#39;one&#39;&gt;</h2>"))
        #expect(html.contains("&quot;quoted&quot; &lt;i&gt;"))
        #expect(html.contains("Line 2 &lt;script&gt;"))
        let root = try #require(parseXML(html))
        #expect(root.descendants(named: "h1").first?.stringValue == "A < B & C")
        #expect(root.descendants(named: "script").count == 1)
    }

    @Test("A scene without frames says so instead of showing a player")
    func emptyScene() throws {
        let html = HTMLPlayer.page(title: "T", description: "", scenes: [.init(title: "Empty", frames: [])])
        let root = try #require(parseXML(html))
        #expect(root.descendants(named: "p").contains { $0.stringValue == "No frames." })
        #expect(root.descendants(named: "svg").isEmpty)
        #expect(root.descendants(named: "input").isEmpty)
    }

    @Test("The page is self-contained and deterministic")
    func selfContained() {
        let scenes = [HTMLPlayer.Scene(title: "S", caption: "C", frames: frames(7))]
        let html = HTMLPlayer.page(title: "T", description: "D", scenes: scenes)
        #expect(!html.contains("<link"))
        #expect(!html.contains("src="))
        #expect(!html.contains("@import"))
        #expect(occurrences(of: "http", in: html) == occurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", in: html))
        #expect(occurrences(of: "<script>", in: html) == 1 && occurrences(of: "<style>", in: html) == 1)
        #expect(html == HTMLPlayer.page(title: "T", description: "D", scenes: scenes))
    }
}
