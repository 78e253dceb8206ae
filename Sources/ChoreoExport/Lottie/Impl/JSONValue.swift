import Foundation

/// A JSON value written compactly: keys in the order given, numbers rounded to a fixed number of
/// decimals without trailing zeros (Foundation's serializer writes every binary digit).
indirect enum JSONValue: Equatable, Sendable {
    case number(Double, decimals: Int)
    case string(String)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.text == rhs.text
    }

    /// A number with 3 decimals, a thousandth of a point or percent.
    static func number(_ value: Double) -> JSONValue {
        .number(value, decimals: 3)
    }

    static func int(_ value: Int) -> JSONValue {
        .number(Double(value), decimals: 0)
    }

    static func numbers(_ values: [Double], decimals: Int = 3) -> JSONValue {
        .array(values.map { .number($0, decimals: decimals) })
    }

    /// The value as JSON text.
    var text: String {
        var output = ""
        write(into: &output)
        return output
    }

    func write(into output: inout String) {
        switch self {
        case let .number(value, decimals):
            output += Self.format(value, decimals: decimals)
        case let .string(text):
            Self.writeString(text, into: &output)
        case let .bool(value):
            output += value ? "true" : "false"
        case let .array(values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(into: &output)
            }
            output += "]"
        case let .object(members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.0, into: &output)
                output += ":"
                member.1.write(into: &output)
            }
            output += "}"
        }
    }

    /// `value` rounded to `decimals`, e.g. `12`, `0.5`, `-3.142`; never `-0`. Callers check that
    /// values are finite first; a non-finite one is written as 0 so the output always parses.
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let scale = pow(10, Double(decimals))
        let scaled = Int64((min(max(value, -1e12), 1e12) * scale).rounded())
        guard scaled != 0 else { return "0" }
        let magnitude = scaled.magnitude
        let divisor = UInt64(scale)
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / divisor)
        var fraction = magnitude % divisor
        guard fraction != 0 else { return text }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        return text + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{0}"..."\u{1F}": output += String(format: "\\u%04x", scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
