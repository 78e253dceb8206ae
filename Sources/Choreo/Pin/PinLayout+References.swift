import ChoreoLayout
import Foundation

/// Edges and anchors of other nodes, relative positioning and "between". References may be
/// siblings, the supernode, or nodes under other supernodes (their coordinates are converted);
/// a reference without a supernode is skipped with a warning.
extension PinLayout {
    // MARK: - Edges of other nodes

    /// Top edge at another node's vertical edge (`top(to: other.edge.bottom)`).
    @discardableResult public func top(to edge: VerticalEdge) -> PinLayout { pin(.top, to: edge, "top") }
    /// Vertical center at another node's vertical edge.
    @discardableResult public func vCenter(to edge: VerticalEdge) -> PinLayout { pin(.vCenter, to: edge, "vCenter") }
    /// Bottom edge at another node's vertical edge.
    @discardableResult public func bottom(to edge: VerticalEdge) -> PinLayout { pin(.bottom, to: edge, "bottom") }
    /// Left edge at another node's horizontal edge.
    @discardableResult public func left(to edge: HorizontalEdge) -> PinLayout { pin(.left, to: edge, "left") }
    /// Horizontal center at another node's horizontal edge.
    @discardableResult public func hCenter(to edge: HorizontalEdge) -> PinLayout { pin(.hCenter, to: edge, "hCenter") }
    /// Right edge at another node's horizontal edge.
    @discardableResult public func right(to edge: HorizontalEdge) -> PinLayout { pin(.right, to: edge, "right") }
    /// Start edge (left left-to-right, right right-to-left) at another node's horizontal edge.
    @discardableResult public func start(to edge: HorizontalEdge) -> PinLayout { pin(startEdge, to: edge, "start") }
    /// End edge (right left-to-right, left right-to-left) at another node's horizontal edge.
    @discardableResult public func end(to edge: HorizontalEdge) -> PinLayout { pin(endEdge, to: edge, "end") }

    // MARK: - Anchors of other nodes

    /// The node's corner, edge center or center at another node's anchor
    /// (`topLeft(to: other.anchor.bottomRight)`).
    @discardableResult public func topLeft(to anchor: Anchor) -> PinLayout { pin(.top, .left, to: anchor, "topLeft") }
    @discardableResult public func topCenter(to anchor: Anchor) -> PinLayout { pin(.top, .hCenter, to: anchor, "topCenter") }
    @discardableResult public func topRight(to anchor: Anchor) -> PinLayout { pin(.top, .right, to: anchor, "topRight") }
    @discardableResult public func topStart(to anchor: Anchor) -> PinLayout { pin(.top, startEdge, to: anchor, "topStart") }
    @discardableResult public func topEnd(to anchor: Anchor) -> PinLayout { pin(.top, endEdge, to: anchor, "topEnd") }
    @discardableResult public func centerLeft(to anchor: Anchor) -> PinLayout {
        pin(.vCenter, .left, to: anchor, "centerLeft")
    }
    @discardableResult public func center(to anchor: Anchor) -> PinLayout { pin(.vCenter, .hCenter, to: anchor, "center") }
    @discardableResult public func centerRight(to anchor: Anchor) -> PinLayout {
        pin(.vCenter, .right, to: anchor, "centerRight")
    }
    @discardableResult public func centerStart(to anchor: Anchor) -> PinLayout {
        pin(.vCenter, startEdge, to: anchor, "centerStart")
    }
    @discardableResult public func centerEnd(to anchor: Anchor) -> PinLayout {
        pin(.vCenter, endEdge, to: anchor, "centerEnd")
    }
    @discardableResult public func bottomLeft(to anchor: Anchor) -> PinLayout {
        pin(.bottom, .left, to: anchor, "bottomLeft")
    }
    @discardableResult public func bottomCenter(to anchor: Anchor) -> PinLayout {
        pin(.bottom, .hCenter, to: anchor, "bottomCenter")
    }
    @discardableResult public func bottomRight(to anchor: Anchor) -> PinLayout {
        pin(.bottom, .right, to: anchor, "bottomRight")
    }
    @discardableResult public func bottomStart(to anchor: Anchor) -> PinLayout {
        pin(.bottom, startEdge, to: anchor, "bottomStart")
    }
    @discardableResult public func bottomEnd(to anchor: Anchor) -> PinLayout {
        pin(.bottom, endEdge, to: anchor, "bottomEnd")
    }

    // MARK: - Relative positioning

    /// Above the node(s): bottom edge at their top-most top; `aligned` sets the horizontal position
    /// (left-most left, right-most right, or the average center).
    @discardableResult public func above(of node: DisplayNode, aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.above, [node], horizontal: aligned, vertical: .none, "above")
    }
    @discardableResult public func above(of nodes: [DisplayNode], aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.above, nodes, horizontal: aligned, vertical: .none, "above")
    }

    /// Below the node(s): top edge at their bottom-most bottom.
    @discardableResult public func below(of node: DisplayNode, aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.below, [node], horizontal: aligned, vertical: .none, "below")
    }
    @discardableResult public func below(of nodes: [DisplayNode], aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.below, nodes, horizontal: aligned, vertical: .none, "below")
    }

    /// Left of the node(s): right edge at their left-most left; `aligned` sets the vertical position.
    @discardableResult public func left(of node: DisplayNode, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.left, [node], horizontal: .none, vertical: aligned, "left")
    }
    @discardableResult public func left(of nodes: [DisplayNode], aligned: VerticalAlign = .none) -> PinLayout {
        relative(.left, nodes, horizontal: .none, vertical: aligned, "left")
    }

    /// Right of the node(s): left edge at their right-most right.
    @discardableResult public func right(of node: DisplayNode, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.right, [node], horizontal: .none, vertical: aligned, "right")
    }
    @discardableResult public func right(of nodes: [DisplayNode], aligned: VerticalAlign = .none) -> PinLayout {
        relative(.right, nodes, horizontal: .none, vertical: aligned, "right")
    }

    /// Before the node(s): left of them left-to-right, right of them right-to-left.
    @discardableResult public func before(of node: DisplayNode, aligned: VerticalAlign = .none) -> PinLayout {
        before(of: [node], aligned: aligned)
    }
    @discardableResult public func before(of nodes: [DisplayNode], aligned: VerticalAlign = .none) -> PinLayout {
        relative(Pin.isLTR ? .left : .right, nodes, horizontal: .none, vertical: aligned, "before")
    }

    /// After the node(s): right of them left-to-right, left of them right-to-left.
    @discardableResult public func after(of node: DisplayNode, aligned: VerticalAlign = .none) -> PinLayout {
        after(of: [node], aligned: aligned)
    }
    @discardableResult public func after(of nodes: [DisplayNode], aligned: VerticalAlign = .none) -> PinLayout {
        relative(Pin.isLTR ? .right : .left, nodes, horizontal: .none, vertical: aligned, "after")
    }

    // MARK: - Between

    /// Left and right edges in the horizontal space between two nodes (in either order);
    /// `aligned` positions it vertically on `first`. Overlapping nodes warn and set nothing.
    @discardableResult
    public func horizontallyBetween(_ first: DisplayNode, and second: DisplayNode,
                                    aligned: VerticalAlign = .none) -> PinLayout {
        between(horizontally: true, first, second, horizontal: .none, vertical: aligned)
    }

    /// Top and bottom edges in the vertical space between two nodes (in either order);
    /// `aligned` positions it horizontally on `first`.
    @discardableResult
    public func verticallyBetween(_ first: DisplayNode, and second: DisplayNode,
                                  aligned: HorizontalAlign = .none) -> PinLayout {
        between(horizontally: false, first, second, horizontal: aligned, vertical: .none)
    }
}
