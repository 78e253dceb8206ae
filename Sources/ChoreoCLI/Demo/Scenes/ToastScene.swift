import Choreo
import Foundation

extension DemoScene {
    /// A banner dropped in by a property animator, paused, then reversed.
    static let toast = DemoScene(
        name: "toast",
        title: "Banner: pause and reverse",
        caption: """
        A `PropertyAnimator` (spring, damping 0.7, 0.8 s) starts dropping the banner in at 0.2 s and is \
        paused at 0.3 s, half way down; at 1 s it is reversed and goes back up from exactly where it \
        stopped. Plot the banner's y to see the spring's curve stop, hold and retrace.
        """,
        plotNode: "banner", plotProperty: .y
    ) { framesPerSecond, reducedMotion in
        let screen = ToastScreen()
        let recorder = StageRecorder(size: CGSize(width: 360, height: 300), rootNode: screen,
                                     framesPerSecond: framesPerSecond)
        recorder.stage.prefersReducedMotion = reducedMotion
        let animator = PropertyAnimator(duration: 0.8, dampingRatio: 0.7) {
            screen.banner.frame = screen.shownFrame
        }
        recorder.watch(animator, "banner")
        recorder.at(0.2) { animator.startAnimation() }
        recorder.at(0.3) { animator.pauseAnimation() }
        recorder.at(1.0) {
            animator.isReversed = true
            animator.startAnimation()
        }
        return recorder.record(duration: 1.4)
    }
}
