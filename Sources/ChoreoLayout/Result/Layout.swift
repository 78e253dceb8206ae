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

    /// The element this layout is for; nil once nothing else keeps it alive (a layout holds its
    /// elements weakly, as Texture's `ASLayout` does).
    public var element: (any LayoutElement)? { storage.tree.elements[index].element }

    /// The element's size.
    public var size: CGSize { storage.frames[index].size }

    /// The element's origin relative to its parent layout (the root's is zero).
    public var position: CGPoint { storage.frames[index].origin }

    /// `CGRect(origin: position, size: size)`.
    public var frame: CGRect { storage.frames[index] }

    /// The layouts of the element's children, in order.
    public var sublayouts: [Layout] {
        let node = storage.tree.nodes[index]
        return (0..<node.childCount).map {
            Layout(storage: storage, index: storage.tree.childIndices[node.firstChild + $0])
        }
    }

    /// The frame of `element` in this layout's coordinate space, or nil if it is not in this subtree.
    public func frame(of element: any LayoutElement) -> CGRect? {
        let tree = storage.tree
        // Preorder: the subtree is the contiguous run of nodes up to `subtreeEnd`, parents first,
        // so each node's origin is known before its children's.
        let end = storage.subtreeEnd[index]
        var origins = [CGPoint](repeating: .zero, count: end - index)
        for node in index..<end {
            let origin = origins[node - index]
            if tree.elements[node].element === element {
                return CGRect(origin: origin, size: storage.frames[node].size)
            }
            let entry = tree.nodes[node]
            for slot in 0..<entry.childCount {
                let child = tree.childIndices[entry.firstChild + slot]
                let position = storage.frames[child].origin
                origins[child - index] = CGPoint(x: origin.x + position.x, y: origin.y + position.y)
            }
        }
        return nil
    }
}

/// The shared storage behind a tree of ``Layout`` values.
final class LayoutStorage: Sendable {
    let tree: LayoutTree
    /// Snapped frames relative to each parent; the root's origin is zero.
    let frames: [CGRect]
    /// One past the last node of each node's subtree (subtrees are contiguous in preorder).
    let subtreeEnd: [Int]

    init(tree: LayoutTree, frames: [CGRect]) {
        self.tree = tree
        self.frames = frames
        var end = [Int](repeating: 0, count: tree.nodes.count)
        for node in tree.nodes.indices.reversed() {
            let entry = tree.nodes[node]
            end[node] = entry.childCount == 0
                ? node + 1
                : end[tree.childIndices[entry.firstChild + entry.childCount - 1]]
        }
        self.subtreeEnd = end
    }
}
