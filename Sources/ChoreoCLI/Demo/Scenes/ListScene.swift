import Choreo
import Foundation

extension DemoScene {
    /// Rows removed, inserted and reordered with Texture's default layout transition.
    static let list = DemoScene(
        name: "list",
        title: "To-do list: the default layout transition",
        caption: """
        No custom animation: Texture's default transition (here 0.45 s ease-in-out) fades removed rows \
        out, fades new rows in at their final place and slides the others. At 1.3 s a row is removed and \
        the rest reorder.
        """,
        plotNode: "Buy coffee beans", plotProperty: .y
    ) { framesPerSecond, reducedMotion in
        let screen = ListScreen()
        let recorder = StageRecorder(size: CGSize(width: 360, height: 330), rootNode: screen,
                                     framesPerSecond: framesPerSecond)
        recorder.stage.prefersReducedMotion = reducedMotion
        recorder.at(0.3) {
            screen.visible = [0, 4, 2, 3]
            recorder.watch(screen.transitionLayout(withAnimation: true), "one row out, one in")
        }
        recorder.at(1.3) {
            screen.visible = [3, 0, 4]
            recorder.watch(screen.transitionLayout(withAnimation: true), "remove and reorder")
        }
        return recorder.record(duration: 2.4)
    }
}
