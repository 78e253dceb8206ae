@testable import Choreo
import Foundation
import Testing

/// A list whose rows are a dot and a label inset in a rounded box, reordered with Texture's
/// default transition.
@MainActor
private final class ReorderingList: DisplayNode {
    var order: [Int] = [0, 1, 2]
    let rows: [DisplayNode]
    let dots: [DisplayNode]

    override init() {
        dots = (0..<3).map { _ in
            let dot = DisplayNode()
            dot.style.preferredSize = CGSize(width: 10, height: 10)
            return dot
        }
        rows = dots.enumerated().map { index, dot in
            let row = InsetSpecNode(child: StackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start,
                                                           alignItems: .center,
                                                           children: [dot, TextNode(text: "Row \(index)", fontSize: 15)]))
            row.backgroundColor = .black
            return row
        }
        super.init()
        automaticallyManagesSubnodes = true
        defaultLayoutTransitionDuration = 0.45
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let column = StackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch,
                                     children: order.map { rows[$0] })
        return InsetLayoutSpec(insets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20), child: column)
    }
}

@MainActor
private final class InsetSpecNode: DisplayNode {
    private let child: LayoutSpec

    init(child: LayoutSpec) {
        self.child = child
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 14, bottom: 12, right: 14), child: child)
    }
}

@MainActor
@Suite("Rendering changes nothing")
struct RenderingChangesNothingTests {
    /// Row 0 grows by half a point while the rows reorder; every frame's presentation of its dot,
    /// rendering each frame (`render`) or not.
    private func dotFrames(scale: CGFloat, rendering render: Bool) -> [CGRect] {
        let clock = ManualClock()
        let stage = Stage(size: CGSize(width: 375, height: 400), clock: clock)
        stage.layoutOptions = LayoutOptions(scale: scale)
        let list = ReorderingList()
        stage.rootNode = list
        stage.layoutIfNeeded()
        list.dots[0].style.preferredSize = CGSize(width: 10, height: 10.5)
        list.order = [2, 0, 1]
        list.transitionLayout(withAnimation: true)
        var frames: [CGRect] = []
        if render { _ = stage.svg() }
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            if render { _ = stage.renderTree() }
            frames.append(list.dots[0].presentation.frame)
        }
        return frames
    }

    @Test("rendering every frame of a transition leaves every frame as it is", arguments: [0, 1, 2] as [CGFloat])
    func renderingEveryFrameChangesNothing(scale: CGFloat) {
        let rendered = dotFrames(scale: scale, rendering: true)
        let unrendered = dotFrames(scale: scale, rendering: false)
        #expect(rendered == unrendered)
        // The dot ends on its new layout.
        #expect(rendered.last?.height == (scale == 1 ? 10 : 10.5))
    }
}
