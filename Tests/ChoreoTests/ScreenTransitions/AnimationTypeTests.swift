@testable import Choreo
import ChoreoTestSupport
import Foundation
import Testing

/// Each type's off-screen state, on a 390 x 844 container with linear timing.
@MainActor
@Suite struct AnimationTypeTests {
    private let frame = CGRect(x: 20, y: 510, width: 350, height: 300)

    /// The state of "e" inserted with `type`, at the start and half way.
    private func inserted(_ type: AnimationType, direction: LayoutDirection = .leftToRight)
        -> (start: TransitionElementState?, middle: TransitionElementState?) {
        let scene = TransitionScene(screen("empty", []))
        scene.stage.layoutOptions = LayoutOptions(direction: direction)
        let transition = scene.transition(to: screen("d", [element("e", frame)]), ["e": type])
        let start = transition.state(of: "e")
        scene.advance(0.3)
        return (start, transition.state(of: "e"))
    }

    @Test func edgeTranslationStartsJustOffEachEdgeAtFullAlpha() {
        #expect(close(inserted(.edgeTranslation(.bottom)).start, CGRect(x: 20, y: 844, width: 350, height: 300), alpha: 1))
        #expect(close(inserted(.edgeTranslation(.top)).start, CGRect(x: 20, y: -300, width: 350, height: 300), alpha: 1))
        #expect(close(inserted(.edgeTranslation(.trailing)).start, CGRect(x: 390, y: 510, width: 350, height: 300),
                      alpha: 1))
        #expect(close(inserted(.edgeTranslation(.leading)).start, CGRect(x: -350, y: 510, width: 350, height: 300),
                      alpha: 1))
        #expect(close(inserted(.edgeTranslation(.top)).middle, CGRect(x: 20, y: 105, width: 350, height: 300), alpha: 1))
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        #expect(close(inserted(.edgeTranslation(.trailing), direction: .rightToLeft).start,
                      CGRect(x: -350, y: 510, width: 350, height: 300), alpha: 1))
        #expect(close(inserted(.edgeTranslation(.leading), direction: .rightToLeft).start,
                      CGRect(x: 390, y: 510, width: 350, height: 300), alpha: 1))
    }

    @Test func offsetsMoveTheOffStateAndFade() {
        #expect(close(inserted(.translateY(-40)).start, frame.offsetBy(dx: 0, dy: -40), alpha: 0))
        #expect(close(inserted(.translate(x: 30, y: -10)).start, frame.offsetBy(dx: 30, dy: -10), alpha: 0))
        #expect(close(inserted(.translate(x: 30, y: -10)).middle, frame.offsetBy(dx: 15, dy: -5), alpha: 0.5))
        #expect(close(inserted(.crossfade).start, frame, alpha: 0))
        #expect(close(inserted(.crossfade).middle, frame, alpha: 0.5))
    }

    @Test func scaleScalesAroundTheCenterAndFades() {
        let states = inserted(.scale(0.5))
        #expect(close(states.start, frame, alpha: 0))
        #expect(states.start?.transform == Transform(scaleX: 0.5, y: 0.5))
        #expect(close(states.middle, frame, alpha: 0.5))
        #expect(states.middle?.transform == Transform(scaleX: 0.75, y: 0.75))
    }

    @Test func blurGoesFromTheRadiusToSharpAndIsRendered() throws {
        let scene = TransitionScene(screen("empty", []))
        let transition = scene.transition(to: screen("d", [element("e", frame)]), ["e": .blur(radius: 8)])
        #expect(transition.state(of: "e") == TransitionElementState(frame: frame, alpha: 1, blurRadius: 8))
        scene.advance(0.3)
        #expect(transition.state(of: "e") == TransitionElementState(frame: frame, alpha: 1, blurRadius: 4))
        #expect(scene.items(named: "e").map(\.blurRadius) == [4])
        let svg = scene.stage.svg()
        #expect(svg.contains("<filter id=\"blur-0\""))
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"4\""))
        #expect(svg.contains("filter=\"url(#blur-0)\""))
        scene.advance(0.3)
        #expect(!scene.stage.svg().contains("feGaussianBlur"))
    }

    @Test func anchorTranslationMovesWithItsAnchorAndFades() {
        // The "when" card follows the where card's motion from (20, 47) to (12, 112).
        let scene = TransitionScene(AirbnbScreens.searchScreen())
        let destination = AirbnbScreens.inputScreen()
        destination.addSubnode(element("when", CGRect(x: 12, y: 430, width: 366, height: 60)))
        var definition = AirbnbScreens.search
        definition["when"] = .anchorTranslation(relativeTo: SearchInput.whereCard)
        let transition = scene.transition(to: destination, definition)
        // On at the end with the card at (12, 112); at the start the card is 8 right and 65 up of that.
        #expect(close(transition.state(of: "when"), CGRect(x: 20, y: 365, width: 366, height: 60), alpha: 0))
        scene.advance(0.3)
        #expect(close(transition.state(of: "when"), CGRect(x: 16, y: 397.5, width: 366, height: 60), alpha: 0.5))
    }

    @Test func crossfadeOnASharedIdentifierFadesEachCopyAtItsOwnFrame() {
        let scene = TransitionScene(AirbnbScreens.searchScreen())
        let transition = scene.transition(to: AirbnbScreens.inputScreen(), [SearchInput.whereCard: .crossfade])
        scene.advance(0.15)
        #expect(close(transition.state(of: SearchInput.whereCard, copy: .source),
                      CGRect(x: 20, y: 47, width: 350, height: 60), alpha: 0.75))
        #expect(close(transition.state(of: SearchInput.whereCard), CGRect(x: 12, y: 112, width: 366, height: 300),
                      alpha: 0.25))
    }

    @Test func translucentSharedElementsCrossfadeBothCopies() {
        let source = AirbnbScreens.searchScreen()
        source.subnodes[0].backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        let scene = TransitionScene(source)
        let transition = scene.transition(to: AirbnbScreens.inputScreen(), AirbnbScreens.search)
        scene.advance(0.15)
        let frame = CGRect(x: 18, y: 63.25, width: 354, height: 120)
        #expect(close(transition.state(of: SearchInput.whereCard, copy: .source), frame, alpha: 0.75))
        #expect(close(transition.state(of: SearchInput.whereCard), frame, alpha: 0.25))
    }

    @Test func noAnimationStaysInItsScreenAndFadesWithIt() {
        let scene = TransitionScene(screen("empty", []))
        let destination = screen("d", [element("e", frame)])
        let transition = scene.transition(to: destination, ["e": .noAnimation])
        #expect(transition.diff.inserted == ["e"])
        #expect(transition.state(of: "e") == nil)
        scene.advance(0.3)
        #expect(destination.subnodes[0].isHidden == false)
        #expect(scene.items(named: "e").map(\.opacity) == [0.5])
    }
}
