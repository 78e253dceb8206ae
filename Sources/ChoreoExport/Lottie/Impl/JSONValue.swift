import ChoreoRender
import Foundation

/// A JSON value written compactly: keys in the order given, numbers rounded to a fixed number of
/// decimals without trailing zeros (Foundation's serializer writes every binary digit), by the
/// SVG renderer's ``MarkupWriter``.
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
        var writer = MarkupWriter(capacity: 256)
        write(into: &writer)
        return writer.output
    }

    func write(into writer: inout MarkupWriter) {
        switch self {
        case let .number(value, decimals):
            writer.number(value, decimals: decimals)
        case let .string(text):
            writer.jsonString(text)
        case let .bool(value):
            writer.raw(value ? "true" : "false")
        case let .array(values):
            writer.raw("[")
            for (index, value) in values.enumerated() {
                if index > 0 { writer.raw(",") }
                value.write(into: &writer)
            }
            writer.raw("]")
        case let .object(members):
            writer.raw("{")
            for (index, member) in members.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.jsonString(member.0)
                writer.raw(":")
                member.1.write(into: &writer)
            }
            writer.raw("}")
        }
    }

    /// `value` rounded to `decimals`, e.g. `12`, `0.5`, `-3.142`; never `-0`. Callers check that
    /// values are finite first; a non-finite one is written as 0 so the output always parses.
    static func format(_ value: Double, decimals: Int) -> String {
        var writer = MarkupWriter(capacity: 16)
        writer.number(value, decimals: decimals)
        return writer.output
    }
}
