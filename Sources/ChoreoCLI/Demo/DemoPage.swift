import Choreo
import Foundation

/// Builds the demo page: each example screen on a ``Stage`` driven by a ``ManualClock``,
/// sampled as SVG frames at 60 fps and played by ``HTMLPlayer``.
@MainActor
enum DemoPage {
    static let framesPerSecond = 60.0

    static func html() -> String {
        HTMLPlayer.page(
            title: "Choreo",
            description: """
            Headless screens built from Choreo's display nodes and layout specs, animated on a \
            deterministic clock and rendered to SVG at 60 frames per second. Below each player, \
            every 6th frame; click one to jump to it.
            """,
            scenes: [signUpScene(), uploadScene(), listScene(), tagsScene(), toastScene(),
                     PinAnimationScreen.scene(framesPerSecond: framesPerSecond)])
    }

    /// Texture's sign-up form switching from the user-name field to the password field and back.
    static func signUpScene() -> HTMLPlayer.Scene {
        let screen = SignUpScreen()
        let recorder = recorder(hosting: screen, size: CGSize(width: 360, height: 230))
        let frames = recorder.record(duration: 2.2, events: [
            .init(time: 0.3) {
                screen.showsPassword = true
                screen.transitionLayout(withAnimation: true)
            },
            .init(time: 1.4) {
                screen.showsPassword = false
                screen.transitionLayout(withAnimation: true)
            },
        ])
        return HTMLPlayer.Scene(
            title: "Sign-up form: switching fields",
            caption: """
            A layout transition (Texture's Layout Transition API): the new field slides in from the right \
            and fades in while the old one slides out to the left, over 0.5 s ease-in-out; the caption and \
            the button title cross-fade. At 1.4 s it goes back.
            """,
            fps: framesPerSecond, frames: frames)
    }

    /// A progress bar filling from 12 % to 100 %.
    static func uploadScene() -> HTMLPlayer.Scene {
        let screen = UploadScreen()
        let recorder = recorder(hosting: screen, size: CGSize(width: 360, height: 250))
        let frames = recorder.record(duration: 2, events: [
            .init(time: 0.3) {
                screen.progress = 1
                screen.transitionLayout(withAnimation: true)
                DisplayNode.animate(withDuration: 1.2) { screen.fill.backgroundColor = Palette.green }
            },
        ])
        return HTMLPlayer.Scene(
            title: "Progress bar: filling",
            caption: """
            The fill's flex basis goes from 12 % to 100 % of the track in one layout transition (1.2 s \
            ease-in-out) while its color blends to green; the title and percentage cross-fade.
            """,
            fps: framesPerSecond, frames: frames)
    }

    /// Rows removed, inserted and reordered with Texture's default layout transition.
    static func listScene() -> HTMLPlayer.Scene {
        let screen = ListScreen()
        let recorder = recorder(hosting: screen, size: CGSize(width: 360, height: 330))
        let frames = recorder.record(duration: 2.4, events: [
            .init(time: 0.3) {
                screen.visible = [0, 4, 2, 3]
                screen.transitionLayout(withAnimation: true)
            },
            .init(time: 1.3) {
                screen.visible = [3, 0, 4]
                screen.transitionLayout(withAnimation: true)
            },
        ])
        return HTMLPlayer.Scene(
            title: "To-do list: the default layout transition",
            caption: """
            No custom animation: Texture's default transition (here 0.45 s ease-in-out) fades removed rows \
            out, fades new rows in at their final place and slides the others. At 1.3 s a row is removed and \
            the rest reorder.
            """,
            fps: framesPerSecond, frames: frames)
    }

    /// A wrapping card transitioned to a narrower size range.
    static func tagsScene() -> HTMLPlayer.Scene {
        let screen = TagsScreen()
        let root = DisplayNode()
        root.backgroundColor = Palette.slate50
        root.addSubnode(screen)
        let recorder = recorder(hosting: root, size: CGSize(width: 360, height: 260))
        screen.frame.origin = CGPoint(x: 20, y: 20)
        screen.transitionLayout(with: SizeRange(min: CGSize(width: 320, height: 0),
                                                max: CGSize(width: 320, height: 220)), animated: false)
        let frames = recorder.record(duration: 2.4, events: [
            .init(time: 0.3) {
                screen.transitionLayout(with: SizeRange(min: CGSize(width: 200, height: 0),
                                                        max: CGSize(width: 200, height: 220)), animated: true)
            },
            .init(time: 1.3) {
                screen.transitionLayout(with: SizeRange(min: CGSize(width: 320, height: 0),
                                                        max: CGSize(width: 320, height: 220)), animated: true)
            },
        ])
        return HTMLPlayer.Scene(
            title: "Tags card: a size change",
            caption: """
            `transitionLayout(with:)` to a narrower size range: the tags re-wrap onto new lines, each sliding \
            to its new place, while the card's own size animates (0.6 s). At 1.3 s it widens again.
            """,
            fps: framesPerSecond, frames: frames)
    }

    /// A banner dropped in by a property animator, paused, then reversed.
    static func toastScene() -> HTMLPlayer.Scene {
        let screen = ToastScreen()
        let recorder = recorder(hosting: screen, size: CGSize(width: 360, height: 300))
        let animator = PropertyAnimator(duration: 0.8, dampingRatio: 0.7) {
            screen.banner.frame = screen.shownFrame
        }
        let frames = recorder.record(duration: 2, events: [
            .init(time: 0.2) { animator.startAnimation() },
            .init(time: 0.5) { animator.pauseAnimation() },
            .init(time: 0.9) {
                animator.isReversed = true
                animator.startAnimation()
            },
        ])
        return HTMLPlayer.Scene(
            title: "Banner: pause and reverse",
            caption: """
            A PropertyAnimator (spring, damping 0.7, 0.8 s) drops the banner in, is paused at 0.5 s, \
            then reversed at 0.9 s: it goes back up from exactly where it stopped.
            """,
            fps: framesPerSecond, frames: frames)
    }

    /// A recorder of `node` laid out as the root of a stage of `size` on a fresh manual clock.
    private static func recorder(hosting node: DisplayNode, size: CGSize) -> FrameRecorder {
        let clock = ManualClock()
        let stage = Stage(size: size, clock: clock)
        stage.rootNode = node
        stage.layoutIfNeeded()
        return FrameRecorder(stage: stage, clock: clock, framesPerSecond: framesPerSecond)
    }
}
