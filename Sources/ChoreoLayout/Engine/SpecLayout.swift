import Foundation

extension LayoutEngine {
    /// Texture's `layoutThatFits:parentSize:` for one element: its style's size resolved against
    /// `parentSize` (min beats max beats the exact size) and intersected with `range`, where the
    /// parent's range wins when they do not overlap. Margins play no part outside stacks.
    func layoutElement(_ node: Int, in range: SizeRange, parentSize: CGSize, perform: Bool) -> CGSize {
        let style = nodes[node].style
        if style.display == .none {
            if perform { hide(node) }
            return .zero
        }
        let (minWidth, maxWidth) = LayoutEngine.intersect(range.min.width, range.max.width,
                                                          styleRange(style.width, style.minWidth, style.maxWidth,
                                                                     parentSize.width))
        let (minHeight, maxHeight) = LayoutEngine.intersect(range.min.height, range.max.height,
                                                            styleRange(style.height, style.minHeight,
                                                                       style.maxHeight, parentSize.height))
        let margin = margins(node, ownerWidth: parentSize.width)
        let marginRow = margin.sum(row: true), marginColumn = margin.sum(row: false)
        func available(_ low: CGFloat, _ high: CGFloat, _ margin: CGFloat) -> (CGFloat, SizingMode) {
            if low == high { return (low + margin, .stretchFit) }
            return high.isFinite ? (high + margin, .fitContent) : (.nan, .maxContent)
        }
        let (width, widthMode) = available(minWidth, maxWidth, marginRow)
        let (height, heightMode) = available(minHeight, maxHeight, marginColumn)
        var size = layout(node, LayoutRequest(width: width, height: height, widthMode: widthMode, heightMode: heightMode,
                                              ownerWidth: parentSize.width, ownerHeight: parentSize.height,
                                              performsLayout: perform))
        let clamped = CGSize(width: SizeRange.clamp(size.width, minWidth, maxWidth),
                             height: SizeRange.clamp(size.height, minHeight, maxHeight))
        if clamped != size {
            size = layout(node, LayoutRequest(width: clamped.width + marginRow, height: clamped.height + marginColumn,
                                              widthMode: .stretchFit, heightMode: .stretchFit,
                                              ownerWidth: parentSize.width, ownerHeight: parentSize.height,
                                              performsLayout: perform))
            // Texture's range (min beats max) wins over Yoga's max-first bound of the node's own size.
            if size != clamped {
                size = clamped
                state.measured[node] = clamped
                if perform { commit(clamped, of: node) }
            }
        }
        return size
    }

    /// The size range a style asks for on one axis.
    private func styleRange(_ exact: LayoutDimension, _ minimum: LayoutDimension, _ maximum: LayoutDimension,
                            _ parent: CGFloat) -> (CGFloat, CGFloat) {
        var low = minimum.resolve(against: parent)
        if low.isNaN { low = 0 }
        var high = maximum.resolve(against: parent)
        if high.isNaN { high = .infinity }
        high = Swift.max(low, high)
        let size = exact.resolve(against: parent)
        if size.isDefined {
            let clamped = Swift.max(low, Swift.min(high, size))
            return (clamped, clamped)
        }
        return (low, high)
    }

    /// Texture's range intersection: where the ranges do not overlap, the first one's nearest end wins.
    static func intersect(_ min1: CGFloat, _ max1: CGFloat, _ other: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) {
        let low = Swift.max(min1, other.0), high = Swift.min(max1, other.1)
        if low <= high { return (low, high) }
        let nearest = max1 < other.0 ? max1 : min1
        return (nearest, nearest)
    }

    // MARK: - Texture's specs

    /// Lays out a Texture spec's children inside its content box and returns the content size.
    func layoutSpec(_ node: Int, minWidth: CGFloat, maxWidth: CGFloat, minHeight: CGFloat,
                             maxHeight: CGFloat, parentSize: CGSize, perform: Bool) -> CGSize {
        let range = SizeRange(min: CGSize(width: minWidth, height: minHeight),
                              max: CGSize(width: maxWidth, height: maxHeight))
        let entry = nodes[node]
        let children = tree.childRanges[node]
        let count = Int(children.count)
        func child(_ index: Int) -> Int { Int(tree.childIndices[Int(children.first) + index]) }
        func place(_ node: Int, _ point: CGPoint) -> Void { if perform { state.positions[node] = point } }
        let maxAsParent = CGSize(width: LayoutEngine.validParent(maxWidth), height: LayoutEngine.validParent(maxHeight))

        switch entry.kind {
        case .flex, .leaf:
            preconditionFailure("stacks and leaves are not Texture specs")

        case .wrapper:
            var size = CGSize.zero
            for index in 0..<count {
                let childSize = layoutElement(child(index), in: range, parentSize: parentSize, perform: perform)
                place(child(index), .zero)
                size.width = Swift.max(size.width, childSize.width)
                size.height = Swift.max(size.height, childSize.height)
            }
            return range.clamp(size)

        case .inset(let insets):
            guard count > 0 else { return range.min }
            let insetsX = LayoutEngine.finite(insets.left) + LayoutEngine.finite(insets.right)
            let insetsY = LayoutEngine.finite(insets.top) + LayoutEngine.finite(insets.bottom)
            // An infinite inset lets the child take its own size on that axis.
            let childMinWidth = insets.left.isInfinite || insets.right.isInfinite ? 0 : minWidth
            let childMinHeight = insets.top.isInfinite || insets.bottom.isInfinite ? 0 : minHeight
            let childRange = SizeRange(
                min: CGSize(width: Swift.max(0, childMinWidth - insetsX), height: Swift.max(0, childMinHeight - insetsY)),
                max: CGSize(width: Swift.max(0, maxWidth - insetsX), height: Swift.max(0, maxHeight - insetsY)))
            let childParent = CGSize(width: Swift.max(0, parentSize.width - insetsX),
                                     height: Swift.max(0, parentSize.height - insetsY))
            let content = layoutElement(child(0), in: childRange, parentSize: childParent, perform: perform)
            let size = range.clamp(CGSize(width: content.width + insetsX, height: content.height + insetsY))
            func origin(_ leading: CGFloat, _ trailing: CGFloat, _ available: CGFloat, _ length: CGFloat) -> CGFloat {
                if leading.isFinite { return leading }
                let trailingSpace = trailing.isFinite ? trailing : (available - length) / 2
                return available - (trailingSpace + length)
            }
            // Texture places against the maximum size; an unbounded axis uses the spec's own size.
            let spaceX = maxWidth.isFinite ? maxWidth : size.width
            let spaceY = maxHeight.isFinite ? maxHeight : size.height
            place(child(0), CGPoint(x: origin(insets.left, insets.right, spaceX, content.width),
                                    y: origin(insets.top, insets.bottom, spaceY, content.height)))
            return size

        case .overlay, .background:
            guard count > 0 else { return range.min }
            let isOverlay: Bool
            if case .overlay = entry.kind { isOverlay = true } else { isOverlay = false }
            // Sublayout order: overlay after the child; background before it.
            let main = isOverlay || count == 1 ? child(0) : child(1)
            let size = layoutElement(main, in: range, parentSize: parentSize, perform: perform)
            place(main, .zero)
            if count > 1 {
                let decoration = isOverlay ? child(1) : child(0)
                _ = layoutElement(decoration, in: SizeRange(exactly: size), parentSize: size, perform: perform)
                place(decoration, .zero)
            }
            return size

        case let .relative(x, y, minimumWidth, minimumHeight):
            guard count > 0 else { return range.min }
            let childRange = SizeRange(min: CGSize(width: x == nil ? minWidth : 0, height: y == nil ? minHeight : 0),
                                       max: range.max)
            let content = layoutElement(child(0), in: childRange, parentSize: maxAsParent, perform: perform)
            var size = range.clamp(CGSize(width: maxAsParent.width.isNaN ? content.width : maxAsParent.width,
                                          height: maxAsParent.height.isNaN ? content.height : maxAsParent.height))
            size = range.clamp(CGSize(width: minimumWidth ? Swift.min(size.width, content.width) : size.width,
                                      height: minimumHeight ? Swift.min(size.height, content.height) : size.height))
            place(child(0), CGPoint(x: (size.width - content.width) * (x ?? 0),
                                    y: (size.height - content.height) * (y ?? 0)))
            return size

        case .ratio(let ratio):
            guard count > 0 else { return range.min }
            // Try the size from the max width and from the max height; keep the closer to the ratio.
            var best: CGSize?
            func consider(_ option: CGSize) {
                guard let current = best else { best = option; return }
                if abs(option.height / option.width - ratio) < abs(current.height / current.width - ratio) {
                    best = option
                }
            }
            if maxWidth > 0 && maxWidth.isFinite {
                consider(range.clamp(CGSize(width: maxWidth, height: floorToPixel(ratio * maxWidth))))
            }
            if maxHeight > 0 && maxHeight.isFinite {
                consider(range.clamp(CGSize(width: floorToPixel(maxHeight / ratio), height: maxHeight)))
            }
            let childRange: SizeRange
            let childParent: CGSize
            if let best {
                let (lowW, highW) = LayoutEngine.intersect(minWidth, maxWidth, (best.width, best.width))
                let (lowH, highH) = LayoutEngine.intersect(minHeight, maxHeight, (best.height, best.height))
                childRange = SizeRange(min: CGSize(width: lowW, height: lowH), max: CGSize(width: highW, height: highH))
                childParent = best
            } else {
                childRange = range
                childParent = CGSize(width: CGFloat.nan, height: .nan)
            }
            let size = layoutElement(child(0), in: childRange, parentSize: childParent, perform: perform)
            place(child(0), .zero)
            return size

        case .absolute(let sizeToFit):
            var size = maxAsParent
            var extent = range.min
            for index in 0..<count {
                let node = child(index)
                let style = nodes[node].style
                let origin = style.layoutPosition
                // Each child may grow up to the spec's max size less its position.
                let autoMax = SizeRange(min: .zero, max: CGSize(width: Swift.max(0, maxWidth - origin.x),
                                                                height: Swift.max(0, maxHeight - origin.y)))
                let childSize = layoutElement(node, in: autoMax, parentSize: maxAsParent, perform: perform)
                place(node, origin)
                extent.width = Swift.max(extent.width, origin.x + childSize.width)
                extent.height = Swift.max(extent.height, origin.y + childSize.height)
            }
            if sizeToFit || size.width.isNaN { size.width = extent.width }
            if sizeToFit || size.height.isNaN { size.height = extent.height }
            return range.clamp(size)

        case let .corner(location, offset, wrapsCorner):
            guard count > 0 else { return range.min }
            let childSize = layoutElement(child(0), in: range, parentSize: maxAsParent, perform: perform)
            guard count > 1 else {
                place(child(0), .zero)
                return childSize
            }
            let cornerSize = layoutElement(child(1), in: SizeRange(min: .zero, max: range.max),
                                           parentSize: maxAsParent, perform: perform)
            let (fx, fy): (CGFloat, CGFloat)
            switch location {
            case .topLeft: (fx, fy) = (0, 0)
            case .topRight: (fx, fy) = (1, 0)
            case .bottomLeft: (fx, fy) = (0, 1)
            case .bottomRight: (fx, fy) = (1, 1)
            }
            let cornerOrigin = CGPoint(x: childSize.width * fx - cornerSize.width / 2 + offset.x,
                                       y: childSize.height * fy - cornerSize.height / 2 + offset.y)
            guard wrapsCorner else {
                place(child(0), .zero)
                place(child(1), cornerOrigin)
                return childSize
            }
            // Grow to include the corner element, shifting both so nothing has a negative origin.
            let union = CGRect(origin: .zero, size: childSize)
                .union(CGRect(origin: cornerOrigin, size: cornerSize))
            place(child(0), CGPoint(x: -union.minX, y: -union.minY))
            place(child(1), CGPoint(x: cornerOrigin.x - union.minX, y: cornerOrigin.y - union.minY))
            return union.size
        }
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    /// Texture passes a finite, positive max size as the parent size; otherwise the parent size is unknown.
    private static func validParent(_ value: CGFloat) -> CGFloat { value > 0 && value.isFinite ? value : .nan }

    /// Rounds down to the pixel grid (Texture's ASFloorPixelValue).
    private func floorToPixel(_ value: CGFloat) -> CGFloat {
        PixelGrid(scale: tree.options.scale).floor(value)
    }
}
