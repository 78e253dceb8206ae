/// The stage's SVG as the page has it, line by line, and what a new drawing changes in it.
///
/// `SVGRenderer` writes one element per line: an item's `<rect>`, `<text>` or `<g>…</g>` whole
/// on its line, while group and definition lines open or close on lines of their own. It escapes
/// `<`, `>` and `"` everywhere, so in a line the first `>` ends the start tag and quotes only
/// delimit attribute values. A frame therefore names, for each line that changed:
///
/// - `INDEX name="value" …`: the element keeps its tag, attribute names and content; only these
///   values changed (the page sets them);
/// - `INDEX <markup>`: the element on that line is replaced.
///
/// When the document's structure changes (lines added or removed, or a line that opens or closes
/// a group changed), the frame is full: every line, for the page to draw anew.
struct StageLines {
    private(set) var lines: [Substring] = []

    /// The changes from the lines the page has to `svg`'s, and whether they are all of them.
    mutating func changes(to svg: String) -> (text: String, full: Bool) {
        var next = svg.split(separator: "\n", omittingEmptySubsequences: false)
        if next.first?.hasPrefix("<?xml") == true { next.removeFirst() }
        if next.last?.isEmpty == true { next.removeLast() }
        defer { lines = next }
        var text = ""
        if next.count == lines.count {
            for (index, line) in next.enumerated() where lines[index] != line {
                let old = lines[index]
                guard StageLines.isWholeElement(old), StageLines.isWholeElement(line) else { return (all(next), true) }
                text += "\(index) \(StageLines.attributeChanges(from: old, to: line) ?? String(line))\n"
            }
            return (text, false)
        }
        return (all(next), true)
    }

    /// Forgets the page's lines: the next changes are all of them.
    mutating func reset() {
        lines = []
    }

    private func all(_ lines: [Substring]) -> String {
        var text = ""
        for (index, line) in lines.enumerated() { text += "\(index) \(line)\n" }
        return text
    }

    /// Whether `line` holds a whole element, rather than opening or closing a group.
    static func isWholeElement(_ line: Substring) -> Bool {
        guard line.hasPrefix("<"), !line.hasPrefix("</") else { return false }
        if line.hasSuffix("/>") { return true }
        let name = line.dropFirst().prefix { $0 != " " && $0 != ">" }
        return line.hasSuffix("</\(name)>")
    }

    /// ` name="value"` for each value that differs, when the two lines differ in attribute values
    /// only and no new value holds an entity (which setting it as text would not unescape).
    static func attributeChanges(from old: Substring, to new: Substring) -> String? {
        let before = old.split(separator: "\"", omittingEmptySubsequences: false)
        let after = new.split(separator: "\"", omittingEmptySubsequences: false)
        guard before.count == after.count else { return nil }
        var changes = ""
        for index in after.indices {
            if index.isMultiple(of: 2) {
                guard before[index] == after[index] else { return nil }
            } else if before[index] != after[index] {
                guard !after[index].contains("&") else { return nil }
                let name = after[index - 1].split(separator: " ").last ?? ""
                changes += " \(name)\"\(after[index])\""
            }
        }
        return String(changes.dropFirst())
    }
}
