import Choreo
import Foundation

extension DemoScene {
    /// PinLayout's animation example: a box docked left, toggled right, with the guide's three
    /// strategies and a relayout in the middle of the animation.
    static let pin = DemoScene(
        name: "pin",
        title: "PinLayout: a box docked left, toggled right",
        caption: """
        Manual layout with `pin` in `layout()`: each lane animates with one strategy of PinLayout's animation \
        guide (1.2 s ease-in-out). At 0.8 s the right inset grows and `layout()` runs again mid-animation; \
        without PinLayout's `isAnimating` guard every box is retargeted from where it is, with its velocity. \
        At 2.0 s they go back.
        """,
        plotNode: "box 1", plotProperty: .x
    ) { framesPerSecond, reducedMotion in
        let screen = PinAnimationScreen()
        let recorder = StageRecorder(size: CGSize(width: 360, height: 300), rootNode: screen,
                                     framesPerSecond: framesPerSecond)
        recorder.stage.prefersReducedMotion = reducedMotion
        recorder.at(0.3, mark: .note, "toggle right") { screen.toggle(duration: 1.2) }
        recorder.at(0.8, mark: .note, "right inset 96: layout() again") { screen.rightInset = 96 }
        recorder.at(2.0, mark: .note, "toggle back") { screen.toggle(duration: 1.2) }
        recorder.at(2.6, mark: .note, "right inset 16") { screen.rightInset = 16 }
        return recorder.record(duration: 3.4)
    }
}
