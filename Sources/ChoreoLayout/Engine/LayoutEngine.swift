import ChoreoSupport
import Foundation

/// The layout computation: pure value code over a ``LayoutTree``, safe on any thread.
///
/// Stacks follow the CSS Flexible Box Layout algorithm with Yoga's defaults and Yoga's structure
/// (measure modes, a measurement cache per node, border-box sizes); the other specs follow
/// Texture's documented behaviour. Sizes are border-box sizes without margins; positions are
/// relative to the parent's border box, before pixel snapping.
struct LayoutEngine {
    /// One cached result of laying out or measuring a node.
    struct CacheEntry {
        var availableWidth: CGFloat, availableHeight: CGFloat
        var widthMode: SizingMode, heightMode: SizingMode
        var ownerWidth: CGFloat, ownerHeight: CGFloat
        var size: CGSize

        @inline(__always)
        func matches(_ w: CGFloat, _ h: CGFloat, _ wm: SizingMode, _ hm: SizingMode,
                     _ ow: CGFloat, _ oh: CGFloat) -> Bool {
            widthMode == wm && heightMode == hm && availableWidth.isSame(as: w)
                && availableHeight.isSame(as: h) && ownerWidth.isSame(as: ow) && ownerHeight.isSame(as: oh)
        }
    }

    static let measurementsPerNode = 8

    let tree: LayoutTree
    /// The tree's node records, read in place (array subscripts copy whole records on these
    /// paths); valid for the engine's lifetime, which `LayoutTree.withEngine` scopes.
    let nodes: UnsafeBufferPointer<LayoutTreeNode>
    let writingDirection: LayoutDirection

    /// Committed border-box sizes (from the last pass that performed layout).
    var sizes: [CGSize]
    /// Committed positions relative to the parent.
    var positions: [CGPoint]
    /// The size from the most recent measurement or layout of each node.
    var measured: [CGSize]
    var flexBases: [CGFloat]
    var layoutCache: [CacheEntry?]
    var measurementCache: [CacheEntry]
    var measurementCount: [UInt8]
    /// Margins, and padding plus border, of nodes whose edges need no owner size to resolve.
    let fixedMargins: [Edges?]
    let fixedBoxes: [Edges?]
    /// Scratch storage for flex items and lines, used as stacks by nested containers.
    var items: [FlexItem] = []
    var lines: [FlexLine] = []

    init(tree: LayoutTree, nodes: UnsafeBufferPointer<LayoutTreeNode>) {
        self.tree = tree
        self.nodes = nodes
        self.writingDirection = tree.options.direction
        let count = tree.nodes.count
        sizes = Array(repeating: .zero, count: count)
        positions = Array(repeating: .zero, count: count)
        measured = Array(repeating: .zero, count: count)
        flexBases = Array(repeating: .nan, count: count)
        layoutCache = Array(repeating: nil, count: count)
        // Slots are read only below `measurementCount`, after being written, and CacheEntry is
        // plain data: no need to fill the (large) buffer up front.
        let slots = count * LayoutEngine.measurementsPerNode
        measurementCache = Array(unsafeUninitializedCapacity: slots) { _, initialized in initialized = slots }
        measurementCount = Array(repeating: 0, count: count)
        fixedMargins = tree.nodes.map { Edges(fixed: $0.style.margin, plus: $0.extraMargin) }
        fixedBoxes = tree.nodes.map { Edges(fixed: $0.style.padding, plus: $0.style.border) }
    }

    // MARK: - Entry

    /// Lays out the whole tree in `range` with Texture's rules for the root.
    mutating func layoutRoot(in range: SizeRange, parentSize: CGSize?) {
        guard !tree.nodes.isEmpty else { return }
        let parent = parentSize.map { CGSize(width: $0.width.isFinite ? $0.width : .nan,
                                             height: $0.height.isFinite ? $0.height : .nan) }
            ?? CGSize(width: CGFloat.nan, height: .nan)
        _ = layoutElement(0, in: range, parentSize: parent, perform: true)
        positions[0] = .zero
    }

    // MARK: - Laying out one node

    /// Lays out or measures `node` (Yoga's `calculateLayoutInternal`). The available sizes include
    /// the node's margins; the result, also stored in `measured`, does not.
    @discardableResult
    mutating func layout(_ node: Int, _ availableWidth: CGFloat, _ availableHeight: CGFloat,
                         _ widthMode: SizingMode, _ heightMode: SizingMode,
                         ownerWidth: CGFloat, ownerHeight: CGFloat, perform: Bool) -> CGSize {
        if perform {
            if let entry = layoutCache[node], entry.matches(availableWidth, availableHeight, widthMode,
                                                            heightMode, ownerWidth, ownerHeight) {
                measured[node] = entry.size
                sizes[node] = entry.size
                return entry.size
            }
        } else {
            let base = node * LayoutEngine.measurementsPerNode
            for slot in 0..<Int(measurementCount[node]) {
                let entry = measurementCache[base + slot]
                if entry.matches(availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight) {
                    measured[node] = entry.size
                    return entry.size
                }
            }
        }
        let size = layoutImpl(node, availableWidth, availableHeight, widthMode, heightMode,
                              ownerWidth: ownerWidth, ownerHeight: ownerHeight, perform: perform)
        measured[node] = size
        let entry = CacheEntry(availableWidth: availableWidth, availableHeight: availableHeight,
                               widthMode: widthMode, heightMode: heightMode,
                               ownerWidth: ownerWidth, ownerHeight: ownerHeight, size: size)
        if perform {
            sizes[node] = size
            layoutCache[node] = entry
        } else {
            let count = Int(measurementCount[node])
            let slot = count < LayoutEngine.measurementsPerNode ? count : 0
            measurementCache[node * LayoutEngine.measurementsPerNode + slot] = entry
            if count < LayoutEngine.measurementsPerNode { measurementCount[node] = UInt8(count + 1) }
        }
        return size
    }

    private mutating func layoutImpl(_ node: Int, _ availableWidth: CGFloat, _ availableHeight: CGFloat,
                                     _ widthMode: SizingMode, _ heightMode: SizingMode,
                                     ownerWidth: CGFloat, ownerHeight: CGFloat, perform: Bool) -> CGSize {
        switch nodes[node].kind {
        case .flex(let container):
            if nodes[node].childCount == 0 {
                return emptyBoxSize(node, availableWidth, availableHeight, widthMode, heightMode,
                                    ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            }
            if !perform, let size = fixedSize(node, availableWidth, availableHeight, widthMode, heightMode,
                                              ownerWidth: ownerWidth, ownerHeight: ownerHeight) {
                return size
            }
            return layoutFlexContainer(node, container, availableWidth, availableHeight, widthMode, heightMode,
                                       ownerWidth: ownerWidth, ownerHeight: ownerHeight, perform: perform)
        case .leaf where !nodes[node].hasMeasure:
            return emptyBoxSize(node, availableWidth, availableHeight, widthMode, heightMode,
                                ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        default:
            return measureContent(node, availableWidth, availableHeight, widthMode, heightMode,
                                  ownerWidth: ownerWidth, ownerHeight: ownerHeight, perform: perform)
        }
    }

    /// A box with no children and no content: padding and border, or the exact available size.
    private func emptyBoxSize(_ node: Int, _ availableWidth: CGFloat, _ availableHeight: CGFloat,
                              _ widthMode: SizingMode, _ heightMode: SizingMode,
                              ownerWidth: CGFloat, ownerHeight: CGFloat) -> CGSize {
        let margin = margins(node, ownerWidth: ownerWidth)
        let box = paddingAndBorder(node, ownerWidth: ownerWidth)
        let width = widthMode == .exactly ? availableWidth - margin.sum(row: true) : box.sum(row: true)
        let height = heightMode == .exactly ? availableHeight - margin.sum(row: false) : box.sum(row: false)
        return CGSize(width: bound(node, row: true, width, axisOwner: ownerWidth, ownerWidth: ownerWidth),
                      height: bound(node, row: false, height, axisOwner: ownerHeight, ownerWidth: ownerWidth))
    }

    /// Yoga's shortcut for measuring a container whose size does not depend on its children.
    private func fixedSize(_ node: Int, _ availableWidth: CGFloat, _ availableHeight: CGFloat,
                           _ widthMode: SizingMode, _ heightMode: SizingMode,
                           ownerWidth: CGFloat, ownerHeight: CGFloat) -> CGSize? {
        let margin = margins(node, ownerWidth: ownerWidth)
        let width = availableWidth - margin.sum(row: true), height = availableHeight - margin.sum(row: false)
        let noWidth = widthMode == .atMost && width.isDefined && width <= 0
        let noHeight = heightMode == .atMost && height.isDefined && height <= 0
        guard noWidth || noHeight || (widthMode == .exactly && heightMode == .exactly) else { return nil }
        func side(_ size: CGFloat, _ mode: SizingMode) -> CGFloat {
            size.isNaN || (mode == .atMost && size < 0) ? 0 : size
        }
        return CGSize(width: bound(node, row: true, side(width, widthMode), axisOwner: ownerWidth, ownerWidth: ownerWidth),
                      height: bound(node, row: false, side(height, heightMode), axisOwner: ownerHeight,
                                    ownerWidth: ownerWidth))
    }

    /// A leaf with a measure function, or a Texture spec, inside a flex container: like Yoga's
    /// measure functions, the content is sized inside the padding box and padding is added back.
    private mutating func measureContent(_ node: Int, _ availableWidth: CGFloat, _ availableHeight: CGFloat,
                                         _ widthMode: SizingMode, _ heightMode: SizingMode,
                                         ownerWidth: CGFloat, ownerHeight: CGFloat, perform: Bool) -> CGSize {
        let margin = margins(node, ownerWidth: ownerWidth)
        let box = paddingAndBorder(node, ownerWidth: ownerWidth)
        let boxWidth = box.sum(row: true), boxHeight = box.sum(row: false)
        let exactWidth = availableWidth - margin.sum(row: true)
        let exactHeight = availableHeight - margin.sum(row: false)
        var width = exactWidth, height = exactHeight
        let isSpec: Bool
        if case .leaf = nodes[node].kind { isSpec = false } else { isSpec = true }
        let parentSize = CGSize(width: ownerWidth, height: ownerHeight)
        /// Lays the spec's children out in its content box (offset by the padding).
        func layOutSpec(_ minW: CGFloat, _ maxW: CGFloat, _ minH: CGFloat, _ maxH: CGFloat) -> CGSize {
            let size = layoutSpec(node, minWidth: minW, maxWidth: maxW, minHeight: minH, maxHeight: maxH,
                                  parentSize: parentSize, perform: perform)
            if perform { offsetChildren(of: node, by: CGPoint(x: box.left, y: box.top)) }
            return size
        }
        var content: CGSize?
        if isSpec || widthMode != .exactly || heightMode != .exactly {
            func innerRange(_ exact: CGFloat, _ mode: SizingMode, _ box: CGFloat) -> (CGFloat, CGFloat) {
                if mode == .undefined || exact.isNaN { return (0, .infinity) }
                let inner = Swift.max(0, exact - box)
                return (mode == .exactly ? inner : 0, inner)
            }
            let (minW, maxW) = innerRange(exactWidth, widthMode, boxWidth)
            let (minH, maxH) = innerRange(exactHeight, heightMode, boxHeight)
            let measured = isSpec ? layOutSpec(minW, maxW, minH, maxH)
                                  : tree.measures[node]!.measure(CGSize(width: maxW, height: maxH))
            if widthMode != .exactly { width = sanitizedMeasurement(measured.width) + boxWidth }
            if heightMode != .exactly { height = sanitizedMeasurement(measured.height) + boxHeight }
            content = measured
        }
        let final = CGSize(width: bound(node, row: true, width, axisOwner: ownerWidth, ownerWidth: ownerWidth),
                           height: bound(node, row: false, height, axisOwner: ownerHeight, ownerWidth: ownerWidth))
        if isSpec && perform, let content,
           final != CGSize(width: content.width + boxWidth, height: content.height + boxHeight) {
            // Min/max changed the size: lay the spec's children out again for the final size.
            let innerWidth = Swift.max(0, final.width - boxWidth), innerHeight = Swift.max(0, final.height - boxHeight)
            _ = layOutSpec(innerWidth, innerWidth, innerHeight, innerHeight)
        }
        return final
    }

    private func sanitizedMeasurement(_ value: CGFloat) -> CGFloat {
        if value.isFinite && value >= 0 { return value }
        Diagnostics.warn("a measured content size must be finite and >= 0, got \(value); using 0")
        return 0
    }

    private mutating func offsetChildren(of node: Int, by offset: CGPoint) {
        guard offset != .zero else { return }
        let entry = nodes[node]
        for index in 0..<entry.childCount {
            let child = tree.childIndices[entry.firstChild + index]
            positions[child].x += offset.x
            positions[child].y += offset.y
        }
    }

    /// Lays out a display:none subtree at zero size and position.
    mutating func hide(_ node: Int) {
        var pending = [node]
        while let current = pending.popLast() {
            sizes[current] = .zero
            positions[current] = .zero
            measured[current] = .zero
            layoutCache[current] = nil
            let entry = nodes[current]
            for index in 0..<entry.childCount { pending.append(tree.childIndices[entry.firstChild + index]) }
        }
    }

    // MARK: - Box model

    /// Resolved margins (auto counts as 0); fractions resolve against the owner's width.
    @inline(__always)
    func margins(_ node: Int, ownerWidth: CGFloat) -> Edges {
        if let fixed = fixedMargins[node] { return fixed }
        return Edges(nodes[node].style.margin, ownerWidth: ownerWidth, plus: nodes[node].extraMargin)
    }

    @inline(__always)
    func paddingAndBorder(_ node: Int, ownerWidth: CGFloat) -> Edges {
        if let fixed = fixedBoxes[node] { return fixed }
        return Edges(nodes[node].style.padding, ownerWidth: ownerWidth, plus: nodes[node].style.border)
    }

    /// The style size on an axis; Yoga uses the max size when min and max are equal.
    @inline(__always)
    func styleSize(_ node: Int, row: Bool) -> LayoutDimension {
        let sizes = nodes[node].style
        let minimum = row ? sizes.minWidth : sizes.minHeight
        let maximum = row ? sizes.maxWidth : sizes.maxHeight
        if maximum.unit != .auto && maximum == minimum { return maximum }
        return row ? sizes.width : sizes.height
    }

    /// Whether the style gives a definite size on an axis.
    @inline(__always)
    func hasDefiniteSize(_ node: Int, row: Bool, ownerSize: CGFloat) -> Bool {
        let size = styleSize(node, row: row)
        switch size.unit {
        case .auto: return false
        case .points: return size.value >= 0
        case .fraction: return size.value >= 0 && ownerSize.isDefined
        }
    }

    @inline(__always)
    func resolvedSize(_ node: Int, row: Bool, ownerSize: CGFloat) -> CGFloat {
        styleSize(node, row: row).resolve(against: ownerSize)
    }

    /// The value clamped by the style's min and max; NaN stays NaN. As in Yoga, a value above the
    /// max becomes the max even when the min is larger (the box's own final size then takes the min).
    @inline(__always)
    func boundByMinMax(_ node: Int, row: Bool, _ value: CGFloat, axisOwner: CGFloat) -> CGFloat {
        let sizes = nodes[node].style
        let maximum = (row ? sizes.maxWidth : sizes.maxHeight).resolve(against: axisOwner)
        if maximum >= 0 && value > maximum { return maximum }
        let minimum = (row ? sizes.minWidth : sizes.minHeight).resolve(against: axisOwner)
        if minimum >= 0 && value < minimum { return minimum }
        return value
    }

    /// Clamped by min and max, and never below padding plus border.
    @inline(__always)
    func bound(_ node: Int, row: Bool, _ value: CGFloat, axisOwner: CGFloat, ownerWidth: CGFloat) -> CGFloat {
        boundByMinMax(node, row: row, value, axisOwner: axisOwner)
            .maxDefined(paddingAndBorder(node, ownerWidth: ownerWidth).sum(row: row))
    }

    /// Lowers an available size to the style's max size (Yoga's `constrainMaxSizeForMode`).
    @inline(__always)
    func constrainToMaxSize(_ node: Int, row: Bool, axisOwner: CGFloat, ownerWidth: CGFloat,
                            _ mode: inout SizingMode, _ size: inout CGFloat) {
        let maximum = (row ? nodes[node].style.maxWidth : nodes[node].style.maxHeight).resolve(against: axisOwner)
            + margins(node, ownerWidth: ownerWidth).sum(row: row)
        switch mode {
        case .exactly, .atMost:
            if maximum.isDefined && !(size < maximum) { size = maximum }
        case .undefined:
            if maximum.isDefined {
                mode = .atMost
                size = maximum
            }
        }
    }
}

extension LayoutDimension {
    /// A margin, padding or position edge in points: auto and unresolvable fractions count as 0.
    @inline(__always)
    func resolvedEdge(_ ownerWidth: CGFloat) -> CGFloat {
        let resolved = resolve(against: ownerWidth)
        return resolved.isNaN ? 0 : resolved
    }
}
