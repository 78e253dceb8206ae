import ChoreoLayout
import Foundation

/// Edges and anchors of other nodes, relative positioning and "between". References may be
/// siblings, the supernode, or nodes under other supernodes (their coordinates are converted);
/// a reference without a supernode is skipped with a warning.
extension PinLayout {
    // MARK: - Edges of other nodes

    /// Top edge at another node's vertical edge (`top(to: other.edge.bottom)`).
    @inlinable @discardableResult public consuming func top(to edge: VerticalEdge) -> PinLayout {
        rules.pin(.top, to: edge, "top")
        return self
    }
    /// Vertical center at another node's vertical edge.
    @inlinable @discardableResult public consuming func vCenter(to edge: VerticalEdge) -> PinLayout {
        rules.pin(.vCenter, to: edge, "vCenter")
        return self
    }
    /// Bottom edge at another node's vertical edge.
    @inlinable @discardableResult public consuming func bottom(to edge: VerticalEdge) -> PinLayout {
        rules.pin(.bottom, to: edge, "bottom")
        return self
    }
    /// Left edge at another node's horizontal edge.
    @inlinable @discardableResult public consuming func left(to edge: HorizontalEdge) -> PinLayout {
        rules.pin(.left, to: edge, "left")
        return self
    }
    /// Horizontal center at another node's horizontal edge.
    @inlinable @discardableResult public consuming func hCenter(to edge: HorizontalEdge) -> PinLayout {
        rules.pin(.hCenter, to: edge, "hCenter")
        return self
    }
    /// Right edge at another node's horizontal edge.
    @inlinable @discardableResult public consuming func right(to edge: HorizontalEdge) -> PinLayout {
        rules.pin(.right, to: edge, "right")
        return self
    }
    /// Start edge (left left-to-right, right right-to-left) at another node's horizontal edge.
    @inlinable @discardableResult public consuming func start(to edge: HorizontalEdge) -> PinLayout {
        rules.pin(rules.startEdge, to: edge, "start")
        return self
    }
    /// End edge (right left-to-right, left right-to-left) at another node's horizontal edge.
    @inlinable @discardableResult public consuming func end(to edge: HorizontalEdge) -> PinLayout {
        rules.pin(rules.endEdge, to: edge, "end")
        return self
    }

    // MARK: - Anchors of other nodes

    /// Pins the node's top-left corner at another node's anchor (`topLeft(to: other.anchor.bottomRight)`).
    @inlinable @discardableResult public consuming func topLeft(to anchor: Anchor) -> PinLayout {
        rules.pin(.top, .left, to: anchor, "topLeft")
        return self
    }
    /// Pins the middle of the node's top edge at another node's anchor.
    @inlinable @discardableResult public consuming func topCenter(to anchor: Anchor) -> PinLayout {
        rules.pin(.top, .hCenter, to: anchor, "topCenter")
        return self
    }
    /// Pins the node's top-right corner at another node's anchor.
    @inlinable @discardableResult public consuming func topRight(to anchor: Anchor) -> PinLayout {
        rules.pin(.top, .right, to: anchor, "topRight")
        return self
    }
    /// Pins the node's top-start corner (start follows ``Pin/layoutDirection``) at another node's anchor.
    @inlinable @discardableResult public consuming func topStart(to anchor: Anchor) -> PinLayout {
        rules.pin(.top, rules.startEdge, to: anchor, "topStart")
        return self
    }
    /// Pins the node's top-end corner (end follows ``Pin/layoutDirection``) at another node's anchor.
    @inlinable @discardableResult public consuming func topEnd(to anchor: Anchor) -> PinLayout {
        rules.pin(.top, rules.endEdge, to: anchor, "topEnd")
        return self
    }
    /// Pins the middle of the node's left edge at another node's anchor.
    @inlinable @discardableResult public consuming func centerLeft(to anchor: Anchor) -> PinLayout {
        rules.pin(.vCenter, .left, to: anchor, "centerLeft")
        return self
    }
    /// Pins the node's center at another node's anchor.
    @inlinable @discardableResult public consuming func center(to anchor: Anchor) -> PinLayout {
        rules.pin(.vCenter, .hCenter, to: anchor, "center")
        return self
    }
    /// Pins the middle of the node's right edge at another node's anchor.
    @inlinable @discardableResult public consuming func centerRight(to anchor: Anchor) -> PinLayout {
        rules.pin(.vCenter, .right, to: anchor, "centerRight")
        return self
    }
    /// Pins the middle of the node's start edge at another node's anchor.
    @inlinable @discardableResult public consuming func centerStart(to anchor: Anchor) -> PinLayout {
        rules.pin(.vCenter, rules.startEdge, to: anchor, "centerStart")
        return self
    }
    /// Pins the middle of the node's end edge at another node's anchor.
    @inlinable @discardableResult public consuming func centerEnd(to anchor: Anchor) -> PinLayout {
        rules.pin(.vCenter, rules.endEdge, to: anchor, "centerEnd")
        return self
    }
    /// Pins the node's bottom-left corner at another node's anchor.
    @inlinable @discardableResult public consuming func bottomLeft(to anchor: Anchor) -> PinLayout {
        rules.pin(.bottom, .left, to: anchor, "bottomLeft")
        return self
    }
    /// Pins the middle of the node's bottom edge at another node's anchor.
    @inlinable @discardableResult public consuming func bottomCenter(to anchor: Anchor) -> PinLayout {
        rules.pin(.bottom, .hCenter, to: anchor, "bottomCenter")
        return self
    }
    /// Pins the node's bottom-right corner at another node's anchor.
    @inlinable @discardableResult public consuming func bottomRight(to anchor: Anchor) -> PinLayout {
        rules.pin(.bottom, .right, to: anchor, "bottomRight")
        return self
    }
    /// Pins the node's bottom-start corner (start follows ``Pin/layoutDirection``) at another node's anchor.
    @inlinable @discardableResult public consuming func bottomStart(to anchor: Anchor) -> PinLayout {
        rules.pin(.bottom, rules.startEdge, to: anchor, "bottomStart")
        return self
    }
    /// Pins the node's bottom-end corner (end follows ``Pin/layoutDirection``) at another node's anchor.
    @inlinable @discardableResult public consuming func bottomEnd(to anchor: Anchor) -> PinLayout {
        rules.pin(.bottom, rules.endEdge, to: anchor, "bottomEnd")
        return self
    }

    // MARK: - Relative positioning

    /// Places the node above `node`: its bottom edge at `node`'s top; `aligned` also pins its left
    /// edge, horizontal center or right edge to `node`'s (`.start`/`.end` follow ``Pin/layoutDirection``).
    ///
    /// Resolved when called; a reference without a supernode is skipped with a warning, and
    /// margins then move the node as usual (`above(of: node).marginBottom(8)`).
    @inlinable @discardableResult
    public consuming func above(of node: DisplayNode, aligned: HorizontalAlign = .none) -> PinLayout {
        rules.relative(.above, [node], horizontal: aligned, vertical: .none, "above")
        return self
    }
    /// Places the node above all of `nodes`: bottom edge at their top-most top; `aligned` uses their
    /// left-most left, average center or right-most right.
    @inlinable @discardableResult
    public consuming func above(of nodes: [DisplayNode], aligned: HorizontalAlign = .none) -> PinLayout {
        rules.relative(.above, nodes, horizontal: aligned, vertical: .none, "above")
        return self
    }

    /// Places the node below `node`: its top edge at `node`'s bottom; `aligned` also pins its left
    /// edge, horizontal center or right edge to `node`'s.
    @inlinable @discardableResult
    public consuming func below(of node: DisplayNode, aligned: HorizontalAlign = .none) -> PinLayout {
        rules.relative(.below, [node], horizontal: aligned, vertical: .none, "below")
        return self
    }
    /// Places the node below all of `nodes`: top edge at their bottom-most bottom; `aligned` uses their
    /// left-most left, average center or right-most right.
    @inlinable @discardableResult
    public consuming func below(of nodes: [DisplayNode], aligned: HorizontalAlign = .none) -> PinLayout {
        rules.relative(.below, nodes, horizontal: aligned, vertical: .none, "below")
        return self
    }

    /// Places the node left of `node`: its right edge at `node`'s left; `aligned` also pins its top
    /// edge, vertical center or bottom edge to `node`'s.
    @inlinable @discardableResult
    public consuming func left(of node: DisplayNode, aligned: VerticalAlign = .none) -> PinLayout {
        rules.relative(.left, [node], horizontal: .none, vertical: aligned, "left")
        return self
    }
    /// Places the node left of all of `nodes`: right edge at their left-most left; `aligned` uses their
    /// top-most top, average center or bottom-most bottom.
    @inlinable @discardableResult
    public consuming func left(of nodes: [DisplayNode], aligned: VerticalAlign = .none) -> PinLayout {
        rules.relative(.left, nodes, horizontal: .none, vertical: aligned, "left")
        return self
    }

    /// Places the node right of `node`: its left edge at `node`'s right; `aligned` also pins its top
    /// edge, vertical center or bottom edge to `node`'s.
    @inlinable @discardableResult
    public consuming func right(of node: DisplayNode, aligned: VerticalAlign = .none) -> PinLayout {
        rules.relative(.right, [node], horizontal: .none, vertical: aligned, "right")
        return self
    }
    /// Places the node right of all of `nodes`: left edge at their right-most right; `aligned` uses their
    /// top-most top, average center or bottom-most bottom.
    @inlinable @discardableResult
    public consuming func right(of nodes: [DisplayNode], aligned: VerticalAlign = .none) -> PinLayout {
        rules.relative(.right, nodes, horizontal: .none, vertical: aligned, "right")
        return self
    }

    /// Places the node before `node`: `left(of:)` left-to-right,
    /// `right(of:)` right-to-left (``Pin/layoutDirection`` at the call).
    @inlinable @discardableResult
    public consuming func before(of node: DisplayNode, aligned: VerticalAlign = .none) -> PinLayout {
        before(of: [node], aligned: aligned)
    }
    /// Places the node before all of `nodes`: left of them left-to-right, right of them right-to-left.
    @inlinable @discardableResult
    public consuming func before(of nodes: [DisplayNode], aligned: VerticalAlign = .none) -> PinLayout {
        rules.relative(Pin.isLeftToRight(for: rules.node) ? .left : .right, nodes, horizontal: .none, vertical: aligned, "before")
        return self
    }

    /// Places the node after `node`: `right(of:)` left-to-right,
    /// `left(of:)` right-to-left (``Pin/layoutDirection`` at the call).
    @inlinable @discardableResult
    public consuming func after(of node: DisplayNode, aligned: VerticalAlign = .none) -> PinLayout {
        after(of: [node], aligned: aligned)
    }
    /// Places the node after all of `nodes`: right of them left-to-right, left of them right-to-left.
    @inlinable @discardableResult
    public consuming func after(of nodes: [DisplayNode], aligned: VerticalAlign = .none) -> PinLayout {
        rules.relative(Pin.isLeftToRight(for: rules.node) ? .right : .left, nodes, horizontal: .none, vertical: aligned, "after")
        return self
    }

    // MARK: - Between

    /// Left and right edges in the horizontal space between two nodes (in either order);
    /// `aligned` positions it vertically on `first`. Overlapping nodes warn and set nothing.
    @inlinable @discardableResult
    public consuming func horizontallyBetween(_ first: DisplayNode, and second: DisplayNode,
                                              aligned: VerticalAlign = .none) -> PinLayout {
        rules.between(horizontally: true, first, second, horizontal: .none, vertical: aligned)
        return self
    }

    /// Top and bottom edges in the vertical space between two nodes (in either order);
    /// `aligned` positions it horizontally on `first`.
    @inlinable @discardableResult
    public consuming func verticallyBetween(_ first: DisplayNode, and second: DisplayNode,
                                            aligned: HorizontalAlign = .none) -> PinLayout {
        rules.between(horizontally: false, first, second, horizontal: aligned, vertical: .none)
        return self
    }
}
