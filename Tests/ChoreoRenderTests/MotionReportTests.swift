import ChoreoMotion
@testable import ChoreoRender
import Foundation
import Testing

/// ``Recording/motionReport(limits:)`` on hand-made recordings of one item.
@Suite struct MotionReportTests {
    private let phone = CGSize(width: 375, height: 667)

    /// A recording of "card" (100 x 100) at `positions` (its origin), one frame each, with `opacities`.
    private func recording(_ positions: [CGPoint], opacities: [CGFloat]? = nil, fps: Double = 60) -> Recording {
        let frames = positions.enumerated().map { index, origin in
            RenderTree(size: phone, items: [
                RenderItem(name: "card", bounds: CGSize(width: 100, height: 100),
                           transform: Transform(translationX: origin.x, y: origin.y),
                           opacity: opacities?[index] ?? 1),
            ])
        }
        return Recording(size: phone, framesPerSecond: fps, frames: frames)
    }

    /// `distance` points to the right over 24 frames (0.4 s at 60 fps), then 6 frames at rest.
    private func move(by distance: CGFloat) -> Recording {
        let positions = (0...24).map { CGPoint(x: distance * CGFloat($0) / 24, y: 0) }
        return recording(positions + Array(repeating: positions.last!, count: 6))
    }

    @Test func a300PointMoveOnA375PointStageIsReported() {
        let report = move(by: 300).motionReport()
        #expect(report.findings == [
            MotionFinding(element: "card", span: 0...0.4, kind: .largeMotion(distance: 300, limit: 125)),
        ])
        #expect(report.description
            == "\"card\" at 0.000 s–0.400 s: moves 300 pt, more than a third of the stage (125 pt) (WCAG 2.3.3)")
    }

    @Test func a100PointMoveIsNot() {
        #expect(move(by: 100).motionReport().isClean)
        #expect(move(by: 100).motionReport().description == "no large motion or flashing found")
    }

    @Test func verticalMovesCompareWithAThirdOfTheHeight() {
        let down = { (distance: CGFloat) in
            self.recording((0...24).map { CGPoint(x: 0, y: distance * CGFloat($0) / 24) })
        }
        #expect(down(200).motionReport().isClean)
        #expect(down(230).motionReport().findings.first?.kind
            == .largeMotion(distance: 230, limit: phone.height * (1.0 / 3)))
    }

    @Test func jumpsAndFadedJumpsAreNotMotion() {
        // One frame step: not animated.
        #expect(recording([.zero, .zero, CGPoint(x: 300, y: 0), CGPoint(x: 300, y: 0)]).motionReport().isClean)
        // Reduced motion's dip: the position changes only while the item is (nearly) invisible.
        let positions = (0...24).map { CGPoint(x: $0 < 12 ? 0 : 300, y: 0) }
        let opacities = (0...24).map { CGFloat(abs(12 - $0)) / 12 }
        #expect(recording(positions, opacities: opacities).motionReport().isClean)
    }

    /// `perSecond` flashes a second for two seconds: opacity toggling every `frames` frames at `fps`.
    private func flashes(every frames: Int, fps: Double) -> Recording {
        let count = Int(fps) * 2
        let opacities = (0..<count).map { CGFloat(($0 / frames) % 2 == 0 ? 1 : 0) }
        return recording(Array(repeating: .zero, count: count), opacities: opacities, fps: fps)
    }

    @Test func fourFlashesASecondAreReported() {
        // 40 fps, toggling every 5 frames: 8 flips (4 flashes) a second.
        let report = flashes(every: 5, fps: 40).motionReport()
        #expect(report.findings == [
            MotionFinding(element: "card", span: 0.125...1, kind: .flashing(flashes: 4, limit: 3)),
        ])
        #expect(report.description
            == "\"card\" at 0.125 s–1.000 s: flashes 4 times in one second, more than 3 (WCAG 2.3.1)")
    }

    @Test func threeFlashesASecondAreNot() {
        // 30 fps, toggling every 5 frames: 6 flips (3 flashes) a second.
        #expect(flashes(every: 5, fps: 30).motionReport().isClean)
    }

    @Test func fillLuminanceFlipsCountToo() {
        let frames = (0..<80).map { index in
            RenderTree(size: phone, items: [
                RenderItem(name: "light", bounds: CGSize(width: 10, height: 10),
                           backgroundColor: (index / 5) % 2 == 0 ? .white : .black),
            ])
        }
        let report = Recording(size: phone, framesPerSecond: 40, frames: frames).motionReport()
        #expect(report.findings.map(\.kind) == [.flashing(flashes: 4, limit: 3)])
    }

    @Test func smallFlickerBelowTheThresholdIsNotAFlip() {
        #expect(Recording.flips([1, 0.95, 1, 0.95, 1], threshold: 0.1) == [])
        #expect(Recording.flips([1, 0.5, 0.4, 0.9, nil, 0.2], threshold: 0.1) == [1, 3, 5])
    }
}
