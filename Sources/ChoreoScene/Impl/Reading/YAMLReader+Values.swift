import Choreo
import Foundation
import Yams

/// Plain values: each reader names the field and what it accepts when the value is wrong.
extension YAMLReader {
    /// The text of a scalar; nil (with an error) for a mapping, list or null.
    mutating func scalarText(_ node: Node, field: String, accepts: String) -> String? {
        guard spend(node) else { return nil }
        guard case .scalar(let scalar) = node, !(scalar.style == .plain && ["", "~", "null"].contains(scalar.string))
        else {
            error(node, "'\(field)' must be \(accepts), got \(Self.kind(of: node))")
            return nil
        }
        return scalar.string
    }

    mutating func string(_ node: Node, field: String) -> String? {
        scalarText(node, field: field, accepts: "text")
    }

    /// An id or a state name: letters, digits, `_`, `-` and `.`, starting with a letter or `_`.
    mutating func name(_ node: Node, field: String) -> String? {
        guard let text = scalarText(node, field: field, accepts: "a name") else { return nil }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-."))
        guard let first = text.unicodeScalars.first, CharacterSet.letters.contains(first) || first == "_",
              text.unicodeScalars.allSatisfy(allowed.contains), text.count <= 100 else {
            error(node, "'\(field)' must be a name (letters, digits, '_', '-', '.'; starting with a letter), got '\(Self.clipped(text))'")
            return nil
        }
        return text
    }

    /// A finite number within `range` (by default any length the scene accepts).
    mutating func number(_ node: Node, field: String, in range: ClosedRange<Double> = -SceneLimits.length...SceneLimits.length)
        -> CGFloat? {
        guard let text = scalarText(node, field: field, accepts: "a number") else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed) ?? Self.yamlSpecial[trimmed.lowercased()] else {
            error(node, "'\(field)' must be a number, got '\(Self.clipped(text))'")
            return nil
        }
        guard value.isFinite else {
            error(node, "'\(field)' must be a finite number, got \(text)")
            return nil
        }
        guard range.contains(value) else {
            error(node, "'\(field)' must be from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), got \(text)")
            return nil
        }
        return CGFloat(value)
    }

    /// A number of seconds, from 0 to ``SceneLimits/duration``.
    mutating func seconds(_ node: Node, field: String) -> TimeInterval? {
        number(node, field: field, in: 0...SceneLimits.duration).map(Double.init)
    }

    mutating func bool(_ node: Node, field: String) -> Bool? {
        guard let text = scalarText(node, field: field, accepts: "true or false") else { return nil }
        switch text {
        case "true", "True", "yes": return true
        case "false", "False", "no": return false
        default:
            error(node, "'\(field)' must be true or false, got '\(Self.clipped(text))'")
            return nil
        }
    }

    /// One of `choices`, with the nearest one suggested.
    mutating func keyword(_ node: Node, field: String, choices: [String]) -> String? {
        let accepts = "one of " + choices.joined(separator: ", ")
        guard let text = scalarText(node, field: field, accepts: accepts) else { return nil }
        guard choices.contains(text) else {
            error(node, "'\(field)' must be \(accepts); got '\(Self.clipped(text))'\(Suggestion.hint(for: text, in: choices))")
            return nil
        }
        return text
    }

    /// `#RRGGBB`, `#RRGGBBAA`, a UIKit colour name, or a name from the scene's `colors`.
    mutating func color(_ node: Node, field: String, palette: [String: Color]) -> Color? {
        let accepts = "a colour: #RRGGBB, #RRGGBBAA, or a name (\(Keywords.colorNames.keys.sorted().joined(separator: ", ")) or one of 'colors')"
        guard let text = scalarText(node, field: field, accepts: accepts) else { return nil }
        if let color = palette[text] ?? Keywords.colorNames[text] { return color }
        if text.hasPrefix("#"), text.count == 7 || text.count == 9, let color = Color(hex: text) { return color }
        let names = Array(Keywords.colorNames.keys) + Array(palette.keys)
        error(node, "'\(field)' must be \(accepts); got '\(Self.clipped(text))'\(Suggestion.hint(for: text, in: names))")
        return nil
    }

    /// Points (a number), a fraction (`"50%"`), or `auto`, `maxContent`, `fitContent`, `stretch`.
    mutating func dimension(_ node: Node, field: String) -> LayoutDimension? {
        let accepts = "a number of points, a percentage such as \"50%\", or one of auto, maxContent, fitContent, stretch"
        guard let text = scalarText(node, field: field, accepts: accepts) else { return nil }
        if let keyword = Keywords.dimensions[text] { return keyword }
        if text.hasSuffix("%") {
            guard let percent = number(.scalar(.init(String(text.dropLast()), .implicit, .plain, node.mark)), field: field,
                                       in: -100_000...100_000) else { return nil }
            return .fraction(percent / 100)
        }
        guard Double(text) != nil || Self.yamlSpecial[text.lowercased()] != nil else {
            error(node, "'\(field)' must be \(accepts); got '\(Self.clipped(text))'\(Suggestion.hint(for: text, in: Keywords.dimensions.keys))")
            return nil
        }
        return number(node, field: field).map(LayoutDimension.points)
    }

    /// A number for every edge, or a mapping of `top`, `left`, `bottom`, `right`, `horizontal`, `vertical`.
    mutating func edges<Value>(_ node: Node, field: String, zero: Value,
                               value: (inout YAMLReader, Node, String) -> Value?) -> (top: Value, left: Value, bottom: Value, right: Value)? {
        if case .mapping = node {
            guard let fields = fields(node, of: "'\(field)'", known: ["top", "left", "bottom", "right", "horizontal", "vertical"])
            else { return nil }
            var result = (top: zero, left: zero, bottom: zero, right: zero)
            for (key, _, valueNode) in fields {
                guard let read = value(&self, valueNode, "\(field).\(key)") else { continue }
                switch key {
                case "top": result.top = read
                case "left": result.left = read
                case "bottom": result.bottom = read
                case "right": result.right = read
                case "horizontal": (result.left, result.right) = (read, read)
                default: (result.top, result.bottom) = (read, read)
                }
            }
            return result
        }
        guard let read = value(&self, node, field) else { return nil }
        return (read, read, read, read)
    }

    /// `[x, y]` or a mapping with the two names given.
    mutating func pair(_ node: Node, field: String, names: (String, String), in range: ClosedRange<Double>? = nil)
        -> (CGFloat, CGFloat)? {
        let range = range ?? -SceneLimits.length...SceneLimits.length
        if case .sequence(let items) = node {
            guard items.count == 2 else {
                error(node, "'\(field)' must be a list of two numbers [\(names.0), \(names.1)], got \(items.count) items")
                return nil
            }
            guard let a = number(items[0], field: "\(field).\(names.0)", in: range),
                  let b = number(items[1], field: "\(field).\(names.1)", in: range) else { return nil }
            return (a, b)
        }
        guard let fields = fields(node, of: "'\(field)'", known: [names.0, names.1]) else { return nil }
        var values: [String: CGFloat] = [:]
        for (key, _, valueNode) in fields { values[key] = number(valueNode, field: "\(field).\(key)", in: range) }
        return (values[names.0] ?? 0, values[names.1] ?? 0)
    }

    /// YAML's spellings of the non-finite numbers, read so they get the "finite" message.
    static let yamlSpecial: [String: Double] = [".nan": .nan, ".inf": .infinity, "+.inf": .infinity, "-.inf": -.infinity]

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
