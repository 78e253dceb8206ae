import ChoreoLayout
import Foundation

/// How ``PinLayout/sizeToFit(_:)`` asks the node for its size (through `sizeThatFits(_:)`).
public enum FitType: Sendable, CustomStringConvertible {
    /// Keeps the resolved width and takes the height the node wants for it.
    case width
    /// Keeps the resolved height and takes the width the node wants for it.
    case height
    /// Proposes the resolved width and takes both dimensions the node wants.
    case widthFlexible
    /// Proposes the resolved height and takes both dimensions the node wants.
    case heightFlexible
    /// Proposes the current size and takes both dimensions the node wants.
    case content

    /// The case's name, as PinLayout writes it in warnings (`"widthFlexible"`).
    public var description: String {
        switch self {
        case .width: "width"
        case .height: "height"
        case .widthFlexible: "widthFlexible"
        case .heightFlexible: "heightFlexible"
        case .content: "content"
        }
    }
}

/// Which axes ``PinLayout/wrapContent(_:padding:)-(WrapType,EdgeInsets)`` wraps.
public enum WrapType: Sendable, CustomStringConvertible {
    /// Wraps the width only, moving the subnodes horizontally.
    case horizontally
    /// Wraps the height only, moving the subnodes vertically.
    case vertically
    /// Wraps both the width and the height.
    case all

    /// The case's name, as PinLayout writes it in warnings (`"all"`).
    public var description: String {
        switch self {
        case .horizontally: "horizontally"
        case .vertically: "vertically"
        case .all: "all"
        }
    }
}

/// A horizontal alignment: for `justify`, `above/below(of:aligned:)` and `verticallyBetween`.
/// `start` and `end` follow ``Pin/layoutDirection``.
public enum HorizontalAlign: Sendable, CustomStringConvertible {
    /// Aligns on the left edge.
    case left
    /// Aligns on the horizontal center.
    case center
    /// Aligns on the right edge.
    case right
    /// Aligns on the start edge: left left-to-right, right right-to-left.
    case start
    /// Aligns on the end edge: right left-to-right, left right-to-left.
    case end
    /// No horizontal alignment: pins nothing (for `justify`, the same as `.left`).
    case none

    /// The case's name, as PinLayout writes it in warnings (`"center"`).
    public var description: String {
        switch self {
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .start: "start"
        case .end: "end"
        case .none: "none"
        }
    }

    /// `.start`/`.end` resolved to `.left`/`.right` for `node`'s layout direction.
    @MainActor func physical(for node: DisplayNode) -> HorizontalAlign {
        switch self {
        case .start: Pin.isLeftToRight(for: node) ? .left : .right
        case .end: Pin.isLeftToRight(for: node) ? .right : .left
        default: self
        }
    }
}

/// A vertical alignment: for `align`, `left/right(of:aligned:)` and `horizontallyBetween`.
public enum VerticalAlign: Sendable, CustomStringConvertible {
    /// Aligns on the top edge.
    case top
    /// Aligns on the vertical center.
    case center
    /// Aligns on the bottom edge.
    case bottom
    /// No vertical alignment: pins nothing (for `align`, the same as `.top`).
    case none

    /// The case's name, as PinLayout writes it in warnings (`"top"`).
    public var description: String {
        switch self {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        case .none: "none"
        }
    }
}

/// A horizontal edge of a node (`node.edge.left`), to pin another node's edge to.
public struct HorizontalEdge {
    @usableFromInline enum Kind { case left, hCenter, right }
    @usableFromInline let node: DisplayNode
    @usableFromInline let kind: Kind

    @inlinable init(node: DisplayNode, kind: Kind) {
        self.node = node
        self.kind = kind
    }
}

/// A vertical edge of a node (`node.edge.top`), to pin another node's edge to.
public struct VerticalEdge {
    @usableFromInline enum Kind { case top, vCenter, bottom }
    @usableFromInline let node: DisplayNode
    @usableFromInline let kind: Kind

    @inlinable init(node: DisplayNode, kind: Kind) {
        self.node = node
        self.kind = kind
    }
}

/// A point of a node's rect (`node.anchor.bottomRight`), to pin another node's corner or center to.
public struct Anchor {
    @usableFromInline let node: DisplayNode
    @usableFromInline let horizontal: HorizontalEdge.Kind
    @usableFromInline let vertical: VerticalEdge.Kind
    /// PinLayout's name of the anchor, for warnings.
    @usableFromInline let name: StaticString

    @inlinable
    init(node: DisplayNode, horizontal: HorizontalEdge.Kind, vertical: VerticalEdge.Kind, name: StaticString) {
        self.node = node
        self.horizontal = horizontal
        self.vertical = vertical
        self.name = name
    }
}

/// The edges of a node: `node.edge.top`, `.vCenter`, `.bottom`, `.left`, `.hCenter`, `.right`,
/// `.start`, `.end` (start and end follow ``Pin/layoutDirection`` when read).
@MainActor
public struct EdgeList {
    @usableFromInline let node: DisplayNode

    @inlinable init(node: DisplayNode) { self.node = node }

    /// The node's top edge.
    @inlinable public var top: VerticalEdge { VerticalEdge(node: node, kind: .top) }
    /// The node's vertical center.
    @inlinable public var vCenter: VerticalEdge { VerticalEdge(node: node, kind: .vCenter) }
    /// The node's bottom edge.
    @inlinable public var bottom: VerticalEdge { VerticalEdge(node: node, kind: .bottom) }
    /// The node's left edge.
    @inlinable public var left: HorizontalEdge { HorizontalEdge(node: node, kind: .left) }
    /// The node's horizontal center.
    @inlinable public var hCenter: HorizontalEdge { HorizontalEdge(node: node, kind: .hCenter) }
    /// The node's right edge.
    @inlinable public var right: HorizontalEdge { HorizontalEdge(node: node, kind: .right) }
    /// The node's start edge: its left edge left-to-right, its right edge right-to-left.
    @inlinable public var start: HorizontalEdge { Pin.isLeftToRight(for: node) ? left : right }
    /// The node's end edge: its right edge left-to-right, its left edge right-to-left.
    @inlinable public var end: HorizontalEdge { Pin.isLeftToRight(for: node) ? right : left }
}

/// The anchors of a node: its corners, edge centers and center (`node.anchor.topLeft` ...);
/// the start/end ones follow ``Pin/layoutDirection`` when read.
@MainActor
public struct AnchorList {
    @usableFromInline let node: DisplayNode

    @inlinable init(node: DisplayNode) { self.node = node }

    @inlinable func anchor(_ h: HorizontalEdge.Kind, _ v: VerticalEdge.Kind, _ name: StaticString) -> Anchor {
        Anchor(node: node, horizontal: h, vertical: v, name: name)
    }

    @inlinable var startKind: HorizontalEdge.Kind { Pin.isLeftToRight(for: node) ? .left : .right }
    @inlinable var endKind: HorizontalEdge.Kind { Pin.isLeftToRight(for: node) ? .right : .left }

    /// The node's top-left corner.
    @inlinable public var topLeft: Anchor { anchor(.left, .top, "topLeft") }
    /// The middle of the node's top edge.
    @inlinable public var topCenter: Anchor { anchor(.hCenter, .top, "topCenter") }
    /// The node's top-right corner.
    @inlinable public var topRight: Anchor { anchor(.right, .top, "topRight") }
    /// The node's top-start corner: top-left left-to-right, top-right right-to-left.
    @inlinable public var topStart: Anchor { anchor(startKind, .top, "topStart") }
    /// The node's top-end corner: top-right left-to-right, top-left right-to-left.
    @inlinable public var topEnd: Anchor { anchor(endKind, .top, "topEnd") }
    /// The middle of the node's left edge.
    @inlinable public var centerLeft: Anchor { anchor(.left, .vCenter, "centerLeft") }
    /// The node's center.
    @inlinable public var center: Anchor { anchor(.hCenter, .vCenter, "center") }
    /// The middle of the node's right edge.
    @inlinable public var centerRight: Anchor { anchor(.right, .vCenter, "centerRight") }
    /// The middle of the node's start edge: its left edge left-to-right, its right edge right-to-left.
    @inlinable public var centerStart: Anchor { anchor(startKind, .vCenter, "centerStart") }
    /// The middle of the node's end edge: its right edge left-to-right, its left edge right-to-left.
    @inlinable public var centerEnd: Anchor { anchor(endKind, .vCenter, "centerEnd") }
    /// The node's bottom-left corner.
    @inlinable public var bottomLeft: Anchor { anchor(.left, .bottom, "bottomLeft") }
    /// The middle of the node's bottom edge.
    @inlinable public var bottomCenter: Anchor { anchor(.hCenter, .bottom, "bottomCenter") }
    /// The node's bottom-right corner.
    @inlinable public var bottomRight: Anchor { anchor(.right, .bottom, "bottomRight") }
    /// The node's bottom-start corner: bottom-left left-to-right, bottom-right right-to-left.
    @inlinable public var bottomStart: Anchor { anchor(startKind, .bottom, "bottomStart") }
    /// The node's bottom-end corner: bottom-right left-to-right, bottom-left right-to-left.
    @inlinable public var bottomEnd: Anchor { anchor(endKind, .bottom, "bottomEnd") }
}

extension DisplayNode {
    /// A PinLayout builder that lays out the node's untransformed rect (``center`` and
    /// `bounds.size`; the ``transform`` is kept), as PinLayout's `view.pin`. It applies once, at
    /// ``PinLayout/layout()`` or when released at the end of the statement.
    @inlinable public var pin: PinLayout { PinLayout(node: self, keepTransform: true) }

    /// A PinLayout builder that lays out the node's ``frame`` (the transformed rect), as
    /// PinLayout's `view.pinFrame`.
    @inlinable public var pinFrame: PinLayout { PinLayout(node: self, keepTransform: false) }

    /// The node's anchors, to pin other nodes to (`other.pin.topLeft(to: node.anchor.bottomRight)`).
    @inlinable public var anchor: AnchorList { AnchorList(node: self) }

    /// The node's edges, to pin other nodes to (`other.pin.top(to: node.edge.bottom)`).
    @inlinable public var edge: EdgeList { EdgeList(node: self) }
}

/// The nodes that are visible: neither hidden nor fully transparent (PinLayout's `visible(_:)`,
/// for the relative-positioning methods).
@MainActor
public func visible(_ nodes: [DisplayNode]) -> [DisplayNode] {
    nodes.filter { !$0.isHidden && $0.alpha > 0 }
}
