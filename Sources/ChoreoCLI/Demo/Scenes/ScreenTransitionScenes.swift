import Choreo
import Foundation

extension DemoScene {
    /// Airbnb's search transition, presented then dismissed with the same definition.
    static let search = DemoScene(
        name: "search",
        title: "Screen transition: Airbnb's search input",
        caption: """
        A declarative screen transition (0.6 s spring, damping 0.85): the "Where to?" card is a shared \
        element (its copy is re-laid out at every size) whose search field crossfades in inside it as it \
        moves, the tab bar is inserted with `.translateY(-40)`, and the When and Who cards use \
        `.anchorTranslation(relativeTo: whereCard)`. At 1.5 s the same definition dismisses it.
        """,
        plotNode: "whereCard", plotProperty: .height
    ) { framesPerSecond, reducedMotion in
        presentAndDismiss(from: ListingsScreen.explore(), to: SearchInputScreen(),
                          definition: SearchTransition.definition, framesPerSecond: framesPerSecond,
                          reducedMotion: reducedMotion)
    }

    /// The article's date-picker bottom sheet, presented then dismissed.
    static let bottomSheet = DemoScene(
        name: "sheet",
        title: "Screen transition: a bottom sheet",
        caption: """
        The sheet slides up with `.edgeTranslation(.bottom)`, the backdrop crossfades in, and the search \
        pill moves into the sheet as a shared element, drawn above the backdrop because the canvas \
        follows the combined identifier tree. At 1.5 s it goes back.
        """,
        plotNode: "sheet", plotProperty: .y
    ) { framesPerSecond, reducedMotion in
        presentAndDismiss(from: ListingsScreen.results(), to: DatePickerScreen(),
                          definition: BottomSheetTransition.definition, framesPerSecond: framesPerSecond,
                          reducedMotion: reducedMotion)
    }

    /// The bottom sheet driven by a drag: scrubbed with `fractionComplete`, then cancelled.
    static let scrubbedSheet = DemoScene(
        name: "scrubbed-sheet",
        title: "Screen transition: scrubbed, then cancelled",
        caption: """
        The same bottom sheet with linear timing, paused and scrubbed with `fractionComplete` as a drag \
        would (up to 70 %, back to 40 %), then let go at 1.4 s with `cancel(velocity: -0.9)`: the finger's \
        speed (0.9 of the transition a second, downwards) carries on into the spring that takes the sheet \
        back, with no jolt, and it completes with false, leaving the results screen exactly as it was.
        """,
        plotNode: "sheet", plotProperty: .y
    ) { framesPerSecond, reducedMotion in
        let recorder = StageRecorder(size: phoneSize, rootNode: ListingsScreen.results(),
                                     framesPerSecond: framesPerSecond)
        recorder.stage.prefersReducedMotion = reducedMotion
        var transition: ScreenTransition?
        recorder.at(0.2, mark: .transitionStarted, "sheet, paused for a drag") {
            transition = recorder.stage.transition(to: DatePickerScreen(), definition: BottomSheetTransition.definition,
                                                   timing: .curve(.linear))
            transition?.pause()
        }
        // A finger drags the sheet up to 70 %, back to 40 %, then lets go: the transition cancels.
        for step in 0...30 {
            let fraction = step <= 20 ? 0.7 * CGFloat(step) / 20 : 0.7 - 0.3 * CGFloat(step - 20) / 10
            recorder.at(0.25 + Double(step) / 30) { transition?.fractionComplete = fraction }
        }
        // The last ten steps move 0.3 of the way back in a third of a second: -0.9 a second.
        recorder.at(1.4, mark: .transitionCancelled, "let go: cancel(velocity: -0.9)") { transition?.cancel(velocity: -0.9) }
        return recorder.record(duration: 2.2)
    }

    private static let phoneSize = CGSize(width: 390, height: 844)

    /// `destination` presented over `source` at 0.3 s and dismissed at 1.5 s with one definition.
    @MainActor
    private static func presentAndDismiss(from source: DisplayNode, to destination: DisplayNode,
                                          definition: TransitionDefinition, framesPerSecond: Double,
                                          reducedMotion: Bool) -> Recording {
        let recorder = StageRecorder(size: phoneSize, rootNode: source, framesPerSecond: framesPerSecond)
        recorder.stage.prefersReducedMotion = reducedMotion
        recorder.at(0.3, mark: .transitionStarted, "present") {
            recorder.stage.transition(to: destination, definition: definition) { _ in
                recorder.mark(.transitionCompleted, "presented")
            }
        }
        recorder.at(1.5, mark: .transitionStarted, "dismiss") {
            recorder.stage.transition(to: source, definition: definition) { _ in
                recorder.mark(.transitionCompleted, "dismissed")
            }
        }
        return recorder.record(duration: 2.6)
    }
}
