import ChoreoMotion
@testable import ChoreoRender
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ChoreoTestSupport
import Testing

@Suite("HTMLPlayer")
struct HTMLPlayerTests {
    /// A square sliding right, clipped by a rounded frame, with a caption; a static title.
    static func recording(_ count: Int, fps: Double = 60, events: [RecordingEvent] = []) -> Recording {
        let frames = (0..<count).map { index in
            RenderTree(size: CGSize(width: 120, height: 60), items: [
                RenderItem(name: "title", bounds: CGSize(width: 50, height: 10), backgroundColor: .gray),
                RenderItem(name: "square", bounds: CGSize(width: 20, height: 20),
                           transform: Transform(translationX: CGFloat(index), y: 20),
                           backgroundColor: .orange, cornerRadius: 4, clip: 0,
                           text: RenderText(string: "#", fontSize: 8, color: .black)),
            ], clips: [RenderClip(bounds: CGSize(width: 100, height: 50), cornerRadius: 8)])
        }
        return Recording(size: CGSize(width: 120, height: 60), framesPerSecond: fps, frames: frames, events: events)
    }

    private func page(_ scenes: [HTMLPlayer.Scene]) throws -> String {
        try HTMLPlayer.page(title: "T", description: "", scenes: scenes)
    }

    /// The text of the first scene's `<script type="application/json" class="recording">`.
    private func recordingData(_ html: String) throws -> String {
        let script = try #require(try section(html).descendants(named: "script").first { $0["class"] == "recording" })
        #expect(script["type"] == "application/json")
        return try #require(script.stringValue)
    }

    private func section(_ html: String) throws -> XMLElement {
        let root = try #require(parseXML(html))
        return try #require(root.descendants(named: "section").first)
    }

    @Test("A scene's downloads are linked under its caption, escaped; none, no paragraph")
    func downloads() throws {
        let scene = HTMLPlayer.Scene(title: "S", recording: Self.recording(2), downloads: [
            HTMLPlayer.Download(title: "Lottie", href: "s.json"), HTMLPlayer.Download(title: "GIF", href: "a&b.gif"),
        ])
        #expect(try page([scene]).contains("""
            <p class="downloads">Download: <a href="s.json" download>Lottie</a> · <a href="a&amp;b.gif" download>GIF</a></p>
            """))
        #expect(try !page([HTMLPlayer.Scene(title: "S", recording: Self.recording(2))]).contains("<p class=\"downloads\">"))
    }

    @Test("Each scene's data holds its frames as the SVG renderer writes them, ids prefixed per scene")
    func sceneData() throws {
        let html = try page([.init(title: "A", recording: Self.recording(3)), .init(title: "B", recording: Self.recording(2))])
        let root = try #require(parseXML(html))
        let scripts = root.descendants(named: "script").filter { $0["class"] == "recording" }
        #expect(scripts.count == 2)
        for (number, script) in scripts.enumerated() {
            let recording = Self.recording(number == 0 ? 3 : 2)
            let data = try DecodedPlayerData(try #require(script.stringValue))
            #expect(data.data["fps"] as? Int == 60)
            for (step, tree) in recording.frames.enumerated() {
                var expected = MarkupWriter(capacity: 1024)
                SVGRenderer.writeStartTag(size: recording.size, into: &expected)
                SVGRenderer.writeBody(tree, idPrefix: "s\(number)-", into: &expected)
                #expect(try data.frameMarkup(step: step) == expected.output + "</svg>\n")
            }
        }
        // The stages and thumbnails are drawn by the script: the only SVG in the page is each plot's.
        #expect(root.descendants(named: "svg").map { $0["class"] } == ["graph", "graph"])
    }

    @Test("The plot's series follow the plot menu's nodes and properties")
    func plotData() throws {
        let data = try DecodedPlayerData(try recordingData(try page([.init(title: "S", recording: Self.recording(4))])))
        // The menu offers title, then square; x, y, width, height, alpha.
        #expect(try data.series(node: 0, property: 2) == [50, 50, 50, 50])
        #expect(try data.series(node: 1, property: 0) == [0, 1, 2, 3])
        #expect(try data.series(node: 1, property: 4) == [1, 1, 1, 1])
    }

    @Test("Text and names in the data cannot close the script or the page")
    func dataEscaping() throws {
        let tree = RenderTree(size: CGSize(width: 10, height: 10), items: [
            RenderItem(name: "</script><b>\"&\u{1}", bounds: CGSize(width: 1, height: 1), backgroundColor: .red),
        ])
        let recording = Recording(size: CGSize(width: 10, height: 10), frames: [tree])
        let html = try page([.init(title: "S", recording: recording)])
        #expect(!html.contains("</script><b>"))
        #expect(html.contains("\\u003ctitle\\u003e\\u0026lt;/script\\u0026gt;\\u0026lt;b\\u0026gt;\\u0026quot;\\u0026amp;"))
        let data = try DecodedPlayerData(try recordingData(html))
        #expect(try data.frameMarkup(step: 0).contains("<title>&lt;/script&gt;&lt;b&gt;&quot;&amp;</title>"))
    }

    @Test("The page inlines the style sheet and every script, in order, after the scenes")
    func inlinedResources() throws {
        let html = try page([.init(title: "S", recording: Self.recording(2))])
        let resources = try PlayerResources.load()
        #expect(html.contains("<style>\n" + resources.styleSheet + "</style>\n"))
        #expect(html.hasSuffix("<script>//<![CDATA[\n" + resources.scripts.joined() + "//]]></script>\n</body>\n</html>\n"))
        let root = try #require(parseXML(html))
        let script = try #require(root.descendants(named: "script").last)
        #expect(script["class"] == nil && script["src"] == nil)
        #expect(script.stringValue == "//\n" + resources.scripts.joined() + "//")
    }

    @Test("Scenes carry their frame count, frame rate and controls")
    func controls() throws {
        let scenes: [HTMLPlayer.Scene] = [
            .init(title: "a", recording: Self.recording(10, fps: 30)),
            .init(title: "b", recording: Self.recording(2, fps: 0)),
        ]
        let root = try #require(parseXML(page(scenes)))
        let sections = root.descendants(named: "section")
        #expect(sections.map { $0["data-fps"] } == ["30", "60"])
        #expect(sections.map { $0["data-frames"] } == ["10", "2"])
        #expect(sections.map { $0["id"] } == ["scene-0", "scene-1"])
        let scrubber = try #require(sections[0].descendants(named: "input").first { $0["class"] == "scrubber" })
        #expect(scrubber.attributeMap == [
            "type": "range", "class": "scrubber", "min": "0", "max": "9", "value": "0", "step": "1", "aria-label": "Frame",
        ])
        #expect(sections[0].descendants(named: "button").prefix(3).map { $0["class"] } == ["play", "back", "forward"])
        let speed = try #require(sections[0].descendants(named: "select").first { $0["class"] == "speed" })
        #expect(speed.descendants(named: "option").map { $0["value"] } == ["0.1", "0.25", "0.5", "1", "2"])
        #expect(speed.descendants(named: "option").map(\.stringValue) == ["0.1x", "0.25x", "0.5x", "1x", "2x"])
        #expect(speed.descendants(named: "option").first { $0["selected"] != nil }?["value"] == "1")
        #expect(sections[0].descendants(named: "span").first { $0["class"] == "counter" }?.stringValue == "Frame 1 / 10")
        #expect(sections[0].descendants(named: "input").contains { $0["class"] == "loop" && $0["checked"] != nil })
        #expect(sections[0].descendants(named: "div").first { $0["class"] == "stage" }?["style"] == "--w:120px")
    }

    @Test("Events become scrubber markers at their frame, and a list that seeks")
    func markers() throws {
        let events = [
            RecordingEvent(time: 0.05, kind: .transitionStarted, label: "in"),
            RecordingEvent(time: 0.1, kind: .animatorPaused),
            RecordingEvent(time: 5, kind: .transitionCancelled, label: "<late>"),
        ]
        let section = try section(try page([.init(title: "S", recording: Self.recording(11, fps: 20, events: events))]))
        let markers = section.descendants(named: "span").filter { $0["class"]?.hasPrefix("marker") == true }
        #expect(markers.map(\.attributeMap) == [
            ["class": "marker transitionStarted", "style": "--p:0.1", "data-frame": "1", "title": "50 ms · transition started: in"],
            ["class": "marker animatorPaused", "style": "--p:0.2", "data-frame": "2", "title": "100 ms · animator paused"],
            ["class": "marker transitionCancelled", "style": "--p:1", "data-frame": "10",
             "title": "5000 ms · transition cancelled: <late>"],
        ])
        let list = section.descendants(named: "button").filter { $0["class"]?.hasPrefix("event") == true }
        #expect(list.map(\.stringValue) == ["50 ms · transition started: in", "100 ms · animator paused",
                                            "5000 ms · transition cancelled: <late>"])
        #expect(list.map { $0["data-frame"] } == ["1", "2", "10"])
    }

    @Test("The filmstrip has a focusable button per sixth frame, labelled with its time",
          arguments: [(1, 60.0), (7, 60.0), (13, 24.0)])
    func filmstrip(frameCount: Int, fps: Double) throws {
        let section = try section(try page([.init(title: "S", recording: Self.recording(frameCount, fps: fps))]))
        let thumbs = section.descendants(named: "button").filter { $0["class"] == "thumb" }
        #expect(thumbs.map { $0["data-frame"] } == stride(from: 0, to: frameCount, by: 6).map { String($0) })
        #expect(thumbs.map { $0["type"] } == Array(repeating: "button", count: thumbs.count))
        let labels = thumbs.map(\.stringValue)
        let expected = stride(from: 0, to: frameCount, by: 6).map { "\(Int((Double($0) * 1000 / fps).rounded())) ms" }
        #expect(labels == expected)
    }

    @Test("The plot offers named nodes found once per frame, and the five properties")
    func plotChoices() throws {
        var recording = Self.recording(4)
        recording.frames[2].items.append(RenderItem(name: "title", bounds: CGSize(width: 1, height: 1)))
        recording.frames[3].items.append(RenderItem(name: "late", bounds: CGSize(width: 1, height: 1)))
        let chosen = try section(try page([.init(title: "S", recording: recording)]))
        let nodes = try #require(chosen.descendants(named: "select").first { $0["class"] == "plot-node" })
        #expect(nodes.descendants(named: "option").map(\.stringValue) == ["square", "late"])
        // Without a choice, the first node that changes.
        #expect(nodes.descendants(named: "option").first { $0["selected"] != nil }?.stringValue == "square")
        let properties = try #require(chosen.descendants(named: "select").first { $0["class"] == "plot-property" })
        #expect(properties.descendants(named: "option").map(\.stringValue) == ["x", "y", "width", "height", "alpha"])
        #expect(properties.descendants(named: "option").first { $0["selected"] != nil }?.stringValue == "y")

        let named = try section(try page([.init(title: "S", recording: recording, plotNode: "late", plotProperty: .alpha)]))
        let selected = named.descendants(named: "option").filter { $0["selected"] != nil }.map(\.stringValue)
        #expect(selected == ["1x", "late", "alpha"])
    }

    @Test("Backticks in captions and the description become code")
    func inlineCode() throws {
        let html = try HTMLPlayer.page(title: "T", description: "Use `a < b` here", scenes: [
            .init(title: "S", caption: "`transitionLayout(with:)` to a size, one ` left", recording: Self.recording(1)),
        ])
        #expect(html.contains("<p class=\"description\">Use <code>a &lt; b</code> here</p>"))
        #expect(html.contains("<p class=\"caption\"><code>transitionLayout(with:)</code> to a size, one ` left</p>"))
        #expect(parseXML(html) != nil)
    }

    @Test("Titles, captions and the description are escaped")
    func escaping() throws {
        let scene = HTMLPlayer.Scene(title: "<Scene & 'one'>", caption: "\"quoted\" <i>", recording: Self.recording(1))
        let html = try HTMLPlayer.page(title: "A < B & C", description: "Line 1\nLine 2 <script>", scenes: [scene])
        #expect(html.contains("<title>A &lt; B &amp; C</title>"))
        #expect(html.contains("<h2>&lt;Scene &amp; &#39;one&#39;&gt;</h2>"))
        #expect(html.contains("&quot;quoted&quot; &lt;i&gt;"))
        #expect(html.contains("Line 2 &lt;script&gt;"))
        let root = try #require(parseXML(html))
        #expect(root.descendants(named: "h1").first?.stringValue == "A < B & C")
        #expect(root.descendants(named: "script").count == 2)
    }

    @Test("A scene without frames says so instead of showing a player")
    func emptyScene() throws {
        let html = try page([.init(title: "Empty", recording: Recording(size: CGSize(width: 10, height: 10)))])
        let root = try #require(parseXML(html))
        #expect(root.descendants(named: "p").contains { $0.stringValue == "No frames." })
        #expect(root.descendants(named: "svg").isEmpty)
        #expect(root.descendants(named: "input").isEmpty)
    }

    @Test("The page is self-contained and deterministic")
    func selfContained() throws {
        let scenes = [HTMLPlayer.Scene(title: "S", caption: "C", recording: Self.recording(7))]
        let html = try HTMLPlayer.page(title: "T", description: "D", scenes: scenes)
        #expect(!html.contains("<link"))
        #expect(!html.contains("src="))
        #expect(!html.contains("@import"))
        #expect(html.components(separatedBy: "<style>").count == 2)
        #expect(try html == HTMLPlayer.page(title: "T", description: "D", scenes: scenes))
    }

    @Test("Recording.htmlPage is a one-scene page")
    func recordingPage() throws {
        let html = try Self.recording(3).htmlPage(title: "Slide", caption: "A `square`", plotNode: "title", plotProperty: .width)
        let root = try #require(parseXML(html))
        #expect(root.descendants(named: "section").count == 1)
        #expect(root.descendants(named: "h2").first?.stringValue == "Slide")
        #expect(root.descendants(named: "option").filter { $0["selected"] != nil }.map(\.stringValue)
            == ["1x", "title", "width"])
    }
}
