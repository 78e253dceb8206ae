/// The nearest known word to a misspelt one, for "did you mean" hints.
enum Suggestion {
    /// The candidate closest to `word` by edit distance (case-insensitive), when it is close
    /// enough to be a likely misspelling: at most a third of the word's length, and at least 1.
    static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased())
        guard lowered.count <= 64 else { return nil }
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.1 <= max(1, lowered.count / 3) else { return nil }
        return best.0
    }

    /// " (did you mean 'x'?)" or nothing.
    static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        nearest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance with one row of memory.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let current = row[j]
                row[j] = a[i - 1] == b[j - 1] ? previous : 1 + min(previous, row[j], row[j - 1])
                previous = current
            }
        }
        return row[b.count]
    }
}
