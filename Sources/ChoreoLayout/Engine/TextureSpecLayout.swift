import Foundation

/// A Texture spec being laid out: the range it lays its children out in, and where they go.
struct TextureSpecPass {
    let node: Int
    let range: SizeRange
    let parentSize: CGSize
    /// Whether the children's positions are kept (a layout, not a measurement).
    let perform: Bool
    let children: ChildRange
    /// The max size as the children's parent size: Texture passes a finite, positive max size,
    /// and the parent size is unknown (NaN) otherwise.
    let maxAsParent: CGSize

    var count: Int { Int(children.count) }
    var minWidth: CGFloat { range.min.width }
    var maxWidth: CGFloat { range.max.width }
    var minHeight: CGFloat { range.min.height }
    var maxHeight: CGFloat { range.max.height }
}

extension LayoutEngine {
    /// Lays out a Texture spec's children inside its content box and returns the content size.
    /// Each kind of spec is one function, named after the spec.
    func layoutSpec(_ node: Int, minWidth: CGFloat, maxWidth: CGFloat, minHeight: CGFloat,
                    maxHeight: CGFloat, parentSize: CGSize, perform: Bool) -> CGSize {
        func validParent(_ value: CGFloat) -> CGFloat { value > 0 && value.isFinite ? value : .nan }
        let spec = TextureSpecPass(
            node: node, range: SizeRange(min: CGSize(width: minWidth, height: minHeight),
                                         max: CGSize(width: maxWidth, height: maxHeight)),
            parentSize: parentSize, perform: perform, children: view.childRanges[node],
            maxAsParent: CGSize(width: validParent(maxWidth), height: validParent(maxHeight)))
        switch nodes[node].kind {
        case .flex, .leaf:
            preconditionFailure("stacks and leaves are not Texture specs")
        case .wrapper:
            return layoutWrapper(spec)
        case .inset(let insets):
            return layoutInset(spec, insets)
        case .overlay:
            return layoutDecorated(spec, decorationIsOverlay: true)
        case .background:
            return layoutDecorated(spec, decorationIsOverlay: false)
        case let .relative(x, y, minimumWidth, minimumHeight):
            return layoutRelative(spec, x: x, y: y, minimumWidth: minimumWidth, minimumHeight: minimumHeight)
        case .ratio(let ratio):
            return layoutRatio(spec, ratio)
        case .absolute(let sizeToFit):
            return layoutAbsolute(spec, sizeToFit: sizeToFit)
        case let .corner(location, offset, wrapsCorner):
            return layoutCorner(spec, location, offset: offset, wrapsCorner: wrapsCorner)
        }
    }

    /// The node of the spec's child at `index`.
    private func child(_ index: Int, of spec: TextureSpecPass) -> Int {
        Int(view.childIndices[Int(spec.children.first) + index])
    }

    /// Places `node` at `point` in its spec, when the spec is laid out rather than measured.
    private func place(_ node: Int, _ point: CGPoint, in spec: TextureSpecPass) {
        if spec.perform { state.positions[node] = point }
    }

    /// A wrapper: every child in the spec's range, at the origin; the largest size.
    private func layoutWrapper(_ spec: TextureSpecPass) -> CGSize {
        var size = CGSize.zero
        for index in 0..<spec.count {
            let node = child(index, of: spec)
            let childSize = layoutElement(node, in: spec.range, parentSize: spec.parentSize, perform: spec.perform)
            place(node, .zero, in: spec)
            size.width = Swift.max(size.width, childSize.width)
            size.height = Swift.max(size.height, childSize.height)
        }
        return spec.range.clamp(size)
    }

    /// An inset spec: the child in the range less the insets; an infinite inset lets the child
    /// take its own size on that axis, placed against the opposite edge or centred.
    private func layoutInset(_ spec: TextureSpecPass, _ insets: EdgeInsets) -> CGSize {
        guard spec.count > 0 else { return spec.range.min }
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let insetsX = finite(insets.left) + finite(insets.right)
        let insetsY = finite(insets.top) + finite(insets.bottom)
        let childMinWidth = insets.left.isInfinite || insets.right.isInfinite ? 0 : spec.minWidth
        let childMinHeight = insets.top.isInfinite || insets.bottom.isInfinite ? 0 : spec.minHeight
        let childRange = SizeRange(
            min: CGSize(width: Swift.max(0, childMinWidth - insetsX), height: Swift.max(0, childMinHeight - insetsY)),
            max: CGSize(width: Swift.max(0, spec.maxWidth - insetsX), height: Swift.max(0, spec.maxHeight - insetsY)))
        let childParent = CGSize(width: Swift.max(0, spec.parentSize.width - insetsX),
                                 height: Swift.max(0, spec.parentSize.height - insetsY))
        let content = layoutElement(child(0, of: spec), in: childRange, parentSize: childParent, perform: spec.perform)
        let size = spec.range.clamp(CGSize(width: content.width + insetsX, height: content.height + insetsY))
        func origin(_ leading: CGFloat, _ trailing: CGFloat, _ available: CGFloat, _ length: CGFloat) -> CGFloat {
            if leading.isFinite { return leading }
            let trailingSpace = trailing.isFinite ? trailing : (available - length) / 2
            return available - (trailingSpace + length)
        }
        // Texture places against the maximum size; an unbounded axis uses the spec's own size.
        let spaceX = spec.maxWidth.isFinite ? spec.maxWidth : size.width
        let spaceY = spec.maxHeight.isFinite ? spec.maxHeight : size.height
        place(child(0, of: spec), CGPoint(x: origin(insets.left, insets.right, spaceX, content.width),
                                          y: origin(insets.top, insets.bottom, spaceY, content.height)), in: spec)
        return size
    }

    /// An overlay or background spec: the main child in the spec's range, the decoration at
    /// exactly its size. Sublayout order: an overlay after the child, a background before it.
    private func layoutDecorated(_ spec: TextureSpecPass, decorationIsOverlay: Bool) -> CGSize {
        guard spec.count > 0 else { return spec.range.min }
        let main = decorationIsOverlay || spec.count == 1 ? child(0, of: spec) : child(1, of: spec)
        let size = layoutElement(main, in: spec.range, parentSize: spec.parentSize, perform: spec.perform)
        place(main, .zero, in: spec)
        if spec.count > 1 {
            let decoration = decorationIsOverlay ? child(1, of: spec) : child(0, of: spec)
            _ = layoutElement(decoration, in: SizeRange(exactly: size), parentSize: size, perform: spec.perform)
            place(decoration, .zero, in: spec)
        }
        return size
    }

    /// A relative spec: the child at fractions `x` and `y` of the free space (nil: stretched
    /// on that axis); the spec takes the max size, or the child's where asked to be minimal.
    private func layoutRelative(_ spec: TextureSpecPass, x: CGFloat?, y: CGFloat?, minimumWidth: Bool,
                                minimumHeight: Bool) -> CGSize {
        guard spec.count > 0 else { return spec.range.min }
        let range = spec.range, parent = spec.maxAsParent
        let childRange = SizeRange(min: CGSize(width: x == nil ? spec.minWidth : 0, height: y == nil ? spec.minHeight : 0),
                                   max: range.max)
        let content = layoutElement(child(0, of: spec), in: childRange, parentSize: parent, perform: spec.perform)
        var size = range.clamp(CGSize(width: parent.width.isNaN ? content.width : parent.width,
                                      height: parent.height.isNaN ? content.height : parent.height))
        size = range.clamp(CGSize(width: minimumWidth ? Swift.min(size.width, content.width) : size.width,
                                  height: minimumHeight ? Swift.min(size.height, content.height) : size.height))
        place(child(0, of: spec), CGPoint(x: (size.width - content.width) * (x ?? 0),
                                          y: (size.height - content.height) * (y ?? 0)), in: spec)
        return size
    }

    /// A ratio spec: of the sizes from the max width and from the max height, the one closer to
    /// the ratio (height / width), which the child gets within the spec's range.
    private func layoutRatio(_ spec: TextureSpecPass, _ ratio: CGFloat) -> CGSize {
        guard spec.count > 0 else { return spec.range.min }
        let grid = PixelGrid(scale: tree.options.scale)
        var best: CGSize?
        func consider(_ option: CGSize) {
            guard let current = best else { best = option; return }
            if abs(option.height / option.width - ratio) < abs(current.height / current.width - ratio) {
                best = option
            }
        }
        if spec.maxWidth > 0 && spec.maxWidth.isFinite {
            consider(spec.range.clamp(CGSize(width: spec.maxWidth, height: grid.floor(ratio * spec.maxWidth))))
        }
        if spec.maxHeight > 0 && spec.maxHeight.isFinite {
            consider(spec.range.clamp(CGSize(width: grid.floor(spec.maxHeight / ratio), height: spec.maxHeight)))
        }
        var childRange = spec.range
        var childParent = CGSize(width: CGFloat.nan, height: .nan)
        if let best {
            let (lowW, highW) = LayoutEngine.intersect(spec.minWidth, spec.maxWidth, (best.width, best.width))
            let (lowH, highH) = LayoutEngine.intersect(spec.minHeight, spec.maxHeight, (best.height, best.height))
            childRange = SizeRange(min: CGSize(width: lowW, height: lowH), max: CGSize(width: highW, height: highH))
            childParent = best
        }
        let size = layoutElement(child(0, of: spec), in: childRange, parentSize: childParent, perform: spec.perform)
        place(child(0, of: spec), .zero, in: spec)
        return size
    }

    /// An absolute spec: each child at its style's `layoutPosition`, up to the spec's max size
    /// less that position; the spec takes its max size, or its children's extent (`sizeToFit`,
    /// or where the max size is unbounded).
    private func layoutAbsolute(_ spec: TextureSpecPass, sizeToFit: Bool) -> CGSize {
        var size = spec.maxAsParent
        var extent = spec.range.min
        for index in 0..<spec.count {
            let node = child(index, of: spec)
            let origin = nodes[node].style.layoutPosition
            let childRange = SizeRange(min: .zero, max: CGSize(width: Swift.max(0, spec.maxWidth - origin.x),
                                                               height: Swift.max(0, spec.maxHeight - origin.y)))
            let childSize = layoutElement(node, in: childRange, parentSize: spec.maxAsParent, perform: spec.perform)
            place(node, origin, in: spec)
            extent.width = Swift.max(extent.width, origin.x + childSize.width)
            extent.height = Swift.max(extent.height, origin.y + childSize.height)
        }
        if sizeToFit || size.width.isNaN { size.width = extent.width }
        if sizeToFit || size.height.isNaN { size.height = extent.height }
        return spec.range.clamp(size)
    }

    /// A corner spec: the child, and the corner element centred on one of its corners, moved by
    /// `offset`; when it wraps the corner, the spec grows to include the corner element, both
    /// shifted so that nothing has a negative origin.
    private func layoutCorner(_ spec: TextureSpecPass, _ location: CornerLayoutLocation, offset: CGPoint,
                              wrapsCorner: Bool) -> CGSize {
        guard spec.count > 0 else { return spec.range.min }
        let main = child(0, of: spec)
        let childSize = layoutElement(main, in: spec.range, parentSize: spec.maxAsParent, perform: spec.perform)
        guard spec.count > 1 else {
            place(main, .zero, in: spec)
            return childSize
        }
        let corner = child(1, of: spec)
        let cornerSize = layoutElement(corner, in: SizeRange(min: .zero, max: spec.range.max),
                                       parentSize: spec.maxAsParent, perform: spec.perform)
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
            place(main, .zero, in: spec)
            place(corner, cornerOrigin, in: spec)
            return childSize
        }
        let union = CGRect(origin: .zero, size: childSize).union(CGRect(origin: cornerOrigin, size: cornerSize))
        place(main, CGPoint(x: -union.minX, y: -union.minY), in: spec)
        place(corner, CGPoint(x: cornerOrigin.x - union.minX, y: cornerOrigin.y - union.minY), in: spec)
        return union.size
    }
}
