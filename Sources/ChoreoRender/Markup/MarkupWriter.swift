import ChoreoMotion
import Foundation

/// Appends XML/HTML markup to a single growing string: escaped text, compact
/// numbers and colors. Shared by the SVG and HTML writers so both escape alike, and by the
/// package's Lottie writer for its numbers and JSON strings.
package struct MarkupWriter {
    package private(set) var output = ""

    package init(capacity: Int) {
        output.reserveCapacity(capacity)
    }

    /// Appends markup verbatim.
    // Not generic over `StringProtocol`: that `+=` appends character by character, where
    // `String.append` copies bytes.
    package mutating func raw(_ markup: String) {
        output.append(markup)
    }

    /// Appends markup verbatim.
    package mutating func raw(_ markup: Substring) {
        output.append(contentsOf: markup)
    }

    /// Appends `text` escaped for element content and quoted attribute values.
    ///
    /// `'` becomes `&#39;`, which (unlike `&apos;`) means the same in XML and HTML.
    /// Characters XML 1.0 forbids even as references (most C0 controls, U+FFFE,
    /// U+FFFF) are dropped so the document always parses.
    mutating func escaped(_ text: some StringProtocol) {
        let needsWork = Self.needsWork(text) { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        }
        guard needsWork else {
            output.append(contentsOf: String(text))
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": continue
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    /// Appends `value` rounded to `decimals` (0 to 6) without trailing zeros, e.g. `12`, `0.5`,
    /// `-3.142`. Never writes `-0`; non-finite values are written as `0` and huge
    /// ones clamped to ±10¹², so the output is always a valid SVG/CSS/JSON number.
    package mutating func number(_ value: CGFloat, decimals: Int = 3) {
        guard value.isFinite else {
            output += "0"
            return
        }
        var fractionDigits = min(max(decimals, 0), 6)
        let scaled = Int64((min(max(value, -1e12), 1e12) * CGFloat(Self.powersOfTen[fractionDigits])).rounded())
        var magnitude = scaled.magnitude
        while fractionDigits > 0, magnitude % 10 == 0 {
            magnitude /= 10
            fractionDigits -= 1
        }
        // Every number of every item of every frame comes through here: its digits are written
        // backwards into a small buffer and appended at once (at most 1 + 19 + 1 bytes).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var position = buffer.count
            for _ in 0..<fractionDigits {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            if fractionDigits > 0 {
                position -= 1
                buffer[position] = UInt8(ascii: ".")
            }
            repeat {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if scaled < 0 {
                position -= 1
                buffer[position] = UInt8(ascii: "-")
            }
            output += String(decoding: UnsafeBufferPointer(rebasing: buffer[position...]), as: UTF8.self)
        }
    }

    /// Whether `text` holds a byte that escaping changes: a control character, the lead byte
    /// 0xEF of U+FFFE and U+FFFF (which are dropped), or one that `special` names. Most text
    /// holds none and is appended whole, without going through its scalars.
    private static func needsWork(_ text: some StringProtocol, special: (UInt8) -> Bool) -> Bool {
        text.utf8.contains { byte in byte < 0x20 || byte == 0xEF || special(byte) }
    }

    private static let powersOfTen: [UInt64] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]

    mutating func integer(_ value: Int) {
        output += String(value)
    }

    /// Appends ` name="value"` with a compact number.
    mutating func attribute(_ name: String, _ value: CGFloat) {
        output += " "
        output += name
        output += "=\""
        number(value)
        output += "\""
    }

    /// Appends `color` as `rgb(r,g,b)` with 0–255 components, ignoring alpha.
    mutating func rgb(_ color: Color) {
        output += "rgb("
        components(of: color)
        output += ")"
    }

    /// Appends `color` as `rgba(r,g,b,alpha)` with 0–255 components and the alpha in `0...1`.
    mutating func rgba(_ color: Color) {
        output += "rgba("
        components(of: color)
        output += ","
        number(color.alpha.isNaN ? 0 : min(max(color.alpha, 0), 1))
        output += ")"
    }

    private mutating func components(of color: Color) {
        integer(Self.byte(color.red))
        output += ","
        integer(Self.byte(color.green))
        output += ","
        integer(Self.byte(color.blue))
    }

    private static func byte(_ component: CGFloat) -> Int {
        component.isNaN ? 0 : Int((min(max(component, 0), 1) * 255).rounded())
    }
}

extension MarkupWriter {
    /// Appends `text` as a JSON string literal that is also safe inside HTML and XML element
    /// content: `<`, `>` and `&` become `\u` escapes, and characters XML forbids are dropped.
    package mutating func jsonString(_ text: some StringProtocol) {
        output += "\""
        let needsWork = Self.needsWork(text) { byte in
            byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
        }
        guard needsWork else {
            output.append(contentsOf: String(text))
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case "<": output += "\\u003c"
            case ">": output += "\\u003e"
            case "&": output += "\\u0026"
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": continue
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
