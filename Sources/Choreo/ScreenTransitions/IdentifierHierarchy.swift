import ChoreoSupport
import Foundation

/// One screen's tagged nodes as a tree that mirrors the node tree (Airbnb's identifier
/// hierarchy): a tagged node's parent is its nearest tagged ancestor.
///
/// Only nodes whose ``DisplayNode/transitionIdentifier`` has an entry in the definition take
/// part; others (and hidden nodes with their subtrees) are transparent. Nodes are found at any
/// depth, in depth-first order. An identifier that appears more than once is reported (debug
/// message naming it) and kept once per occurrence; the diff pairs occurrences in order.
public struct IdentifierHierarchy {
    /// One occurrence of an identifier.
    struct Entry {
        let identifier: String
        let node: DisplayNode
        /// The index of the parent entry; nil at the top level.
        let parent: Int?
        var children: [Int] = []
    }

    /// Every occurrence, depth-first.
    private(set) var entries: [Entry] = []
    /// Entries without a tagged ancestor, in order.
    private(set) var topLevel: [Int] = []

    /// Finds the tagged nodes of `root`'s subtree (`root` included).
    @MainActor
    public init(root: DisplayNode, definition: TransitionDefinition) {
        var pending: [(node: DisplayNode, parent: Int?)] = [(root, nil)]
        var counts: [String: Int] = [:]
        while let (node, parent) = pending.popLast() {
            guard !node.isHidden else { continue }
            var childParent = parent
            if let identifier = node.transitionIdentifier, definition[identifier] != nil {
                let index = entries.count
                entries.append(Entry(identifier: identifier, node: node, parent: parent))
                if let parent { entries[parent].children.append(index) } else { topLevel.append(index) }
                counts[identifier, default: 0] += 1
                childParent = index
            }
            for subnode in node.subnodes.reversed() { pending.append((subnode, childParent)) }
        }
        for entry in entries where counts[entry.identifier, default: 0] > 1 {
            Diagnostics.warn("transition identifier '\(entry.identifier)' appears \(counts[entry.identifier]!) times "
                             + "in one screen; occurrences are paired in order")
            counts[entry.identifier] = 0
        }
    }

    /// Every identifier, depth-first, once per occurrence.
    public var identifiers: [String] { entries.map(\.identifier) }

    /// The identifiers directly below the first occurrence of `identifier` (nil: the top level);
    /// [] for an identifier the hierarchy does not have.
    public func children(of identifier: String?) -> [String] {
        guard let identifier else { return topLevel.map { entries[$0].identifier } }
        guard let entry = entries.first(where: { $0.identifier == identifier }) else { return [] }
        return entry.children.map { entries[$0].identifier }
    }
}
