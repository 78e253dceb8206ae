extension Array {
    /// The elements ordered by `key`, elements with equal keys keeping their order (a stable sort;
    /// the standard library's sort does not promise one).
    package func stablySorted<Key: Comparable>(by key: (Element) -> Key) -> [Element] {
        enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element)
    }
}
