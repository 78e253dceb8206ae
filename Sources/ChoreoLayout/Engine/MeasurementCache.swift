import Foundation

/// The results of laying out and measuring each node, keyed by ``LayoutRequest``: one layout
/// result and up to ``slotsPerNode`` measurements per node (Yoga's cache). Kept between passes,
/// and dropped for a node when it or a descendant changes.
///
/// Only the available space and sizing modes make the key, as in Yoga: within a pass, a result
/// computed for another containing block stands (Yoga's results depend on that). So a node whose
/// subtree resolves fractions against a containing block gives history-dependent results, and
/// its results are kept for one pass only (its slots start empty in each pass, as in a layout
/// from scratch); every other node's results hold until it changes.
struct MeasurementCache: Sendable {
    /// A result with the space it was computed for (the containing block and the run mode are
    /// not part of the key).
    struct Entry: Sendable {
        var availableWidth: CGFloat
        var availableHeight: CGFloat
        var widthMode: SizingMode
        var heightMode: SizingMode
        var size: CGSize

        init(_ request: LayoutRequest, size: CGSize) {
            availableWidth = request.availableWidth
            availableHeight = request.availableHeight
            widthMode = request.widthMode
            heightMode = request.heightMode
            self.size = size
        }

        /// Whether this result was computed for the same space as `request`.
        @inline(__always)
        func hasSameSpace(as request: LayoutRequest) -> Bool {
            widthMode == request.widthMode && heightMode == request.heightMode
                && availableWidth.isSame(as: request.availableWidth) && availableHeight.isSame(as: request.availableHeight)
        }

        /// Whether this measurement is also the size for `request`, axis by axis: the same space,
        /// or a space this size provably fills the same way (Yoga applies these rules to leaves
        /// with measure functions; they hold for any box whose size under fit-content is its
        /// max-content size clamped to the space, which Yoga's float rules for wrapping, min and
        /// max sizes, shrinking and the like break, so only plainly sized subtrees use them):
        /// - an exact size equal to the measured size;
        /// - a fit-content space at least the max-content size measured;
        /// - a smaller fit-content space still at least the size measured in a larger one.
        @inline(__always)
        /// Yoga compares sizes for leaves with a measure function within 0.0001 (`inexact`: float
        /// sums of the same sizes differ by an ulp); other subtrees compare exactly.
        func answers(_ new: LayoutRequest, margins: CGSize, inexact: Bool = false) -> Bool {
            Entry.axisAnswers(widthMode, availableWidth, size.width, new.widthMode, new.availableWidth, margins.width,
                              inexact)
                && Entry.axisAnswers(heightMode, availableHeight, size.height,
                                     new.heightMode, new.availableHeight, margins.height, inexact)
        }

        @inline(__always)
        private static func axisAnswers(_ oldMode: SizingMode, _ oldSpace: CGFloat, _ measured: CGFloat,
                                        _ newMode: SizingMode, _ newSpace: CGFloat, _ margin: CGFloat,
                                        _ inexact: Bool) -> Bool {
            if oldMode == newMode && oldSpace.isSame(as: newSpace) { return true }
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
    /// How many measurements a node holds before it needs a full block: most nodes are measured
    /// once or twice, so a block of ``slotsPerNode`` for each would mostly hold nothing.
    static let slotsPerPair = 2

    private var layouts: [Entry?] = []
    /// Each node's first measurements, in pairs given to a node when it is first measured (many
    /// nodes are only ever laid out), and blocks of ``slotsPerNode`` that replace a node's pair
    /// when it needs a third.
    private var pairs: [Entry] = []
    private var blocks: [Entry] = []
    /// Where each node's measurements are: -1 nowhere yet, `n >= 0` block `n`, `n <= -2` pair
    /// `-n - 2`.
    private var homes: [Int32] = []
    /// Pairs given up by nodes that moved to a block, reused first.
    private var freePairs: [Int32] = []
    private var counts: [UInt8] = []
    /// The pass that stored each node's results (for nodes whose results last one pass).
    private var passes: [UInt32] = []

    /// The bytes the results take: a layout slot per node, and the pairs and blocks given out.
    var bytesInUse: Int {
        layouts.bytesInUse + pairs.bytesInUse + blocks.bytesInUse + homes.bytesInUse + counts.bytesInUse
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
        home >= 0 ? blocks[Int(home) * MeasurementCache.slotsPerNode + slot]
            : pairs[Int(-home - 2) * MeasurementCache.slotsPerPair + slot]
    }

    /// The size computed for the same request, if any: in this pass, or in any pass when the
    /// node's results are `lasting`. A layout must have been computed for the same space; a
    /// measurement of a plainly sized subtree (`margins`: its margin sums, which the available
    /// space includes; nil for other subtrees) may also answer a request it provably answers.
    /// A leaf with a measure function (`measuredLeaf`) is answered as Yoga answers it: by its
    /// layout or any measurement under those rules, whether laid out or measured.
    ///
    /// Mutating though it changes nothing: the engine (a class) then reads its cache in place,
    /// where a non-mutating call would copy the cache, retaining and releasing each of its arrays.
    @inline(__always)
    mutating func size(of node: Int, for request: LayoutRequest, pass: UInt32, lasting: Bool, margins: CGSize?,
              measuredLeaf: Bool = false) -> CGSize? {
        guard lasting || passes[node] == pass else { return nil }
        let home = homes[node]
        if measuredLeaf, let margins {
            if let entry = layouts[node], entry.answers(request, margins: margins, inexact: true) { return entry.size }
            for slot in 0..<Int(counts[node]) {
                let entry = measurement(at: home, slot)
                if entry.answers(request, margins: margins, inexact: true) { return entry.size }
            }
            return nil
        }
        if request.performsLayout {
            if let entry = layouts[node], entry.hasSameSpace(as: request) { return entry.size }
            return nil
        }
        for slot in 0..<Int(counts[node]) {
            let entry = measurement(at: home, slot)
            let answers = if let margins { entry.answers(request, margins: margins) }
                          else { entry.hasSameSpace(as: request) }
            if answers { return entry.size }
        }
        return nil
    }

    /// Remembers a result; when a node's measurement slots are full the oldest is overwritten.
    @inline(__always)
    mutating func store(_ size: CGSize, of node: Int, for request: LayoutRequest, pass: UInt32, lasting: Bool) {
        if !lasting && passes[node] != pass { forget(node) }
        passes[node] = pass
        let entry = Entry(request, size: size)
        if request.performsLayout {
            layouts[node] = entry
            return
        }
        let count = Int(counts[node])
        if homes[node] == -1 {
            homes[node] = -2 - newPair(filledWith: entry)
        } else if homes[node] < -1, count == MeasurementCache.slotsPerPair {
            moveToBlock(node)
        }
        let slot = count < MeasurementCache.slotsPerNode ? count : 0
        let home = homes[node]
        if home >= 0 {
            blocks[Int(home) * MeasurementCache.slotsPerNode + slot] = entry
        } else {
            pairs[Int(-home - 2) * MeasurementCache.slotsPerPair + slot] = entry
        }
        if count < MeasurementCache.slotsPerNode { counts[node] = UInt8(count + 1) }
    }

    /// A pair for a node's first measurements: a free one, or a new one.
    private mutating func newPair(filledWith entry: Entry) -> Int32 {
        if let free = freePairs.popLast() { return free }
        pairs.append(contentsOf: repeatElement(entry, count: MeasurementCache.slotsPerPair))
        return Int32(pairs.count / MeasurementCache.slotsPerPair - 1)
    }

    /// Moves a node's full pair into a block of its own, freeing the pair.
    private mutating func moveToBlock(_ node: Int) {
        let pair = Int(-homes[node] - 2)
        let first = pair * MeasurementCache.slotsPerPair
        blocks.append(contentsOf: pairs[first..<first + MeasurementCache.slotsPerPair])
        blocks.append(contentsOf: repeatElement(pairs[first],
                                                count: MeasurementCache.slotsPerNode - MeasurementCache.slotsPerPair))
        homes[node] = Int32(blocks.count / MeasurementCache.slotsPerNode - 1)
        freePairs.append(Int32(pair))
    }

    /// Whether the node has a layout or a measurement stored.
    func hasResults(of node: Int) -> Bool { layouts[node] != nil || counts[node] > 0 }

    /// Empties the cache, keeping its buffers for another tree.
    mutating func removeAll() {
        layouts.removeAll(keepingCapacity: true)
        pairs.removeAll(keepingCapacity: true)
        blocks.removeAll(keepingCapacity: true)
        homes.removeAll(keepingCapacity: true)
        freePairs.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
        passes.removeAll(keepingCapacity: true)
    }

    /// Forgets a node's layout result (a hidden node is laid out at zero size).
    mutating func forgetLayout(of node: Int) {
        layouts[node] = nil
    }

    /// Forgets everything about a node (it or a descendant changed); its pair or block stays its own.
    mutating func forget(_ node: Int) {
        layouts[node] = nil
        counts[node] = 0
    }
}
