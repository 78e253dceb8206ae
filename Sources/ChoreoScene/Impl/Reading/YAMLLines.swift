/// Lines and columns as the YAML parser counts them, which every error place in a scene file
/// uses: a line ends at a line feed, a carriage return, both together (one end), or U+0085,
/// U+2028 or U+2029 (YAML 1.1's line breaks); a column counts Unicode scalars from 1. So a file
/// with Windows or classic Mac line ends is placed on the lines an editor shows.
package enum YAMLLines {
    /// What a walk through a text meets next.
    enum Step: Equatable {
        /// A scalar that is not part of a line end, and where it stands.
        case scalar(Unicode.Scalar, line: Int, column: Int)
        case lineEnd
    }

    /// The steps through a text, in order.
    struct Walk: IteratorProtocol {
        private var scalars: String.UnicodeScalarView.Iterator
        /// A scalar read after a carriage return that does not belong to its line end.
        private var held: Unicode.Scalar?
        private var line = 1, column = 0

        init(_ text: String) {
            scalars = text.unicodeScalars.makeIterator()
        }

        mutating func next() -> Step? {
            let next = held ?? scalars.next()
            held = nil
            guard let scalar = next else { return nil }
            switch scalar {
            case "\r":
                if let following = scalars.next(), following != "\n" { held = following }
            case "\n", "\u{85}", "\u{2028}", "\u{2029}":
                break
            default:
                column += 1
                return .scalar(scalar, line: line, column: column)
            }
            line += 1
            column = 0
            return .lineEnd
        }
    }

    /// How many Unicode scalars each line of `text` holds, line ends left out: one more line
    /// than `text` has line ends.
    package static func lineLengths(of text: String) -> [Int] {
        var lengths = [0]
        var walk = Walk(text)
        while let step = walk.next() {
            if step == .lineEnd {
                lengths.append(0)
            } else {
                lengths[lengths.count - 1] += 1
            }
        }
        return lengths
    }
}
