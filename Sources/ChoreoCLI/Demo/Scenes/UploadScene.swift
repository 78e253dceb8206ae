import Choreo
import Foundation

extension DemoScene {
    /// A progress bar filling from 12 % to 100 %.
    static let upload = DemoScene(
        name: "upload",
        title: "Progress bar: filling",
        caption: """
        The fill's flex basis goes from 12 % to 100 % of the track in one layout transition (1.2 s \
        ease-in-out) while its color blends to green; the title and percentage cross-fade.
        """,
        plotNode: "fill", plotProperty: .width
    ) { framesPerSecond, reducedMotion in
        let screen = UploadScreen()
        let recorder = StageRecorder(size: CGSize(width: 360, height: 250), rootNode: screen,
                                     framesPerSecond: framesPerSecond)
        recorder.stage.prefersReducedMotion = reducedMotion
        recorder.at(0.3) {
            screen.progress = 1
            recorder.watch(screen.transitionLayout(withAnimation: true), "progress to 100 %")
            DisplayNode.animate(withDuration: 1.2) { screen.fill.backgroundColor = Palette.green }
        }
        return recorder.record(duration: 2)
    }
}
