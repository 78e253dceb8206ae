import ChoreoExport
import ChoreoMotion
import ChoreoRender
import Foundation
import Testing

@Suite("Lottie export of curve animations")
struct LottieCurveExportTests {
    private let size = CGSize(width: 200, height: 100)

    /// 31 frames at 60 fps: a static card, and a box at (0, 30) that moves to (100, 30) along
    /// `curve` from frame 6 (0.1 s) to frame 24 (0.4 s).
    private func move(_ curve: TimingCurve) -> Recording {
        let frames = (0...30).map { frame in
            let x = 100 * curve.progress(at: Double(frame - 6) / 18)
            return RenderTree(size: size, items: [
                RenderItem(name: "card", bounds: CGSize(width: 200, height: 100), backgroundColor: .white),
                RenderItem(name: "box", bounds: CGSize(width: 20, height: 10), transform: Transform(translationX: x, y: 30),
                           backgroundColor: .orange),
            ])
        }
        return Recording(size: size, framesPerSecond: 60, frames: frames)
    }

    private func layer(_ name: String, of recording: Recording) throws -> [String: Any] {
        let json = try JSONSerialization.jsonObject(with: recording.lottieJSON()) as? [String: Any]
        let layers = try #require(json?["layers"] as? [[String: Any]])
        return try #require(layers.first { $0["nm"] as? String == name })
    }

    private func keyframes(_ layer: [String: Any], _ key: String) throws -> [[String: Any]] {
        try #require(((layer["ks"] as? [String: Any])?[key] as? [String: Any])?["k"] as? [[String: Any]])
    }

    private func tangent(_ keyframe: [String: Any], _ key: String) -> [Double]? {
        guard let point = keyframe[key] as? [String: Any] else { return nil }
        return ((point["x"] as? [Double]) ?? []) + ((point["y"] as? [Double]) ?? [])
    }

    @Test("A custom Bézier timing curve, overshooting, is 2 keyframes with its control points as tangents")
    func customCurve() throws {
        let curve = TimingCurve(controlPoints: 0.2, 1.3, 0.5, 0.9)
        var recording = move(curve)
        recording.curveAnimations = [CurveAnimation(itemName: "box", property: .position, startTime: 0.1, duration: 0.3,
                                                    curve: curve)]
        let position = try keyframes(layer("box", of: recording), "p")
        #expect(position.map { $0["t"] as? Double } == [6, 24])
        #expect(position.map { $0["s"] as? [Double] } == [[0, 30], [100, 30]])
        #expect(tangent(position[0], "o") == [0.2, 1.3])
        #expect(tangent(position[0], "i") == [0.5, 0.9])
        #expect(tangent(position[1], "o") == nil)
    }

    @Test("A static layer has no keyframes, even when a curve animation names it")
    func staticLayer() throws {
        var recording = move(.easeInOut)
        recording.curveAnimations = CurveAnimation.Property.allCases.map {
            CurveAnimation(itemName: "card", property: $0, startTime: 0.1, duration: 0.3, curve: .easeInOut)
        }
        let card = try layer("card", of: recording)
        let text = String(decoding: try JSONSerialization.data(withJSONObject: card, options: .sortedKeys), as: UTF8.self)
        #expect(!text.contains("\"a\":1"))
        #expect(text.contains("\"a\":0"))
    }

    @Test("Curve animations that are not finite, outside the layer or not what the frames show are ignored")
    func badHints() throws {
        let fitted = try move(.easeInOut).lottieJSON()
        var recording = move(.easeInOut)
        let hint = { (start: Double, duration: Double) in
            CurveAnimation(itemName: "box", property: .position, startTime: start, duration: duration, curve: .easeInOut)
        }
        recording.curveAnimations = [hint(.nan, 0.3), hint(0.1, .infinity), hint(0.1, .nan), hint(-.infinity, 1),
                                     hint(0.1, -0.3), hint(0.105, 0.3), hint(-0.1, 0.5), hint(0.1, 10), hint(1e300, 1e300),
                                     hint(0.1, 0)]
        #expect(try recording.lottieJSON() == fitted)
        // The fitted file needs more than the two keyframes of the curve.
        #expect(try keyframes(layer("box", of: move(.easeInOut)), "p").count > 2)
    }
}
