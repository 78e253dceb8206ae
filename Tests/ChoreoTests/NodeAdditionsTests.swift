@testable import Choreo
import ChoreoSupport
import Foundation
import Testing

/// A text node that reserves room for a badge: its own measurement must be used by layout.
@MainActor
final class BadgedTextNode: TextNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let text = super.calculateSizeThatFits(constrainedSize)
        return CGSize(width: text.width + 24, height: max(text.height, 30))
    }
}

@MainActor
@Suite("UIKit names a ported app reaches for")
struct NodeAdditionsTests {
    @Test func centerIsPosition() {
        let node = DisplayNode()
        node.frame = CGRect(x: 10, y: 20, width: 40, height: 60)
        #expect(node.center == CGPoint(x: 30, y: 50))
        node.center = CGPoint(x: 100, y: 100)
        #expect(node.frame == CGRect(x: 80, y: 70, width: 40, height: 60))
    }

    @Test func sizeThatFitsLaysTheNodeOutInTheGivenSize() {
        let text = TextNode(text: "Hello world, this wraps", fontSize: 17)
        let wide = text.sizeThatFits(CGSize(width: 1000, height: 1000))
        // The measured text, its edges snapped to whole points.
        let measured = TextMetrics.layout("Hello world, this wraps", fontSize: 17, maxWidth: 1000).size
        #expect(wide == CGSize(width: measured.width.rounded(), height: measured.height.rounded()))
        let narrow = text.sizeThatFits(CGSize(width: 80, height: 1000))
        #expect(narrow.width <= 80)
        #expect(narrow.height > wide.height)
        #expect(DisplayNode().sizeThatFits(CGSize(width: 50, height: 50)) == .zero)
    }

    @Test func aTextNodeSubclassMeasurementIsHonoured() {
        let label = BadgedTextNode(text: "Inbox", fontSize: 17)
        let plain = TextNode(text: "Inbox", fontSize: 17)
        let layout = StackLayoutSpec.horizontal(alignItems: .start, children: [label, plain])
            .layoutThatFits(.unconstrained)
        let plainSize = TextMetrics.layout("Inbox", fontSize: 17, maxWidth: .infinity).size
        #expect(layout.frame(of: label)?.size.width == (plainSize.width + 24).rounded(.up))
        #expect(layout.frame(of: label)?.size.height == 30)
    }

    @Test func safeAreaInsetsAreTheStagesIntersectedWithTheNode() {
        let scene = TestStage(size: CGSize(width: 390, height: 844))
        scene.stage.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(scene.root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let header = scene.add(CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(header.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let middle = scene.add(CGRect(x: 0, y: 200, width: 390, height: 100))
        #expect(middle.safeAreaInsets == .zero)
        let footer = scene.add(CGRect(x: 20, y: 800, width: 350, height: 44))
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(DisplayNode().safeAreaInsets == .zero)
    }

    @Test func layoutMarginsDefaultToEight() {
        let node = DisplayNode()
        #expect(node.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        node.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(node.layoutMargins.right == 4)
    }

    @Test func recursiveDescriptionHasOneLinePerNode() {
        let root = DisplayNode()
        root.debugName = "root"
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let child = TextNode(text: "Hi")
        child.frame = CGRect(x: 5, y: 6.5, width: 20, height: 10)
        child.alpha = 0.5
        root.addSubnode(child)
        #expect(root.recursiveDescription == """
            <DisplayNode 'root'; frame = (0 0; 100 50)>
               | <TextNode; frame = (5 6.5; 20 10); alpha = 0.5>
            """)
    }

    @Test func convertGoesThroughEveryAncestor() {
        let scene = TestStage(size: CGSize(width: 400, height: 400))
        let parent = scene.add(CGRect(x: 25, y: 25, width: 200, height: 200))
        let child = DisplayNode()
        child.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        parent.addSubnode(child)
        let other = scene.add(CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(child.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 35, y: 35))
        #expect(child.convert(CGPoint(x: 5, y: 5), to: other) == CGPoint(x: -60, y: 40))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: parent)
                == CGRect(x: 10, y: 10, width: 50, height: 50))
        // A scaled parent: its child's rect scales around the parent's center.
        parent.transform = Transform(scaleX: 2, y: 2)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: nil)
                == CGRect(x: -55, y: -55, width: 100, height: 100))
    }

    @Test func aTransformedFrameIsTheBoundingBoxAndKeepsCenterAndBounds() {
        let node = DisplayNode()
        node.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        node.transform = Transform(scaleX: 2, y: 2)
        #expect(node.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        #expect(node.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(node.center == CGPoint(x: 50, y: 25))
        node.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        #expect(node.bounds.size == CGSize(width: 200, height: 100))
        #expect(node.center == CGPoint(x: 200, y: 100))
        node.transform = Transform(translationX: 10, y: 5)
        #expect(node.frame == CGRect(x: 110, y: 55, width: 200, height: 100))
        node.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(node.center == CGPoint(x: 90, y: 45))
    }

    @Test func layoutKeepsATransformedNodesTransform() {
        let (_, _, list) = makeStage(RowListNode(), size: CGSize(width: 200, height: 300))
        list.rows[1].transform = Transform(scaleX: 0.5, y: 0.5)
        list.setNeedsLayout()
        list.layoutIfNeeded()
        #expect(list.rows[1].bounds.size == CGSize(width: 200, height: 40))
        #expect(list.rows[1].center == CGPoint(x: 100, y: 70))
        #expect(list.rows[1].transform == Transform(scaleX: 0.5, y: 0.5))
    }

    @Test func stackShortcutsUseTexturesDefaults() {
        let column = StackLayoutSpec.vertical(spacing: 4, children: [LayoutSpec()])
        #expect(column.direction == .vertical)
        #expect(column.spacing == 4)
        #expect(column.alignItems == .stretch)
        #expect(column.justifyContent == .start)
        let row = StackLayoutSpec.horizontal(justifyContent: .center, alignItems: .end)
        #expect(row.direction == .horizontal)
        #expect(row.children.isEmpty)
        #expect(row.justifyContent == .center && row.alignItems == .end)
    }

    @Test func badNodeInputWarnsThroughTheOneChannel() {
        let node = DisplayNode()
        let warnings = Diagnostics.capture {
            node.alpha = .nan
            node.frame = CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10)
            node.addSubnode(node)
        }
        #expect(warnings == [
            "Choreo: DisplayNode.alpha is NaN; using 1",
            "Choreo: DisplayNode.frame.origin.x must be finite, got inf; using 0",
            "Choreo: cannot add a node to itself or to one of its descendants; ignoring",
        ])
    }
}
