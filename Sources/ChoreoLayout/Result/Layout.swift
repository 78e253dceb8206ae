import Foundation

/// The computed layout of an element tree: sizes and positions of every element, spec or node.
///
/// A `Layout` is an immutable value that can cross threads. It is a view into storage shared by
/// the whole tree, so reading ``sublayouts`` or ``frame(of:)`` allocates nothing per node.
public struct Layout: Sendable {
    let storage: LayoutStorage
    let index: Int

    init(storage: LayoutStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    /// The layout of `element` alone: `size`, no sublayouts.
    package init(leaf element: any LayoutElement, size: CGSize) {
        self.init(storage: LayoutStorage(leaf: element, size: size), index: 0)
    }

    /// The element this layout is for; nil once nothing else keeps it alive (a layout holds its
    /// elements weakly, as Texture's `ASLayout` does).
    public var element: (any LayoutElement)? { storage.elements[index].element }

    /// The element's size.
    public var size: CGSize { storage.frames[index].size }

    /// The element's origin relative to its parent layout (the root's is zero).
    public var position: CGPoint { storage.frames[index].origin }

    /// `CGRect(origin: position, size: size)`.
    public var frame: CGRect { storage.frames[index] }

    /// The layouts of the element's children, in order.
    public var sublayouts: [Layout] {
        storage.childIndices[storage.childRanges[index].slots].map { Layout(storage: storage, index: Int($0)) }
    }

    /// Whether both are the same part of the same result (not merely equal frames).
    package func isSameResult(as other: Layout) -> Bool {
        storage === other.storage && index == other.index
    }

    /// How many sublayouts there are (``sublayout(_:)`` reads one without building the array).
    package var sublayoutCount: Int { Int(storage.childRanges[index].count) }

    /// The sublayout at `position` (in `0..<sublayoutCount`).
    package func sublayout(_ position: Int) -> Layout {
        Layout(storage: storage, index: Int(storage.childIndices[Int(storage.childRanges[index].first) + position]))
    }

    /// The frame of `element` in this layout's coordinate space, or nil if it is not in this subtree.
    public func frame(of element: any LayoutElement) -> CGRect? {
        var pending = [(node: index, origin: CGPoint.zero)]
        while let (node, origin) = pending.popLast() {
            if storage.elements[node].element === element {
                return CGRect(origin: origin, size: storage.frames[node].size)
            }
            for slot in storage.childRanges[node].slots.reversed() {
                let child = Int(storage.childIndices[slot])
                let position = storage.frames[child].origin
                pending.append((child, CGPoint(x: origin.x + position.x, y: origin.y + position.y)))
            }
        }
        return nil
    }
}

/// The shared storage behind a tree of ``Layout`` values: the tree's shape and elements, and the
/// frames of one pass. It holds none of the node records, so a tree kept across layouts can change
/// styles without copying what earlier results share.
final class LayoutStorage: Sendable {
    let childIndices: [Int32]
    let childRanges: [ChildRange]
    let elements: ElementReferences
    /// Snapped frames relative to each parent; the root's origin is zero.
    let frames: [CGRect]

    init(tree: LayoutTree, frames: [CGRect]) {
        childIndices = tree.childIndices
        childRanges = tree.childRanges
        elements = tree.elements
        self.frames = frames
    }

    init(leaf element: any LayoutElement, size: CGSize) {
        childIndices = []
        childRanges = [ChildRange()]
        var elements = ElementReferences()
        elements.append(ElementReference(element))
        self.elements = elements
        frames = [CGRect(origin: .zero, size: size)]
    }
}
