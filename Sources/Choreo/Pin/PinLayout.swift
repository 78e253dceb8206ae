import ChoreoLayout
import Foundation

/// PinLayout's builder (layoutBox/PinLayout 1.10) on a ``DisplayNode``: `node.pin` or
/// `node.pinFrame` returns a fresh one; each chained call records one rule, resolved to points
/// when it is made against the supernode's and references' current geometry; the builder applies
/// exactly once, at ``layout()`` or when it is released (normally at the end of the statement).
/// PinLayout is stateless: every statement starts from the node's current rect.
///
/// Conflicts follow PinLayout: the first edge, size or min/max value wins and later differing
/// ones warn; margins, `justify`, `align` and `pinEdges` take the last call. Invalid values
/// (NaN, infinite, negative sizes) warn and change nothing. Warnings go to
/// ``Pin/warningHandler`` or are printed, when ``Pin/logWarnings``.
///
/// This builder's ``layout()`` applies the rules; it is unrelated to ``DisplayNode/layout()``,
/// the node's hook for manual layout (UIKit's `layoutSubviews`) where pin chains usually run.
@MainActor
public final class PinLayout {
    typealias Context = () -> String

    let node: DisplayNode
    /// `pin` (untransformed rect) or `pinFrame` (`frame`).
    let keepTransform: Bool
    /// The node's supernode when the builder was made (one weak load per chain).
    let supernode: DisplayNode?

    // Coordinates in the supernode's space: top/left are minimum edges, bottom/right the
    // maximum edges' coordinates (not offsets), centers absolute.
    @exclusivity(unchecked) var _top: CGFloat?
    @exclusivity(unchecked) var _left: CGFloat?
    @exclusivity(unchecked) var _bottom: CGFloat?
    @exclusivity(unchecked) var _right: CGFloat?
    @exclusivity(unchecked) var _hCenter: CGFloat?
    @exclusivity(unchecked) var _vCenter: CGFloat?

    @exclusivity(unchecked) var width: CGFloat?
    @exclusivity(unchecked) var height: CGFloat?
    @exclusivity(unchecked) var minWidth: CGFloat?
    @exclusivity(unchecked) var maxWidth: CGFloat?
    @exclusivity(unchecked) var minHeight: CGFloat?
    @exclusivity(unchecked) var maxHeight: CGFloat?
    @exclusivity(unchecked) var adjustSize: AdjustSize?

    @exclusivity(unchecked) var marginTop: CGFloat?
    @exclusivity(unchecked) var marginLeft: CGFloat?
    @exclusivity(unchecked) var marginBottom: CGFloat?
    @exclusivity(unchecked) var marginRight: CGFloat?

    @exclusivity(unchecked) var shouldPinEdges = false
    @exclusivity(unchecked) var justifyValue: HorizontalAlign?
    @exclusivity(unchecked) var alignValue: VerticalAlign?
    @exclusivity(unchecked) var isLayouted = false

    /// sizeToFit and aspectRatio share one slot (the first wins).
    enum AdjustSize {
        case fit(FitType)
        case aspectRatio(CGFloat)

        var description: String {
            switch self {
            case .fit(let type): "sizeToFit(.\(type))"
            case .aspectRatio(let ratio): "aspectRatio(\(ratio))"
            }
        }
    }

    init(node: DisplayNode, keepTransform: Bool) {
        self.node = node
        self.keepTransform = keepTransform
        supernode = node.supernode
    }

    deinit {
        guard !isLayouted else { return }
        // Builders live on the main actor: made there (`node.pin`) and released at the end of
        // the statement. Debug builds check it (trapping if a builder was released elsewhere);
        // release builds skip the executor check, which costs more than the rest of a short chain.
        #if DEBUG
        MainActor.assumeIsolated { releaseWithoutLayout() }
        #else
        let release: @MainActor (PinLayout) -> Void = { $0.releaseWithoutLayout() }
        unsafe unsafeBitCast(release, to: ((PinLayout) -> Void).self)(self)
        #endif
    }

    private func releaseWithoutLayout() {
        if Pin.logMissingLayoutCalls {
            Pin.emit("PinLayout commands have been issued without calling the 'layout()' method to complete the layout. "
                     + "(These warnings can be disabled by setting Pin.logMissingLayoutCalls to false)", node: node)
        }
        apply()
    }

    /// Applies the rules now (once; the builder's release then does nothing more).
    public func layout() {
        apply()
    }

    // MARK: - Insets of the node

    /// The node's ``DisplayNode/safeAreaInsets`` (`node.pin.all(node.pin.safeArea)`).
    public var safeArea: EdgeInsets { node.safeAreaInsets }

    /// The node's ``DisplayNode/layoutMargins``.
    public var layoutMargins: EdgeInsets { node.layoutMargins }

    // MARK: - Edges relative to the supernode

    /// Top edge at the supernode's top (plus `offset`, or a percentage of its height, or `insets.top`).
    @discardableResult public func top() -> PinLayout { edge(.top, 0, { "top()" }) }
    @discardableResult public func top(_ offset: CGFloat) -> PinLayout { edge(.top, offset, { "top(\(offset))" }) }
    @discardableResult public func top(_ offset: Percent) -> PinLayout { edge(.top, offset, { "top(\(offset))" }) }
    @discardableResult public func top(_ insets: EdgeInsets) -> PinLayout { edge(.top, insets.top, { "top(\(insets))" }) }

    /// Left edge at the supernode's left (plus `offset`, a percentage of its width, or `insets.left`).
    @discardableResult public func left() -> PinLayout { edge(.left, 0, { "left()" }) }
    @discardableResult public func left(_ offset: CGFloat) -> PinLayout { edge(.left, offset, { "left(\(offset))" }) }
    @discardableResult public func left(_ offset: Percent) -> PinLayout { edge(.left, offset, { "left(\(offset))" }) }
    @discardableResult public func left(_ insets: EdgeInsets) -> PinLayout { edge(.left, insets.left, { "left(\(insets))" }) }

    /// Bottom edge at the supernode's bottom (minus `offset`, a percentage of its height, or `insets.bottom`).
    @discardableResult public func bottom() -> PinLayout { edge(.bottom, 0, { "bottom()" }) }
    @discardableResult public func bottom(_ offset: CGFloat) -> PinLayout { edge(.bottom, offset, { "bottom(\(offset))" }) }
    @discardableResult public func bottom(_ offset: Percent) -> PinLayout { edge(.bottom, offset, { "bottom(\(offset))" }) }
    @discardableResult public func bottom(_ insets: EdgeInsets) -> PinLayout {
        edge(.bottom, insets.bottom, { "bottom(\(insets))" })
    }

    /// Right edge at the supernode's right (minus `offset`, a percentage of its width, or `insets.right`).
    @discardableResult public func right() -> PinLayout { edge(.right, 0, { "right()" }) }
    @discardableResult public func right(_ offset: CGFloat) -> PinLayout { edge(.right, offset, { "right(\(offset))" }) }
    @discardableResult public func right(_ offset: Percent) -> PinLayout { edge(.right, offset, { "right(\(offset))" }) }
    @discardableResult public func right(_ insets: EdgeInsets) -> PinLayout {
        edge(.right, insets.right, { "right(\(insets))" })
    }

    /// The start edge: left left-to-right, right right-to-left (insets: `.left` or `.right`).
    @discardableResult public func start() -> PinLayout { edge(startEdge, 0, { "start()" }) }
    @discardableResult public func start(_ offset: CGFloat) -> PinLayout { edge(startEdge, offset, { "start(\(offset))" }) }
    @discardableResult public func start(_ offset: Percent) -> PinLayout { edge(startEdge, offset, { "start(\(offset))" }) }
    @discardableResult public func start(_ insets: EdgeInsets) -> PinLayout {
        edge(startEdge, Pin.isLTR ? insets.left : insets.right, { "start(\(insets))" })
    }

    /// The end edge: right left-to-right, left right-to-left (insets: `.right` or `.left`).
    @discardableResult public func end() -> PinLayout { edge(endEdge, 0, { "end()" }) }
    @discardableResult public func end(_ offset: CGFloat) -> PinLayout { edge(endEdge, offset, { "end(\(offset))" }) }
    @discardableResult public func end(_ offset: Percent) -> PinLayout { edge(endEdge, offset, { "end(\(offset))" }) }
    @discardableResult public func end(_ insets: EdgeInsets) -> PinLayout {
        edge(endEdge, Pin.isLTR ? insets.right : insets.left, { "end(\(insets))" })
    }

    /// Horizontal center at the supernode's center (plus `offset` or a percentage of its width).
    @discardableResult public func hCenter() -> PinLayout { edge(.hCenter, 0, { "hCenter()" }) }
    @discardableResult public func hCenter(_ offset: CGFloat) -> PinLayout { edge(.hCenter, offset, { "hCenter(\(offset))" }) }
    @discardableResult public func hCenter(_ offset: Percent) -> PinLayout { edge(.hCenter, offset, { "hCenter(\(offset))" }) }

    /// Vertical center at the supernode's center (plus `offset` or a percentage of its height).
    @discardableResult public func vCenter() -> PinLayout { edge(.vCenter, 0, { "vCenter()" }) }
    @discardableResult public func vCenter(_ offset: CGFloat) -> PinLayout { edge(.vCenter, offset, { "vCenter(\(offset))" }) }
    @discardableResult public func vCenter(_ offset: Percent) -> PinLayout { edge(.vCenter, offset, { "vCenter(\(offset))" }) }

    // MARK: - Shortcuts

    /// All four edges at the supernode's edges, inset by `value` or `insets`.
    @discardableResult public func all() -> PinLayout { all(EdgeInsets.zero, "all()") }
    @discardableResult public func all(_ value: CGFloat) -> PinLayout {
        all(EdgeInsets(top: value, left: value, bottom: value, right: value), "all(\(value))")
    }
    @discardableResult public func all(_ insets: EdgeInsets) -> PinLayout { all(insets, "all(\(insets))") }

    /// Left and right edges at the supernode's, inset by `value` (points, percent of the width or insets).
    @discardableResult public func horizontally() -> PinLayout { horizontally(0, 0, "horizontally()") }
    @discardableResult public func horizontally(_ value: CGFloat) -> PinLayout {
        horizontally(value, value, "horizontally(\(value))")
    }
    @discardableResult public func horizontally(_ value: Percent) -> PinLayout {
        guard let size = supernodeSize else { return self }
        return horizontally(value.of(size.width), value.of(size.width), "horizontally(\(value))")
    }
    @discardableResult public func horizontally(_ insets: EdgeInsets) -> PinLayout {
        horizontally(insets.left, insets.right, "horizontally(\(insets))")
    }

    /// Top and bottom edges at the supernode's, inset by `value` (points, percent of the height or insets).
    @discardableResult public func vertically() -> PinLayout { vertically(0, 0, "vertically()") }
    @discardableResult public func vertically(_ value: CGFloat) -> PinLayout {
        vertically(value, value, "vertically(\(value))")
    }
    @discardableResult public func vertically(_ value: Percent) -> PinLayout {
        guard let size = supernodeSize else { return self }
        return vertically(value.of(size.height), value.of(size.height), "vertically(\(value))")
    }
    @discardableResult public func vertically(_ insets: EdgeInsets) -> PinLayout {
        vertically(insets.top, insets.bottom, "vertically(\(insets))")
    }

    /// Two edges (or an edge and a center) relative to the supernode, each offset by `offset`
    /// inwards: `topLeft(10)` is `top(10).left(10)`, `topCenter(10)` is `top(10).hCenter()`,
    /// `center(10)` offsets both centers by 10.
    @discardableResult public func topLeft(_ offset: CGFloat = 0) -> PinLayout { corner(.top, .left, offset, "topLeft") }
    @discardableResult public func topCenter(_ offset: CGFloat = 0) -> PinLayout { corner(.top, .hCenter, offset, "topCenter") }
    @discardableResult public func topRight(_ offset: CGFloat = 0) -> PinLayout { corner(.top, .right, offset, "topRight") }
    @discardableResult public func topStart(_ offset: CGFloat = 0) -> PinLayout { corner(.top, startEdge, offset, "topStart") }
    @discardableResult public func topEnd(_ offset: CGFloat = 0) -> PinLayout { corner(.top, endEdge, offset, "topEnd") }
    @discardableResult public func centerLeft(_ offset: CGFloat = 0) -> PinLayout {
        corner(.vCenter, .left, offset, "centerLeft")
    }
    @discardableResult public func center(_ offset: CGFloat = 0) -> PinLayout { corner(.vCenter, .hCenter, offset, "center") }
    @discardableResult public func centerRight(_ offset: CGFloat = 0) -> PinLayout {
        corner(.vCenter, .right, offset, "centerRight")
    }
    @discardableResult public func centerStart(_ offset: CGFloat = 0) -> PinLayout {
        corner(.vCenter, startEdge, offset, "centerStart")
    }
    @discardableResult public func centerEnd(_ offset: CGFloat = 0) -> PinLayout {
        corner(.vCenter, endEdge, offset, "centerEnd")
    }
    @discardableResult public func bottomLeft(_ offset: CGFloat = 0) -> PinLayout {
        corner(.bottom, .left, offset, "bottomLeft")
    }
    @discardableResult public func bottomCenter(_ offset: CGFloat = 0) -> PinLayout {
        corner(.bottom, .hCenter, offset, "bottomCenter")
    }
    @discardableResult public func bottomRight(_ offset: CGFloat = 0) -> PinLayout {
        corner(.bottom, .right, offset, "bottomRight")
    }
    @discardableResult public func bottomStart(_ offset: CGFloat = 0) -> PinLayout {
        corner(.bottom, startEdge, offset, "bottomStart")
    }
    @discardableResult public func bottomEnd(_ offset: CGFloat = 0) -> PinLayout {
        corner(.bottom, endEdge, offset, "bottomEnd")
    }
}
