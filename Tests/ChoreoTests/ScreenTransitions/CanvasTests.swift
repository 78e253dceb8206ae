@testable import Choreo
import Foundation
import Testing

/// The canvas: z-order from the combined identifier tree, untagged content fading with its
/// screen, and originals restored exactly.
@MainActor
@Suite struct CanvasTests {
    @Test func zOrderFollowsTheCombinedIdentifierTree() {
        // The article's case: the source's pill must stay above the destination's sheet background.
        let source = screen("s", [
            element("pill", CGRect(x: 20, y: 47, width: 350, height: 60), children: [
                element("pill.label", CGRect(x: 10, y: 10, width: 100, height: 20)),
            ]),
            element("overlay", CGRect(x: 0, y: 700, width: 390, height: 144)),
        ])
        let destination = screen("d", [
            element("background", CGRect(x: 0, y: 0, width: 390, height: 844)),
            element("foreground", CGRect(x: 0, y: 300, width: 390, height: 544)),
            element("pill", CGRect(x: 20, y: 320, width: 350, height: 60), children: [
                element("pill.label", CGRect(x: 10, y: 10, width: 100, height: 20)),
            ]),
        ])
        let scene = TransitionScene(source)
        scene.transition(to: destination, ["pill": .sharedElement, "pill.label": .sharedElement,
                                           "overlay": .crossfade, "background": .crossfade,
                                           "foreground": .edgeTranslation(.bottom)])
        scene.advance(0.3)
        let names = ["background", "foreground", "pill", "pill.label", "overlay", "s", "d"]
        #expect(scene.order(of: names) == ["s", "d", "background", "foreground", "pill", "pill", "pill.label",
                                           "pill.label", "overlay"])
    }

    @Test func untaggedContentFadesWithItsScreen() {
        let source = screen("s", [element(nil, CGRect(x: 0, y: 0, width: 10, height: 10), name: "old")])
        let destination = screen("d", [element(nil, CGRect(x: 0, y: 0, width: 10, height: 10), name: "new")])
        let scene = TransitionScene(source)
        scene.transition(to: destination, [:])
        #expect(scene.items(named: "old").map(\.opacity) == [1])
        #expect(scene.items(named: "new").map(\.opacity) == [])   // alpha 0 draws nothing
        scene.advance(0.15)
        #expect(scene.items(named: "old").map(\.opacity) == [0.75])
        #expect(scene.items(named: "new").map(\.opacity) == [0.25])
        scene.advance(0.45)
        #expect(scene.items(named: "old").isEmpty)
        #expect(scene.items(named: "new").map(\.opacity) == [1])
    }

    @Test func originalsAreHiddenWhileTheCopiesPlayAndRestoredAfterwards() {
        let source = AirbnbScreens.searchScreen()
        let card = source.subnodes[0]
        card.alpha = 0.9
        let scene = TransitionScene(source)
        let destination = AirbnbScreens.inputScreen()
        let log = CompletionLog<Bool>()
        scene.transition(to: destination, AirbnbScreens.search, completion: log.handler)
        #expect(card.isHidden)
        #expect(destination.subnodes.allSatisfy { $0.isHidden })
        scene.advance(0.6)
        #expect(log.calls == [true])
        #expect(!card.isHidden && card.alpha == 0.9 && card.frame == CGRect(x: 20, y: 47, width: 350, height: 60))
        #expect(card.supernode === source && source.supernode == nil)
        #expect(!destination.subnodes.contains { $0.isHidden } && destination.alpha == 1)
        #expect(scene.stage.rootNode === destination)
        #expect(scene.stage.renderTree().items.allSatisfy { $0.name != "transition canvas" })
    }

    @Test func cancellingLeavesTheSourceExactlyAsBefore() {
        let scene = TransitionScene(AirbnbScreens.searchScreen())
        let before = scene.stage.renderTree()
        let destination = AirbnbScreens.inputScreen()
        let log = CompletionLog<Bool>()
        let transition = scene.transition(to: destination, AirbnbScreens.search, completion: log.handler)
        scene.advance(0.2)
        transition.cancel()
        scene.advance(0.2)
        #expect(log.calls == [false])
        #expect(scene.stage.rootNode === scene.source)
        #expect(destination.supernode == nil)
        #expect(scene.stage.renderTree() == before)
    }
}
