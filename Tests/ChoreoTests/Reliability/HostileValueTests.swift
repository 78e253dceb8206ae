@testable import Choreo
import ChoreoSupport
@testable import ChoreoRender
import Foundation
import Testing

@MainActor
@Suite("Hostile values: node values stay finite, recording never traps")
struct HostileValueTests {
    @Test func aNaNTransformIsRefusedWithAMessage() {
        let node = DisplayNode()
        node.transform = Transform(scaleX: 2, y: 2)
        let warnings = Diagnostics.capture {
            node.transform = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }
        #expect(node.transform == Transform(scaleX: 2, y: 2))
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("Choreo: DisplayNode.transform must be finite, got ") == true)
        #expect(warnings.first?.hasSuffix("; keeping the current transform") == true)
    }

    @Test func animatingBetweenTheExtremesOfDoubleStaysFinite() {
        let scene = TestStage()
        let node = scene.add(CGRect(x: -1e308, y: 0, width: 1e308, height: 10))
        #expect(node.frame == CGRect(x: -10_000_000, y: 0, width: 10_000_000, height: 10))
        DisplayNode.animate(withDuration: 1, options: .curveLinear) {
            node.frame = CGRect(x: 1e308, y: 0, width: 1e308, height: 10)
        }
        scene.advance(0.5)
        #expect(node.presentation.frame == CGRect(x: 0, y: 0, width: 10_000_000, height: 10))
        scene.advance(0.25)
        #expect(node.presentation.frame == CGRect(x: 5_000_000, y: 0, width: 10_000_000, height: 10))
    }

    @Test func recordingFarTooLongIsCutAtTheFrameLimit() {
        let recorder = StageRecorder(size: CGSize(width: 1, height: 1), rootNode: DisplayNode())
        var recording: Recording?
        let warnings = Diagnostics.capture { recording = recorder.record(duration: 1e18) }
        #expect(recording?.frames.count == StageRecorder.maximumFrameCount)
        #expect(warnings == ["Choreo: Recording 1e+18 s at 60.0 frames per second would take 6e+19 frames; "
                             + "recording the first 100000"])
    }

    @Test func aHugeFrameRateTimesALongDurationIsCutToo() {
        #expect(StageRecorder.frameCount(duration: 1e10, framesPerSecond: 1e300) == 100_000)
        #expect(StageRecorder.frameCount(duration: 1e300, framesPerSecond: 1e300) == 100_000)
        #expect(StageRecorder.frameCount(duration: 1.5, framesPerSecond: 60) == 90)
        #expect(StageRecorder.frameCount(duration: 0, framesPerSecond: 1e300) == 0)
    }

    @Test func frameIndicesOfFarTimesAreClampedToTheRecording() {
        let recording = Recording(size: CGSize(width: 1, height: 1), framesPerSecond: 60,
                                  frames: Array(repeating: RenderTree(size: CGSize(width: 1, height: 1), items: []),
                                                count: 3))
        #expect(recording.frameIndex(at: 1e19) == 2)
        #expect(recording.frameIndex(at: -1e19) == 0)
        #expect(recording.frameIndex(at: 1 / 60) == 1)
        #expect(HTMLPlayer.milliseconds(1e19) == 1_000_000_000_000_000)
        #expect(HTMLPlayer.milliseconds(-1e300) == -1_000_000_000_000_000)
    }
}
