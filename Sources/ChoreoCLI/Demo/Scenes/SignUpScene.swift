import Choreo
import Foundation

extension DemoScene {
    /// Texture's sign-up form switching from the user-name field to the password field and back.
    static let signUp = DemoScene(
        name: "signup",
        title: "Sign-up form: switching fields",
        caption: """
        A layout transition (Texture's Layout Transition API): the new field slides in from the right \
        and fades in while the old one slides out to the left, over 0.5 s ease-in-out; the caption and \
        the button title cross-fade. At 1.4 s it goes back.
        """,
        plotNode: "passwordField", plotProperty: .x
    ) { framesPerSecond, reducedMotion in
        let screen = SignUpScreen()
        let recorder = StageRecorder(size: CGSize(width: 360, height: 230), rootNode: screen,
                                     framesPerSecond: framesPerSecond)
        recorder.stage.prefersReducedMotion = reducedMotion
        recorder.at(0.3) {
            screen.showsPassword = true
            recorder.watch(screen.transitionLayout(withAnimation: true), "to the password field")
        }
        recorder.at(1.4) {
            screen.showsPassword = false
            recorder.watch(screen.transitionLayout(withAnimation: true), "back to the user name")
        }
        return recorder.record(duration: 2.2)
    }
}
