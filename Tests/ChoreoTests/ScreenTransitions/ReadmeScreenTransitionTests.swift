@testable import Choreo
import Foundation
import Testing

/// The README's screen-transition example, as written there.
@MainActor
@Suite struct ReadmeScreenTransitionTests {
    @Test func theReadmeExampleRuns() {
        let card = element(nil, CGRect(x: 20, y: 47, width: 350, height: 60))
        let bigCard = element(nil, CGRect(x: 12, y: 112, width: 366, height: 300))
        let tabBar = element(nil, CGRect(x: 125, y: 67, width: 140, height: 20))
        let exploreScreen = screen("explore", [card])
        let searchInputScreen = screen("input", [tabBar, bigCard])

        let definition: TransitionDefinition = [
            SearchInput.whereCard: .sharedElement,
            SearchInput.topBar: .translateY(-40),
        ]
        card.transitionIdentifier = SearchInput.whereCard
        bigCard.transitionIdentifier = SearchInput.whereCard
        tabBar.transitionIdentifier = SearchInput.topBar
        bigCard.transitionSnapshotStyle = .liveCopy

        let stage = Stage(size: CGSize(width: 390, height: 844))
        stage.rootNode = exploreScreen
        let log = CompletionLog<Bool>()
        let transition = stage.transition(to: searchInputScreen, definition: definition, completion: log.handler)
        transition.fractionComplete = 0.25
        transition.cancel()

        (stage.clock as? ManualClock)?.advance(by: 0.15)
        #expect(log.calls == [false])
        #expect(stage.rootNode === exploreScreen)
    }
}
