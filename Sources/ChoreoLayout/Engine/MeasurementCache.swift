import Foundation

/// The results of laying out and measuring each node, keyed by ``LayoutRequest``: one layout
/// result and up to ``slotsPerNode`` measurements per node (Yoga's cache). Kept between passes,
/// and dropped for a node when it or a descendant changes. A layout result is the space it was
/// computed for: its size is the node's committed size, which the engine keeps anyway
/// (``LayoutState/sizes``) and passes in.
///
/// Only the available space and sizing modes make the key, as in Yoga: within a pass, a result
/// computed for another containing block stands (Yoga's results depend on that). So a node whose
/// subtree resolves fractions against a containing block gives history-dependent results, and
/// its results are kept for one pass only (its slots start empty in each pass, as in a layout
/// from scratch); every other node's results hold until it changes.
struct MeasurementCache: Sendable {
    /// The space a result was computed for (the containing block and the run mode are not part
    /// of the key).
    struct Space: Sendable {
        var availableWidth: CGFloat
        var availableHeight: CGFloat
        var widthMode: SizingMode
        var heightMode: SizingMode

        init(_ request: LayoutRequest) {
            availableWidth = request.availableWidth
            availableHeight = request.availableHeight
            widthMode = request.widthMode
            heightMode = request.heightMode
        }

        /// Whether this is the space of `request`.
        @inline(__always)
        func hasSameSpace(as request: LayoutRequest) -> Bool {
            widthMode == request.widthMode && heightMode == request.heightMode
                && availableWidth.isSame(as: request.availableWidth) && availableHeight.isSame(as: request.availableHeight)
        }
    }

    /// A measurement with the space it was computed for.
    struct Entry: Sendable {
        var space: Space
        var size: CGSize

        init(_ space: Space, size: CGSize) {
            self.space = space
            self.size = size
        }

        /// Whether this measurement is also the size for `request`, axis by axis: the same space,
        /// or a space this size provably fills the same way (Yoga applies these rules to leaves
        /// with measure functions; they hold along an axis for any box whose size under
        /// fit-content is its max-content size clamped to the space, which Yoga's float rules
        /// for wrapping, min and max sizes, shrinking along that axis and the like break, so only
        /// subtrees sized plainly along an axis use them there; a `strict` axis answers only its
        /// own space):
        /// - an exact size equal to the measured size;
        /// - a fit-content space at least the max-content size measured;
        /// - a smaller fit-content space still at least the size measured in a larger one.
        ///
        /// Yoga compares sizes for leaves with a measure function within 0.0001 (`inexact`: float
        /// sums of the same sizes differ by an ulp); other subtrees compare exactly.
        @inline(__always)
        func answers(_ new: LayoutRequest, margins: CGSize, inexact: Bool = false,
                     strictWidth: Bool = false, strictHeight: Bool = false) -> Bool {
            Entry.axisAnswers(space.widthMode, space.availableWidth, size.width, new.widthMode, new.availableWidth,
                              margins.width, inexact, strict: strictWidth)
                && Entry.axisAnswers(space.heightMode, space.availableHeight, size.height,
                                     new.heightMode, new.availableHeight, margins.height, inexact, strict: strictHeight)
        }

        @inline(__always)
        private static func axisAnswers(_ oldMode: SizingMode, _ oldSpace: CGFloat, _ measured: CGFloat,
                                        _ newMode: SizingMode, _ newSpace: CGFloat, _ margin: CGFloat,
                                        _ inexact: Bool, strict: Bool) -> Bool {
            if oldMode == newMode && oldSpace.isSame(as: newSpace) { return true }
            if strict { return false }
            let inner = newSpace - margin
            let close = inexact && abs(inner - measured) < 0.0001
            let fits = inner >= measured || close
            switch newMode {
            case .stretchFit: return inner.isSame(as: measured) || close
            case .fitContent:
                if oldMode == .maxContent { return fits }
                return oldMode == .fitContent && oldSpace > newSpace && fits
            case .maxContent: return false
            }
        }
    }

    static let slotsPerNode = 8
    /// A node's measurements take a run of 1, 2, 4 or ``slotsPerNode`` entries, the next longer
    /// one when the run is full: most nodes are measured once or twice, so a full run for each
    /// would mostly hold nothing.
    private static let longestRunTier = Int32(slotsPerNode.trailingZeroBitCount)

    private var layouts: [Space?] = []
    /// The nodes' runs of measurements, in blocks of ``blockSize`` entries that no run spans:
    /// the cache holds at most one block's room it has not used, where one array doubling its
    /// room would hold up to as much again as it uses.
    private var blocks: [[Entry]] = []
    /// How many of ``blocks`` hold runs: the others were emptied by ``removeAll()`` and keep
    /// their room for another tree.
    private var blocksInUse = 0
    private static let blockShift = 10
    private static let blockSize = 1 << blockShift
    /// Where each node's run is: -1 nowhere yet, else its start (its block times ``blockSize``
    /// plus its place in the block) times 4 plus its tier (a run of 2 to the tier entries).
    private var homes: [Int32] = []

    @inline(__always) private static func home(start: Int, tier: Int32) -> Int32 { Int32(start) << 2 | tier }
    @inline(__always) private static func start(of home: Int32) -> Int { Int(home >> 2) }
    @inline(__always) private static func tier(of home: Int32) -> Int32 { home & 3 }
    /// Runs given up by nodes that moved to a longer one, by tier, reused first.
    private var freeRuns: [[Int32]] = Array(repeating: [], count: Int(longestRunTier))
    private var counts: [UInt8] = []
    /// The pass that stored each node's results (for nodes whose results last one pass).
    private var passes: [UInt32] = []

    /// The bytes the results take: a layout slot per node, and the runs given out.
    var bytesInUse: Int {
        layouts.bytesInUse + blocks.reduce(0) { $0 + $1.bytesInUse } + homes.bytesInUse + counts.bytesInUse
            + passes.bytesInUse
    }

    /// Makes room for `count` nodes.
    mutating func grow(to count: Int) {
        let added = count - counts.count
        guard added > 0 else { return }
        layouts.append(contentsOf: repeatElement(nil, count: added))
        homes.append(contentsOf: repeatElement(-1, count: added))
        counts.append(contentsOf: repeatElement(0, count: added))
        passes.append(contentsOf: repeatElement(0, count: added))
    }

    /// Measurement `slot` of the node whose measurements are at `home`.
    @inline(__always)
    private func measurement(at home: Int32, _ slot: Int) -> Entry {
        let index = MeasurementCache.start(of: home) + slot
        return blocks[index >> MeasurementCache.blockShift][index & (MeasurementCache.blockSize - 1)]
    }

    /// Sets measurement `slot` of the node whose measurements are at `home`.
    @inline(__always)
    private mutating func setMeasurement(at home: Int32, _ slot: Int, to entry: Entry) {
        let index = MeasurementCache.start(of: home) + slot
        blocks[index >> MeasurementCache.blockShift][index & (MeasurementCache.blockSize - 1)] = entry
    }

    /// The size computed for the same request, if any: in this pass, or in any pass when the
    /// node's results are `lasting`. A layout must have been computed for the same space; a
    /// measurement of a subtree sized plainly along an axis (`margins`: its margin sums, which
    /// the available space includes; nil for subtrees sized plainly along neither; `strictWidth`
    /// and `strictHeight` for the axis it is not) may also answer a request it provably answers.
    /// A leaf with a measure function (`measuredLeaf`) is answered as Yoga answers it: by its
    /// layout or any measurement under those rules, whether laid out or measured. A layout's
    /// size is `laidOutSize`, the node's committed size.
    ///
    /// Mutating though it changes nothing: the engine (a class) then reads its cache in place,
    /// where a non-mutating call would copy the cache, retaining and releasing each of its arrays.
    @inline(__always)
    mutating func size(of node: Int, for request: LayoutRequest, pass: UInt32, lasting: Bool, margins: CGSize?,
                       strictWidth: Bool = false, strictHeight: Bool = false, measuredLeaf: Bool = false,
                       laidOutSize: CGSize) -> CGSize? {
        guard lasting || passes[node] == pass else { return nil }
        let home = homes[node]
        if measuredLeaf, let margins {
            if let space = layouts[node],
               Entry(space, size: laidOutSize).answers(request, margins: margins, inexact: true) {
                return laidOutSize
            }
            for slot in 0..<Int(counts[node]) {
                let entry = measurement(at: home, slot)
                if entry.answers(request, margins: margins, inexact: true) { return entry.size }
            }
            return nil
        }
        if request.performsLayout {
            if let space = layouts[node], space.hasSameSpace(as: request) { return laidOutSize }
            return nil
        }
        for slot in 0..<Int(counts[node]) {
            let entry = measurement(at: home, slot)
            let answers = if let margins {
                entry.answers(request, margins: margins, strictWidth: strictWidth, strictHeight: strictHeight)
            } else {
                entry.space.hasSameSpace(as: request)
            }
            if answers { return entry.size }
        }
        return nil
    }

    /// Remembers a result; when a node's measurement slots are full the oldest is overwritten.
    @inline(__always)
    mutating func store(_ size: CGSize, of node: Int, for request: LayoutRequest, pass: UInt32, lasting: Bool) {
        if !lasting && passes[node] != pass { forget(node) }
        passes[node] = pass
        if request.performsLayout {
            layouts[node] = Space(request)
            return
        }
        let entry = Entry(Space(request), size: size)
        let count = Int(counts[node])
        var home = homes[node]
        if home == -1 {
            home = newRun(tier: 0, filledWith: entry)
        } else if count < MeasurementCache.slotsPerNode, count == 1 << MeasurementCache.tier(of: home) {
            home = moveToLongerRun(home)
        }
        homes[node] = home
        setMeasurement(at: home, count < MeasurementCache.slotsPerNode ? count : 0, to: entry)
        if count < MeasurementCache.slotsPerNode { counts[node] = UInt8(count + 1) }
    }

    /// A run of the given tier: a free one (holding what it held), or a new one filled with
    /// `entry`. Returns its home.
    private mutating func newRun(tier: Int32, filledWith entry: Entry) -> Int32 {
        if tier < MeasurementCache.longestRunTier, let free = freeRuns[Int(tier)].popLast() { return free }
        let length = 1 << tier
        if blocksInUse == 0 || blocks[blocksInUse - 1].count + length > MeasurementCache.blockSize {
            if blocksInUse == blocks.count {
                blocks.append([])
                blocks[blocksInUse].reserveCapacity(MeasurementCache.blockSize)
            }
            blocksInUse += 1
        }
        let last = blocksInUse - 1
        let start = last << MeasurementCache.blockShift + blocks[last].count
        blocks[last].append(contentsOf: repeatElement(entry, count: length))
        return MeasurementCache.home(start: start, tier: tier)
    }

    /// Moves a full run into one twice as long, freeing it. Returns the new home.
    private mutating func moveToLongerRun(_ home: Int32) -> Int32 {
        let tier = MeasurementCache.tier(of: home)
        let longer = newRun(tier: tier + 1, filledWith: measurement(at: home, 0))
        for slot in 0..<(1 << tier) { setMeasurement(at: longer, slot, to: measurement(at: home, slot)) }
        freeRuns[Int(tier)].append(home)
        return longer
    }

    /// Whether the node has a layout or a measurement stored.
    func hasResults(of node: Int) -> Bool { layouts[node] != nil || counts[node] > 0 }

    /// Empties the cache, keeping its buffers for another tree.
    mutating func removeAll() {
        layouts.removeAll(keepingCapacity: true)
        for block in blocks.indices { blocks[block].removeAll(keepingCapacity: true) }
        blocksInUse = 0
        homes.removeAll(keepingCapacity: true)
        for tier in freeRuns.indices { freeRuns[tier].removeAll(keepingCapacity: true) }
        counts.removeAll(keepingCapacity: true)
        passes.removeAll(keepingCapacity: true)
    }

    /// Forgets a node's layout result (a hidden node is laid out at zero size).
    mutating func forgetLayout(of node: Int) {
        layouts[node] = nil
    }

    /// Forgets everything about a node (it or a descendant changed); its run stays its own.
    mutating func forget(_ node: Int) {
        layouts[node] = nil
        counts[node] = 0
    }
}
