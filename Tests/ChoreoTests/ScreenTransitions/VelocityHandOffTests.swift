@testable import Choreo
import ChoreoSupport
import Foundation
import Testing

/// `finish(velocity:)` and `cancel(velocity:)`: a spring takes over from a scrubbed transition,
/// continuous in position and velocity.
@MainActor
@Suite struct VelocityHandOffTests {
    private func scrubbed(to fraction: CGFloat, timing: TransitionTiming)
        -> (TransitionScene, ScreenTransition, CompletionLog<Bool>) {
        let scene = TransitionScene(AirbnbScreens.searchScreen())
        let log = CompletionLog<Bool>()
        let transition = scene.transition(to: AirbnbScreens.inputScreen(), AirbnbScreens.search, timing: timing,
                                          completion: log.handler)
        transition.fractionComplete = fraction
        return (scene, transition, log)
    }

    /// The progress now and its rate over the next `step` seconds.
    private func progressAndRate(_ scene: TransitionScene, _ transition: ScreenTransition,
                                 step: TimeInterval = 1e-5) -> (CGFloat, CGFloat) {
        let start = transition.currentProgress
        scene.advance(step)
        return (start, (transition.currentProgress - start) / step)
    }

    @Test("finishing with a finger's velocity carries position and velocity on, then settles and completes")
    func finishCarriesTheVelocity() {
        let (scene, transition, log) = scrubbed(to: 0.4, timing: .curve(.linear))
        transition.finish(velocity: 2)
        #expect(transition.isRunning)
        let (start, rate) = progressAndRate(scene, transition)
        #expect(start == 0.4)
        #expect(abs(rate - 2) < 0.01)
        // The spring is critically damped and settles in the 0.6 s duration, from rest or not.
        let spring = Spring(uiKitDuration: 0.6, dampingRatio: 1)
        scene.advance(0.1 - 1e-5)
        let expected = 0.4 + 0.6 * spring.value(at: 0.1)
            + 2 * (spring.value(at: 0.1, initialVelocity: 1) - spring.value(at: 0.1))
        #expect(abs(Double(transition.currentProgress) - expected) < 1e-12)
        #expect(log.calls.isEmpty)
        scene.advance(1)
        #expect(log.calls == [true])
    }

    @Test("cancelling with a velocity heads back to the start and completes with false")
    func cancelCarriesTheVelocity() {
        let (scene, transition, log) = scrubbed(to: 0.6, timing: .curve(.linear))
        transition.cancel(velocity: -1.5)
        let (start, rate) = progressAndRate(scene, transition)
        #expect(start == 0.6)
        #expect(abs(rate + 1.5) < 0.01)
        scene.advance(1)
        #expect(log.calls == [false])
        #expect(transition.state(of: SearchInput.whereCard) == nil)
    }

    @Test("with spring timing the velocity is converted to the progress the finger was moving")
    func springTimingSlope() {
        let (scene, transition, _) = scrubbed(to: 0.3, timing: .spring(dampingRatio: 0.85))
        let shown = transition.currentProgress
        let slope = TransitionProgress(timing: .spring(dampingRatio: 0.85), duration: 0.6).slope(at: 0.3)
        transition.finish(velocity: 1)
        let (start, rate) = progressAndRate(scene, transition)
        #expect(start == shown)
        #expect(abs(Double(rate) - slope) < 0.01)
    }

    @Test("scrubbing again during the hand-off stops the spring where the finger puts it")
    func scrubDuringHandOff() {
        let (scene, transition, log) = scrubbed(to: 0.5, timing: .curve(.linear))
        transition.finish(velocity: 3)
        scene.advance(0.05)
        transition.fractionComplete = 0.2
        #expect(!transition.isRunning)
        #expect(transition.currentProgress == 0.2)
        scene.advance(1)
        #expect(log.calls.isEmpty)
    }

    @Test("a non-finite velocity counts as 0, with a debug message")
    func nonFiniteVelocity() {
        let (scene, transition, log) = scrubbed(to: 0.5, timing: .curve(.linear))
        let warnings = Diagnostics.capture { transition.finish(velocity: .infinity) }
        #expect(warnings.count == 1)
        let (start, rate) = progressAndRate(scene, transition)
        #expect(start == 0.5)
        #expect(abs(rate) < 0.01)
        scene.advance(1)
        #expect(log.calls == [true])
    }
}
