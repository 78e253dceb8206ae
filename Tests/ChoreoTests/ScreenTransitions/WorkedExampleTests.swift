@testable import Choreo
import Foundation
import Testing

/// The demo transitions of Airbnb's design as re-created publicly, with their worked numbers.
@MainActor
@Suite struct WorkedExampleTests {
    @Test func searchCardMorphsAndTheTabBarDropsIn() {
        let scene = TransitionScene(AirbnbScreens.searchScreen())
        let transition = scene.transition(to: AirbnbScreens.inputScreen(), AirbnbScreens.search)
        #expect(transition.diff.shared == [SearchInput.whereCard])
        #expect(transition.diff.inserted == [SearchInput.topBar])
        #expect(transition.diff.removed == [])

        let start = CGRect(x: 20, y: 47, width: 350, height: 60)
        #expect(close(transition.state(of: SearchInput.whereCard, copy: .source), start, alpha: 1))
        #expect(close(transition.state(of: SearchInput.whereCard), start, alpha: 0))
        #expect(close(transition.state(of: SearchInput.topBar), CGRect(x: 125, y: 27, width: 140, height: 20), alpha: 0))
        #expect(transition.state(of: SearchInput.topBar, copy: .source) == nil)

        scene.advance(0.3)
        let middle = CGRect(x: 16, y: 79.5, width: 358, height: 180)
        // Both cards are opaque: the source copy stays at alpha 1 under the fading-in destination copy.
        #expect(close(transition.state(of: SearchInput.whereCard, copy: .source), middle, alpha: 1))
        #expect(close(transition.state(of: SearchInput.whereCard), middle, alpha: 0.5))
        #expect(close(transition.state(of: SearchInput.topBar), CGRect(x: 125, y: 47, width: 140, height: 20), alpha: 0.5))

        scene.advance(0.3)
        #expect(transition.state(of: SearchInput.whereCard) == nil)
        #expect(!transition.isRunning)
        #expect(scene.stage.rootNode?.debugName == "input")
    }

    @Test func dismissPlaysTheSameDefinitionBackwards() {
        let scene = TransitionScene(AirbnbScreens.inputScreen())
        let transition = scene.transition(to: AirbnbScreens.searchScreen(), AirbnbScreens.search)
        #expect(transition.diff.removed == [SearchInput.topBar])
        let bar = CGRect(x: 125, y: 67, width: 140, height: 20)
        #expect(close(transition.state(of: SearchInput.topBar, copy: .source), bar, alpha: 1))
        #expect(transition.state(of: SearchInput.topBar) == nil)
        scene.advance(0.3)
        #expect(close(transition.state(of: SearchInput.topBar, copy: .source), bar.offsetBy(dx: 0, dy: -20), alpha: 0.5))
        #expect(close(transition.state(of: SearchInput.whereCard), CGRect(x: 16, y: 79.5, width: 358, height: 180),
                      alpha: 0.5))
        scene.advance(0.3 - 1e-9)
        #expect(close(transition.state(of: SearchInput.topBar, copy: .source)!.frame.minY, 27, 1e-6))
    }

    @Test func bottomSheetSlidesUpFromTheBottomEdge() {
        let scene = TransitionScene(screen("search", []))
        let sheet = CGRect(x: 20, y: 510, width: 350, height: 300)
        let transition = scene.transition(to: AirbnbScreens.inputScreen(cardFrame: sheet), AirbnbScreens.bottomSheet)
        #expect(transition.diff.inserted == [SearchInput.topBar, SearchInput.whereCard])
        #expect(close(transition.state(of: SearchInput.whereCard), CGRect(x: 20, y: 844, width: 350, height: 300), alpha: 1))
        #expect(close(transition.state(of: SearchInput.topBar), CGRect(x: 125, y: 67, width: 140, height: 20), alpha: 0))
        scene.advance(0.3)
        #expect(close(transition.state(of: SearchInput.whereCard), CGRect(x: 20, y: 677, width: 350, height: 300),
                      alpha: 1))
        #expect(close(transition.state(of: SearchInput.topBar), CGRect(x: 125, y: 67, width: 140, height: 20),
                      alpha: 0.5))
    }

    @Test func theDefaultTimingIsTheSpringThatSettlesAtTheDuration() {
        let scene = TransitionScene(AirbnbScreens.searchScreen())
        let log = CompletionLog<Bool>()
        let transition = scene.stage.transition(to: AirbnbScreens.inputScreen(), definition: AirbnbScreens.search,
                                                completion: log.handler)
        let spring = Spring(uiKitDuration: 0.6, dampingRatio: 0.85)
        scene.advance(0.15)
        let p = CGFloat(spring.value(at: 0.15))
        #expect(close(transition.state(of: SearchInput.topBar)!.frame.minY, 27 + 40 * p))
        #expect(close(transition.state(of: SearchInput.topBar)!.alpha, min(p, 1)))
        scene.advance(0.45 - 1e-6)
        #expect(transition.isRunning)
        #expect(abs(transition.state(of: SearchInput.topBar)!.frame.minY - 67) <= 40 * 0.001 + 1e-6)
        #expect(log.calls.isEmpty)
        scene.advance(1e-6)
        #expect(!transition.isRunning)
        #expect(log.calls == [true])
        scene.advance(1)
        #expect(log.calls == [true])
    }
}
