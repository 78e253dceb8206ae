import Choreo
import Foundation

extension DemoScene {
    /// Text that re-wraps in a layout transition: words move to their new lines.
    static let reflow = DemoScene(
        name: "reflow",
        title: "Text that reflows: words move to their new lines",
        caption: """
        Both bubbles narrow from 320 to 150 points at 0.3 s and widen again at 1.5 s (a 0.9 s layout \
        transition). The top label's words travel from their place in the old wrapping to their place \
        in the new one (`reflowsInTransitions`, the default); the bottom one jumps from one wrapping to \
        the next each time the width crosses a break. Neither label's glyphs are ever scaled.
        """,
        plotNode: "words move", plotProperty: .width
    ) { framesPerSecond, reducedMotion in
        let screen = ReflowScreen()
        let recorder = StageRecorder(size: CGSize(width: 360, height: 420), rootNode: screen,
                                     framesPerSecond: framesPerSecond)
        recorder.stage.prefersReducedMotion = reducedMotion
        recorder.at(0.3) {
            screen.isNarrow = true
            recorder.watch(screen.transitionLayout(withAnimation: true), "narrow")
        }
        recorder.at(1.5) {
            screen.isNarrow = false
            recorder.watch(screen.transitionLayout(withAnimation: true), "wide")
        }
        return recorder.record(duration: 2.7)
    }
}
