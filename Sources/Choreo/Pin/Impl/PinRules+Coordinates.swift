import ChoreoLayout
import Foundation

/// References to other nodes, converted into the layouted node's supernode space (the
/// PinLayout article's "rects that are read and written").
extension PinRules {
    /// `reference`'s rect (untransformed for `pin`, its frame for `pinFrame`) in the layouted
    /// node's supernode space. Nil when the layouted node has no supernode (silently) or the
    /// reference has none (with a warning).
    @inline(__always)
    func referenceRect(_ reference: DisplayNode, _ context: Context) -> CGRect? {
        guard let layoutParent = node.unretainedSupernode else { return nil }
        guard let referenceParent = reference.unretainedSupernode else {
            warnReferenceNotInTree(reference, context)
            return nil
        }
        let rect = rect(of: reference)
        // Siblings, the common case, need neither supernode retained.
        if layoutParent.toOpaque() == referenceParent.toOpaque() { return rect }
        // Both supernodes are alive unless one is being released off the main actor.
        guard let layoutSupernode = node.supernode, let referenceSupernode = reference.supernode else { return nil }
        if referenceSupernode === layoutSupernode.supernode {
            // The reference is the supernode itself or one of its siblings.
            let origin = self.rect(of: layoutSupernode).origin
            return rect.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        if layoutSupernode.root !== referenceSupernode.root {
            warn("\(context()) uses the reference view \(describe(reference)) from another node tree: its "
                 + "coordinates are converted through the roots' shared coordinate space.")
        }
        return referenceSupernode.convert(rect, to: layoutSupernode)
    }

    nonisolated static func coordinate(_ kind: HorizontalEdge.Kind, of rect: CGRect) -> CGFloat {
        switch kind {
        case .left: rect.minX
        case .hCenter: rect.midX
        case .right: rect.maxX
        }
    }

    nonisolated static func coordinate(_ kind: VerticalEdge.Kind, of rect: CGRect) -> CGFloat {
        switch kind {
        case .top: rect.minY
        case .vCenter: rect.midY
        case .bottom: rect.maxY
        }
    }

    // The warning contexts below capture their nodes unretained and their method names as
    // static strings: the closures never outlive the call, and retaining what they capture
    // cost more than the rest of a `top(to:)`.

    /// Pins one of the node's edges to another node's vertical edge.
    @usableFromInline mutating func pin(_ kind: EdgeKind, to edge: VerticalEdge, _ method: StaticString) {
        pinEdge(kind, to: edge, method)
    }

    /// Pins one of the node's edges to another node's horizontal edge.
    @usableFromInline mutating func pin(_ kind: EdgeKind, to edge: HorizontalEdge, _ method: StaticString) {
        pinEdge(kind, to: edge, method)
    }

    private mutating func pinEdge<Edge: ReferenceEdge>(_ kind: EdgeKind, to edge: Edge, _ method: StaticString) {
        let reference = edge.node, edgeName = edge.name
        let context = { [keepTransform, unowned(unsafe) reference] in
            "\(method)(to: .\(edgeName), of: \(PinRules.describe(reference, keepTransform: keepTransform)))"
        }
        guard let rect = referenceRect(reference, context) else { return }
        setCoordinate(kind, edge.coordinate(of: rect), context)
    }

    /// Pins two of the node's edges (a corner, an edge's center or its center) to another node's anchor.
    @usableFromInline
    mutating func pin(_ vertical: EdgeKind, _ horizontal: EdgeKind, to anchor: Anchor, _ method: StaticString) {
        let reference = anchor.node, name = anchor.name
        let context = { [keepTransform, unowned(unsafe) reference] in
            "\(method)(to: .\(name), of: \(PinRules.describe(reference, keepTransform: keepTransform)))"
        }
        guard let rect = referenceRect(reference, context) else { return }
        setCoordinate(vertical, PinRules.coordinate(anchor.vertical, of: rect), context)
        setCoordinate(horizontal, PinRules.coordinate(anchor.horizontal, of: rect), context)
    }
}

/// An edge of another node, to pin an edge of the layouted node to.
protocol ReferenceEdge {
    var node: DisplayNode { get }
    /// PinLayout's name of the edge, for warnings (static: capturing it costs nothing).
    var name: StaticString { get }
    /// The edge's coordinate in `rect` (the node's rect in the layouted node's supernode space).
    func coordinate(of rect: CGRect) -> CGFloat
}

extension HorizontalEdge: ReferenceEdge {
    var name: StaticString {
        switch kind {
        case .left: "left"
        case .hCenter: "hCenter"
        case .right: "right"
        }
    }

    func coordinate(of rect: CGRect) -> CGFloat { PinRules.coordinate(kind, of: rect) }
}

extension VerticalEdge: ReferenceEdge {
    var name: StaticString {
        switch kind {
        case .top: "top"
        case .vCenter: "vCenter"
        case .bottom: "bottom"
        }
    }

    func coordinate(of rect: CGRect) -> CGFloat { PinRules.coordinate(kind, of: rect) }
}
