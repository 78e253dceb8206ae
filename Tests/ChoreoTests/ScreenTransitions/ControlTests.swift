@testable import Choreo
import ChoreoSupport
import Foundation
import Testing

/// Scrubbing, pausing, finishing, cancelling, interrupting; a pure function of time.
@MainActor
@Suite struct ControlTests {
    private func started(timing: TransitionTiming = .spring(dampingRatio: 0.85))
        -> (TransitionScene, ScreenTransition, CompletionLog<Bool>) {
        let scene = TransitionScene(AirbnbScreens.searchScreen())
        let log = CompletionLog<Bool>()
        let transition = scene.transition(to: AirbnbScreens.inputScreen(), AirbnbScreens.search, timing: timing,
                                          completion: log.handler)
        return (scene, transition, log)
    }

    @Test func scrubbingShowsTheMomentAtThatTimeFraction() {
        let (reference, played, _) = started()
        reference.advance(0.15)
        let (scene, transition, _) = started()
        transition.fractionComplete = 0.25
        #expect(!transition.isRunning)
        #expect(transition.fractionComplete == 0.25)
        #expect(transition.state(of: SearchInput.whereCard) == played.state(of: SearchInput.whereCard))
        #expect(transition.state(of: SearchInput.topBar) == played.state(of: SearchInput.topBar))
        scene.advance(1)
        #expect(transition.fractionComplete == 0.25)
        #expect(scene.stage.svg() == reference.stage.svg())
        transition.fractionComplete = 3
        #expect(transition.fractionComplete == 1)
        transition.fractionComplete = -1
        #expect(transition.fractionComplete == 0)
        let warnings = Diagnostics.capture { transition.fractionComplete = .nan }
        #expect(warnings.count == 1 && transition.fractionComplete == 0)
    }

    @Test func cancelRunsBackToTheStartAndCompletesWithFalse() {
        let (scene, transition, log) = started(timing: .curve(.linear))
        transition.fractionComplete = 0.25
        transition.cancel()
        #expect(transition.isRunning)
        scene.advance(0.075)
        #expect(close(transition.fractionComplete, 0.125))
        #expect(close(transition.state(of: SearchInput.topBar)!.frame.minY, 32))
        scene.advance(0.075)
        #expect(log.calls == [false])
        #expect(!transition.isRunning)
        #expect(transition.state(of: SearchInput.whereCard) == nil)
        scene.advance(1)
        #expect(log.calls == [false])
    }

    @Test func finishRunsToTheEndAndCompletesWithTrue() {
        let (scene, transition, log) = started()
        transition.fractionComplete = 0.25
        transition.finish()
        scene.advance(0.45 - 1e-9)
        #expect(log.calls.isEmpty)
        scene.advance(1e-9)
        #expect(log.calls == [true])
        transition.cancel()
        transition.finish()
        scene.advance(1)
        #expect(log.calls == [true])
    }

    @Test func pauseHoldsAndResumePlaysOn() {
        let (scene, transition, log) = started(timing: .curve(.linear))
        scene.advance(0.12)
        transition.pause()
        #expect(!transition.isRunning)
        scene.advance(5)
        #expect(close(transition.fractionComplete, 0.2))
        transition.resume()
        scene.advance(0.48 - 1e-9)
        #expect(log.calls.isEmpty)
        scene.advance(1e-9)
        #expect(log.calls == [true])
    }

    @Test func samplingIsAPureFunctionOfTime() {
        let (scene, transition, _) = started()
        scene.advance(0.2)
        #expect(transition.state(of: SearchInput.whereCard) == transition.state(of: SearchInput.whereCard))
        #expect(scene.stage.svg() == scene.stage.svg())
        let (other, _, _) = started()
        for _ in 0..<20 { other.advance(0.01) }
        #expect(other.stage.svg() == scene.stage.svg())
    }

    @Test func aNewTransitionStartsFromWhatIsOnScreen() {
        let (scene, first, firstLog) = started(timing: .curve(.linear))
        let oldSource = scene.source
        scene.advance(0.3)
        let card = first.state(of: SearchInput.whereCard)
        let bar = first.state(of: SearchInput.topBar)
        let secondLog = CompletionLog<Bool>()
        let second = scene.transition(to: AirbnbScreens.searchScreen(), AirbnbScreens.search,
                                      completion: secondLog.handler)
        #expect(firstLog.calls == [false])
        #expect(oldSource.supernode == nil)
        #expect(second.diff.removed == [SearchInput.topBar])
        // The card's copies overlapped (opaque source copy under the half-faded destination copy): it
        // goes on from that frame fully covered; the tab bar from its frame and alpha.
        #expect(second.state(of: SearchInput.whereCard, copy: .source)
                == TransitionElementState(frame: card!.frame, alpha: 1))
        #expect(second.state(of: SearchInput.topBar, copy: .source) == bar)
        #expect(close(second.state(of: SearchInput.whereCard), card!.frame, alpha: 0))
        scene.advance(0.3)
        #expect(close(second.state(of: SearchInput.topBar, copy: .source),
                      CGRect(x: 125, y: 27, width: 140, height: 20), alpha: 0.25))
        scene.advance(0.3)
        #expect(secondLog.calls == [true])
        #expect(firstLog.calls == [false])
        #expect(scene.stage.rootNode?.debugName == "search")
    }

    @Test func aContainerWithoutAStageCompletesAtOnce() {
        let container = DisplayNode()
        let source = AirbnbScreens.searchScreen()
        container.addSubnode(source)
        let destination = AirbnbScreens.inputScreen()
        let log = CompletionLog<Bool>()
        let transition = ScreenTransition(from: source, to: destination, in: container, definition: AirbnbScreens.search)
        transition.start(completion: log.handler)
        #expect(log.calls == [true])
        #expect(container.subnodes.map { $0 === destination } == [true])
        #expect(!transition.isRunning)
    }

    @Test func aStartedTransitionIsRetainedByItsClockUntilItCompletes() {
        let scene = TransitionScene(AirbnbScreens.searchScreen())
        let container = scene.source
        let source = AirbnbScreens.searchScreen()
        container.addSubnode(source)
        let log = CompletionLog<Bool>()
        weak var weakTransition: ScreenTransition?
        do {
            let transition = ScreenTransition(from: source, to: AirbnbScreens.inputScreen(), in: container,
                                              definition: AirbnbScreens.search, timing: .curve(.linear))
            transition.start(completion: log.handler)
            weakTransition = transition
        }
        #expect(weakTransition != nil)
        scene.advance(0.6)
        #expect(log.calls == [true])
        #expect(weakTransition == nil)
    }

    @Test func theStageRootIsTheContainerWhileItRuns() {
        let (scene, _, _) = started()
        #expect(scene.stage.rootNode is TransitionContainerNode)
        #expect(scene.stage.rootNode?.subnodes.count == 3)   // source, destination, canvas
        scene.advance(0.6)
        #expect(scene.stage.rootNode?.debugName == "input")
    }
}
