/// A cheap look at the raw text before the YAML parser sees it: the parser builds its tree
/// recursively, so text nested thousands of levels deep must be refused before parsing, with
/// the place where it gets too deep.
enum NestingScan {
    /// The first place (line and column as ``YAMLLines`` counts them) where flow brackets nest
    /// deeper than `flowLimit`, or a line's content starts further right than `columnLimit`
    /// (block nesting needs indentation or one `- ` per level, so the column bounds the depth).
    static func firstTooDeep(_ text: String, flowLimit: Int, columnLimit: Int) -> (line: Int, column: Int, flow: Bool)? {
        var depth = 0
        var quote: Unicode.Scalar?
        var atIndent = true
        var walk = YAMLLines.Walk(text)
        while let step = walk.next() {
            guard case let .scalar(character, line, column) = step else {
                atIndent = true
                continue
            }
            if atIndent {
                if character == " " || character == "-" || character == "\t" {
                    if column > columnLimit { return (line, column, false) }
                    continue
                }
                atIndent = false
            }
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "#" where depth == 0: atIndent = false
            case "[", "{":
                depth += 1
                if depth > flowLimit { return (line, column, true) }
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}
