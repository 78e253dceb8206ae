@testable import Choreo
import Foundation
import Testing

/// Releasing a stage or its clock ends what is pending on the clock: completions run once with
/// `false` (animators end at `.current`) and everything is freed.
@MainActor
@Suite("Release: a stage or clock released mid-flight ends what waits on it")
struct ReleaseTests {
    @Test func aStageReleasedMidAnimationCompletesWithFalseAndFreesAll() {
        let log = CompletionLog<Bool>()
        weak var stageProbe: Stage?
        weak var clockProbe: ManualClock?
        weak var nodeProbe: DisplayNode?
        do {
            let scene = TestStage()
            let node = scene.add(CGRect(x: 0, y: 0, width: 10, height: 10))
            DisplayNode.animate(withDuration: 1, animations: { node.frame.origin.x = 100 }, completion: log.handler)
            scene.advance(0.2)
            (stageProbe, clockProbe, nodeProbe) = (scene.stage, scene.clock, node)
        }
        #expect(log.calls == [false])
        #expect(stageProbe == nil)
        #expect(clockProbe == nil)
        #expect(nodeProbe == nil)
    }

    @Test func aStageReleasedAfterAnInterruptedAnimationCompletesItWithFalse() {
        let log = CompletionLog<Bool>()
        weak var clockProbe: ManualClock?
        do {
            let scene = TestStage()
            let node = scene.add(CGRect(x: 0, y: 0, width: 10, height: 10))
            DisplayNode.animate(withDuration: 1, animations: { node.alpha = 0 }, completion: log.handler)
            scene.advance(0.2)
            node.removeFromSupernode()   // completes on the next frame, which never comes
            clockProbe = scene.clock
        }
        #expect(log.calls == [false])
        #expect(clockProbe == nil)
    }

    @Test func aStageReleasedMidLayoutTransitionFreesAll() {
        weak var clockProbe: ManualClock?
        weak var nodeProbe: SignUpNode?
        weak var fieldProbe: DisplayNode?
        weak var transitionProbe: LayoutTransition?
        var finished = false
        do {
            let scene = TestStage(size: CGSize(width: 300, height: 100), root: SignUpNode())
            let (stage, clock) = (scene.stage, scene.clock)
            guard let node = scene.root as? SignUpNode else { return }
            node.showsPassword = true
            let transition = node.transitionLayout(withAnimation: true)
            clock.advance(by: 0.1)
            _ = stage.svg()
            (clockProbe, nodeProbe, fieldProbe, transitionProbe) = (clock, node, node.userNameField, transition)
            #expect(!transition.isFinished)
            withExtendedLifetime(transition) {}
            finished = transition.isFinished
        }
        #expect(!finished)
        #expect(clockProbe == nil)
        #expect(nodeProbe == nil)
        #expect(fieldProbe == nil)
        #expect(transitionProbe == nil)
    }

    @Test(arguments: [false, true])
    func aStageReleasedMidScreenTransitionCompletesWithFalseAndFreesAll(paused: Bool) {
        let log = CompletionLog<Bool>()
        weak var clockProbe: ManualClock?
        weak var transitionProbe: ScreenTransition?
        weak var destinationProbe: DisplayNode?
        do {
            let scene = TransitionScene(AirbnbScreens.searchScreen())
            let destination = AirbnbScreens.inputScreen()
            let transition = scene.transition(to: destination, AirbnbScreens.search, completion: log.handler)
            scene.advance(0.2)
            if paused { transition.pause() }
            _ = scene.stage.svg()
            (clockProbe, transitionProbe, destinationProbe) = (scene.clock, transition, destination)
        }
        #expect(log.calls == [false])
        #expect(clockProbe == nil)
        #expect(transitionProbe == nil)
        #expect(destinationProbe == nil)
    }

    @Test func aStageReleasedWhileAnAnimatorRunsEndsItAtTheCurrentPosition() {
        let log = CompletionLog<AnimatingPosition>()
        var offsets: [CGFloat?] = []
        weak var clockProbe: ManualClock?
        weak var nodeProbe: DisplayNode?
        weak var animatorProbe: PropertyAnimator?
        do {
            let scene = TestStage()
            let node = scene.add(CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.frame.origin.x = 100 }
            animator.addCompletion { [weak node] position in
                log.handler(position)
                offsets.append(node?.frame.origin.x)
            }
            animator.startAnimation()
            scene.advance(0.25)
            (clockProbe, nodeProbe, animatorProbe) = (scene.clock, node, animator)
        }
        #expect(log.calls == [.current])
        #expect(offsets == [25])   // what was on screen a quarter of the way
        #expect(clockProbe == nil)
        #expect(nodeProbe == nil)
        #expect(animatorProbe == nil)
    }

    @Test func aClockReleasedWithPendingActionsRunsTheirReleaseHandlersOnce() {
        var calls: [String] = []
        do {
            let clock = ManualClock()
            clock.schedule(at: 2, { calls.append("late ran") }, ifReleased: { calls.append("late released at \($0)") })
            clock.schedule(at: 1, { calls.append("early ran") }, ifReleased: { _ in calls.append("early released") })
            let spent = clock.schedule(at: 0.5, { calls.append("spent ran") }, ifReleased: { _ in calls.append("never") })
            clock.addFrameObserver({ _ in }, ifReleased: { _ in calls.append("observer released") })
            let cancelled = clock.addFrameObserver({ _ in }, ifReleased: { _ in calls.append("never") })
            clock.cancel(cancelled)
            clock.advance(by: 0.5)
            clock.cancel(spent)
        }
        #expect(calls == ["spent ran", "early released", "late released at 0.5", "observer released"])
    }
}
