import Foundation

/// The results of laying out and measuring each node, keyed by ``LayoutRequest``: one layout
/// result and up to ``slotsPerNode`` measurements per node (Yoga's cache). Kept between passes,
/// and dropped for a node when it or a descendant changes.
struct MeasurementCache: Sendable {
    struct Entry: Sendable {
        var request: LayoutRequest
        var size: CGSize
        var pass: UInt32

        /// Whether this entry answers `request` in pass `pass`. Within one pass only the
        /// available space and sizing modes count, as in Yoga (so a fraction resolved earlier in
        /// the pass can stand); an earlier pass's result also needs the same containing block.
        @inline(__always)
        func answers(_ request: LayoutRequest, in pass: UInt32) -> Bool {
            guard self.request.hasSameSpace(as: request) else { return false }
            return self.pass == pass || self.request.hasSameOwner(as: request)
        }
    }

    static let slotsPerNode = 8

    private var layouts: [Entry?] = []
    /// Measurements, in blocks of ``slotsPerNode`` given to a node when it is first measured
    /// (many nodes are only ever laid out).
    private var measurements: [Entry] = []
    private var blocks: [Int32] = []
    private var counts: [UInt8] = []

    /// Makes room for `count` nodes.
    mutating func grow(to count: Int) {
        let added = count - counts.count
        guard added > 0 else { return }
        layouts.append(contentsOf: repeatElement(nil, count: added))
        blocks.append(contentsOf: repeatElement(-1, count: added))
        counts.append(contentsOf: repeatElement(0, count: added))
    }

    /// The size computed for the same request, if any.
    @inline(__always)
    func size(of node: Int, for request: LayoutRequest, pass: UInt32) -> CGSize? {
        if request.performsLayout {
            if let entry = layouts[node], entry.answers(request, in: pass) { return entry.size }
            return nil
        }
        let base = Int(blocks[node]) * MeasurementCache.slotsPerNode
        for slot in 0..<Int(counts[node]) where measurements[base + slot].answers(request, in: pass) {
            return measurements[base + slot].size
        }
        return nil
    }

    /// Remembers a result; when a node's measurement slots are full the oldest is overwritten.
    @inline(__always)
    mutating func store(_ size: CGSize, of node: Int, for request: LayoutRequest, pass: UInt32) {
        let entry = Entry(request: request, size: size, pass: pass)
        if request.performsLayout {
            layouts[node] = entry
            return
        }
        if blocks[node] < 0 {
            blocks[node] = Int32(measurements.count / MeasurementCache.slotsPerNode)
            measurements.append(contentsOf: repeatElement(entry, count: MeasurementCache.slotsPerNode))
        }
        let count = Int(counts[node])
        let slot = count < MeasurementCache.slotsPerNode ? count : 0
        measurements[Int(blocks[node]) * MeasurementCache.slotsPerNode + slot] = entry
        if count < MeasurementCache.slotsPerNode { counts[node] = UInt8(count + 1) }
    }

    /// Forgets a node's layout result (a hidden node is laid out at zero size).
    mutating func forgetLayout(of node: Int) {
        layouts[node] = nil
    }

    /// Forgets everything about a node (it or a descendant changed); its block stays its own.
    mutating func forget(_ node: Int) {
        layouts[node] = nil
        counts[node] = 0
    }
}
