import Foundation

/// The results of laying out and measuring each node during one layout, keyed by
/// ``LayoutRequest``: one layout result and up to ``slotsPerNode`` measurements per node (Yoga's
/// cache). It owns its buffers, sized once for the whole tree.
struct MeasurementCache {
    struct Entry {
        var request: LayoutRequest
        var size: CGSize
    }

    static let slotsPerNode = 8

    private var layouts: [Entry?]
    private var measurements: [Entry]
    private var counts: [UInt8]

    init(nodeCount: Int) {
        layouts = Array(repeating: nil, count: nodeCount)
        // Slots are read only below `counts`, after being written, and Entry is plain data: no
        // need to fill the (large) buffer up front.
        let slots = nodeCount * MeasurementCache.slotsPerNode
        measurements = Array(unsafeUninitializedCapacity: slots) { _, initialized in initialized = slots }
        counts = Array(repeating: 0, count: nodeCount)
    }

    /// The size a previous pass computed for the same request, if any.
    @inline(__always)
    func size(of node: Int, for request: LayoutRequest) -> CGSize? {
        if request.performsLayout {
            if let entry = layouts[node], entry.request.hasSameSpace(as: request) { return entry.size }
            return nil
        }
        let base = node * MeasurementCache.slotsPerNode
        for slot in 0..<Int(counts[node]) where measurements[base + slot].request.hasSameSpace(as: request) {
            return measurements[base + slot].size
        }
        return nil
    }

    /// Remembers a result; when a node's measurement slots are full the oldest is overwritten.
    @inline(__always)
    mutating func store(_ size: CGSize, of node: Int, for request: LayoutRequest) {
        let entry = Entry(request: request, size: size)
        if request.performsLayout {
            layouts[node] = entry
            return
        }
        let count = Int(counts[node])
        let slot = count < MeasurementCache.slotsPerNode ? count : 0
        measurements[node * MeasurementCache.slotsPerNode + slot] = entry
        if count < MeasurementCache.slotsPerNode { counts[node] = UInt8(count + 1) }
    }

    /// Forgets a node's layout result (a hidden node is laid out at zero size).
    mutating func forgetLayout(of node: Int) {
        layouts[node] = nil
    }
}
