/// Splits a line of markup into literal text and the numbers standing alone in its tags, so that
/// lines differing only in geometry (an item moving from frame to frame) share one template.
///
/// A number is split out when, inside a tag, it stands between two of `"`, space, `(` and `)`
/// (`width="12.5"`, each coefficient of `matrix(1 0 0 1 20 30.5)`), is written as JavaScript
/// prints numbers (no leading or trailing zeros, at most 9 integer and 6 fraction digits, never
/// `-0`), and is neither 0 nor 1. Those two stay literal because an unrotated transform's
/// coefficients are always 0 and 1. Colors (`rgb(…)`, comma-separated), ids and text content stay
/// literal. Joining the literals with the numbers' text in between gives the line back.
enum MarkupTemplate {
    /// The literals (one more than the numbers) and the numbers of `line`, in order.
    static func split(_ line: Substring) -> (literals: [Substring], numbers: [Substring]) {
        var literals: [Substring] = []
        var numbers: [Substring] = []
        let bytes = line.utf8
        var literalStart = line.startIndex
        var isInTag = false
        var previous = UInt8(ascii: " ")
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard isInTag, isSeparator(previous), byte == UInt8(ascii: "-") || isDigit(byte) else {
                if byte == UInt8(ascii: "<") { isInTag = true } else if byte == UInt8(ascii: ">") { isInTag = false }
                previous = byte
                index = bytes.index(after: index)
                continue
            }
            var end = bytes.index(after: index)
            while end < bytes.endIndex, isDigit(bytes[end]) || bytes[end] == UInt8(ascii: ".") {
                end = bytes.index(after: end)
            }
            let number = line[index..<end]
            if end < bytes.endIndex, isSeparator(bytes[end]), isSplit(number) {
                literals.append(line[literalStart..<index])
                numbers.append(number)
                literalStart = end
            }
            previous = bytes[bytes.index(before: end)]
            index = end
        }
        literals.append(line[literalStart...])
        return (literals, numbers)
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "(")
            || byte == UInt8(ascii: ")")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether `text` is a number that JavaScript prints back as the same text (at most 15
    /// significant digits, between 1e-6 and 1e9), other than 0 and 1.
    private static func isSplit(_ text: Substring) -> Bool {
        let unsigned = text.utf8.first == UInt8(ascii: "-") ? text.dropFirst() : text
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = parts[0].utf8
        guard let first = integer.first, integer.count <= 9, integer.allSatisfy(isDigit),
              first != UInt8(ascii: "0") || integer.count == 1 else { return false }
        if parts.count == 2 {
            let fraction = parts[1].utf8
            return fraction.count <= 6 && fraction.allSatisfy(isDigit) && fraction.last.map { $0 != UInt8(ascii: "0") } == true
        }
        // Whole numbers: -0, 0 and 1 stay literal.
        return !(integer.count == 1 && (first == UInt8(ascii: "0") || (first == UInt8(ascii: "1") && text == unsigned)))
    }
}
