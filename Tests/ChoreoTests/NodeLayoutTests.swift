@testable import Choreo
import Foundation
import Testing

/// A node whose layout shows the boxes named by `shown`, stacked vertically with 10 pt gaps,
/// inset by 5 pt.
@MainActor
private final class BoxListNode: DisplayNode {
    let boxes: [String: DisplayNode]
    var shown: [String]
    var layoutCalls = 0
    var framesSeenInLayout: [CGRect] = []

    init(shown: [String]) {
        var boxes: [String: DisplayNode] = [:]
        for (index, name) in ["a", "b", "c"].enumerated() {
            let box = DisplayNode()
            box.debugName = name
            box.style.height = .points(CGFloat(10 * (index + 1)))
            boxes[name] = box
        }
        self.boxes = boxes
        self.shown = shown
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let stack = StackLayoutSpec(direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .stretch,
                                    children: shown.compactMap { boxes[$0] })
        return InsetLayoutSpec(insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: stack)
    }

    override func layout() {
        layoutCalls += 1
        framesSeenInLayout = subnodes.map(\.frame)
    }
}

@MainActor
@Suite("Node layout, automatic subnode management, text and image nodes")
struct NodeLayoutTests {
    private func names(_ node: DisplayNode) -> [String] {
        node.subnodes.map { $0.debugName ?? "?" }
    }

    @Test func rootFillsTheStage() {
        let scene = TestStage(size: CGSize(width: 320, height: 480))
        #expect(scene.root.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.stage.size = CGSize(width: 100, height: 80)
        scene.stage.layoutIfNeeded()
        #expect(scene.root.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
    }

    @Test func automaticSubnodeManagementInsertsInLayoutOrder() {
        let list = BoxListNode(shown: ["a", "b"])
        let scene = TestStage(size: CGSize(width: 100, height: 200), root: list)
        #expect(names(scene.root) == ["a", "b"])
        #expect(list.boxes["a"]!.frame == CGRect(x: 5, y: 5, width: 90, height: 10))
        #expect(list.boxes["b"]!.frame == CGRect(x: 5, y: 25, width: 90, height: 20))
    }

    @Test func automaticSubnodeManagementRemovesAbsentNodesAndReorders() {
        let list = BoxListNode(shown: ["a", "b"])
        let scene = TestStage(size: CGSize(width: 100, height: 200), root: list)
        list.shown = ["c", "a"]
        list.setNeedsLayout()
        scene.stage.layoutIfNeeded()
        #expect(names(list) == ["c", "a"])
        #expect(list.boxes["b"]!.supernode == nil)
        #expect(list.boxes["c"]!.frame == CGRect(x: 5, y: 5, width: 90, height: 30))
        #expect(list.boxes["a"]!.frame == CGRect(x: 5, y: 45, width: 90, height: 10))
        list.shown = ["a", "b", "c"]
        list.setNeedsLayout()
        list.layoutIfNeeded()
        #expect(names(list) == ["a", "b", "c"])
        list.shown = []
        list.setNeedsLayout()
        list.layoutIfNeeded()
        #expect(list.subnodes.isEmpty)
    }

    @Test func manuallyAddedSubnodesStayWithoutAutomaticManagement() {
        let list = BoxListNode(shown: ["a"])
        list.automaticallyManagesSubnodes = false
        let extra = DisplayNode()
        extra.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        list.addSubnode(extra)
        _ = TestStage(size: CGSize(width: 100, height: 200), root: list)
        #expect(list.subnodes.count == 1 && list.subnodes[0] === extra)
        #expect(extra.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func nodesNestedInChildNodesBelongToTheirNearestNode() {
        let inner = BoxListNode(shown: ["a"])
        inner.style.height = .points(40)
        final class Outer: DisplayNode {
            let inner: DisplayNode
            init(inner: DisplayNode) {
                self.inner = inner
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
                InsetLayoutSpec(insets: EdgeInsets(top: 20, left: 10, bottom: 0, right: 10),
                                child: StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                                       alignItems: .stretch, children: [inner]))
            }
        }
        let outer = Outer(inner: inner)
        _ = TestStage(size: CGSize(width: 100, height: 100), root: outer)
        #expect(outer.subnodes.count == 1 && outer.subnodes[0] === inner)
        #expect(inner.frame == CGRect(x: 10, y: 20, width: 80, height: 40))
        #expect(names(inner) == ["a"])
        // In the inner node's own coordinates.
        #expect(inner.boxes["a"]!.frame == CGRect(x: 5, y: 5, width: 70, height: 10))
    }

    @Test func layoutHookRunsAfterFramesAreApplied() {
        let list = BoxListNode(shown: ["a", "b"])
        let scene = TestStage(size: CGSize(width: 100, height: 200), root: list)
        #expect(list.layoutCalls == 1)
        #expect(list.framesSeenInLayout == [CGRect(x: 5, y: 5, width: 90, height: 10),
                                            CGRect(x: 5, y: 25, width: 90, height: 20)])
        // Clean: nothing happens.
        scene.stage.layoutIfNeeded()
        list.layoutIfNeeded()
        #expect(list.layoutCalls == 1)
        list.setNeedsLayout()
        list.layoutIfNeeded()
        #expect(list.layoutCalls == 2)
    }

    @Test func resizingANodeMarksItsLayoutStale() {
        let list = BoxListNode(shown: ["a"])
        let scene = TestStage(size: CGSize(width: 100, height: 200), root: list)
        scene.stage.size = CGSize(width: 60, height: 200)
        _ = scene.stage.renderTree()
        #expect(list.layoutCalls == 2)
        #expect(list.boxes["a"]!.frame == CGRect(x: 5, y: 5, width: 50, height: 10))
        // Moving without resizing keeps the layout.
        list.frame.origin = CGPoint(x: 3, y: 3)
        list.layoutIfNeeded()
        #expect(list.layoutCalls == 2)
    }

    @Test func manualLayoutInTheLayoutHook() {
        final class Manual: DisplayNode {
            let child = DisplayNode()
            override init() {
                super.init()
                addSubnode(child)
            }
            override func layout() {
                child.frame = CGRect(x: bounds.width - 20, y: 0, width: 20, height: bounds.height / 2)
            }
        }
        let node = Manual()
        let scene = TestStage(size: CGSize(width: 120, height: 80), root: node)
        #expect(node.child.frame == CGRect(x: 100, y: 0, width: 20, height: 40))
        scene.stage.size = CGSize(width: 50, height: 50)
        scene.stage.layoutIfNeeded()
        #expect(node.child.frame == CGRect(x: 30, y: 0, width: 20, height: 25))
    }

    @Test func layoutInsideAnAnimationBlockAnimatesTheFrames() {
        let list = BoxListNode(shown: ["a", "b"])
        let scene = TestStage(size: CGSize(width: 100, height: 200), root: list)
        let log = CompletionLog<Bool>()
        list.shown = ["b", "a"]
        list.setNeedsLayout()
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: { list.layoutIfNeeded() },
                            completion: log.handler)
        let b = list.boxes["b"]!
        #expect(b.frame == CGRect(x: 5, y: 5, width: 90, height: 20))
        scene.advance(0.5)
        #expect(b.presentation.frame == CGRect(x: 5, y: 15, width: 90, height: 20))
        scene.advance(0.5)
        #expect(log.calls == [true])
    }

    @Test func calculatedLayoutIsRecorded() {
        let list = BoxListNode(shown: ["a"])
        _ = TestStage(size: CGSize(width: 100, height: 200), root: list)
        #expect(list.calculatedLayout?.size == CGSize(width: 100, height: 200))
        #expect(list.calculatedLayout?.frame(of: list.boxes["a"]!) == CGRect(x: 5, y: 5, width: 90, height: 10))
        #expect(list.boxes["a"]!.calculatedLayout?.size == CGSize(width: 90, height: 10))
    }

    @Test func defaultSpecSizesANodeToItsContent() {
        final class Fixed: DisplayNode {
            override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { CGSize(width: 30, height: 12) }
        }
        let node = Fixed()
        #expect(node.layoutThatFits(.unconstrained).size == CGSize(width: 30, height: 12))
        #expect(DisplayNode().layoutThatFits(.unconstrained).size == .zero)
        let exact = SizeRange(exactly: CGSize(width: 50, height: 50))
        #expect(node.layoutThatFits(exact).size == CGSize(width: 50, height: 50))
    }

    // MARK: Text and images

    private let exact = LayoutOptions(scale: 0)

    @Test func textNodeMeasuresWithTextMetrics() {
        let text = TextNode(text: "Hello", fontSize: 10)
        let size = text.calculateSizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
        // H 722 + e 556 + l 222 + l 222 + o 556 = 2278 units; line height 1117 units.
        #expect(close(size.width, 22.78) && close(size.height, 11.17))
        #expect(size == TextMetrics.layout("Hello", fontSize: 10).size)
        #expect(text.layoutThatFits(.unconstrained, parentSize: nil, options: exact).size == size)
    }

    @Test func textLayoutSnapsToTheNearestPixel() {
        // 22.78 x 11.17 rounds as any box does: to 23 x 11, and to 23 x 11 at twice the density.
        let text = TextNode(text: "Hello", fontSize: 10)
        #expect(text.layoutThatFits(.unconstrained).size == CGSize(width: 23, height: 11))
        let retina = LayoutOptions(scale: 2)
        #expect(text.layoutThatFits(.unconstrained, parentSize: nil, options: retina).size
                == CGSize(width: 23, height: 11))
    }

    @Test func aSnappedTextFrameNarrowerThanItsTextKeepsItsLines() {
        // "Hello world" wraps below 49.45 points; a frame rounded down to 49 draws one line.
        let text = TextNode(text: "Hello world", fontSize: 10)
        #expect(text.renderContent(size: CGSize(width: 49, height: 11))?.lines.count == 1)
        #expect(text.renderContent(size: CGSize(width: 47, height: 11))?.lines.count == 2)
    }

    @Test func textNodeWrapsWithinAFixedWidth() {
        let text = TextNode(text: "Hello world", fontSize: 10)
        let oneLine = text.layoutThatFits(.unconstrained, parentSize: nil, options: exact).size
        // "Hello" 22.78 + space 2.78 + "world" 23.89
        #expect(close(oneLine.width, 49.45) && close(oneLine.height, 11.17))
        let range = SizeRange(min: .zero, max: CGSize(width: 40, height: CGFloat.infinity))
        let wrapped = text.layoutThatFits(range, parentSize: nil, options: exact).size
        #expect(close(wrapped.width, 23.89) && close(wrapped.height, 22.34))
        #expect(wrapped == TextMetrics.layout("Hello world", fontSize: 10, maxWidth: 40).size)
        #expect(text.calculateSizeThatFits(CGSize(width: 40, height: CGFloat.infinity)) == wrapped)
    }

    @Test func textNodeInAStackWrapsToTheStackWidth() {
        let label = TextNode(text: "The quick brown fox jumps over the lazy dog", fontSize: 20)
        let card = StackNode(children: [label])
        let scene = TestStage(size: CGSize(width: 150, height: 300), root: card)
        scene.stage.layoutOptions = exact
        scene.stage.layoutIfNeeded()
        let expected = TextMetrics.layout(label.text, fontSize: 20, maxWidth: 150)
        #expect(expected.lines.count > 1)
        #expect(label.frame.size == expected.size)
        #expect(label.frame.width <= 150)
    }

    @Test func changingTheTextRelaysOutTheParent() {
        let label = TextNode(text: "Hi", fontSize: 10)
        let holder = StackNode(children: [label])
        let scene = TestStage(size: CGSize(width: 200, height: 100), root: holder)
        scene.stage.layoutOptions = exact
        let before = label.frame.width
        label.text = "Hi there"
        _ = scene.stage.renderTree()
        #expect(label.frame.width > before)
        #expect(label.frame.size == TextMetrics.layout("Hi there", fontSize: 10).size)
        label.fontSize = 20
        _ = scene.stage.renderTree()
        #expect(label.frame.size == TextMetrics.layout("Hi there", fontSize: 20).size)
    }

    @Test func emptyTextAndBadFontSizesMeasureZero() {
        #expect(TextNode(text: "").layoutThatFits(.unconstrained).size == .zero)
        #expect(TextNode(text: "abc", fontSize: -3).layoutThatFits(.unconstrained).size == .zero)
        #expect(TextNode(text: "abc", fontSize: .nan).layoutThatFits(.unconstrained).size == .zero)
    }

    @Test func textNodeBaselinesComeFromTheFont() {
        let text = TextNode(text: "Hi", fontSize: 20)
        #expect(close(text.layoutStyle.ascender, 18.1))
        #expect(close(text.layoutStyle.descender, -4.24))
        text.style.ascender = 3
        #expect(text.layoutStyle.ascender == 3)
    }

    @Test func imageNodeHasItsNaturalSize() {
        let image = ImageNode(intrinsicSize: CGSize(width: 64, height: 48))
        #expect(image.layoutThatFits(.unconstrained).size == CGSize(width: 64, height: 48))
        let capped = SizeRange(min: .zero, max: CGSize(width: 32, height: 100))
        #expect(image.layoutThatFits(capped).size == CGSize(width: 32, height: 48))
        image.intrinsicSize = CGSize(width: -5, height: CGFloat.nan)
        #expect(image.layoutThatFits(.unconstrained).size == .zero)
    }

    @Test func imageNodeInARowIsPlacedAtItsSize() {
        final class Row: DisplayNode {
            let image = ImageNode(intrinsicSize: CGSize(width: 40, height: 40))
            let label = TextNode(text: "Name", fontSize: 10)
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
                StackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
                                children: [image, label])
            }
        }
        let row = Row()
        _ = TestStage(size: CGSize(width: 200, height: 60), root: row)
        #expect(row.image.frame == CGRect(x: 0, y: 10, width: 40, height: 40))
        #expect(row.label.frame.minX == 48)
        #expect(row.subnodes.count == 2)
    }
}
