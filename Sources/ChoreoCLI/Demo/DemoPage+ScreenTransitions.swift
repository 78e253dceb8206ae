import Choreo
import Foundation

/// The screen-transition scenes of the demo page.
extension DemoPage {
    static let phoneSize = CGSize(width: 390, height: 844)

    /// Airbnb's search transition, presented then dismissed with the same definition.
    static func searchTransitionScene() -> HTMLPlayer.Scene {
        presentAndDismissScene(from: ListingsScreen.explore(), to: SearchInputScreen(), definition: SearchTransition.definition,
                               title: "Screen transition: Airbnb's search input", caption: """
            A declarative screen transition (0.6 s spring, damping 0.85): the "Where to?" card is a shared \
            element (its copy is re-laid out at every size) whose search field crossfades in inside it as it \
            moves, the tab bar is inserted with .translateY(-40), and the When and Who cards use \
            .anchorTranslation(relativeTo: whereCard). At 1.5 s the same definition dismisses it.
            """)
    }

    /// The article's date-picker bottom sheet, presented then dismissed.
    static func bottomSheetScene() -> HTMLPlayer.Scene {
        presentAndDismissScene(from: ListingsScreen.results(), to: DatePickerScreen(), definition: BottomSheetTransition.definition,
                               title: "Screen transition: a bottom sheet", caption: """
            The sheet slides up with .edgeTranslation(.bottom), the backdrop crossfades in, and the search \
            pill moves into the sheet as a shared element, drawn above the backdrop because the canvas \
            follows the combined identifier tree. At 1.5 s it goes back.
            """)
    }

    /// `destination` presented over `source` at 0.3 s and dismissed at 1.5 s with one definition.
    private static func presentAndDismissScene(from source: DisplayNode, to destination: DisplayNode,
                                               definition: TransitionDefinition, title: String,
                                               caption: String) -> HTMLPlayer.Scene {
        let (stage, recorder) = phoneRecorder(showing: source)
        let frames = recorder.record(duration: 2.6, events: [
            .init(time: 0.3) { stage.transition(to: destination, definition: definition) },
            .init(time: 1.5) { stage.transition(to: source, definition: definition) },
        ])
        return HTMLPlayer.Scene(title: title, caption: caption, fps: framesPerSecond, frames: frames)
    }

    /// The bottom sheet driven by a drag: scrubbed with `fractionComplete`, then cancelled.
    static func scrubbedSheetScene() -> HTMLPlayer.Scene {
        let (stage, recorder) = phoneRecorder(showing: ListingsScreen.results())
        var transition: ScreenTransition?
        var events: [FrameRecorder.Event] = [
            .init(time: 0.2) {
                transition = stage.transition(to: DatePickerScreen(), definition: BottomSheetTransition.definition,
                                              timing: .curve(.linear))
                transition?.pause()
            },
        ]
        // A finger drags the sheet up to 70 %, back to 40 %, then lets go: the transition cancels.
        let drag: [(TimeInterval, CGFloat)] = (0...30).map { step in
            let time = 0.25 + Double(step) / 30
            let fraction = step <= 20 ? 0.7 * CGFloat(step) / 20 : 0.7 - 0.3 * CGFloat(step - 20) / 10
            return (time, fraction)
        }
        events += drag.map { time, fraction in .init(time: time) { transition?.fractionComplete = fraction } }
        events.append(.init(time: 1.4) { transition?.cancel() })
        let frames = recorder.record(duration: 2.2, events: events)
        return HTMLPlayer.Scene(
            title: "Screen transition: scrubbed, then cancelled",
            caption: """
            The same bottom sheet with linear timing, paused and scrubbed with fractionComplete as a drag \
            would (up to 70 %, back to 40 %), then cancel() at 1.4 s: it plays back to the start at normal \
            speed and completes with false, leaving the results screen exactly as it was.
            """,
            fps: framesPerSecond, frames: frames)
    }

    /// A phone-sized stage on a fresh manual clock showing `screen`, and a recorder of it.
    private static func phoneRecorder(showing screen: DisplayNode) -> (Stage, FrameRecorder) {
        let clock = ManualClock()
        let stage = Stage(size: phoneSize, clock: clock)
        stage.rootNode = screen
        stage.layoutIfNeeded()
        return (stage, FrameRecorder(stage: stage, clock: clock, framesPerSecond: framesPerSecond))
    }
}
