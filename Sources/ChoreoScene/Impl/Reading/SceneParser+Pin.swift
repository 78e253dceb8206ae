import Choreo
import Foundation
import Yams

/// Pin rules: a mapping (or a list of one-entry mappings) of PinLayout's chain, in order.
extension SceneParser {
    /// Methods taking points or a percentage.
    static let pinLengths = [
        "top", "left", "bottom", "right", "start", "end", "hCenter", "vCenter", "width", "height",
        "minWidth", "maxWidth", "minHeight", "maxHeight", "marginTop", "marginLeft", "marginBottom", "marginRight",
        "marginStart", "marginEnd", "marginHorizontal", "marginVertical", "margin",
    ]
    /// Methods taking a number of points only.
    static let pinInsets = ["all", "horizontally", "vertically"]
    /// Methods taking other nodes (ids) and an alignment.
    static let pinRelative = ["above", "below", "leftOf", "rightOf", "before", "after"]
    static let pinMethods = pinLengths + pinInsets + pinRelative + ["size", "aspectRatio", "sizeToFit"]

    mutating func pinRules(_ node: Node) -> [PinRule]? {
        var pairs: [(Node, Node)] = []
        switch node {
        case .mapping(let mapping):
            guard reader.spend(node) else { return nil }
            pairs = Array(mapping).map { ($0.key, $0.value) }
        case .sequence(let items):
            guard reader.spend(node) else { return nil }
            for item in items {
                guard case .mapping(let mapping) = item, mapping.count == 1, let entry = mapping.first else {
                    reader.error(item, "each item of 'pin' must be one rule such as 'top: 16', got \(YAMLReader.kind(of: item))")
                    continue
                }
                pairs.append((entry.key, entry.value))
            }
        default:
            reader.error(node, "'pin' must be a mapping of rules such as {top: 16, left: 16, size: 40}, got \(YAMLReader.kind(of: node))")
            return nil
        }
        var rules: [PinRule] = []
        for (keyNode, value) in pairs {
            guard let method = reader.scalarText(keyNode, field: "pin", accepts: "a rule name") else { continue }
            guard Self.pinMethods.contains(method) else {
                reader.error(keyNode, "unknown pin rule '\(YAMLReader.clipped(method))'\(Suggestion.hint(for: method, in: Self.pinMethods))")
                continue
            }
            guard let argument = pinArgument(method, value) else { continue }
            rules.append(PinRule(method: method, argument: argument, line: keyNode.mark?.line ?? 1,
                                 column: keyNode.mark?.column ?? 1))
        }
        return rules
    }

    private mutating func pinArgument(_ method: String, _ value: Node) -> PinRule.Argument? {
        let field = "pin.\(method)"
        if Self.pinLengths.contains(method) {
            if case .scalar(let scalar) = value, scalar.string.hasSuffix("%") {
                guard case .dimension(let dimension)? = reader.dimension(value, field: field).map(PropertyValue.dimension)
                else { return nil }
                return .percent(dimension.value * 100)
            }
            if case .scalar(let scalar) = value, scalar.style == .plain, scalar.string.isEmpty { return .bare }
            return reader.number(value, field: field).map { .points($0) }
        }
        if Self.pinInsets.contains(method) {
            if case .scalar(let scalar) = value, scalar.style == .plain, scalar.string.isEmpty { return .bare }
            return reader.number(value, field: field).map { .points($0) }
        }
        if Self.pinRelative.contains(method) { return relative(method, value) }
        switch method {
        case "size":
            if case .scalar = value { return reader.number(value, field: field, in: 0...SceneLimits.length).map { .points($0) } }
            return reader.pair(value, field: field, names: ("width", "height"), in: 0...SceneLimits.length)
                .map { .size(CGSize(width: $0.0, height: $0.1)) }
        case "aspectRatio":
            return reader.number(value, field: field, in: 0.001...1000).map { .points($0) }
        default:
            if case .scalar(let scalar) = value, scalar.style == .plain, scalar.string.isEmpty { return .keyword("content") }
            return reader.keyword(value, field: field, choices: Keywords.words(Keywords.fitType)).map { .keyword($0) }
        }
    }

    /// `below: title`, `below: [a, b]` or `below: {of: title, aligned: left}`.
    private mutating func relative(_ method: String, _ value: Node) -> PinRule.Argument? {
        let field = "pin.\(method)"
        let vertical = method == "above" || method == "below"
        let alignments = vertical ? Keywords.words(Keywords.horizontalAlign) : Keywords.words(Keywords.verticalAlign)
        var target = value
        var aligned: String?
        if case .mapping = value {
            guard let fields = reader.fields(value, of: "'\(field)'", known: ["of", "aligned"]) else { return nil }
            guard let of = fields.first(where: { $0.key == "of" }) else {
                reader.error(value, "'\(field)' needs 'of': the id of a sibling node, or a list of them")
                return nil
            }
            target = of.value
            if let alignment = fields.first(where: { $0.key == "aligned" }) {
                aligned = reader.keyword(alignment.value, field: field + ".aligned", choices: alignments)
            }
        }
        guard let items = reader.list(target, field: field, single: true) else { return nil }
        let ids = items.compactMap { reader.name($0, field: field) }
        guard ids.count == items.count, !ids.isEmpty else {
            if items.isEmpty { reader.error(target, "'\(field)' needs at least one node id") }
            return nil
        }
        return .relative(ids, aligned: aligned)
    }
}
