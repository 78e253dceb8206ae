import ChoreoExport
import ChoreoMotion
import ChoreoRender
import Foundation
import Testing

@Suite("Lottie export")
struct LottieExportTests {
    private let size = CGSize(width: 200, height: 100)

    /// A card that stays put and a box sliding right linearly by 10 pt a frame, over 7 frames.
    private func slide() -> Recording {
        let frames = (0..<7).map { frame in
            RenderTree(size: size, items: [
                RenderItem(name: "card", bounds: CGSize(width: 200, height: 100), backgroundColor: .white, cornerRadius: 8),
                RenderItem(name: "box", bounds: CGSize(width: 20, height: 10),
                           transform: Transform(translationX: CGFloat(frame) * 10, y: 30), backgroundColor: .orange),
            ])
        }
        return Recording(size: size, framesPerSecond: 30, frames: frames)
    }

    private func document(_ recording: Recording) throws -> [String: Any] {
        let data = try recording.lottieJSON(name: "Slide")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func layers(_ document: [String: Any]) throws -> [[String: Any]] {
        try #require(document["layers"] as? [[String: Any]])
    }

    @Test("The animation has the recording's size, frame rate and length, one layer per node, front first")
    func header() throws {
        let json = try document(slide())
        #expect(json["w"] as? Int == 200)
        #expect(json["h"] as? Int == 100)
        #expect(json["fr"] as? Int == 30)
        #expect(json["ip"] as? Int == 0)
        #expect(json["op"] as? Int == 7)
        #expect(json["nm"] as? String == "Slide")
        #expect(try layers(json).map { $0["nm"] as? String } == ["box", "card"])
        #expect(try layers(json).map { $0["ty"] as? Int } == [4, 4])
    }

    @Test("A node that does not change has only static values")
    func staticLayer() throws {
        let card = try layers(document(slide()))[1]
        let text = String(decoding: try JSONSerialization.data(withJSONObject: card, options: .sortedKeys), as: UTF8.self)
        #expect(!text.contains("\"a\":1"))
        let transform = try #require(card["ks"] as? [String: Any])
        #expect((transform["p"] as? [String: Any])?["k"] as? [Double] == [0, 0])
        #expect((transform["o"] as? [String: Any])?["k"] as? Double == 100)
        let group = try #require((card["shapes"] as? [[String: Any]])?.first)
        let rect = try #require((group["it"] as? [[String: Any]])?.first)
        #expect((rect["s"] as? [String: Any])?["k"] as? [Double] == [200, 100])
        #expect((rect["p"] as? [String: Any])?["k"] as? [Double] == [100, 50])
        #expect((rect["r"] as? [String: Any])?["k"] as? Double == 8)
    }

    @Test("A linear slide is two position keyframes with linear easing")
    func slidingLayer() throws {
        let box = try layers(document(slide()))[0]
        let position = try #require((box["ks"] as? [String: Any])?["p"] as? [String: Any])
        #expect(position["a"] as? Int == 1)
        let keyframes = try #require(position["k"] as? [[String: Any]])
        #expect(keyframes.map { $0["t"] as? Int } == [0, 6])
        #expect(keyframes.map { $0["s"] as? [Double] } == [[0, 30], [60, 30]])
        #expect((keyframes[0]["o"] as? [String: Any])?["y"] as? [Double] == [0.3333])
        #expect((keyframes[0]["i"] as? [String: Any])?["y"] as? [Double] == [0.6667])
        #expect(box["ip"] as? Int == 0)
        #expect(box["op"] as? Int == 7)
    }

    @Test("Clips become intersecting masks in the layer's coordinates; blur a Gaussian blur effect")
    func masksAndBlur() throws {
        let tree = RenderTree(size: size, items: [
            RenderItem(name: "inner", bounds: CGSize(width: 50, height: 50), transform: Transform(translationX: 10, y: 20),
                       backgroundColor: .red, clip: 1, blurRadius: 3),
        ], clips: [
            RenderClip(bounds: CGSize(width: 100, height: 100)),
            RenderClip(bounds: CGSize(width: 30, height: 30), transform: Transform(translationX: 20, y: 20), parent: 0),
        ])
        let layer = try layers(document(Recording(size: size, frames: [tree])))[0]
        let masks = try #require(layer["masksProperties"] as? [[String: Any]])
        #expect(masks.map { $0["mode"] as? String } == ["a", "i"])
        let path = try #require((masks[1]["pt"] as? [String: Any])?["k"] as? [String: Any])
        // The inner clip's top-left corner (20, 20) on the stage is (10, 0) in the item's coordinates.
        #expect((path["v"] as? [[Double]])?.first == [10, 0])
        let effect = try #require((layer["ef"] as? [[String: Any]])?.first)
        #expect(effect["ty"] as? Int == 29)
        let blurriness = try #require((effect["ef"] as? [[String: Any]])?.first?["v"] as? [String: Any])
        #expect(blurriness["k"] as? Double == 10)
    }

    @Test("Text is drawn as glyph outlines filled with its color")
    func text() throws {
        let text = RenderText(string: "Hi", fontSize: 20, color: .black)
        let tree = RenderTree(size: size, items: [RenderItem(name: "label", bounds: CGSize(width: 40, height: 30), text: text)])
        let layer = try layers(document(Recording(size: size, frames: [tree])))[0]
        let group = try #require((layer["shapes"] as? [[String: Any]])?.first)
        #expect(group["nm"] as? String == "text")
        let items = try #require(group["it"] as? [[String: Any]])
        // "H" is one contour, "i" two (stem and dot); then the fill and the group's transform.
        #expect(items.map { $0["ty"] as? String } == ["sh", "sh", "sh", "fl", "tr"])
        let firstContour = try #require((items[0]["ks"] as? [String: Any])?["k"] as? [String: Any])
        let points = try #require(firstContour["v"] as? [[Double]])
        // H's stems stand on the baseline (18.1 pt down) and reach up to the cap height.
        #expect(points.map { $0[1] }.max() == 18.1)
        #expect((items[3]["c"] as? [String: Any])?["k"] as? [Double] == [0, 0, 0])
    }

    @Test("A text that re-wraps draws each word once and moves it, even as it jumps from line to line")
    func rewrappedText() throws {
        // "Hi yo" on one line, then "yo" on a second line (x 0, baseline 22.34 + 18.1 = 40.44).
        let wide = RenderText(string: "Hi yo", fontSize: 20, color: .black)
        var narrow = wide
        narrow.lines = [TextLine(text: "Hi", width: 20, baseline: 18.1), TextLine(text: "yo", width: 20, baseline: 40.44)]
        let frames = [wide, wide, narrow].map { text in
            RenderTree(size: size, items: [RenderItem(name: "label", bounds: CGSize(width: 60, height: 50), text: text)])
        }
        let layer = try layers(document(Recording(size: size, frames: frames)))[0]
        let groups = try #require(layer["shapes"] as? [[String: Any]])
        #expect(groups.map { $0["nm"] as? String } == ["text"])
        let words = try #require(groups[0]["it"] as? [[String: Any]])
        #expect(words.map { $0["nm"] as? String } == ["word", "word", nil])
        // "yo" starts after "Hi " and stays on the first baseline, then jumps to the second line's start.
        let yo = try #require(words[1]["it"] as? [[String: Any]])
        let position = try #require(yo.last?["p"] as? [String: Any])
        #expect(position["a"] as? Int == 1)
        let keyframes = try #require(position["k"] as? [[String: Any]])
        #expect((keyframes.last?["s"] as? [Double]) == [0, 40.44])
    }

    @Test("Bad recordings throw errors that name the value")
    func badInput() {
        #expect(throws: ExportError.noFrames) { try Recording(size: size).lottieJSON() }
        let flat = Recording(size: CGSize(width: 0, height: 10), frames: [RenderTree(size: .zero)])
        #expect(throws: ExportError.emptyStage(width: 0, height: 10)) { try flat.lottieJSON() }
        let broken = RenderTree(size: size, items: [
            RenderItem(name: "card", bounds: CGSize(width: 10, height: 10), transform: Transform(translationX: .nan, y: 0)),
        ])
        #expect(throws: ExportError.nonFiniteValue("frame 1, item \"card\": transform.tx is nan")) {
            try Recording(size: size, frames: [RenderTree(size: size), broken]).lottieJSON()
        }
        #expect(ExportError.noFrames.description == "the recording has no frames")
    }
}
