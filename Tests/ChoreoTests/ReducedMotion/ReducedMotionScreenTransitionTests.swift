@testable import Choreo
import Foundation
import Testing

/// Screen transitions on a stage that prefers reduced motion crossfade every element in place.
@MainActor
@Suite struct ReducedMotionScreenTransitionTests {
    private let from = CGRect(x: 20, y: 100, width: 100, height: 100)
    private let to = CGRect(x: 200, y: 500, width: 150, height: 150)

    private func play(_ type: AnimationType, timing: TransitionTiming = .curve(.linear))
        -> (TransitionScene, ScreenTransition) {
        let scene = TransitionScene(screen("a", [element("e", from)]))
        scene.stage.prefersReducedMotion = true
        let transition = scene.transition(to: screen("b", [element("e", to)]), ["e": type], timing: timing)
        return (scene, transition)
    }

    @Test func aSharedElementCrossfadesInPlace() {
        let (scene, transition) = play(.sharedElement)
        scene.advance(0.15)
        #expect(close(transition.state(of: "e", copy: .source), from, alpha: 0.75))
        #expect(close(transition.state(of: "e", copy: .destination), to, alpha: 0.25))
    }

    @Test func movesScalesAndBlursBecomeFades() {
        for type in [AnimationType.edgeTranslation(.bottom), .translateY(-40), .scale(0.5), .blur(radius: 8)] {
            let (scene, transition) = play(type)
            scene.advance(0.3)
            let state = transition.state(of: "e", copy: .destination)
            #expect(close(state, to, alpha: 0.5), "\(type)")
            #expect(state?.transform == .identity && state?.blurRadius == 0, "\(type)")
        }
    }

    @Test func aSpringTimingBecomesEaseInOutOfTheSameDuration() {
        let (scene, transition) = play(.sharedElement, timing: .spring(dampingRatio: 0.5))
        scene.advance(0.15)
        let expected = CGFloat(TimingCurve.easeInOut.progress(at: 0.25))
        #expect(close(transition.state(of: "e", copy: .destination), to, alpha: expected))
    }
}
