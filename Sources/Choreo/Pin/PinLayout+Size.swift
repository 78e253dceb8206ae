import ChoreoLayout
import Foundation

/// Sizes, margins, justification and alignment.
extension PinLayout {
    // MARK: - Width, height, size

    /// The width in points, as a percentage of the supernode's width, or another node's width.
    /// Negative or non-finite values warn and are ignored; the first width set wins.
    @discardableResult public func width(_ width: CGFloat) -> PinLayout {
        setSize(.width, width, { "width(\(width))" })
        return self
    }
    @discardableResult public func width(_ percent: Percent) -> PinLayout {
        if let size = supernodeSize { setSize(.width, percent.of(size.width), { "width(\(percent))" }) }
        return self
    }
    @discardableResult public func width(of node: DisplayNode) -> PinLayout {
        setSize(.width, rect(of: node).width, { "width(of: \(self.describe(node)))" })
        return self
    }

    /// The height in points, as a percentage of the supernode's height, or another node's height.
    @discardableResult public func height(_ height: CGFloat) -> PinLayout {
        setSize(.height, height, { "height(\(height))" })
        return self
    }
    @discardableResult public func height(_ percent: Percent) -> PinLayout {
        if let size = supernodeSize { setSize(.height, percent.of(size.height), { "height(\(percent))" }) }
        return self
    }
    @discardableResult public func height(of node: DisplayNode) -> PinLayout {
        setSize(.height, rect(of: node).height, { "height(of: \(self.describe(node)))" })
        return self
    }

    /// Width and height together (each follows the first-wins rule on its own).
    @discardableResult public func size(_ size: CGSize) -> PinLayout {
        let name = "size(CGSize(width: \(size.width), height: \(size.height)))"
        return setSize(size.width, size.height, name)
    }
    /// A square of `sideLength`.
    @discardableResult public func size(_ sideLength: CGFloat) -> PinLayout {
        setSize(sideLength, sideLength, "size(sideLength: \(sideLength))")
    }
    /// A percentage of the supernode's width and height.
    @discardableResult public func size(_ percent: Percent) -> PinLayout {
        guard let parent = supernodeSize else { return self }
        return setSize(percent.of(parent.width), percent.of(parent.height), "size(\(percent))")
    }
    /// Another node's size.
    @discardableResult public func size(of node: DisplayNode) -> PinLayout {
        let rect = rect(of: node)
        return setSize(rect.width, rect.height, "size(of: \(describe(node)))")
    }

    private func setSize(_ width: CGFloat, _ height: CGFloat, _ name: String) -> PinLayout {
        setSize(.width, width, { "\(name)'s width" })
        setSize(.height, height, { "\(name)'s height" })
        return self
    }

    /// Bounds applied after every other size rule (even aspect ratios and sizeToFit).
    @discardableResult public func minWidth(_ value: CGFloat) -> PinLayout { bound(.minWidth, value, "minWidth") }
    @discardableResult public func minWidth(_ value: Percent) -> PinLayout { bound(.minWidth, value, "minWidth") }
    @discardableResult public func maxWidth(_ value: CGFloat) -> PinLayout { bound(.maxWidth, value, "maxWidth") }
    @discardableResult public func maxWidth(_ value: Percent) -> PinLayout { bound(.maxWidth, value, "maxWidth") }
    @discardableResult public func minHeight(_ value: CGFloat) -> PinLayout { bound(.minHeight, value, "minHeight") }
    @discardableResult public func minHeight(_ value: Percent) -> PinLayout { bound(.minHeight, value, "minHeight") }
    @discardableResult public func maxHeight(_ value: CGFloat) -> PinLayout { bound(.maxHeight, value, "maxHeight") }
    @discardableResult public func maxHeight(_ value: Percent) -> PinLayout { bound(.maxHeight, value, "maxHeight") }

    private func bound(_ slot: SizeSlot, _ value: CGFloat, _ name: String) -> PinLayout {
        setSize(slot, value, { "\(name)(\(value))" })
        return self
    }

    private func bound(_ slot: SizeSlot, _ value: Percent, _ name: String) -> PinLayout {
        guard let parent = supernodeSize else { return self }
        setSize(slot, value.of(slot.dimension == "width" ? parent.width : parent.height), { "\(name)(\(value))" })
        return self
    }

    /// Width / height: applied when exactly one of them is known from the chain (an explicit
    /// size or two opposite edges); the other is computed. Must be greater than zero.
    @discardableResult public func aspectRatio(_ ratio: CGFloat) -> PinLayout {
        aspectRatio(ratio, { "aspectRatio(\(ratio))" })
    }
    /// The aspect ratio of another node's rect.
    @discardableResult public func aspectRatio(of node: DisplayNode) -> PinLayout {
        let rect = rect(of: node)
        return aspectRatio(rect.width / rect.height, { "aspectRatio(of: \(self.describe(node)))" })
    }

    private func aspectRatio(_ ratio: CGFloat, _ context: Context) -> PinLayout {
        guard ratio > 0, ratio.isFinite else {
            warnWontBeApplied("the aspectRatio (\(ratio)) must be greater than zero.", context)
            return self
        }
        setAdjustSize(.aspectRatio(ratio), context)
        return self
    }

    /// Sizes the node through its ``DisplayNode/sizeThatFits(_:)`` (see ``FitType``).
    @discardableResult public func sizeToFit(_ fitType: FitType = .content) -> PinLayout {
        setAdjustSize(.fit(fitType), { "sizeToFit(.\(fitType))" })
        return self
    }

    /// Sizes the node around its subnodes (hidden ones included) plus `padding`, and moves the
    /// subnodes so their bounding box starts at the padding — done when called.
    @discardableResult public func wrapContent(_ type: WrapType = .all, padding: CGFloat = 0) -> PinLayout {
        wrapContent(type, EdgeInsets(top: padding, left: padding, bottom: padding, right: padding),
                    "wrapContent(.\(type), padding: \(padding))")
    }
    @discardableResult public func wrapContent(_ type: WrapType = .all, padding: EdgeInsets) -> PinLayout {
        wrapContent(type, padding, "wrapContent(.\(type), padding: \(padding))")
    }
    @discardableResult public func wrapContent(padding: CGFloat) -> PinLayout { wrapContent(.all, padding: padding) }
    @discardableResult public func wrapContent(padding: EdgeInsets) -> PinLayout { wrapContent(.all, padding: padding) }

    // MARK: - Margins (the last call wins)

    @discardableResult public func marginTop(_ value: CGFloat) -> PinLayout { margin(.top, value, "marginTop") }
    @discardableResult public func marginTop(_ value: Percent) -> PinLayout { margin(.top, value, "marginTop") }
    @discardableResult public func marginLeft(_ value: CGFloat) -> PinLayout { margin(.left, value, "marginLeft") }
    @discardableResult public func marginLeft(_ value: Percent) -> PinLayout { margin(.left, value, "marginLeft") }
    @discardableResult public func marginBottom(_ value: CGFloat) -> PinLayout { margin(.bottom, value, "marginBottom") }
    @discardableResult public func marginBottom(_ value: Percent) -> PinLayout { margin(.bottom, value, "marginBottom") }
    @discardableResult public func marginRight(_ value: CGFloat) -> PinLayout { margin(.right, value, "marginRight") }
    @discardableResult public func marginRight(_ value: Percent) -> PinLayout { margin(.right, value, "marginRight") }
    /// The start margin: left left-to-right, right right-to-left.
    @discardableResult public func marginStart(_ value: CGFloat) -> PinLayout { margin(startEdge, value, "marginStart") }
    @discardableResult public func marginStart(_ value: Percent) -> PinLayout { margin(startEdge, value, "marginStart") }
    /// The end margin: right left-to-right, left right-to-left.
    @discardableResult public func marginEnd(_ value: CGFloat) -> PinLayout { margin(endEdge, value, "marginEnd") }
    @discardableResult public func marginEnd(_ value: Percent) -> PinLayout { margin(endEdge, value, "marginEnd") }

    /// Left and right margins.
    @discardableResult public func marginHorizontal(_ value: CGFloat) -> PinLayout {
        margin(.left, value, "marginHorizontal"); return margin(.right, value, "marginHorizontal")
    }
    @discardableResult public func marginHorizontal(_ value: Percent) -> PinLayout {
        margin(.left, value, "marginHorizontal"); return margin(.right, value, "marginHorizontal")
    }
    /// Top and bottom margins.
    @discardableResult public func marginVertical(_ value: CGFloat) -> PinLayout {
        margin(.top, value, "marginVertical"); return margin(.bottom, value, "marginVertical")
    }
    @discardableResult public func marginVertical(_ value: Percent) -> PinLayout {
        margin(.top, value, "marginVertical"); return margin(.bottom, value, "marginVertical")
    }

    /// All four margins.
    @discardableResult public func margin(_ value: CGFloat) -> PinLayout { margin(value, value, value, value) }
    @discardableResult public func margin(_ value: Percent) -> PinLayout { margin(value, value, value, value) }
    @discardableResult public func margin(_ insets: EdgeInsets) -> PinLayout {
        margin(insets.top, insets.left, insets.bottom, insets.right)
    }
    /// Leading is the start margin, trailing the end margin.
    @discardableResult public func margin(_ insets: DirectionalEdgeInsets) -> PinLayout {
        margin(.top, insets.top, "margin"); margin(.bottom, insets.bottom, "margin")
        margin(startEdge, insets.leading, "margin"); return margin(endEdge, insets.trailing, "margin")
    }
    /// Vertical and horizontal margins, CSS order.
    @discardableResult public func margin(_ vertical: CGFloat, _ horizontal: CGFloat) -> PinLayout {
        margin(vertical, horizontal, vertical, horizontal)
    }
    @discardableResult public func margin(_ vertical: Percent, _ horizontal: Percent) -> PinLayout {
        margin(vertical, horizontal, vertical, horizontal)
    }
    /// Top, horizontal and bottom margins, CSS order.
    @discardableResult public func margin(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat) -> PinLayout {
        margin(top, horizontal, bottom, horizontal)
    }
    @discardableResult public func margin(_ top: Percent, _ horizontal: Percent, _ bottom: Percent) -> PinLayout {
        margin(top, horizontal, bottom, horizontal)
    }
    /// Top, left, bottom and right margins.
    @discardableResult
    public func margin(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> PinLayout {
        margin(.top, top, "margin"); margin(.left, left, "margin")
        margin(.bottom, bottom, "margin"); return margin(.right, right, "margin")
    }
    @discardableResult
    public func margin(_ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent) -> PinLayout {
        margin(.top, top, "margin"); margin(.left, left, "margin")
        margin(.bottom, bottom, "margin"); return margin(.right, right, "margin")
    }

    @discardableResult
    private func margin(_ kind: EdgeKind, _ value: CGFloat, _ name: String) -> PinLayout {
        setMargin(kind, value, { "\(name)(\(value))" })
        return self
    }

    /// Percent margins: of the supernode's width (left/right) or height; ignored without a supernode.
    @discardableResult
    private func margin(_ kind: EdgeKind, _ value: Percent, _ name: String) -> PinLayout {
        guard let parent = supernodeSize else { return self }
        setMargin(kind, value.of(kind.isHorizontal ? parent.width : parent.height), { "\(name)(\(value))" })
        return self
    }

    // MARK: - Justify, align, pinEdges

    /// Where the node goes horizontally when its width is smaller than the space between its
    /// left and right edges (default `.left`).
    @discardableResult public func justify(_ value: HorizontalAlign) -> PinLayout {
        justifyValue = value
        return self
    }

    /// Where the node goes vertically when its height is smaller than the space between its top
    /// and bottom edges (default `.top`).
    @discardableResult public func align(_ value: VerticalAlign) -> PinLayout {
        alignValue = value
        return self
    }

    /// Turns a size and one edge (or center) into two edges, so margins shrink the node instead
    /// of moving it.
    @discardableResult public func pinEdges() -> PinLayout {
        if _top != nil, _left != nil, _bottom != nil, _right != nil {
            warn("pinEdges() won't be applied, top, left, bottom and right coordinates are already set.")
            return self
        }
        shouldPinEdges = true
        return self
    }
}
