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
    // The builder's methods are inlinable and hand everything to `rules`, a value: when a chain
    // is one statement the optimizer sees the whole builder's life and keeps it on the caller's
    // stack, so a pin chain allocates nothing. The chainable methods are `consuming` and return
    // `self`, so a chain passes its one builder along without retaining and releasing it.
    @usableFromInline @exclusivity(unchecked) var rules: PinRules
    @usableFromInline @exclusivity(unchecked) var isLayouted = false

    @inlinable init(node: DisplayNode, keepTransform: Bool) {
        rules = PinRules(node: node, keepTransform: keepTransform)
    }

    @inlinable deinit {
        guard !isLayouted else { return }
        // Builders live on the main actor: made there (`node.pin`) and released at the end of
        // the statement. Debug builds check it (trapping if a builder was released elsewhere);
        // release builds skip the executor check, which costs more than the rest of a short chain.
        #if DEBUG
        MainActor.assumeIsolated { rules.applyOnRelease() }
        #else
        let release: @MainActor (PinLayout) -> Void = { $0.rules.applyOnRelease() }
        unsafe unsafeBitCast(release, to: ((PinLayout) -> Void).self)(self)
        #endif
    }

    /// Applies the rules now (once; the builder's release then does nothing more).
    @inlinable public func layout() {
        guard !isLayouted else { return }
        isLayouted = true
        rules.apply()
    }

    // MARK: - Insets of the node

    /// The node's ``DisplayNode/safeAreaInsets`` (`node.pin.all(node.pin.safeArea)`).
    @inlinable public var safeArea: EdgeInsets { rules.node.safeAreaInsets }

    /// The node's ``DisplayNode/layoutMargins``.
    @inlinable public var layoutMargins: EdgeInsets { rules.node.layoutMargins }

    // MARK: - Edges relative to the supernode

    /// Pins the top edge at the supernode's top.
    ///
    /// The first value set for an edge wins; a later, different one warns and is ignored.
    @inlinable @discardableResult
    public consuming func top() -> PinLayout { rules.edge(.top, 0, { "top()" }); return self }
    /// Pins the top edge `offset` points below the supernode's top.
    @inlinable @discardableResult public consuming func top(_ offset: CGFloat) -> PinLayout {
        rules.edge(.top, offset, { "top(\(offset))" })
        return self
    }
    /// Pins the top edge `offset` percent of the supernode's height below its top.
    @inlinable @discardableResult public consuming func top(_ offset: Percent) -> PinLayout {
        rules.edge(.top, offset, { "top(\(offset))" })
        return self
    }
    /// Pins the top edge at the supernode's top plus the insets' top.
    @inlinable @discardableResult public consuming func top(_ insets: EdgeInsets) -> PinLayout {
        rules.edge(.top, insets.top, { "top(\(insets))" })
        return self
    }

    /// Pins the left edge at the supernode's left.
    @inlinable @discardableResult
    public consuming func left() -> PinLayout { rules.edge(.left, 0, { "left()" }); return self }
    /// Pins the left edge `offset` points right of the supernode's left.
    @inlinable @discardableResult public consuming func left(_ offset: CGFloat) -> PinLayout {
        rules.edge(.left, offset, { "left(\(offset))" })
        return self
    }
    /// Pins the left edge `offset` percent of the supernode's width right of its left.
    @inlinable @discardableResult public consuming func left(_ offset: Percent) -> PinLayout {
        rules.edge(.left, offset, { "left(\(offset))" })
        return self
    }
    /// Pins the left edge at the supernode's left plus the insets' left.
    @inlinable @discardableResult public consuming func left(_ insets: EdgeInsets) -> PinLayout {
        rules.edge(.left, insets.left, { "left(\(insets))" })
        return self
    }

    /// Pins the bottom edge at the supernode's bottom.
    @inlinable @discardableResult
    public consuming func bottom() -> PinLayout { rules.edge(.bottom, 0, { "bottom()" }); return self }
    /// Pins the bottom edge `offset` points above the supernode's bottom.
    @inlinable @discardableResult public consuming func bottom(_ offset: CGFloat) -> PinLayout {
        rules.edge(.bottom, offset, { "bottom(\(offset))" })
        return self
    }
    /// Pins the bottom edge `offset` percent of the supernode's height above its bottom.
    @inlinable @discardableResult public consuming func bottom(_ offset: Percent) -> PinLayout {
        rules.edge(.bottom, offset, { "bottom(\(offset))" })
        return self
    }
    /// Pins the bottom edge at the supernode's bottom minus the insets' bottom.
    @inlinable @discardableResult public consuming func bottom(_ insets: EdgeInsets) -> PinLayout {
        rules.edge(.bottom, insets.bottom, { "bottom(\(insets))" })
        return self
    }

    /// Pins the right edge at the supernode's right.
    @inlinable @discardableResult
    public consuming func right() -> PinLayout { rules.edge(.right, 0, { "right()" }); return self }
    /// Pins the right edge `offset` points left of the supernode's right.
    @inlinable @discardableResult public consuming func right(_ offset: CGFloat) -> PinLayout {
        rules.edge(.right, offset, { "right(\(offset))" })
        return self
    }
    /// Pins the right edge `offset` percent of the supernode's width left of its right.
    @inlinable @discardableResult public consuming func right(_ offset: Percent) -> PinLayout {
        rules.edge(.right, offset, { "right(\(offset))" })
        return self
    }
    /// Pins the right edge at the supernode's right minus the insets' right.
    @inlinable @discardableResult public consuming func right(_ insets: EdgeInsets) -> PinLayout {
        rules.edge(.right, insets.right, { "right(\(insets))" })
        return self
    }

    /// Pins the start edge at the supernode's start edge.
    ///
    /// Start is left in left-to-right and right in right-to-left, per ``Pin/layoutDirection`` at the call.
    @inlinable @discardableResult
    public consuming func start() -> PinLayout { rules.edge(rules.startEdge, 0, { "start()" }); return self }
    /// Pins the start edge `offset` points inside the supernode's start edge (start follows ``Pin/layoutDirection``).
    @inlinable @discardableResult public consuming func start(_ offset: CGFloat) -> PinLayout {
        rules.edge(rules.startEdge, offset, { "start(\(offset))" })
        return self
    }
    /// Pins the start edge `offset` percent of the supernode's width inside its start edge.
    @inlinable @discardableResult public consuming func start(_ offset: Percent) -> PinLayout {
        rules.edge(rules.startEdge, offset, { "start(\(offset))" })
        return self
    }
    /// Pins the start edge inside the supernode's start edge by the insets' left (left-to-right)
    /// or right (right-to-left).
    @inlinable @discardableResult public consuming func start(_ insets: EdgeInsets) -> PinLayout {
        rules.edge(rules.startEdge, Pin.isLeftToRight(for: rules.node) ? insets.left : insets.right, { "start(\(insets))" })
        return self
    }

    /// Pins the end edge at the supernode's end edge.
    ///
    /// End is right in left-to-right and left in right-to-left, per ``Pin/layoutDirection`` at the call.
    @inlinable @discardableResult
    public consuming func end() -> PinLayout { rules.edge(rules.endEdge, 0, { "end()" }); return self }
    /// Pins the end edge `offset` points inside the supernode's end edge (end follows ``Pin/layoutDirection``).
    @inlinable @discardableResult public consuming func end(_ offset: CGFloat) -> PinLayout {
        rules.edge(rules.endEdge, offset, { "end(\(offset))" })
        return self
    }
    /// Pins the end edge `offset` percent of the supernode's width inside its end edge.
    @inlinable @discardableResult public consuming func end(_ offset: Percent) -> PinLayout {
        rules.edge(rules.endEdge, offset, { "end(\(offset))" })
        return self
    }
    /// Pins the end edge inside the supernode's end edge by the insets' right (left-to-right)
    /// or left (right-to-left).
    @inlinable @discardableResult public consuming func end(_ insets: EdgeInsets) -> PinLayout {
        rules.edge(rules.endEdge, Pin.isLeftToRight(for: rules.node) ? insets.right : insets.left, { "end(\(insets))" })
        return self
    }

    /// Centers the node horizontally in the supernode.
    ///
    /// A horizontal center and a left or right edge exclude each other: the first one set wins and the other warns.
    @inlinable @discardableResult
    public consuming func hCenter() -> PinLayout { rules.edge(.hCenter, 0, { "hCenter()" }); return self }
    /// Pins the horizontal center `offset` points right of the supernode's center.
    @inlinable @discardableResult public consuming func hCenter(_ offset: CGFloat) -> PinLayout {
        rules.edge(.hCenter, offset, { "hCenter(\(offset))" })
        return self
    }
    /// Pins the horizontal center `offset` percent of the supernode's width right of its center.
    @inlinable @discardableResult public consuming func hCenter(_ offset: Percent) -> PinLayout {
        rules.edge(.hCenter, offset, { "hCenter(\(offset))" })
        return self
    }

    /// Centers the node vertically in the supernode.
    ///
    /// A vertical center and a top or bottom edge exclude each other: the first one set wins and the other warns.
    @inlinable @discardableResult
    public consuming func vCenter() -> PinLayout { rules.edge(.vCenter, 0, { "vCenter()" }); return self }
    /// Pins the vertical center `offset` points below the supernode's center.
    @inlinable @discardableResult public consuming func vCenter(_ offset: CGFloat) -> PinLayout {
        rules.edge(.vCenter, offset, { "vCenter(\(offset))" })
        return self
    }
    /// Pins the vertical center `offset` percent of the supernode's height below its center.
    @inlinable @discardableResult public consuming func vCenter(_ offset: Percent) -> PinLayout {
        rules.edge(.vCenter, offset, { "vCenter(\(offset))" })
        return self
    }

    // MARK: - Shortcuts

    /// Pins all four edges at the supernode's edges, so the node fills it.
    @inlinable @discardableResult
    public consuming func all() -> PinLayout { rules.all(EdgeInsets.zero, "all()"); return self }
    /// Pins all four edges `value` points inside the supernode's edges.
    @inlinable @discardableResult public consuming func all(_ value: CGFloat) -> PinLayout {
        rules.all(EdgeInsets(top: value, left: value, bottom: value, right: value), "all(\(value))")
        return self
    }
    /// Pins all four edges inside the supernode's edges by the matching insets (`all(pin.safeArea)`).
    @inlinable @discardableResult public consuming func all(_ insets: EdgeInsets) -> PinLayout {
        rules.all(insets, "all(\(insets))")
        return self
    }

    /// Pins the left and right edges at the supernode's left and right.
    @inlinable @discardableResult public consuming func horizontally() -> PinLayout {
        rules.horizontally(0, 0, "horizontally()")
        return self
    }
    /// Pins the left and right edges `value` points inside the supernode's left and right.
    @inlinable @discardableResult public consuming func horizontally(_ value: CGFloat) -> PinLayout {
        rules.horizontally(value, value, "horizontally(\(value))")
        return self
    }
    /// Pins the left and right edges `value` percent of the supernode's width inside its left and right.
    @inlinable @discardableResult public consuming func horizontally(_ value: Percent) -> PinLayout {
        guard let length = rules.supernodeLength(value, horizontal: true) else { return self }
        rules.horizontally(length, length, "horizontally(\(value))")
        return self
    }
    /// Pins the left and right edges inside the supernode's by the insets' left and right.
    @inlinable @discardableResult public consuming func horizontally(_ insets: EdgeInsets) -> PinLayout {
        rules.horizontally(insets.left, insets.right, "horizontally(\(insets))")
        return self
    }

    /// Pins the top and bottom edges at the supernode's top and bottom.
    @inlinable @discardableResult
    public consuming func vertically() -> PinLayout { rules.vertically(0, 0, "vertically()"); return self }
    /// Pins the top and bottom edges `value` points inside the supernode's top and bottom.
    @inlinable @discardableResult public consuming func vertically(_ value: CGFloat) -> PinLayout {
        rules.vertically(value, value, "vertically(\(value))")
        return self
    }
    /// Pins the top and bottom edges `value` percent of the supernode's height inside its top and bottom.
    @inlinable @discardableResult public consuming func vertically(_ value: Percent) -> PinLayout {
        guard let length = rules.supernodeLength(value, horizontal: false) else { return self }
        rules.vertically(length, length, "vertically(\(value))")
        return self
    }
    /// Pins the top and bottom edges inside the supernode's by the insets' top and bottom.
    @inlinable @discardableResult public consuming func vertically(_ insets: EdgeInsets) -> PinLayout {
        rules.vertically(insets.top, insets.bottom, "vertically(\(insets))")
        return self
    }

    /// Pins the top-left corner `offset` points inside the supernode's (`top(offset).left(offset)`).
    ///
    /// In the corner and edge-center shortcuts `offset` moves edges inwards and never moves a center,
    /// except in ``center(_:)``.
    @inlinable @discardableResult public consuming func topLeft(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.top, .left, offset, "topLeft")
        return self
    }
    /// Pins the top edge `offset` points below the supernode's top, centered horizontally.
    @inlinable @discardableResult public consuming func topCenter(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.top, .hCenter, offset, "topCenter")
        return self
    }
    /// Pins the top-right corner `offset` points inside the supernode's.
    @inlinable @discardableResult public consuming func topRight(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.top, .right, offset, "topRight")
        return self
    }
    /// Pins the top-start corner `offset` points inside the supernode's (start follows ``Pin/layoutDirection``).
    @inlinable @discardableResult public consuming func topStart(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.top, rules.startEdge, offset, "topStart")
        return self
    }
    /// Pins the top-end corner `offset` points inside the supernode's (end follows ``Pin/layoutDirection``).
    @inlinable @discardableResult public consuming func topEnd(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.top, rules.endEdge, offset, "topEnd")
        return self
    }
    /// Pins the left edge `offset` points right of the supernode's left, centered vertically.
    @inlinable @discardableResult public consuming func centerLeft(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.vCenter, .left, offset, "centerLeft")
        return self
    }
    /// Centers the node in the supernode, both centers moved by `offset` points (right and down).
    @inlinable @discardableResult public consuming func center(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.vCenter, .hCenter, offset, "center")
        return self
    }
    /// Pins the right edge `offset` points left of the supernode's right, centered vertically.
    @inlinable @discardableResult public consuming func centerRight(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.vCenter, .right, offset, "centerRight")
        return self
    }
    /// Pins the start edge `offset` points inside the supernode's start edge, centered vertically.
    @inlinable @discardableResult public consuming func centerStart(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.vCenter, rules.startEdge, offset, "centerStart")
        return self
    }
    /// Pins the end edge `offset` points inside the supernode's end edge, centered vertically.
    @inlinable @discardableResult public consuming func centerEnd(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.vCenter, rules.endEdge, offset, "centerEnd")
        return self
    }
    /// Pins the bottom-left corner `offset` points inside the supernode's.
    @inlinable @discardableResult public consuming func bottomLeft(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.bottom, .left, offset, "bottomLeft")
        return self
    }
    /// Pins the bottom edge `offset` points above the supernode's bottom, centered horizontally.
    @inlinable @discardableResult public consuming func bottomCenter(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.bottom, .hCenter, offset, "bottomCenter")
        return self
    }
    /// Pins the bottom-right corner `offset` points inside the supernode's.
    @inlinable @discardableResult public consuming func bottomRight(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.bottom, .right, offset, "bottomRight")
        return self
    }
    /// Pins the bottom-start corner `offset` points inside the supernode's (start follows ``Pin/layoutDirection``).
    @inlinable @discardableResult public consuming func bottomStart(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.bottom, rules.startEdge, offset, "bottomStart")
        return self
    }
    /// Pins the bottom-end corner `offset` points inside the supernode's (end follows ``Pin/layoutDirection``).
    @inlinable @discardableResult public consuming func bottomEnd(_ offset: CGFloat = 0) -> PinLayout {
        rules.corner(.bottom, rules.endEdge, offset, "bottomEnd")
        return self
    }
}
