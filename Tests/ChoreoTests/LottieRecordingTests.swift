import Choreo
import Foundation
import Testing

/// Recordings of nodes exported as Lottie: an animation timed by a Bézier curve becomes its own
/// keyframes, everything else is fitted within 0.25 pt and 0.5 % opacity.
@Suite("Lottie export of recorded animations")
@MainActor
struct LottieRecordingTests {
    /// A root with one 10 x 10 box at the origin, recorded at 60 frames per second.
    private func scene() -> (StageRecorder, DisplayNode) {
        boxRecorder(framesPerSecond: 60)
    }

    /// The box layer's transform property `key` (`p`, `o`, …) of `recording`'s Lottie file.
    private func boxProperty(_ key: String, of recording: Recording) throws -> LottieTestProperty {
        let json = try JSONSerialization.jsonObject(with: recording.lottieJSON()) as? [String: Any]
        let layers = try #require(json?["layers"] as? [[String: Any]])
        let box = try #require(layers.first { $0["nm"] as? String == "box" })
        return try LottieTestProperty(#require((box["ks"] as? [String: Any])?[key] as? [String: Any]))
    }

    /// The box's position in every frame.
    private func positions(_ recording: Recording) -> [[Double]] {
        recording.frames.map { tree in
            let box = tree.items.first { $0.name == "box" }!
            return [box.transform.tx, box.transform.ty]
        }
    }

    @Test("A 0.3 s ease-in-out move is 2 keyframes with the curve's tangents, shared by x and y")
    func easeInOutMove() throws {
        let (recorder, box) = scene()
        recorder.at(0.1) { DisplayNode.animate(withDuration: 0.3) { box.frame.origin = CGPoint(x: 100, y: 40) } }
        let recording = recorder.record(duration: 0.5)
        let moves = recording.curveAnimations.filter { $0.itemName == "box" && $0.property == .position }
        #expect(moves.count == 1)
        #expect(abs((moves.first?.startTime ?? 0) - 0.1) < 1e-9 && abs((moves.first?.duration ?? 0) - 0.3) < 1e-9)
        #expect(moves.first?.curve == .easeInOut)
        let position = try boxProperty("p", of: recording)
        #expect(position.keyframes == [
            LottieTestKeyframe(time: 6, value: [0, 0], out: [0.42, 0], in: [0.58, 1]),
            LottieTestKeyframe(time: 24, value: [100, 40]),
        ])
    }

    @Test("A node fading in as it moves: both are 2 keyframes from before the node is first drawn")
    func fadeInMove() throws {
        let (recorder, box) = scene()
        box.alpha = 0
        recorder.at(0.1) {
            DisplayNode.animate(withDuration: 0.3) {
                box.alpha = 1
                box.frame.origin.x = 100
            }
        }
        let recording = recorder.record(duration: 0.5)
        #expect(recording.frames[6].items.allSatisfy { $0.name != "box" })
        #expect(try boxProperty("p", of: recording).keyframes == [
            LottieTestKeyframe(time: 6, value: [0, 0], out: [0.42, 0], in: [0.58, 1]),
            LottieTestKeyframe(time: 24, value: [100, 0]),
        ])
        #expect(try boxProperty("o", of: recording).keyframes == [
            LottieTestKeyframe(time: 6, value: [0], out: [0.42, 0], in: [0.58, 1]),
            LottieTestKeyframe(time: 24, value: [100]),
        ])
    }

    @Test("At 30 fps a 0.25 s move ends between two frames: its last keyframe keeps its time")
    func betweenFrames() throws {
        let (recorder, box) = boxRecorder(framesPerSecond: 30)
        recorder.at(0.1) { DisplayNode.animate(withDuration: 0.25) { box.frame.origin.x = 100 } }
        let position = try boxProperty("p", of: recorder.record(duration: 0.5))
        #expect(position.keyframes == [
            LottieTestKeyframe(time: 3, value: [0, 0], out: [0.42, 0], in: [0.58, 1]),
            LottieTestKeyframe(time: 10.5, value: [100, 0]),
        ])
    }

    @Test("A linear move is 2 keyframes with straight tangents")
    func linearMove() throws {
        let (recorder, box) = scene()
        recorder.at(0.1) { DisplayNode.animate(withDuration: 0.3, options: .curveLinear) { box.frame.origin.x = 100 } }
        let position = try boxProperty("p", of: recorder.record(duration: 0.5))
        #expect(position.keyframes == [
            LottieTestKeyframe(time: 6, value: [0, 0], out: [0, 0], in: [1, 1]),
            LottieTestKeyframe(time: 24, value: [100, 0]),
        ])
    }

    @Test("A spring is fitted within 0.25 pt while an ease-in fade beside it keeps its curve")
    func springAndFade() throws {
        let (recorder, box) = scene()
        recorder.at(0.1) {
            DisplayNode.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                                options: []) { box.frame.origin.x = 100 }
            DisplayNode.animate(withDuration: 0.25, options: .curveEaseIn) { box.alpha = 0.5 }
        }
        let recording = recorder.record(duration: 1)
        #expect(!recording.curveAnimations.contains { $0.property == .position })
        let position = try boxProperty("p", of: recording)
        #expect(position.keyframes.count > 2)
        #expect(position.largestError(against: positions(recording)) <= 0.25)
        #expect(try boxProperty("o", of: recording).keyframes == [
            LottieTestKeyframe(time: 6, value: [100], out: [0.42, 0], in: [1, 1]),
            LottieTestKeyframe(time: 21, value: [50]),
        ])
    }

    @Test("An interrupted ease-in-out move is fitted within 0.25 pt; a clean one after it keeps its curve")
    func interruptedMove() throws {
        let (recorder, box) = scene()
        recorder.at(0.1) { DisplayNode.animate(withDuration: 0.3) { box.frame.origin.x = 100 } }
        recorder.at(0.2) { DisplayNode.animate(withDuration: 0.3) { box.frame.origin.x = 50 } }
        recorder.at(0.6) { DisplayNode.animate(withDuration: 0.3) { box.frame.origin.x = 0 } }
        let recording = recorder.record(duration: 1)
        #expect(recording.curveAnimations.filter { $0.itemName == "box" && $0.property == .position }.count == 3)
        let position = try boxProperty("p", of: recording)
        #expect(position.largestError(against: positions(recording)) <= 0.25)
        let curved = position.keyframes.filter { $0.out == [0.42, 0] && $0.in == [0.58, 1] }
        #expect(curved == [LottieTestKeyframe(time: 36, value: [50, 0], out: [0.42, 0], in: [0.58, 1])])
        #expect(position.keyframes.last == LottieTestKeyframe(time: 54, value: [0, 0]))
        #expect(position.keyframes.count > 4)
    }
}
