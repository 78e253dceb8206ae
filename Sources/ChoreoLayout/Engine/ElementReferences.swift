/// A weak reference to a layout's element.
///
/// Layouts never keep their elements alive: a node stores its layout, and a layout that held
/// the node (or the specs holding it) would make a cycle, so laid-out nodes were never freed.
/// Like Texture's `ASLayout.layoutElement`, the reference is weak; elements the caller keeps
/// (nodes in a tree, specs it holds) stay reachable through the layout.
package struct ElementReference: @unchecked Sendable {
    // Unchecked: the reference is only dereferenced to compare identities or on the main actor.
    package weak var element: (any LayoutElement)?

    package init(_ element: (any LayoutElement)?) {
        self.element = element
    }
}

/// The elements of a tree's slots, by slot, in chunks of ``chunkSize`` that results share.
///
/// A kept tree's results hold its elements while the tree is patched (a layout transition keeps
/// the layout it starts from). One array would then be copied whole by the first element a patch
/// writes, and copying a weak reference touches its element's side table: on a screen of
/// thousands of nodes, that is thousands of scattered memory accesses for one new spec. A write
/// copies only the chunk it lands in while a result shares that chunk.
package struct ElementReferences: Sendable {
    private static let chunkShift = 10
    /// Slots per chunk: 16 KiB of references.
    private static let chunkSize = 1 << chunkShift
    /// Each chunk an array of its own, so a write copies (on write) only its chunk.
    private var chunks: [[ElementReference]] = []
    /// How many slots there are.
    private(set) var count = 0

    package init() {}

    var indices: Range<Int> { 0..<count }
    /// The bytes the references take.
    var bytesInUse: Int { count * MemoryLayout<ElementReference>.stride }

    package subscript(slot: Int) -> ElementReference {
        @inline(__always) get {
            chunks[slot >> ElementReferences.chunkShift][slot & (ElementReferences.chunkSize - 1)]
        }
        @inline(__always) set {
            chunks[slot >> ElementReferences.chunkShift][slot & (ElementReferences.chunkSize - 1)] = newValue
        }
    }

    /// Adds a slot holding `reference`.
    mutating func append(_ reference: ElementReference) {
        if count & (ElementReferences.chunkSize - 1) == 0 {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(ElementReferences.chunkSize)
        }
        chunks[chunks.count - 1].append(reference)
        count += 1
    }

    /// Removes every slot. The chunks go too: at 16 KiB each they come from the allocator's
    /// heap again, unlike one large buffer the system would have to fault in anew.
    mutating func removeAll() {
        chunks.removeAll(keepingCapacity: true)
        count = 0
    }
}
