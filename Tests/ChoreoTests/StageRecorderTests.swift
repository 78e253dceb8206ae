import Choreo
import ChoreoSupport
import Foundation
import Testing

@Suite("StageRecorder")
@MainActor
struct StageRecorderTests {
    /// A root with one 10 x 10 box at the origin.
    private func scene(fps: Double = 8) -> (StageRecorder, DisplayNode) {
        boxRecorder(framesPerSecond: fps)
    }

    private func x(of name: String, in tree: RenderTree) -> CGFloat? {
        tree.items.first { $0.name == name }.map { ($0.transform.tx * 1000).rounded() / 1000 }
    }

    @Test("One render tree per frame; actions run before the frame at their time")
    func framesAndActions() {
        let (recorder, box) = scene()
        recorder.at(0.25) {
            DisplayNode.animate(withDuration: 0.5, options: .curveLinear) { box.frame.origin.x = 100 }
        }
        let recording = recorder.record(duration: 1)
        #expect(recording.frames.count == 8)
        #expect(recording.framesPerSecond == 8)
        #expect(recording.size == CGSize(width: 200, height: 100))
        #expect(recording.frames.map { x(of: "box", in: $0) } == [0, 0, 0, 25, 50, 75, 100, 100])
        #expect(recording.frames.allSatisfy { $0.size == CGSize(width: 200, height: 100) })
        #expect(recording.events.isEmpty)
    }

    @Test("Same-time actions run in the order added; negative times run first; late ones never")
    func actionOrder() {
        let (recorder, _) = scene()
        var log: [String] = []
        recorder.at(0.5) { log.append("b@\(recorder.currentTime)") }
        recorder.at(0.5) { log.append("c@\(recorder.currentTime)") }
        recorder.at(-1) { log.append("a@\(recorder.currentTime)") }
        recorder.at(2) { log.append("late") }
        _ = recorder.record(duration: 1)
        #expect(log == ["a@0.0", "b@0.5", "c@0.5"])
    }

    @Test("Marks from actions and from at(_:mark:) carry their times and labels, sorted by time")
    func marks() {
        let (recorder, _) = scene()
        recorder.at(0.5, mark: .note, "halfway")
        recorder.at(0.25) { recorder.mark(.animatorPaused, "manual") }
        recorder.at(0.125, mark: .transitionStarted) {}
        let recording = recorder.record(duration: 1)
        #expect(recording.events == [
            RecordingEvent(time: 0.125, kind: .transitionStarted),
            RecordingEvent(time: 0.25, kind: .animatorPaused, label: "manual"),
            RecordingEvent(time: 0.5, kind: .note, label: "halfway"),
        ])
    }

    @Test("A watched layout transition notes its start and, on the frame that sees it, its completion")
    func watchedTransition() {
        let node = ProgressNode()
        node.defaultLayoutTransitionDuration = 0.25
        let recorder = StageRecorder(size: CGSize(width: 100, height: 20), rootNode: node, framesPerSecond: 8)
        recorder.at(0.125) {
            node.progress = 1
            recorder.watch(node.transitionLayout(withAnimation: true), "fill")
        }
        let recording = recorder.record(duration: 0.75)
        #expect(recording.events == [
            RecordingEvent(time: 0.125, kind: .transitionStarted, label: "fill"),
            RecordingEvent(time: 0.375, kind: .transitionCompleted, label: "fill"),
        ])
        #expect(recording.frames.map { $0.items.last?.bounds.width } == [20, 20, 60, 100, 100, 100])
    }

    @Test("A transition cancelled while it measures is noted as cancelled")
    func cancelledTransition() {
        let node = ProgressNode()
        let recorder = StageRecorder(size: CGSize(width: 100, height: 20), rootNode: node, framesPerSecond: 8)
        recorder.at(0.25) {
            node.progress = 1
            recorder.watch(node.transitionLayout(withAnimation: true, shouldMeasureAsync: true))
            node.cancelLayoutTransition()
        }
        let recording = recorder.record(duration: 0.5)
        #expect(recording.events.map(\.kind) == [.transitionStarted, .transitionCancelled])
        #expect(recording.events.map(\.time) == [0.25, 0.25])
    }

    @Test("A watched animator's start, pause, reversal and end are noted")
    func watchedAnimator() {
        let (recorder, box) = scene()
        let animator = PropertyAnimator(duration: 0.5, curve: .linear) { box.frame.origin.x = 100 }
        recorder.watch(animator, "box")
        recorder.at(0.125) { animator.startAnimation() }
        recorder.at(0.375) { animator.pauseAnimation() }
        recorder.at(0.625) {
            animator.isReversed = true
            animator.startAnimation()
        }
        let recording = recorder.record(duration: 1.25)
        #expect(recording.events == [
            RecordingEvent(time: 0.125, kind: .animatorStarted, label: "box"),
            RecordingEvent(time: 0.375, kind: .animatorPaused, label: "box"),
            RecordingEvent(time: 0.625, kind: .animatorReversed, label: "box"),
            RecordingEvent(time: 0.625, kind: .animatorStarted, label: "box"),
            RecordingEvent(time: 0.875, kind: .animatorFinished, label: "box"),
        ])
        #expect(recording.frames.map { x(of: "box", in: $0) } == [0, 0, 25, 50, 50, 50, 25, 0, 0, 0])
    }

    @Test("A stage on a manual clock can be recorded; bad rates and durations are repaired")
    func setup() {
        let clock = ManualClock(now: 3)
        let stage = Stage(size: CGSize(width: 10, height: 10), clock: clock)
        let recorder = StageRecorder(stage: stage)
        #expect(recorder?.clock === clock)
        #expect(recorder?.framesPerSecond == 60)
        var fallback: StageRecorder?
        let warnings = Diagnostics.capture {
            fallback = StageRecorder(stage: stage, clock: clock, framesPerSecond: 0)
            #expect(fallback?.record(duration: -1).frames.isEmpty == true)
        }
        #expect(fallback?.framesPerSecond == 60)
        #expect(warnings == [
            "Choreo: StageRecorder frame rate must be finite and positive, got 0.0; using 60.0",
            "Choreo: Recording duration must be finite and non-negative, got -1.0; using 0.0",
        ])
        // Time 0 of the recording is the clock's time when recording starts.
        let recording = StageRecorder(stage: stage, clock: clock, framesPerSecond: 4).record(duration: 1)
        #expect(recording.frames.count == 4)
        #expect(clock.now == 3.75)
    }
}
