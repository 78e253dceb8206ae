import ChoreoMotion
@testable import ChoreoRender
import Foundation
import Testing

/// A scene's player data read back the way the page's script (`HTML/Player/frames.js`) reads it.
struct DecodedPlayerData {
    let data: [String: Any]

    init(_ json: String) throws {
        data = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    private func table(_ key: String) throws -> [[Any]] {
        try #require(data[key] as? [[Any]])
    }

    /// The `<svg>` element shown at time step `step`: the start tag, each line's template
    /// literals with its numbers in between, the end tag.
    func frameMarkup(step: Int) throws -> String {
        let order = try #require(data["o"] as? [Int])
        let frame = try #require(try table("f")[order[step]] as? [Int])
        var markup = try #require(data["svg"] as? String)
        for index in frame {
            let record = try table("l")[index]
            let template = try #require(record[0] as? Int)
            let literals = try #require(try table("t")[template] as? [String])
            #expect(record.count == literals.count)
            markup += literals[0]
            for (number, literal) in zip(record.dropFirst(), literals.dropFirst()) {
                markup += try Self.javaScriptText(try #require(number as? NSNumber)) + literal
            }
        }
        return markup + "</svg>\n"
    }

    /// A plot node's property at every time step: a constant, or changes in thousandths per frame.
    func series(node: Int, property: Int) throws -> [Double?] {
        let order = try #require(data["o"] as? [Int])
        let plot = try #require(data["p"] as? [[Any]])
        let series = plot[node][property]
        guard let changes = series as? [Any] else {
            let constant = try #require((series as? NSNumber)?.doubleValue)
            return order.map { _ in constant }
        }
        var total = 0.0
        let values = changes.map { change -> Double? in
            guard let change = change as? NSNumber else { return nil }
            total += change.doubleValue
            return total / 1000
        }
        return order.map { values[$0] }
    }

    /// How JavaScript prints `number` (whole numbers without a point; both print the shortest
    /// digits that read back as the same double).
    static func javaScriptText(_ number: NSNumber) throws -> String {
        let value = number.doubleValue
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}

@Suite("Player data")
struct PlayerDataTests {
    @Test("Every frame's markup, for every item kind, is the SVG renderer's document for it")
    func framesAreTheRenderersMarkup() throws {
        var recording = Recording.everyItemKind()
        // Time steps showing a frame already seen.
        recording.frames += [recording.frames[1], recording.frames[0]]
        let data = try DecodedPlayerData(PlayerData.json(for: recording, idPrefix: "", plotNodes: []))
        for (step, tree) in recording.frames.enumerated() {
            let document = SVGRenderer.document(tree)
            let expected = String(document[document.firstIndex(of: "\n")!...].dropFirst())
            #expect(try data.frameMarkup(step: step) == expected, "time step \(step)")
        }
    }

    @Test("Ids start with the scene's prefix")
    func idPrefix() throws {
        let recording = Recording.everyItemKind(frameCount: 2)
        let markup = try DecodedPlayerData(PlayerData.json(for: recording, idPrefix: "s3-", plotNodes: []))
            .frameMarkup(step: 1)
        var expected = MarkupWriter(capacity: 4096)
        SVGRenderer.writeStartTag(size: recording.size, into: &expected)
        SVGRenderer.writeBody(recording.frames[1], idPrefix: "s3-", into: &expected)
        #expect(markup == expected.output + "</svg>\n")
        #expect(markup.contains("id=\"s3-clip-1\" clip-path=\"url(#s3-clip-0)\""))
        #expect(markup.contains("filter=\"url(#s3-blur-0)\""))
    }

    @Test("Numbers every line of a template shares are written into it; a line holds what changes")
    func storage() throws {
        let frames = (0..<3).map { index in
            RenderTree(size: CGSize(width: 120, height: 60), items: [
                RenderItem(name: "title", bounds: CGSize(width: 50, height: 10), backgroundColor: .gray),
                RenderItem(name: "square", bounds: CGSize(width: 20, height: 20),
                           transform: Transform(translationX: CGFloat(index) * 1.5, y: 20), backgroundColor: .orange),
            ])
        }
        let json = PlayerData.json(for: Recording(size: CGSize(width: 120, height: 60), frames: [frames[0]] + frames),
                                   idPrefix: "", plotNodes: ["square"])
        // The title's numbers are the same in every frame, as are all of the resting square's
        // (its 0 is literal, so it has a template of its own); the moving square's x changes.
        #expect(json == #"""
            {"fps":60,"svg":"\u003csvg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"120\" \#
            height=\"60\" viewBox=\"0 0 120 60\"\u003e\n",\#
            "t":[["\u003crect width=\"50\" height=\"10\" fill=\"rgb(128,128,128)\"\u003e\u003ctitle\u003etitle\#
            \u003c/title\u003e\u003c/rect\u003e\n"],["\u003crect transform=\"matrix(1 0 0 1 0 20)\" width=\"20\" \#
            height=\"20\" fill=\"rgb(255,128,0)\"\u003e\u003ctitle\u003esquare\u003c/title\u003e\u003c/rect\u003e\n"],\#
            ["\u003crect transform=\"matrix(1 0 0 1 "," 20)\" width=\"20\" height=\"20\" fill=\"rgb(255,128,0)\"\#
            \u003e\u003ctitle\u003esquare\u003c/title\u003e\u003c/rect\u003e\n"]],\#
            "l":[[0],[1],[2,1.5],[2,3]],"f":[[0,1],[0,2],[0,3]],"o":[0,0,1,2],"p":[[[0,1500,1500],20,20,20,1]]}
            """#)
    }

    @Test("A line is cut into literals and the numbers standing alone in its tags")
    func templates() {
        let cases: [(line: String, numbers: [String])] = [
            (#"<rect transform="matrix(1 0 0 1 20 30.5)" width="12" height="0.25"/>"#, ["20", "30.5", "12", "0.25"]),
            // 0, 1 and -0 stay literal, as do colors, ids, percentages and text.
            (#"<g opacity="0" fill="rgb(2,3,4)" id="s2-clip-3" x="-50%">7 8</g>"#, []),
            (#"<a b="-1" c="-0.5" d="-0" e="01" f="1.50" g="1234567890" h="0.0000001" i="5.000001"/>"#, ["-1", "-0.5", "5.000001"]),
            (#"<t y="2">3 "4" (5)</t><u v="(6)"/>"#, ["2", "6"]),
        ]
        for (line, numbers) in cases {
            let (literals, found) = MarkupTemplate.split(Substring(line))
            #expect(found == numbers.map { Substring($0) }, "\(line)")
            #expect(literals.count == found.count + 1)
            var joined = String(literals[0])
            for (number, literal) in zip(found, literals.dropFirst()) { joined += number + literal }
            #expect(joined == line)
        }
    }

    @Test("Plot series: constants once, else thousandths changing per frame; absent is null")
    func plotSeries() throws {
        var recording = Recording.everyItemKind()
        recording.frames[2].items.removeAll { $0.name == "label" }
        let names = ["pill '1'", "label", "hidden", "odd"]
        let data = try DecodedPlayerData(PlayerData.json(for: recording, idPrefix: "", plotNodes: names))
        for (node, name) in names.enumerated() {
            for property in HTMLPlayer.PlotProperty.allCases.indices {
                let expected = recording.frames.map { tree in
                    PlotSeries.values(of: [name], in: tree)[property].map { value -> Double in
                        value.isFinite ? (Double(min(max(value, -1e12), 1e12)) * 1000).rounded() / 1000 : 0
                    }
                }
                #expect(try data.series(node: node, property: property) == expected, "\(name) property \(property)")
            }
        }
    }

    @Test("Frames drawn alike are stored apart when the plot shows them differently")
    func invisibleMotion() throws {
        let recording = Recording.everyItemKind()
        let data = try DecodedPlayerData(PlayerData.json(for: recording, idPrefix: "", plotNodes: ["hidden"]))
        let frames = try #require(data.data["f"] as? [[Int]])
        #expect(frames.count == recording.frames.count)
        #expect(try data.series(node: 0, property: 0) == [0, 0.25, 0.5, 0.75, 1])
    }
}
