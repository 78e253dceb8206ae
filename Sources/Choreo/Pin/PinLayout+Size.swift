import ChoreoLayout
import Foundation

/// Sizes, margins, justification and alignment.
extension PinLayout {
    // MARK: - Width, height, size

    /// Sets the width in points.
    ///
    /// Negative or non-finite values warn and are ignored; the first width set wins. An explicit
    /// width beats the span between the left and right edges (see ``justify(_:)``).
    @inlinable @discardableResult public consuming func width(_ width: CGFloat) -> PinLayout {
        rules.setSize(.width, width, { "width(\(width))" })
        return self
    }
    /// Sets the width to `percent` of the supernode's width.
    @inlinable @discardableResult public consuming func width(_ percent: Percent) -> PinLayout {
        if let width = rules.supernodeLength(percent, horizontal: true) {
            rules.setSize(.width, width, { "width(\(percent))" })
        }
        return self
    }
    /// Sets the width to `node`'s current width.
    @inlinable @discardableResult public consuming func width(of node: DisplayNode) -> PinLayout {
        rules.setWidth(of: node)
        return self
    }

    /// Sets the height in points.
    ///
    /// Negative or non-finite values warn and are ignored; the first height set wins. An explicit
    /// height beats the span between the top and bottom edges (see ``align(_:)``).
    @inlinable @discardableResult public consuming func height(_ height: CGFloat) -> PinLayout {
        rules.setSize(.height, height, { "height(\(height))" })
        return self
    }
    /// Sets the height to `percent` of the supernode's height.
    @inlinable @discardableResult public consuming func height(_ percent: Percent) -> PinLayout {
        if let height = rules.supernodeLength(percent, horizontal: false) {
            rules.setSize(.height, height, { "height(\(percent))" })
        }
        return self
    }
    /// Sets the height to `node`'s current height.
    @inlinable @discardableResult public consuming func height(of node: DisplayNode) -> PinLayout {
        rules.setHeight(of: node)
        return self
    }

    /// Width and height together (each follows the first-wins rule on its own).
    @inlinable @discardableResult public consuming func size(_ size: CGSize) -> PinLayout {
        let name = "size(CGSize(width: \(size.width), height: \(size.height)))"
        rules.setSize(size.width, size.height, name)
        return self
    }
    /// A square of `sideLength`.
    @inlinable @discardableResult public consuming func size(_ sideLength: CGFloat) -> PinLayout {
        rules.setSize(sideLength, sideLength, "size(sideLength: \(sideLength))")
        return self
    }
    /// A percentage of the supernode's width and height.
    @inlinable @discardableResult public consuming func size(_ percent: Percent) -> PinLayout {
        guard let parent = rules.supernodeSize else { return self }
        rules.setSize(percent.of(parent.width), percent.of(parent.height), "size(\(percent))")
        return self
    }
    /// Another node's size.
    @inlinable @discardableResult public consuming func size(of node: DisplayNode) -> PinLayout {
        rules.setSize(of: node)
        return self
    }

    /// Sets the minimum width in points.
    ///
    /// Minimums and maximums are applied after every other size rule (even ``aspectRatio(_:)``
    /// and ``sizeToFit(_:)``); the first value set for each wins and a later, different one warns.
    @inlinable @discardableResult public consuming func minWidth(_ value: CGFloat) -> PinLayout {
        rules.bound(.minWidth, value, "minWidth")
        return self
    }
    /// Sets the minimum width to `value` percent of the supernode's width.
    @inlinable @discardableResult public consuming func minWidth(_ value: Percent) -> PinLayout {
        rules.bound(.minWidth, value, "minWidth")
        return self
    }
    /// Sets the maximum width in points.
    @inlinable @discardableResult public consuming func maxWidth(_ value: CGFloat) -> PinLayout {
        rules.bound(.maxWidth, value, "maxWidth")
        return self
    }
    /// Sets the maximum width to `value` percent of the supernode's width.
    @inlinable @discardableResult public consuming func maxWidth(_ value: Percent) -> PinLayout {
        rules.bound(.maxWidth, value, "maxWidth")
        return self
    }
    /// Sets the minimum height in points.
    @inlinable @discardableResult public consuming func minHeight(_ value: CGFloat) -> PinLayout {
        rules.bound(.minHeight, value, "minHeight")
        return self
    }
    /// Sets the minimum height to `value` percent of the supernode's height.
    @inlinable @discardableResult public consuming func minHeight(_ value: Percent) -> PinLayout {
        rules.bound(.minHeight, value, "minHeight")
        return self
    }
    /// Sets the maximum height in points.
    @inlinable @discardableResult public consuming func maxHeight(_ value: CGFloat) -> PinLayout {
        rules.bound(.maxHeight, value, "maxHeight")
        return self
    }
    /// Sets the maximum height to `value` percent of the supernode's height.
    @inlinable @discardableResult public consuming func maxHeight(_ value: Percent) -> PinLayout {
        rules.bound(.maxHeight, value, "maxHeight")
        return self
    }

    /// Width / height: applied when exactly one of them is known from the chain (an explicit
    /// size or two opposite edges); the other is computed. Must be greater than zero.
    @inlinable @discardableResult public consuming func aspectRatio(_ ratio: CGFloat) -> PinLayout {
        rules.aspectRatio(ratio, { "aspectRatio(\(ratio))" })
        return self
    }
    /// The aspect ratio of the node's image: an ``ImageNode``'s intrinsic size. Any other node,
    /// or an image node without a size, warns and changes nothing
    /// (``Pin/ActiveWarnings/aspectRatioImageNotSet`` silences the second).
    @inlinable @discardableResult public consuming func aspectRatio() -> PinLayout {
        rules.imageAspectRatio()
        return self
    }
    /// The aspect ratio of another node's rect.
    @inlinable @discardableResult public consuming func aspectRatio(of node: DisplayNode) -> PinLayout {
        rules.aspectRatio(of: node)
        return self
    }

    /// Sizes the node through its ``DisplayNode/sizeThatFits(_:)`` (see ``FitType``).
    @inlinable @discardableResult public consuming func sizeToFit(_ fitType: FitType = .content) -> PinLayout {
        rules.setAdjustSize(.fit(fitType), { "sizeToFit(.\(fitType))" })
        return self
    }

    /// Sizes the node around its subnodes (hidden ones included) plus `padding` points on each
    /// side, on the axes `type` names, and moves the subnodes so their bounding box starts at the padding.
    ///
    /// Done when called: the size is set like an explicit width and height (the first value wins),
    /// and the subnodes move even if that size is rejected.
    @inlinable @discardableResult
    public consuming func wrapContent(_ type: WrapType = .all, padding: CGFloat = 0) -> PinLayout {
        rules.wrapContent(type, EdgeInsets(top: padding, left: padding, bottom: padding, right: padding),
                    "wrapContent(.\(type), padding: \(padding))")
        return self
    }
    /// Sizes the node around its subnodes plus the `padding` insets, on the axes `type` names, and
    /// moves the subnodes so their bounding box starts at the top and left padding.
    @inlinable @discardableResult
    public consuming func wrapContent(_ type: WrapType = .all, padding: EdgeInsets) -> PinLayout {
        rules.wrapContent(type, padding, "wrapContent(.\(type), padding: \(padding))")
        return self
    }
    /// Sizes the node around its subnodes plus `padding` points on every side, and moves them inside it.
    @inlinable @discardableResult
    public consuming func wrapContent(padding: CGFloat) -> PinLayout { wrapContent(.all, padding: padding) }
    /// Sizes the node around its subnodes plus the `padding` insets, and moves them inside it.
    @inlinable @discardableResult
    public consuming func wrapContent(padding: EdgeInsets) -> PinLayout { wrapContent(.all, padding: padding) }

    // MARK: - Margins (the last call wins)

    /// Sets the top margin in points: it moves a node pinned by its top edge or vertical center
    /// down, and shrinks one pinned by both top and bottom.
    ///
    /// Margins have no conflicts: the last value set for a side wins.
    @inlinable @discardableResult public consuming func marginTop(_ value: CGFloat) -> PinLayout {
        rules.margin(.top, value, "marginTop")
        return self
    }
    /// Sets the top margin to `value` percent of the supernode's height.
    @inlinable @discardableResult public consuming func marginTop(_ value: Percent) -> PinLayout {
        rules.margin(.top, value, "marginTop")
        return self
    }
    /// Sets the left margin in points: it moves a node pinned by its left edge or horizontal
    /// center right, and shrinks one pinned by both left and right.
    @inlinable @discardableResult public consuming func marginLeft(_ value: CGFloat) -> PinLayout {
        rules.margin(.left, value, "marginLeft")
        return self
    }
    /// Sets the left margin to `value` percent of the supernode's width.
    @inlinable @discardableResult public consuming func marginLeft(_ value: Percent) -> PinLayout {
        rules.margin(.left, value, "marginLeft")
        return self
    }
    /// Sets the bottom margin in points: it moves a node pinned by its bottom edge or vertical
    /// center up, and shrinks one pinned by both top and bottom.
    @inlinable @discardableResult public consuming func marginBottom(_ value: CGFloat) -> PinLayout {
        rules.margin(.bottom, value, "marginBottom")
        return self
    }
    /// Sets the bottom margin to `value` percent of the supernode's height.
    @inlinable @discardableResult public consuming func marginBottom(_ value: Percent) -> PinLayout {
        rules.margin(.bottom, value, "marginBottom")
        return self
    }
    /// Sets the right margin in points: it moves a node pinned by its right edge or horizontal
    /// center left, and shrinks one pinned by both left and right.
    @inlinable @discardableResult public consuming func marginRight(_ value: CGFloat) -> PinLayout {
        rules.margin(.right, value, "marginRight")
        return self
    }
    /// Sets the right margin to `value` percent of the supernode's width.
    @inlinable @discardableResult public consuming func marginRight(_ value: Percent) -> PinLayout {
        rules.margin(.right, value, "marginRight")
        return self
    }
    /// Sets the start margin in points: the left margin left-to-right, the right one right-to-left
    /// (``Pin/layoutDirection`` at the call).
    @inlinable @discardableResult public consuming func marginStart(_ value: CGFloat) -> PinLayout {
        rules.margin(rules.startEdge, value, "marginStart")
        return self
    }
    /// Sets the start margin to `value` percent of the supernode's width.
    @inlinable @discardableResult public consuming func marginStart(_ value: Percent) -> PinLayout {
        rules.margin(rules.startEdge, value, "marginStart")
        return self
    }
    /// Sets the end margin in points: the right margin left-to-right, the left one right-to-left
    /// (``Pin/layoutDirection`` at the call).
    @inlinable @discardableResult public consuming func marginEnd(_ value: CGFloat) -> PinLayout {
        rules.margin(rules.endEdge, value, "marginEnd")
        return self
    }
    /// Sets the end margin to `value` percent of the supernode's width.
    @inlinable @discardableResult public consuming func marginEnd(_ value: Percent) -> PinLayout {
        rules.margin(rules.endEdge, value, "marginEnd")
        return self
    }

    /// Sets the left and right margins to `value` points.
    @inlinable @discardableResult public consuming func marginHorizontal(_ value: CGFloat) -> PinLayout {
        rules.margin(.left, value, "marginHorizontal"); rules.margin(.right, value, "marginHorizontal")
        return self
    }
    /// Sets the left and right margins to `value` percent of the supernode's width.
    @inlinable @discardableResult public consuming func marginHorizontal(_ value: Percent) -> PinLayout {
        rules.margin(.left, value, "marginHorizontal"); rules.margin(.right, value, "marginHorizontal")
        return self
    }
    /// Sets the top and bottom margins to `value` points.
    @inlinable @discardableResult public consuming func marginVertical(_ value: CGFloat) -> PinLayout {
        rules.margin(.top, value, "marginVertical"); rules.margin(.bottom, value, "marginVertical")
        return self
    }
    /// Sets the top and bottom margins to `value` percent of the supernode's height.
    @inlinable @discardableResult public consuming func marginVertical(_ value: Percent) -> PinLayout {
        rules.margin(.top, value, "marginVertical"); rules.margin(.bottom, value, "marginVertical")
        return self
    }

    /// Sets all four margins to `value` points.
    @inlinable @discardableResult
    public consuming func margin(_ value: CGFloat) -> PinLayout { margin(value, value, value, value) }
    /// Sets all four margins to `value` percent: of the supernode's width for left and right,
    /// of its height for top and bottom.
    @inlinable @discardableResult
    public consuming func margin(_ value: Percent) -> PinLayout { margin(value, value, value, value) }
    /// Sets each margin to the matching inset (`margin(pin.safeArea)`).
    @inlinable @discardableResult public consuming func margin(_ insets: EdgeInsets) -> PinLayout {
        margin(insets.top, insets.left, insets.bottom, insets.right)
    }
    /// Sets the top and bottom margins, and the start and end margins from `leading` and `trailing`
    /// (``Pin/layoutDirection`` at the call).
    @inlinable @discardableResult public consuming func margin(_ insets: DirectionalEdgeInsets) -> PinLayout {
        rules.margin(.top, insets.top, "margin"); rules.margin(.bottom, insets.bottom, "margin")
        rules.margin(rules.startEdge, insets.leading, "margin")
        rules.margin(rules.endEdge, insets.trailing, "margin")
        return self
    }
    /// Sets the top and bottom margins to `vertical` and the left and right ones to `horizontal`
    /// points, in CSS order.
    @inlinable @discardableResult
    public consuming func margin(_ vertical: CGFloat, _ horizontal: CGFloat) -> PinLayout {
        margin(vertical, horizontal, vertical, horizontal)
    }
    /// Sets the top and bottom margins to `vertical` percent of the supernode's height and the left
    /// and right ones to `horizontal` percent of its width.
    @inlinable @discardableResult
    public consuming func margin(_ vertical: Percent, _ horizontal: Percent) -> PinLayout {
        margin(vertical, horizontal, vertical, horizontal)
    }
    /// Sets the top margin, the left and right margins and the bottom margin in points, in CSS order.
    @inlinable @discardableResult
    public consuming func margin(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat) -> PinLayout {
        margin(top, horizontal, bottom, horizontal)
    }
    /// Sets the top, left-and-right and bottom margins in CSS order, as percents of the supernode's
    /// height (top, bottom) and width (left, right).
    @inlinable @discardableResult
    public consuming func margin(_ top: Percent, _ horizontal: Percent, _ bottom: Percent) -> PinLayout {
        margin(top, horizontal, bottom, horizontal)
    }
    /// Sets the top, left, bottom and right margins in points.
    @inlinable @discardableResult
    public consuming func margin(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> PinLayout {
        rules.margin(.top, top, "margin"); rules.margin(.left, left, "margin")
        rules.margin(.bottom, bottom, "margin"); rules.margin(.right, right, "margin")
        return self
    }
    /// Sets the top, left, bottom and right margins as percents of the supernode's height (top,
    /// bottom) and width (left, right).
    @inlinable @discardableResult
    public consuming func margin(_ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent) -> PinLayout {
        rules.margin(.top, top, "margin"); rules.margin(.left, left, "margin")
        rules.margin(.bottom, bottom, "margin"); rules.margin(.right, right, "margin")
        return self
    }

    // MARK: - Justify, align, pinEdges

    /// Where the node goes horizontally when its width is smaller than the space between its
    /// left and right edges (default `.left`).
    @inlinable @discardableResult public consuming func justify(_ value: HorizontalAlign) -> PinLayout {
        rules.justifyValue = value
        return self
    }

    /// Where the node goes vertically when its height is smaller than the space between its top
    /// and bottom edges (default `.top`).
    @inlinable @discardableResult public consuming func align(_ value: VerticalAlign) -> PinLayout {
        rules.alignValue = value
        return self
    }

    /// Turns a size and one edge (or center) into two edges, so margins shrink the node instead
    /// of moving it.
    @inlinable @discardableResult public consuming func pinEdges() -> PinLayout {
        rules.pinEdges()
        return self
    }
}
