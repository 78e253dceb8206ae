@testable import Choreo
import ChoreoSupport
import Foundation
import Testing

/// Each kind of bad input has a documented outcome and a debug message, never a trap.
@MainActor
@Suite struct ScreenTransitionBadInputTests {
    @Test func anAnchorNeitherScreenHasCrossfades() {
        let scene = TransitionScene(screen("s", []))
        var transition: ScreenTransition?
        let warnings = Diagnostics.capture {
            transition = scene.transition(to: screen("d", [element("when", CGRect(x: 0, y: 0, width: 10, height: 10))]),
                                          ["when": .anchorTranslation(relativeTo: "missing")])
        }
        #expect(warnings.contains { $0.contains("'missing', which neither screen has") })
        scene.advance(0.3)
        #expect(close(transition?.state(of: "when"), CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 0.5))
    }

    @Test func aDefinitionEntryNeitherScreenHasIsIgnored() {
        let scene = TransitionScene(AirbnbScreens.searchScreen())
        var definition = AirbnbScreens.search
        definition["ghost"] = .crossfade
        let warnings = Diagnostics.capture { scene.transition(to: AirbnbScreens.inputScreen(), definition) }
        #expect(warnings == ["Choreo: the transition definition names 'ghost', which neither screen has; ignoring it"])
    }

    @Test func aSharedElementOnlyOneScreenHasCrossfades() {
        let scene = TransitionScene(screen("s", []))
        var transition: ScreenTransition?
        let warnings = Diagnostics.capture {
            transition = scene.transition(to: AirbnbScreens.inputScreen(), AirbnbScreens.search)
        }
        #expect(warnings.count == 1 && warnings[0].contains("'SearchInput.whereCard' is a .sharedElement"))
        scene.advance(0.3)
        #expect(close(transition?.state(of: SearchInput.whereCard), CGRect(x: 12, y: 112, width: 366, height: 300),
                      alpha: 0.5))
    }

    @Test func aSourceOutsideTheContainerShowsTheDestinationAtOnce() {
        let scene = TransitionScene(screen("root", []))
        let outsider = AirbnbScreens.searchScreen()
        let destination = AirbnbScreens.inputScreen()
        let log = CompletionLog<Bool>()
        let transition = ScreenTransition(from: outsider, to: destination, in: scene.source,
                                          definition: AirbnbScreens.search)
        let warnings = Diagnostics.capture { transition.start(completion: log.handler) }
        #expect(warnings.count == 1 && warnings[0].contains("not a subnode of the container"))
        #expect(log.calls == [true])
        #expect(destination.supernode === scene.source)
    }

    @Test func zeroSizeFramesMorphWithoutScalingTheImage() {
        let source = screen("s", [element("card", CGRect(x: 20, y: 47, width: 0, height: 0), children: [
            element(nil, CGRect(x: 0, y: 0, width: 10, height: 10), name: "dot"),
        ])])
        let scene = TransitionScene(source)
        var transition: ScreenTransition?
        let warnings = Diagnostics.capture {
            transition = scene.transition(to: screen("d", [element("card", CGRect(x: 12, y: 112, width: 366, height: 300))]),
                                          ["card": .sharedElement])
        }
        #expect(warnings.count == 1 && warnings[0].contains("zero-size frame"))
        scene.advance(0.3)
        #expect(close(transition?.state(of: "card"), CGRect(x: 16, y: 79.5, width: 183, height: 150), alpha: 0.5))
        // The zero-size content is not scaled: it sits at the frame's center, the dot at its own size.
        #expect(scene.items(named: "dot").first?.transform == Transform(translationX: 16 + 91.5, y: 79.5 + 75))
        #expect(scene.items(named: "dot").first?.bounds == CGSize(width: 10, height: 10))
    }

    @Test func nonFiniteFramesAndParametersBecomeZero() {
        let wrapper = element(nil, CGRect(x: 0, y: 0, width: 100, height: 100), children: [
            element("lost", CGRect(x: 0, y: 0, width: 10, height: 10)),
        ])
        let scene = TransitionScene(screen("s", []))
        var transition: ScreenTransition?
        let warnings = Diagnostics.capture {
            // Refused by the node, so no frame the transition reads is ever NaN.
            wrapper.transform = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            transition = scene.transition(
                to: screen("d", [wrapper, element("moved", CGRect(x: 10, y: 20, width: 30, height: 40))]),
                ["lost": .crossfade, "moved": .translate(x: .nan, y: 8)])
        }
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.contains("DisplayNode.transform must be finite") })
        #expect(warnings.contains { $0.contains("'moved': .translate offsets must be finite") })
        #expect(close(transition?.state(of: "moved"), CGRect(x: 10, y: 28, width: 30, height: 40), alpha: 0))
        #expect(transition?.state(of: "lost")?.frame.minX.isFinite == true)
        scene.advance(0.3)
        #expect(!scene.stage.svg().isEmpty)
    }

    @Test func aNegativeDurationCompletesAtTheNextFrame() {
        let scene = TransitionScene(AirbnbScreens.searchScreen())
        let log = CompletionLog<Bool>()
        let warnings = Diagnostics.capture {
            scene.transition(to: AirbnbScreens.inputScreen(), AirbnbScreens.search, duration: -1, completion: log.handler)
        }
        #expect(warnings.count == 1)
        #expect(log.calls.isEmpty)
        scene.advance(0)
        #expect(log.calls == [true])
        #expect(scene.stage.rootNode?.debugName == "input")
    }
}
