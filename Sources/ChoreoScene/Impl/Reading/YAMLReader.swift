import Foundation
import Yams

/// Reads composed YAML nodes with every problem noted at its place, so one pass reports all of
/// them. Readers return nil for a value they could not read; the caller skips it and goes on.
struct YAMLReader {
    let file: String
    private(set) var errors: [SceneError] = []
    /// YAML nodes still allowed to be read: aliases can make a small file expand enormously.
    private var budget: Int

    init(file: String, nodeBudget: Int) {
        self.file = file
        budget = nodeBudget
    }

    /// Notes a problem at `node`'s place (line 1, column 1 when the node has none).
    mutating func error(_ node: Node?, _ message: String) {
        let mark = node?.mark
        errors.append(SceneError(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1, message: message))
    }

    /// Notes a problem at a line and column.
    mutating func error(line: Int, column: Int, _ message: String) {
        errors.append(SceneError(file: file, line: line, column: column, message: message))
    }

    /// Spends one node of the budget; false (with one error) once it is spent.
    mutating func spend(_ node: Node) -> Bool {
        budget -= 1
        if budget == -1 {
            error(node, "the file holds too many values (aliases expanding, or a huge scene); at most "
                  + "\(SceneLimits.yamlNodes) are read")
        }
        return budget >= 0
    }

    /// A YAML value's kind in words, for messages.
    static func kind(of node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case .scalar(let scalar):
            if scalar.style == .plain, scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" {
                "nothing (null)"
            } else if Double(scalar.string) != nil {
                "the number \(scalar.string)"
            } else {
                "'\(Self.clipped(scalar.string))'"
            }
        }
    }

    /// A string shortened for a message.
    static func clipped(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(37)) + "..." : text
    }

    /// The entries of a mapping with string keys, in file order. Unknown keys are reported with
    /// the nearest known one; `object` names what the mapping is ("node", "transition").
    mutating func fields(_ node: Node, of object: String, known: [String]) -> [(key: String, keyNode: Node, value: Node)]? {
        guard spend(node) else { return nil }
        guard case .mapping(let mapping) = node else {
            error(node, "\(object) must be a mapping of fields, got \(Self.kind(of: node))")
            return nil
        }
        var result: [(String, Node, Node)] = []
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                error(keyNode, "\(object) has a key that is \(Self.kind(of: keyNode)); keys are names")
                continue
            }
            let key = scalar.string
            guard known.contains(key) else {
                error(keyNode, "unknown field '\(Self.clipped(key))' in \(object)\(Suggestion.hint(for: key, in: known))")
                continue
            }
            guard seen.insert(key).inserted else {
                error(keyNode, "field '\(key)' is given twice in \(object)")
                continue
            }
            result.append((key, keyNode, value))
        }
        return result
    }

    /// A mapping with free keys (ids, state names), in file order.
    mutating func entries(_ node: Node, of object: String) -> [(key: String, keyNode: Node, value: Node)]? {
        guard spend(node) else { return nil }
        guard case .mapping(let mapping) = node else {
            error(node, "\(object) must be a mapping, got \(Self.kind(of: node))")
            return nil
        }
        var result: [(String, Node, Node)] = []
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            guard let key = name(keyNode, field: object + " key") else { continue }
            guard seen.insert(key).inserted else {
                error(keyNode, "'\(key)' is given twice in \(object)")
                continue
            }
            result.append((key, keyNode, value))
        }
        return result
    }

    /// The items of a list; a single value counts as a list of one when `single` is true.
    mutating func list(_ node: Node, field: String, single: Bool = false) -> [Node]? {
        guard spend(node) else { return nil }
        if case .sequence(let sequence) = node { return Array(sequence) }
        if single, case .scalar = node { return [node] }
        error(node, "'\(field)' must be a list, got \(Self.kind(of: node))")
        return nil
    }
}

/// The limits that keep a hostile or broken file from using unbounded memory, time or stack.
public enum SceneLimits {
    /// The largest file read, in bytes (1 MiB).
    public static let fileSize = 1 << 20
    /// Deepest nesting of flow brackets (`[`, `{`) in the text.
    public static let flowNesting = 200
    /// Rightmost column where a line's content may start (block nesting needs indentation).
    public static let indentColumn = 400
    /// How many YAML values are read, aliases expanded.
    public static let yamlNodes = 200_000
    /// Deepest nesting of nodes in a screen.
    public static let nodeDepth = 64
    /// How many nodes a scene may have, all screens together.
    public static let nodes = 20_000
    /// The largest length, in points, any field accepts (and its negative the smallest).
    public static let length: Double = 100_000
    /// The longest time, in seconds, any duration, delay or timeline accepts.
    public static let duration: Double = 600
}
