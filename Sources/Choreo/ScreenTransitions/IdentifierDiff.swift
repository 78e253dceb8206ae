import Foundation

/// The difference between two screens' identifier hierarchies.
///
/// Identifiers are matched level by level: top-level identifiers with each other, then the
/// children of each matched (shared) pair with each other, recursively. An identifier in both
/// at the same place is shared; only in the source, removed; only in the destination, inserted.
/// Descendants of a removed or inserted identifier are removed or inserted too, and one found at
/// different levels of the two trees counts as removed plus inserted. Duplicates pair in order.
/// Each list is flattened depth-first with one entry per occurrence.
public struct IdentifierDiff {
    /// Identifiers only the destination has, in destination order.
    public private(set) var inserted: [String] = []
    /// Identifiers only the source has, in source order.
    public private(set) var removed: [String] = []
    /// Identifiers both have, in source order.
    public private(set) var shared: [String] = []

    let source: IdentifierHierarchy
    let destination: IdentifierHierarchy
    /// For each source entry, the destination entry it is paired with.
    private(set) var destinationPartner: [Int?]
    /// For each destination entry, the source entry it is paired with.
    private(set) var sourcePartner: [Int?]

    /// Diffs `source` (the screen shown before) against `destination` (the screen shown after).
    public init(from source: IdentifierHierarchy, to destination: IdentifierHierarchy) {
        self.source = source
        self.destination = destination
        destinationPartner = Array(repeating: nil, count: source.entries.count)
        sourcePartner = Array(repeating: nil, count: destination.entries.count)
        pair(source.topLevel, destination.topLevel)
        for (index, entry) in source.entries.enumerated() {
            if destinationPartner[index] != nil { shared.append(entry.identifier) } else { removed.append(entry.identifier) }
        }
        for (index, entry) in destination.entries.enumerated() where sourcePartner[index] == nil {
            inserted.append(entry.identifier)
        }
    }

    /// Pairs sibling entries by identifier, occurrences in order, then their children.
    private mutating func pair(_ sourceSiblings: [Int], _ destinationSiblings: [Int]) {
        var waiting: [String: [Int]] = [:]
        for index in sourceSiblings.reversed() { waiting[source.entries[index].identifier, default: []].append(index) }
        for index in destinationSiblings {
            guard let match = waiting[destination.entries[index].identifier]?.popLast() else { continue }
            destinationPartner[match] = index
            sourcePartner[index] = match
            pair(source.entries[match].children, destination.entries[index].children)
        }
    }
}
