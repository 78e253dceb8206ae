@testable import Choreo
import Foundation
import Testing

/// Shared elements recurse into their children; frames convert through every ancestor.
@MainActor
@Suite struct NestingTests {
    private let definition: TransitionDefinition = ["card": .sharedElement, "title": .sharedElement,
                                                    "photo": .crossfade]

    @Test func childrenOfASharedElementMoveWithItWithoutScaling() {
        let source = screen("s", [element("card", CGRect(x: 20, y: 47, width: 350, height: 60), children: [
            element("title", CGRect(x: 10, y: 10, width: 100, height: 20)),
        ])])
        let destination = screen("d", [element("card", CGRect(x: 12, y: 112, width: 366, height: 300), children: [
            element("title", CGRect(x: 20, y: 30, width: 200, height: 40)),
            element("photo", CGRect(x: 0, y: 100, width: 366, height: 200)),
        ])])
        let scene = TransitionScene(source)
        let transition = scene.transition(to: destination, definition)
        #expect(transition.diff.shared == ["card", "title"])
        #expect(transition.diff.inserted == ["photo"])
        #expect(close(transition.state(of: "title"), CGRect(x: 30, y: 57, width: 100, height: 20), alpha: 0))
        // The photo arrives inside the card, which starts at the source card's frame.
        #expect(close(transition.state(of: "photo"), CGRect(x: 20, y: 147, width: 366, height: 200), alpha: 0))
        scene.advance(0.3)
        // Card at (16, 79.5); the title's own local frame half way is (15, 20, 150, 30).
        #expect(close(transition.state(of: "title"), CGRect(x: 31, y: 99.5, width: 150, height: 30), alpha: 0.5))
        #expect(close(transition.state(of: "photo"), CGRect(x: 16, y: 179.5, width: 366, height: 200), alpha: 0.5))
        scene.advance(0.3 - 1e-12)
        #expect(close(transition.state(of: "title")!.frame, CGRect(x: 32, y: 142, width: 200, height: 40), 1e-6))
    }

    @Test func framesConvertThroughEveryAncestor() {
        let tagged = element("title", CGRect(x: 10, y: 10, width: 50, height: 50))
        let wrapper = element(nil, CGRect(x: 25, y: 25, width: 100, height: 100), children: [tagged])
        let scene = TransitionScene(screen("s", []))
        let transition = scene.transition(to: screen("d", [wrapper]), ["title": .crossfade])
        #expect(close(transition.state(of: "title"), CGRect(x: 35, y: 35, width: 50, height: 50), alpha: 0))
    }

    @Test func ancestorTransformsCountToo() {
        let tagged = element("title", CGRect(x: 10, y: 10, width: 50, height: 50))
        let wrapper = element(nil, CGRect(x: 0, y: 0, width: 100, height: 100), children: [tagged])
        wrapper.transform = Transform(scaleX: 2, y: 2)   // around (50, 50)
        let scene = TransitionScene(screen("s", []))
        let transition = scene.transition(to: screen("d", [wrapper]), ["title": .crossfade])
        #expect(close(transition.state(of: "title"), CGRect(x: -30, y: -30, width: 100, height: 100), alpha: 0))
    }
}
