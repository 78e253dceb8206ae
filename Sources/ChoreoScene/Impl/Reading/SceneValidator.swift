import Choreo
import Foundation

/// Checks what reading one field at a time cannot: ids unique and found, states and screens
/// named, pin rules among siblings, and no cycles (states extending each other, pin rules or
/// anchor translations leaning on each other).
struct SceneValidator {
    let spec: SceneSpec
    var reader: YAMLReader
    /// Every node id, with its node's kind and where it is declared.
    private var nodes: [String: (kind: NodeSpec.Kind, line: Int, column: Int)] = [:]

    init(spec: SceneSpec, reader: YAMLReader) {
        self.spec = spec
        self.reader = reader
    }

    mutating func validate() {
        for screen in spec.screens { collectIDs(screen, parentLayout: nil) }
        let states = Set(spec.states.map(\.name) + [SceneDocument.defaultStateName])
        let screens = spec.screens.compactMap(\.id?.value)
        checkStates(stateNames: states, screens: screens)
        if let initial = spec.initial { require(state: initial, in: states, field: "initial") }
        if let plot = spec.plotNode, nodes[plot] == nil {
            reader.error(line: 1, column: 1, "'plot' names node '\(plot)', which no screen has")
        }
        for transition in spec.transitions { check(transition, states: states) }
        for trigger in spec.triggers {
            switch trigger.kind {
            case .tap(let id), .drag(let id): require(node: id, field: "trigger")
            case .timer: break
            }
            for state in trigger.go { require(state: state, in: states, field: "go") }
        }
        for event in spec.timeline {
            switch event.action {
            case .go(let state), .scrub(let state, _, _): require(state: state, in: states, field: "timeline event")
            case .tap(let id):
                require(node: id, field: "tap")
                let tapped = spec.triggers.contains { if case .tap(let node) = $0.kind { node.value == id.value } else { false } }
                if nodes[id.value] != nil, !tapped {
                    reader.error(line: id.line, column: id.column, "no trigger taps '\(id.value)'; add 'tap: \(id.value)' to 'triggers'")
                }
            case .release: break
            }
        }
    }

    private mutating func collectIDs(_ node: NodeSpec, parentLayout: String?) {
        if let id = node.id {
            if let first = nodes[id.value] {
                reader.error(line: id.line, column: id.column,
                             "duplicate id '\(id.value)': ids must be unique in the scene (first at \(first.line):\(first.column))")
            } else {
                nodes[id.value] = (node.kind, id.line, id.column)
            }
        }
        if case .pin? = node.properties[.pin], parentLayout != "pin" {
            reader.error(line: node.line, column: node.column, "'pin' places a node in a parent with 'layout: pin'; this node's parent has "
                         + (parentLayout.map { "'layout: \($0)'" } ?? "none"))
        }
        var layout = "stack"
        if case .keyword(let word)? = node.properties[.layout] { layout = word }
        for child in node.children { collectIDs(child, parentLayout: layout) }
        if layout == "pin" { checkPinRules(among: node.children) }
    }

    /// Pin rules name siblings (laid out before, in the parent's `layout()`), without cycles.
    private mutating func checkPinRules(among siblings: [NodeSpec]) {
        let ids = Set(siblings.compactMap(\.id?.value))
        var edges: [String: [(String, PinRule)]] = [:]
        for sibling in siblings {
            guard case .pin(let rules)? = sibling.properties[.pin] else { continue }
            for rule in rules {
                guard case .relative(let others, _) = rule.argument else { continue }
                for other in others {
                    if !ids.contains(other) {
                        reader.error(line: rule.line, column: rule.column, "pin rule '\(rule.method)' names '\(other)', which is not "
                                     + "a sibling of this node\(Suggestion.hint(for: other, in: ids))")
                    } else if let id = sibling.id?.value {
                        edges[id, default: []].append((other, rule))
                    }
                }
            }
        }
        reportCycles(edges.mapValues { $0.map { ($0.0, $0.1.line, $0.1.column) } }, what: "pin rules place nodes relative to each other in a cycle")
    }

    private mutating func checkStates(stateNames: Set<String>, screens: [String]) {
        var extends: [String: [(String, Int, Int)]] = [:]
        for state in spec.states {
            if let screen = state.screen, !screens.contains(screen.value) {
                reader.error(line: screen.line, column: screen.column, "state '\(state.name)' shows screen '\(screen.value)', "
                             + "which is not a screen's id\(Suggestion.hint(for: screen.value, in: screens))")
            }
            if let parent = state.extends {
                require(state: parent, in: stateNames, field: "extends")
                extends[state.name] = [(parent.value, parent.line, parent.column)]
            }
            for (id, properties) in state.changes {
                guard require(node: id, field: "set") else { continue }
                let kind = nodes[id.value]?.kind
                if kind != .text, let property = properties.keys.first(where: NodeProperty.textOnly.contains) {
                    reader.error(line: id.line, column: id.column, "'\(property.rawValue)' is for text nodes; '\(id.value)' is not one")
                }
                if kind != .image, properties[.image] != nil {
                    reader.error(line: id.line, column: id.column, "'image' is for image nodes; '\(id.value)' is not one")
                }
            }
        }
        reportCycles(extends, what: "states extend each other in a cycle")
    }

    private mutating func check(_ transition: TransitionSpec, states: Set<String>) {
        if let from = transition.from { require(state: from, in: states, field: "from") }
        if let to = transition.to { require(state: to, in: states, field: "to") }
        if let node = transition.node { require(node: node, field: "node") }
        for (id, _) in transition.nodes { require(node: id, field: "nodes") }
        let identifiers = Set(transition.definition.map(\.identifier.value))
        var anchors: [String: [(String, Int, Int)]] = [:]
        for (identifier, _, relative) in transition.definition {
            guard let relative else { continue }
            if !identifiers.contains(relative.value) {
                reader.error(line: relative.line, column: relative.column, "'\(identifier.value)' moves relative to '\(relative.value)', "
                             + "which the definition does not list\(Suggestion.hint(for: relative.value, in: identifiers))")
            }
            anchors[identifier.value] = [(relative.value, relative.line, relative.column)]
        }
        reportCycles(anchors, what: "anchor translations follow each other in a cycle")
    }

    /// Reports each cycle of `edges` once, at the place of the edge that closes it.
    private mutating func reportCycles(_ edges: [String: [(String, Int, Int)]], what: String) {
        var done: Set<String> = []
        for start in edges.keys.sorted() where !done.contains(start) {
            var path: [String] = []
            var onPath: Set<String> = []
            func visit(_ node: String) -> (Int, Int, [String])? {
                if onPath.contains(node) { return (0, 0, path.drop { $0 != node } + [node]) }
                guard !done.contains(node) else { return nil }
                path.append(node)
                onPath.insert(node)
                defer { path.removeLast(); onPath.remove(node); done.insert(node) }
                for (next, line, column) in edges[node] ?? [] {
                    if let found = visit(next) { return found.0 == 0 ? (line, column, found.2) : found }
                }
                return nil
            }
            if let (line, column, cycle) = visit(start) {
                reader.error(line: line, column: column, "\(what): \(cycle.joined(separator: " → "))")
            }
        }
    }

    @discardableResult
    private mutating func require(node id: Located<String>, field: String) -> Bool {
        guard nodes[id.value] == nil else { return true }
        reader.error(line: id.line, column: id.column, "'\(field)' names node '\(id.value)', which no screen has"
                     + Suggestion.hint(for: id.value, in: nodes.keys))
        return false
    }

    private mutating func require(state name: Located<String>, in states: Set<String>, field: String) {
        guard !states.contains(name.value) else { return }
        reader.error(line: name.line, column: name.column, "'\(field)' names state '\(name.value)', which 'states' does not declare"
                     + Suggestion.hint(for: name.value, in: states))
    }
}
