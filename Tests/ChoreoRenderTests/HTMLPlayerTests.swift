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

    private func page(_ scenes: [HTMLPlayer.Scene]) -> String {
        HTMLPlayer.page(title: "T", description: "", scenes: scenes)
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
    func downloads() {
        let scene = HTMLPlayer.Scene(title: "S", recording: Self.recording(2), downloads: [
            HTMLPlayer.Download(title: "Lottie", href: "s.json"), HTMLPlayer.Download(title: "GIF", href: "a&b.gif"),
        ])
        #expect(page([scene]).contains("""
            <p class="downloads">Download: <a href="s.json" download>Lottie</a> · <a href="a&amp;b.gif" download>GIF</a></p>
            """))
        #expect(!page([HTMLPlayer.Scene(title: "S", recording: Self.recording(2))]).contains("<p class=\"downloads\">"))
    }

    @Test("Frames are stored once as compact data, not as SVG documents")
    func compactData() throws {
        let html = page([.init(title: "Slide", recording: Self.recording(3))])
        let data = try recordingData(html)
        #expect(data == """
            {"w":120,"h":60,"fps":60,"s":["title","square"],"t":[[8,"rgb(0,0,0)",-1,[7.24,"#"]]],\
            "l":[[0,50,10,50,10,-1,"rgb(128,128,128)",-1,-1],[1,20,20,20,20,4,"rgb(255,128,0)",-1,0]],\
            "i":[[0,-1,-1,0],[1,0,-1,0,0,20],[1,0,-1,0,1,20],[1,0,-1,0,2,20]],"c":[[100,50,8,-1]],\
            "f":[[[0,1],[0]],[[0,2],[0]],[[0,3],[0]]],"o":[0,1,2]}
            """)
        // The stage is drawn by the script: the only SVG in the page is the plot's.
        let root = try #require(parseXML(html))
        #expect(root.descendants(named: "svg").map { $0["class"] } == ["graph"])
    }

    @Test("Repeated frames, items and looks are stored once")
    func deduplication() throws {
        var recording = Self.recording(2)
        recording.frames = [recording.frames[0], recording.frames[1], recording.frames[1], recording.frames[0]]
        let html = page([.init(title: "S", recording: recording)])
        let data = try recordingData(html)
        #expect(data.hasSuffix("\"f\":[[[0,1],[0]],[[0,2],[0]]],\"o\":[0,1,1,0]}"))
    }

    @Test("Item records: transforms, opacity, blur, hidden items and unknown clips")
    func itemRecords() throws {
        var skew = Transform.identity
        skew.b = 0.5
        let tree = RenderTree(size: CGSize(width: 10, height: 10), items: [
            RenderItem(bounds: CGSize(width: 1, height: 1), transform: skew, opacity: 0.25, backgroundColor: .red,
                       clip: 7, blurRadius: 2),
            RenderItem(bounds: CGSize(width: 1, height: 1), opacity: 0, backgroundColor: .red),
            RenderItem(bounds: CGSize(width: 1, height: 1), opacity: 2,
                       backgroundColor: Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
        ])
        let html = page([.init(title: "S", recording: Recording(size: CGSize(width: 10, height: 10), frames: [tree]))])
        let data = try recordingData(html)
        #expect(data.contains("""
            "l":[[-1,1,1,1,1,-1,"rgb(255,0,0)",-1,-1],[-1,1,1,1,1,-1,"rgb(0,0,255)",0.5,-1]],\
            "i":[[0,-1,0.25,2,1,0.5,0,1,0,0],[0,-1,-2,0],[1,-1,-1,0]]
            """))
    }

    @Test("Text and names in the data cannot close the script or the page")
    func dataEscaping() throws {
        let tree = RenderTree(size: CGSize(width: 10, height: 10), items: [
            RenderItem(name: "</script><b>\"&\u{1}", bounds: CGSize(width: 1, height: 1), backgroundColor: .red),
        ])
        let html = page([.init(title: "S", recording: Recording(size: CGSize(width: 10, height: 10), frames: [tree]))])
        #expect(html.contains("\"s\":[\"\\u003c/script\\u003e\\u003cb\\u003e\\\"\\u0026\"]"))
        let data = try recordingData(html)
        let json = try #require(JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        #expect(json["s"] as? [String] == ["</script><b>\"&"])
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
        let section = try section(page([.init(title: "S", recording: Self.recording(11, fps: 20, events: events))]))
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
        let section = try section(page([.init(title: "S", recording: Self.recording(frameCount, fps: fps))]))
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
        let chosen = try section(page([.init(title: "S", recording: recording)]))
        let nodes = try #require(chosen.descendants(named: "select").first { $0["class"] == "plot-node" })
        #expect(nodes.descendants(named: "option").map(\.stringValue) == ["square", "late"])
        // Without a choice, the first node that changes.
        #expect(nodes.descendants(named: "option").first { $0["selected"] != nil }?.stringValue == "square")
        let properties = try #require(chosen.descendants(named: "select").first { $0["class"] == "plot-property" })
        #expect(properties.descendants(named: "option").map(\.stringValue) == ["x", "y", "width", "height", "alpha"])
        #expect(properties.descendants(named: "option").first { $0["selected"] != nil }?.stringValue == "y")

        let named = try section(page([.init(title: "S", recording: recording, plotNode: "late", plotProperty: .alpha)]))
        let selected = named.descendants(named: "option").filter { $0["selected"] != nil }.map(\.stringValue)
        #expect(selected == ["1x", "late", "alpha"])
    }

    @Test("Backticks in captions and the description become code")
    func inlineCode() throws {
        let html = HTMLPlayer.page(title: "T", description: "Use `a < b` here", scenes: [
            .init(title: "S", caption: "`transitionLayout(with:)` to a size, one ` left", recording: Self.recording(1)),
        ])
        #expect(html.contains("<p class=\"description\">Use <code>a &lt; b</code> here</p>"))
        #expect(html.contains("<p class=\"caption\"><code>transitionLayout(with:)</code> to a size, one ` left</p>"))
        #expect(parseXML(html) != nil)
    }

    @Test("Titles, captions and the description are escaped")
    func escaping() throws {
        let scene = HTMLPlayer.Scene(title: "<Scene & 'one'>", caption: "\"quoted\" <i>", recording: Self.recording(1))
        let html = HTMLPlayer.page(title: "A < B & C", description: "Line 1\nLine 2 <script>", scenes: [scene])
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
        let html = page([.init(title: "Empty", recording: Recording(size: CGSize(width: 10, height: 10)))])
        let root = try #require(parseXML(html))
        #expect(root.descendants(named: "p").contains { $0.stringValue == "No frames." })
        #expect(root.descendants(named: "svg").isEmpty)
        #expect(root.descendants(named: "input").isEmpty)
    }

    @Test("The page is self-contained and deterministic")
    func selfContained() {
        let scenes = [HTMLPlayer.Scene(title: "S", caption: "C", recording: Self.recording(7))]
        let html = HTMLPlayer.page(title: "T", description: "D", scenes: scenes)
        #expect(!html.contains("<link"))
        #expect(!html.contains("src="))
        #expect(!html.contains("@import"))
        #expect(html.components(separatedBy: "<style>").count == 2)
        #expect(html == HTMLPlayer.page(title: "T", description: "D", scenes: scenes))
    }

    @Test("Recording.htmlPage is a one-scene page")
    func recordingPage() throws {
        let html = Self.recording(3).htmlPage(title: "Slide", caption: "A `square`", plotNode: "title", plotProperty: .width)
        let root = try #require(parseXML(html))
        #expect(root.descendants(named: "section").count == 1)
        #expect(root.descendants(named: "h2").first?.stringValue == "Slide")
        #expect(root.descendants(named: "option").filter { $0["selected"] != nil }.map(\.stringValue)
            == ["1x", "title", "width"])
    }
}
