@testable import Choreo
import Foundation
import Testing

/// Text whose width animates moves each word from its old line to its new one: exactly the
/// static wrapping at both ends, never scaled, and words on one line never overlapping.
@MainActor
@Suite struct ReflowingTextTests {
    /// "aa bb" on one line, then on two: "bb" moves from after "aa " down to the second line.
    @Test func aWordMovesFromItsOldPlaceToItsNewOne() throws {
        let wide = TextMetrics.layout("aa bb", fontSize: 10)
        let narrow = TextMetrics.layout("aa bb", fontSize: 10, maxWidth: TextMetrics.width(of: "aa", fontSize: 10) + 0.5)
        #expect(wide.lines.map(\.text) == ["aa bb"])
        #expect(narrow.lines.map(\.text) == ["aa", "bb"])
        let reflow = TextReflow("aa bb", fontSize: 10, from: wide, to: narrow)
        #expect(reflow.lines(at: 0) == wide.lines)
        #expect(reflow.lines(at: 1) == narrow.lines)
        #expect(reflow.lines(at: -0.5) == wide.lines && reflow.lines(at: 1.5) == narrow.lines)
        let quarter = reflow.lines(at: 0.25)
        #expect(quarter.map(\.text) == ["aa", "bb"])
        let shift = TextMetrics.width(of: "aa ", fontSize: 10)
        #expect(quarter[0].x == 0 && quarter[0].baseline == 9.05)
        #expect(abs(quarter[1].x - 0.75 * shift) < 1e-12)
        // Baselines 9.05 and 20.22 (line height 1.117 em): a quarter of the way down.
        #expect(abs(quarter[1].baseline - 11.8425) < 1e-12)
        #expect(quarter[1].width == TextMetrics.width(of: "bb", fontSize: 10))
    }

    @Test func wordsOnOneLineNeverOverlap() {
        let text = "The quick brown fox jumps over the lazy dog while the band plays on"
        let from = TextMetrics.layout(text, fontSize: 15, maxWidth: 320)
        let to = TextMetrics.layout(text, fontSize: 15, maxWidth: 110)
        let reflow = TextReflow(text, fontSize: 15, from: from, to: to)
        #expect(reflow.lines(at: 0.5).map(\.text).joined(separator: " ") == text)
        for step in 1..<100 {
            let words = reflow.lines(at: CGFloat(step) / 100)
            for (index, word) in words.enumerated() {
                for other in words[(index + 1)...] where abs(other.baseline - word.baseline) < 1e-9 {
                    #expect(other.x >= word.x + word.width || word.x >= other.x + other.width,
                            "'\(word.text)' and '\(other.text)' overlap at \(step)%")
                }
            }
        }
    }

    @Test func aWordBrokenAcrossLinesMovesInPieces() {
        let from = TextMetrics.layout("abcdefgh ij", fontSize: 10)
        let to = TextMetrics.layout("abcdefgh ij", fontSize: 10, maxWidth: TextMetrics.width(of: "abcd", fontSize: 10) + 0.5)
        let reflow = TextReflow("abcdefgh ij", fontSize: 10, from: from, to: to)
        #expect(to.lines.map(\.text) == ["abcd", "efgh", "ij"])
        #expect(reflow.lines(at: 0.5).map(\.text) == ["abcd", "efgh", "ij"])
    }

    @Test func emptyOrBlankTextHasNothingToMove() {
        for text in ["", "   ", "\n \n"] {
            let from = TextMetrics.layout(text, fontSize: 10), to = TextMetrics.layout(text, fontSize: 10, maxWidth: 5)
            let reflow = TextReflow(text, fontSize: 10, from: from, to: to)
            #expect(reflow.lines(at: 0.5).isEmpty, "\(text.debugDescription)")
            #expect(reflow.lines(at: 0) == from.lines && reflow.lines(at: 1) == to.lines)
        }
    }

    static let message = "Yes, 7 pm at the usual place. See you there"

    /// A 300-point label of `message` on a stage; `change` runs on it, then the clock advances
    /// by `seconds`; returns the stage and the label's text as drawn.
    private func drawnLabel(reflows: Bool = true, after seconds: TimeInterval,
                            _ change: (TextNode) -> Void) throws -> (TestStage, RenderText) {
        let label = TextNode(text: Self.message, fontSize: 15)
        label.debugName = "label"
        label.reflowsInTransitions = reflows
        let scene = TestStage(size: CGSize(width: 400, height: 300))
        scene.add(CGRect(x: 10, y: 10, width: 300, height: 100), label)
        change(label)
        scene.advance(seconds)
        return (scene, try #require(scene.stage.renderTree().items.first { $0.name == "label" }?.text))
    }

    /// A label narrowing from 300 to 100 points in one linear second: half way (200 wide) its
    /// words stand half way between the two wrappings, and the text is drawn at its font size.
    @Test func aLabelWhoseWidthAnimatesMovesItsWords() throws {
        let text = Self.message
        let (scene, drawn) = try drawnLabel(after: 0.5) { label in
            DisplayNode.animate(withDuration: 1, options: .curveLinear) { label.frame.size.width = 100 }
        }
        let reflow = TextReflow(text, fontSize: 15, from: TextMetrics.layout(text, fontSize: 15, maxWidth: 301),
                                to: TextMetrics.layout(text, fontSize: 15, maxWidth: 101))
        #expect(drawn.lines == reflow.lines(at: 0.5))
        #expect(drawn.fontSize == 15)
        #expect(drawn.lines.count == text.split(separator: " ").count)
        scene.advance(0.5)
        let settled = try #require(scene.stage.renderTree().items.first { $0.name == "label" }?.text)
        #expect(settled.lines == TextMetrics.layout(text, fontSize: 15, maxWidth: 101).lines)
    }

    @Test func aLabelThatDoesNotReflowJumpsBetweenWrappings() throws {
        let (_, drawn) = try drawnLabel(reflows: false, after: 0.5) { label in
            DisplayNode.animate(withDuration: 1, options: .curveLinear) { label.frame.size.width = 100 }
        }
        #expect(drawn.lines == TextMetrics.layout(Self.message, fontSize: 15, maxWidth: 201).lines)
    }

    /// A width that jumps (no animation) draws the static wrapping at once.
    @Test func aWidthThatJumpsDrawsTheNewWrapping() throws {
        let (_, drawn) = try drawnLabel(after: 0) { $0.frame.size.width = 80 }
        #expect(drawn.lines == TextMetrics.layout(Self.message, fontSize: 15, maxWidth: 81).lines)
    }

    /// A shared label morphing between a wide and a narrow screen with `.reflowingText`: both
    /// copies draw the words between the source's and the destination's wrappings.
    @Test func aReflowingTextSnapshotMovesWordsBetweenScreens() throws {
        let text = "Dinner with friends tonight"
        func label(_ frame: CGRect) -> TextNode {
            let node = TextNode(text: text, fontSize: 15)
            node.debugName = "title"
            node.transitionIdentifier = "title"
            node.transitionSnapshotStyle = .reflowingText
            node.frame = frame
            return node
        }
        let scene = TransitionScene(screen("s", [label(CGRect(x: 20, y: 40, width: 300, height: 20))]))
        scene.transition(to: screen("d", [label(CGRect(x: 20, y: 200, width: 60, height: 80))]), ["title": .sharedElement])
        scene.advance(0.3)
        let copies = scene.items(named: "title")
        #expect(copies.count == 2)
        let reflow = TextReflow(text, fontSize: 15, from: TextMetrics.layout(text, fontSize: 15, maxWidth: 301),
                                to: TextMetrics.layout(text, fontSize: 15, maxWidth: 61))
        for copy in copies {
            // Half way the copy is 180 wide: half way from 300 to 60.
            #expect(copy.bounds.width == 180)
            #expect(copy.text?.lines == reflow.lines(at: 0.5))
        }
    }

    /// A bubble whose label narrows in a layout transition (Texture's default animation): every
    /// frame draws the words between the wide and the narrow wrapping, as far along as the
    /// label's width on screen.
    @Test func aLayoutTransitionMovesTheWordsOfANarrowingLabel() throws {
        let bubble = Bubble()
        let scene = TestStage(size: CGSize(width: 400, height: 300), root: bubble)
        bubble.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        scene.stage.layoutIfNeeded()
        bubble.isWide = false
        bubble.transitionLayout(withAnimation: true)
        let reflow = TextReflow(Bubble.text, fontSize: 15, from: TextMetrics.layout(Bubble.text, fontSize: 15, maxWidth: 301),
                                to: TextMetrics.layout(Bubble.text, fontSize: 15, maxWidth: 101))
        var moving = 0
        for _ in 0..<14 {
            scene.advance(1.0 / 60)
            let item = try #require(scene.stage.renderTree().items.first { $0.name == "label" })
            let progress = (item.bounds.width - 300) / (100 - 300)
            #expect(item.text?.lines == reflow.lines(at: progress))
            if progress > 0 && progress < 1 { moving += 1 }
        }
        #expect(moving >= 10)
        let settled = try #require(scene.stage.renderTree().items.first { $0.name == "label" })
        #expect(settled.bounds.width == 100)
        #expect(settled.text?.lines == TextMetrics.layout(Bubble.text, fontSize: 15, maxWidth: 101).lines)
    }
}

/// A node holding one label, 300 points wide or 100.
@MainActor
final class Bubble: DisplayNode {
    static let text = "Hey! Are we still on for tonight? I can bring the cake"
    let label = TextNode(text: Bubble.text, fontSize: 15)
    var isWide = true

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        label.debugName = "label"
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        label.style.width = .points(isWide ? 300 : 100)
        let stack = StackLayoutSpec()
        stack.direction = .vertical
        stack.alignItems = .start
        stack.children = [label]
        return stack
    }
}
