import ChoreoSupport
import Foundation

/// The layout computation over a ``LayoutTree``'s plain values, safe on any thread.
///
/// Stacks follow the CSS Flexible Box Layout algorithm as Yoga 3 implements it (sizing modes,
/// a measurement cache per node, border-box sizes); the other specs follow Texture's documented
/// behaviour. Sizes are border-box sizes without margins; positions are relative to the parent's
/// border box, before pixel snapping.
///
/// A class, used by one thread for one pass: its methods call each other tens of times per
/// node, and a struct's non-mutating method is handed a copy of the whole engine (every array
/// of the tree and the state retained and released). Its properties skip dynamic exclusivity
/// checks: nothing else sees the engine during its pass.
final class LayoutEngine {
    let tree: LayoutTree
    /// The tree's node records and shape, read in place; valid for the engine's lifetime,
    /// which `LayoutTree.layOut` scopes.
    let view: TreeView
    var nodes: InPlaceArray<LayoutTreeNode> { @inline(__always) get { view.nodes } }
    let writingDirection: LayoutDirection

    /// Results and caches, kept between passes by a tree that lives across layouts.
    @exclusivity(unchecked) var state: LayoutState
    /// Scratch stacks for flex items and lines, reused by nested containers.
    @exclusivity(unchecked) var items: [FlexItem] = []
    @exclusivity(unchecked) var lines: [FlexLine] = []

    /// An engine for one pass over `tree`, starting from `state` (empty for a first layout).
    init(tree: LayoutTree, view: TreeView, state: LayoutState) {
        self.tree = tree
        self.view = view
        self.writingDirection = tree.options.direction
        self.state = state
    }

    // MARK: - Entry

    /// Lays out the whole tree in `range` with Texture's rules for the root.
    func layoutRoot(in range: SizeRange, parentSize: CGSize?) {
        guard !nodes.isEmpty else { return }
        // Unknown or non-finite sizes resolve nothing; others follow the layout limits.
        func resolvable(_ value: CGFloat) -> CGFloat {
            value.isFinite ? value.sanitizedLength("parentSize", allowsNegative: true) : .nan
        }
        let parent = parentSize.map { CGSize(width: resolvable($0.width), height: resolvable($0.height)) }
            ?? CGSize(width: CGFloat.nan, height: .nan)
        _ = layoutElement(0, in: range, parentSize: parent, perform: true)
        state.positions[0] = .zero
    }

    /// Lays the tree out as Yoga's `calculateLayout` does: a definite style size (plus margins)
    /// is stretch-fit, else a max size is fit-content, else the available size is stretch-fit
    /// (max-content when undefined).
    func layoutAsYogaRoot(availableWidth: CGFloat, availableHeight: CGFloat) {
        guard !nodes.isEmpty else { return }
        // Yoga takes the available size as floats.
        let availableWidth = availableWidth.float32, availableHeight = availableHeight.float32
        func axis(_ row: Bool) -> (CGFloat, SizingMode) {
            let owner = row ? availableWidth : availableHeight
            let size = definiteSize(0, row: row, ownerSize: owner, ownerWidth: availableWidth)
            if size.isDefined { return (size.plus(margins(0, ownerWidth: availableWidth).sum(row: row)), .stretchFit) }
            let maximum = maximumSize(0, row: row, axisOwner: owner, ownerWidth: availableWidth)
            if maximum.isDefined { return (maximum, .fitContent) }
            return (owner, owner.isNaN ? .maxContent : .stretchFit)
        }
        let (width, widthMode) = axis(true), (height, heightMode) = axis(false)
        layout(0, LayoutRequest(width: width, height: height, widthMode: widthMode, heightMode: heightMode,
                                ownerWidth: availableWidth, ownerHeight: availableHeight, performsLayout: true))
        state.positions[0] = .zero
    }

    // MARK: - Laying out one node

    /// Lays out or measures `node` (Yoga's `calculateLayoutInternal`), answering from the cache
    /// where it can. The available sizes include the node's margins; the result, also stored in
    /// `measured` (and in `sizes` when laying out), does not.
    @discardableResult
    func layout(_ node: Int, _ request: LayoutRequest) -> CGSize {
        let size: CGSize
        let traits = nodes[node].subtreeTraits
        let lasting = !traits.contains(.fractions)
        let margin = margins(node, ownerWidth: request.ownerWidth)
        let marginSums = CGSize(width: margin.sum(row: true), height: margin.sum(row: false))
        // Yoga answers a node with a measure function from any result that fits the request.
        let measuredLeaf = nodes[node].hasMeasure && tree.measures[node]?.measureFunction != nil
        // A box without children or content, measured: sized directly, for less than a cache
        // lookup would cost (as Yoga's cache would, but for fractions: see `lasting`).
        if !request.performsLayout, case .leaf = nodes[node].kind, !nodes[node].hasMeasure, lasting {
            state.computations += 1
            size = emptyBoxSize(node, request)
            state.measured[node] = size
            return size
        }
        let plainWidth = traits.measuresPlainlyAlongWidth, plainHeight = traits.measuresPlainlyAlongHeight
        // A measurement made for another space answers a request Yoga's shortcut decides only with
        // the shortcut's size (Yoga's cache answers a stack only for the same space).
        let shortcut = request.performsLayout ? nil : sizeWithoutChildren(node, request, marginSums: marginSums)
        if let cached = state.cache.size(of: node, for: request, pass: state.pass, lasting: lasting,
                                         margins: plainWidth || plainHeight || measuredLeaf ? marginSums : nil,
                                         strictWidth: !plainWidth, strictHeight: !plainHeight,
                                         measuredLeaf: measuredLeaf, laidOutSize: state.sizes[node]),
           shortcut == nil || cached == shortcut || !(plainWidth || plainHeight) {
            size = cached
        } else {
            if request.performsLayout { state.computedPass[node] = state.pass }
            state.computations += 1
            size = shortcut ?? computeSize(node, request)
            state.cache.store(size, of: node, for: request, pass: state.pass, lasting: lasting)
        }
        state.measured[node] = size
        if request.performsLayout { commit(size, of: node) }
        return size
    }

    /// Commits a laid-out size; a changed size marks the node for pixel snapping.
    @inline(__always)
    func commit(_ size: CGSize, of node: Int) {
        if state.sizes[node] != size {
            state.sizes[node] = size
            state.computedPass[node] = state.pass
        }
    }

    private func computeSize(_ node: Int, _ request: LayoutRequest) -> CGSize {
        switch nodes[node].kind {
        case .flex(let container):
            if request.performsLayout { clearContentsChildren(of: node) }
            var children = layoutChildren(of: node)
            if children.next() == nil { return emptyBoxSize(node, request) }
            return layoutFlexContainer(node, container, request)
        case .leaf where !nodes[node].hasMeasure:
            return emptyBoxSize(node, request)
        default:
            return measureContent(node, request)
        }
    }

    /// A box with no children and no content: padding and border, or the exact available size.
    private func emptyBoxSize(_ node: Int, _ request: LayoutRequest) -> CGSize {
        let margin = margins(node, ownerWidth: request.ownerWidth)
        let box = paddingAndBorder(node, ownerWidth: request.ownerWidth)
        func side(_ row: Bool) -> CGFloat {
            let size = request.mode(row: row) == .stretchFit ? (request.available(row: row) - margin.sum(row: row)).float32
                                                              : box.sum(row: row)
            return bound(node, row: row, size, axisOwner: request.owner(row: row), ownerWidth: request.ownerWidth)
        }
        return CGSize(width: side(true), height: side(false))
    }

    /// Yoga's shortcut for measuring a stack whose size does not depend on its children: each
    /// axis is stretch-fit or fits into no space at all, once the margins (`marginSums`) are
    /// taken off (as Yoga 3 behaves). Nil when it does not apply: another kind of node, a stack
    /// without children (sized as a leaf), or another space.
    @inline(__always)
    private func sizeWithoutChildren(_ node: Int, _ request: LayoutRequest, marginSums: CGSize) -> CGSize? {
        let width = (request.availableWidth - marginSums.width).float32
        let height = (request.availableHeight - marginSums.height).float32
        func isFixed(_ size: CGFloat, _ mode: SizingMode) -> Bool {
            mode == .stretchFit || (mode == .fitContent && size.isDefined && size <= 0)
        }
        guard isFixed(width, request.widthMode) && isFixed(height, request.heightMode),
              case .flex = nodes[node].kind else { return nil }
        var children = layoutChildren(of: node)
        guard children.next() != nil else { return nil }
        func side(_ size: CGFloat, _ row: Bool) -> CGFloat {
            let value = size.isNaN || (request.mode(row: row) == .fitContent && size < 0) ? 0 : size
            return bound(node, row: row, value, axisOwner: request.owner(row: row), ownerWidth: request.ownerWidth)
        }
        return CGSize(width: side(width, true), height: side(height, false))
    }

    /// A leaf with a measure function, or a Texture spec, inside a flex container: like Yoga's
    /// measure functions, the content is sized inside the padding box and padding is added back.
    private func measureContent(_ node: Int, _ request: LayoutRequest) -> CGSize {
        let ownerWidth = request.ownerWidth
        let margin = margins(node, ownerWidth: ownerWidth)
        let box = paddingAndBorder(node, ownerWidth: ownerWidth)
        let boxWidth = box.sum(row: true), boxHeight = box.sum(row: false)
        let exactWidth = request.availableWidth - margin.sum(row: true)
        let exactHeight = request.availableHeight - margin.sum(row: false)
        var width = exactWidth, height = exactHeight
        let isSpec: Bool
        if case .leaf = nodes[node].kind { isSpec = false } else { isSpec = true }
        let parentSize = CGSize(width: ownerWidth, height: request.ownerHeight)
        let perform = request.performsLayout
        /// Lays the spec's children out in its content box (offset by the padding).
        func layOutSpec(_ minW: CGFloat, _ maxW: CGFloat, _ minH: CGFloat, _ maxH: CGFloat) -> CGSize {
            let size = layoutSpec(node, minWidth: minW, maxWidth: maxW, minHeight: minH, maxHeight: maxH,
                                  parentSize: parentSize, perform: perform)
            if perform { offsetChildren(of: node, by: CGPoint(x: box.left, y: box.top)) }
            return size
        }
        var content: CGSize?
        if isSpec || request.widthMode != .stretchFit || request.heightMode != .stretchFit {
            func innerRange(_ exact: CGFloat, _ mode: SizingMode, _ box: CGFloat) -> (CGFloat, CGFloat) {
                if mode == .maxContent || exact.isNaN { return (0, .infinity) }
                let inner = Swift.max(0, exact - box)
                return (mode == .stretchFit ? inner : 0, inner)
            }
            let (minW, maxW) = innerRange(exactWidth, request.widthMode, boxWidth)
            let (minH, maxH) = innerRange(exactHeight, request.heightMode, boxHeight)
            let measure = tree.measures[node]
            let measured = if isSpec {
                layOutSpec(minW, maxW, minH, maxH)
            } else if let function = measure?.measureFunction {
                callMeasureFunction(function, request, innerWidth: maxW, innerHeight: maxH)
            } else {
                measure!.measure(CGSize(width: maxW, height: maxH))
            }
            if request.widthMode != .stretchFit { width = sanitizedMeasurement(measured.width) + boxWidth }
            if request.heightMode != .stretchFit { height = sanitizedMeasurement(measured.height) + boxHeight }
            content = measured
        }
        let final = CGSize(width: bound(node, row: true, width, axisOwner: ownerWidth, ownerWidth: ownerWidth),
                           height: bound(node, row: false, height, axisOwner: request.ownerHeight,
                                         ownerWidth: ownerWidth))
        if isSpec && perform, let content,
           final != CGSize(width: content.width + boxWidth, height: content.height + boxHeight) {
            // Min/max changed the size: lay the spec's children out again for the final size.
            let innerWidth = Swift.max(0, final.width - boxWidth), innerHeight = Swift.max(0, final.height - boxHeight)
            _ = layOutSpec(innerWidth, innerWidth, innerHeight, innerHeight)
        }
        return final
    }

    /// Calls a leaf's measure function as Yoga does: the content box's available size, NaN where
    /// the mode is undefined (max-content), and the result clamped by the overflow rule.
    private func callMeasureFunction(_ function: MeasureFunction, _ request: LayoutRequest,
                                     innerWidth: CGFloat, innerHeight: CGFloat) -> CGSize {
        func mode(_ sizing: SizingMode, _ length: CGFloat) -> (CGFloat, MeasureMode) {
            guard length.isFinite else { return (.nan, .undefined) }
            switch sizing {
            case .maxContent: return (.nan, .undefined)
            case .stretchFit: return (length.float32, .exactly)
            case .fitContent: return (length.float32, .atMost)
            }
        }
        let (width, widthMode) = mode(request.widthMode, innerWidth)
        let (height, heightMode) = mode(request.heightMode, innerHeight)
        let size = function(width, widthMode, height, heightMode)
        // Yoga keeps a measured size as a float.
        return CGSize(width: size.width.sanitizedLength("measureFunction width", allowsNegative: false).float32,
                      height: size.height.sanitizedLength("measureFunction height", allowsNegative: false).float32)
    }

    private func sanitizedMeasurement(_ value: CGFloat) -> CGFloat {
        if value.isFinite && value >= 0 { return value }
        Diagnostics.warn("a measured content size must be finite and >= 0, got \(value); using 0")
        return 0
    }

    private func offsetChildren(of node: Int, by offset: CGPoint) {
        guard offset != .zero else { return }
        for slot in childSlots(of: node) {
            let child = Int(view.childIndices[slot])
            state.positions[child].x += offset.x
            state.positions[child].y += offset.y
        }
    }

    /// Lays out a display:none subtree at zero size and position.
    func hide(_ node: Int) {
        var pending = [node]
        while let current = pending.popLast() {
            state.sizes[current] = .zero
            state.positions[current] = .zero
            state.measured[current] = .zero
            state.computedPass[current] = state.pass
            state.cache.forgetLayout(of: current)
            for slot in childSlots(of: current) { pending.append(Int(view.childIndices[slot])) }
        }
    }
}

/// One of a tree's arrays as the engine reads it during a pass: in place, with no retain of the
/// array's storage. (An array's or a buffer pointer's subscript hands out a copy of the whole
/// node record, which the compiler often makes with a `memcpy` even to read one field; and every
/// value that holds an array retains and releases its storage.)
struct InPlaceArray<Element> {
    private let base: UnsafePointer<Element>?
    let count: Int

    /// The elements of `buffer`, which must outlive this view.
    init(_ buffer: UnsafeBufferPointer<Element>) {
        base = buffer.baseAddress
        count = buffer.count
    }

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress {
            precondition(index >= 0 && index < count, "no element \(index) of \(count)")
            return base! + index
        }
    }
}

/// What the engine reads of a tree's shape and records during a pass.
struct TreeView {
    let nodes: InPlaceArray<LayoutTreeNode>
    let childIndices: InPlaceArray<Int32>
    let childRanges: InPlaceArray<ChildRange>
}

extension LayoutTree {
    /// Runs `body` with a view of this tree that is valid for the call.
    func withView<Result>(_ body: (TreeView) -> Result) -> Result {
        nodes.withUnsafeBufferPointer { nodes in
            childIndices.withUnsafeBufferPointer { childIndices in
                childRanges.withUnsafeBufferPointer { childRanges in
                    body(TreeView(nodes: InPlaceArray(nodes), childIndices: InPlaceArray(childIndices),
                                  childRanges: InPlaceArray(childRanges)))
                }
            }
        }
    }
}
