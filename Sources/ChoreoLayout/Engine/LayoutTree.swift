import Foundation

/// How a measure function's available length constrains the content on one axis (Yoga's
/// `MeasureMode`).
public enum MeasureMode: Hashable, Sendable {
    /// No constraint: the length is NaN, and the content takes the size it wants.
    case undefined
    /// The content must take exactly the length.
    case exactly
    /// The content may take up to the length.
    case atMost
}

/// Measures a leaf as Yoga calls measure functions: the content box's available width and
/// height (NaN where the mode is ``MeasureMode/undefined``) with their modes, returning the
/// content size. Called from any thread during async measurement.
public typealias MeasureFunction = @Sendable (_ width: CGFloat, _ widthMode: MeasureMode,
                                              _ height: CGFloat, _ heightMode: MeasureMode) -> CGSize

/// A node's baseline, from the top of its border box, for its laid-out width and height.
public typealias BaselineFunction = @Sendable (_ width: CGFloat, _ height: CGFloat) -> CGFloat

/// Measures a leaf's content: given the largest size it may take (infinite on an unconstrained
/// axis), returns the size its content wants. Called from any thread during async measurement.
public struct LeafMeasure: Sendable {
    /// Returns the content's size in points for the largest size it may take (infinite on an
    /// unconstrained axis); it must be safe to call from any thread.
    public var measure: @Sendable (CGSize) -> CGSize
    /// When set, the engine calls it instead of ``measure``, with Yoga's measure modes.
    public var measureFunction: MeasureFunction?
    /// The measurement calls main-actor code: layouts of trees with such leaves are computed on
    /// the main actor even when asked to measure asynchronously.
    public var requiresMainActor: Bool

    /// Creates a measurement from `measure`; by default it needs no main actor.
    public init(requiresMainActor: Bool = false, measure: @escaping @Sendable (CGSize) -> CGSize) {
        self.measure = measure
        self.requiresMainActor = requiresMainActor
    }

    /// Creates a measurement that the engine makes through `measureFunction`, as Yoga calls a
    /// node's measure function (``measure`` calls it with `.atMost`, or `.undefined` where the
    /// size is infinite).
    public init(requiresMainActor: Bool = false, measureFunction: @escaping MeasureFunction) {
        self.init(requiresMainActor: requiresMainActor) { size in
            measureFunction(size.width.isFinite ? size.width : .nan, size.width.isFinite ? .atMost : .undefined,
                            size.height.isFinite ? size.height : .nan, size.height.isFinite ? .atMost : .undefined)
        }
        self.measureFunction = measureFunction
    }
}

/// The flex container parameters of a stack, sanitised. Packed, since every stack's record
/// holds one: a layout reads the spacing and gaps only through ``gap(row:along:innerSize:)``.
package struct FlexContainer: Sendable {
    var direction: StackLayoutDirection
    var justifyContent: StackLayoutJustifyContent
    var alignItems: StackLayoutAlignItems
    var flexWrap: StackLayoutFlexWrap
    var alignContent: StackLayoutAlignContent
    private var columnGapUnit: LayoutDimension.Unit
    private var rowGapUnit: LayoutDimension.Unit
    // The engine adds the spacing in single precision, so it keeps nothing more.
    private var spacing: Float
    private var lineSpacing: Float
    private var columnGapValue: CGFloat
    private var rowGapValue: CGFloat

    /// A container whose `columnGap` and `rowGap` separate columns and rows (points or fractions
    /// of the inner size on that axis); `.auto` leaves the gap to `spacing` or `lineSpacing`.
    init(direction: StackLayoutDirection, justifyContent: StackLayoutJustifyContent,
         alignItems: StackLayoutAlignItems, flexWrap: StackLayoutFlexWrap, alignContent: StackLayoutAlignContent,
         spacing: CGFloat, lineSpacing: CGFloat, columnGap: LayoutDimension = .auto, rowGap: LayoutDimension = .auto) {
        self.direction = direction
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.flexWrap = flexWrap
        self.alignContent = alignContent
        self.spacing = Float(spacing)
        self.lineSpacing = Float(lineSpacing)
        (columnGapUnit, columnGapValue) = (columnGap.unit, columnGap.value)
        (rowGapUnit, rowGapValue) = (rowGap.unit, rowGap.value)
    }

    /// The gap between items along `row` (horizontal) or not, given the inner size on that axis;
    /// a fraction of an indefinite size is 0 (Yoga).
    func gap(row: Bool, along axisIsMain: Bool, innerSize: CGFloat) -> CGFloat {
        let dimension = row ? LayoutDimension(unit: columnGapUnit, value: columnGapValue)
                            : LayoutDimension(unit: rowGapUnit, value: rowGapValue)
        guard dimension.unit != .auto else { return CGFloat(axisIsMain ? spacing : lineSpacing) }
        let resolved = dimension.resolve(against: innerSize)
        return resolved.isNaN ? 0 : Swift.max(0, resolved.float32)
    }

    /// Whether a gap is a fraction of the container's size.
    var hasFractionalGaps: Bool { columnGapUnit == .fraction || rowGapUnit == .fraction }
}

/// What a tree node is, with the parameters its layout algorithm needs.
///
/// Children are stored in sublayout order; where a spec gives its children roles, the comment
/// names them in that order.
package enum LayoutNodeKind: Sendable {
    /// A flexbox container (``StackLayoutSpec``).
    case flex(FlexContainer)
    /// A box without children: its content size comes from ``LayoutTreeNode/measure``, or is zero.
    /// A plain ``LayoutSpec`` (a spacer) is an empty leaf.
    case leaf
    /// Children: [child].
    case inset(EdgeInsets)
    /// Children: [child, overlay].
    case overlay
    /// Children: [background, child].
    case background
    /// Children: [child]. Positions are proportions (0, 0.5, 1) of the free space; nil = not positioned.
    case relative(x: CGFloat?, y: CGFloat?, minimumWidth: Bool, minimumHeight: Bool)
    /// Children: [child]. `ratio` is height / width.
    case ratio(CGFloat)
    /// Children at their `layoutPosition`.
    case absolute(sizeToFit: Bool)
    /// Children: [child, corner].
    case corner(location: CornerLayoutLocation, offset: CGPoint, wrapsCorner: Bool)
    /// Children all at the origin; size is the largest child's.
    case wrapper
}

extension LayoutNodeKind {
    var isFlex: Bool {
        if case .flex = self { return true }
        return false
    }

    /// The spec this kind comes from, for messages.
    var name: String {
        switch self {
        case .flex: "stack"
        case .leaf: "leaf"
        case .inset: "inset spec"
        case .overlay: "overlay spec"
        case .background: "background spec"
        case .relative: "relative spec"
        case .ratio: "ratio spec"
        case .absolute: "absolute spec"
        case .corner: "corner spec"
        case .wrapper: "wrapper spec"
        }
    }
}

/// One element of a layout tree, as plain values: what the engine reads, never the results.
package struct LayoutTreeNode: Sendable {
    // In this order, the one-byte fields fill the end of the kind's last word.
    var kind: LayoutNodeKind
    /// Whether `LayoutTree.measures` has a measure for this node (set as the tree adds it).
    var hasMeasure = false
    /// What the node's own kind and style use that decides how results may be cached.
    let ownTraits: SubtreeTraits
    /// ``ownTraits`` and those of the node's descendants.
    var subtreeTraits: SubtreeTraits = []
    // Edges kept in single precision: the engine only ever adds them as floats. Stored, not
    // computed: the engine reads records in place, and calling a getter on one copies it whole.
    /// Texture's `spacingBefore`/`spacingAfter`, already turned into physical margins by the
    /// parent stack (rounded to floats). Set through ``setExtraMargin(_:)``.
    private(set) var extraMarginEdges = FloatEdges()
    /// Margins (extra margin included) when they need no owner size to resolve (no fraction);
    /// ``FloatEdges/none`` otherwise.
    private(set) var fixedMargin: FloatEdges
    /// The style's record, shared with the element's style and other trees (see ``StyleRecord``).
    private(set) var styleRecord: StyleRecord

    /// The node's style as the engine reads it.
    @inline(__always) var style: EngineStyle { styleRecord.style }
    /// Padding plus border when they need no owner size to resolve; ``FloatEdges/none`` otherwise.
    @inline(__always) var fixedBox: FloatEdges { styleRecord.fixedBox }

    /// Sets ``extraMarginEdges``, and ``fixedMargin`` with them.
    mutating func setExtraMargin(_ insets: EdgeInsets) {
        extraMarginEdges = FloatEdges(insets)
        fixedMargin = style.fixedEdges(.margin, plus: insets)
    }

    /// Changes the node's style through a record of its own (the shared one stays as it is).
    mutating func changeStyle(_ change: (inout EngineStyle) -> Void) {
        var style = style
        change(&style)
        styleRecord = StyleRecord(style)
        setExtraMargin(extraMarginEdges.insets)
    }

    /// The record of an element of `kind` whose style's record is `record`, before its parent
    /// adds its spacing margins.
    @inline(__always)
    init(kind: LayoutNodeKind, record: StyleRecord) {
        self.kind = kind
        styleRecord = record
        ownTraits = record.traits.union(SubtreeTraits(kind: kind))
        fixedMargin = record.fixedMargin
    }
}

/// Four edges in single precision, for values the engine rounds to floats anyway; `none` stands
/// for a missing set of edges without the padding of an optional.
struct FloatEdges: Equatable, Sendable {
    var left: Float = 0, top: Float = 0, right: Float = 0, bottom: Float = 0

    init() {}

    init(top: Float, left: Float, bottom: Float, right: Float) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    init(_ insets: EdgeInsets) {
        left = Float(insets.left)
        top = Float(insets.top)
        right = Float(insets.right)
        bottom = Float(insets.bottom)
    }

    init(_ edges: Edges?) {
        guard let edges else {
            self = .none
            return
        }
        left = Float(edges.left)
        top = Float(edges.top)
        right = Float(edges.right)
        bottom = Float(edges.bottom)
    }

    static let none: FloatEdges = {
        var edges = FloatEdges()
        edges.left = .nan
        return edges
    }()

    var insets: EdgeInsets {
        EdgeInsets(top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right))
    }

    @inline(__always)
    var edges: Edges? {
        left.isNaN ? nil : Edges(left: CGFloat(left), top: CGFloat(top), right: CGFloat(right), bottom: CGFloat(bottom))
    }
}

/// A node's children: a run of ``LayoutTree/childIndices``.
package struct ChildRange: Sendable {
    var first: Int32 = 0
    var count: Int32 = 0

    var slots: Range<Int> { Int(first)..<Int(first + count) }
}

/// An element tree as plain values, so that layout can run on any thread and touch no element.
///
/// Nodes live in slots that keep their index while their element stays in the tree (the root
/// is slot 0): a tree kept across layouts (``LayoutTreeStore``) is patched where its elements
/// changed, so slots freed by removed subtrees are reused and a node's children need not follow
/// it. What a ``Layout`` result shares (the shape, the elements, the frames) is kept apart from
/// the node records, which change with every style.
package struct LayoutTree: Sendable {
    package var nodes: [LayoutTreeNode] = []
    /// Child indices of every node, each node's children contiguous.
    package var childIndices: [Int32] = []
    /// Each node's children (shared with results; node records are not).
    package var childRanges: [ChildRange] = []
    /// Each node's parent (-1 for the root, ``LayoutTree/freeSlot`` for free slots).
    package var parents: [Int32] = []
    /// The element each node came from (weak: see ``ElementReference``).
    package var elements = ElementReferences()
    /// Content measures of leaves, by node (kept apart so node records stay plain data).
    package var measures: [Int: LeafMeasure] = [:]
    /// The range the root and each element that reads it (not a spec) was offered, by node.
    package var offeredRanges: [Int32: SizeRange] = [:]
    /// Baseline functions, by node.
    package var baselines: [Int: BaselineFunction] = [:]
    package var options: LayoutOptions
    /// Depth of the deepest node (the root is 1); an upper bound once subtrees were replaced.
    package var depth = 0
    /// Slots of removed nodes, reused first.
    var freeSlots: [Int32] = []
    /// Free slots given to new nodes since the last pass (their layout state must be cleared).
    var reusedSlots: [Int32] = []
    /// Kept subtrees a rebuild attached to a new parent since the last pass (their frames are
    /// placed anew).
    var attachedSlots: [Int32] = []
    /// The node whose children a rebuild is replacing (the parent of detached subtrees).
    var rebuildingNode = -1
    /// Child index entries no longer in use (compacted when they outnumber the live ones).
    var unusedChildSlots = 0

    package init(options: LayoutOptions) {
        self.options = options
    }

    /// Empties the tree, keeping its buffers for another one.
    mutating func removeAll(options: LayoutOptions) {
        nodes.removeAll(keepingCapacity: true)
        childIndices.removeAll(keepingCapacity: true)
        childRanges.removeAll(keepingCapacity: true)
        parents.removeAll(keepingCapacity: true)
        elements.removeAll()
        measures.removeAll(keepingCapacity: true)
        offeredRanges.removeAll(keepingCapacity: true)
        baselines.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        reusedSlots.removeAll(keepingCapacity: true)
        attachedSlots.removeAll(keepingCapacity: true)
        unusedChildSlots = 0
        depth = 0
        self.options = options
    }

    /// Gives back the room a growing `nodes` array left unused beyond a quarter of its records:
    /// a tree is kept after it is built, and doubling may have left nearly as many unused slots as
    /// used ones. (The other arrays hold a few bytes a node.)
    mutating func trimExcessCapacity() {
        guard nodes.capacity > nodes.count + nodes.count / 4 else { return }
        var trimmed: [LayoutTreeNode] = []
        trimmed.reserveCapacity(nodes.count)
        trimmed.append(contentsOf: nodes)
        nodes = trimmed
    }

    /// The bytes the tree's records take: per node, its record, links and element, and the
    /// measures, baselines and ranges kept for some nodes. (Room a growing array leaves unused
    /// is trimmed by ``trimExcessCapacity()`` or belongs to ``LayoutBufferPool``.)
    var bytesInUse: Int {
        nodes.bytesInUse + childIndices.bytesInUse + childRanges.bytesInUse + parents.bytesInUse
            + elements.bytesInUse + measures.bytesInUse + offeredRanges.bytesInUse + baselines.bytesInUse
    }

    /// The children of `node`, in order.
    @inline(__always)
    func children(of node: Int) -> ArraySlice<Int32> {
        childIndices[childRanges[node].slots]
    }
}

extension Array {
    /// The bytes the elements take (not the unused capacity).
    var bytesInUse: Int { count * MemoryLayout<Element>.stride }
}

extension Dictionary {
    /// The bytes the keys and values take (not the table's unused room).
    var bytesInUse: Int { count * (MemoryLayout<Key>.stride + MemoryLayout<Value>.stride) }
}
