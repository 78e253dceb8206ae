import Choreo
import Foundation
import Yams

/// Reads a composed YAML document into a ``SceneSpec``, noting every problem on the way.
struct SceneParser {
    var reader: YAMLReader
    var palette: [String: Color] = [:]
    var spec = SceneSpec()
    /// Nodes read so far, all screens together.
    var nodeCount = 0

    static let topLevelKeys = ["title", "caption", "size", "layoutDirection", "prefersReducedMotion", "colors",
                               "screens", "initial", "states", "transitions", "triggers", "timeline", "plot"]

    init(file: String) {
        reader = YAMLReader(file: file, nodeBudget: SceneLimits.yamlNodes)
    }

    mutating func parse(_ root: Node) {
        guard let fields = reader.fields(root, of: "the scene", known: Self.topLevelKeys) else { return }
        // Colours first: nodes anywhere may name them.
        if let colors = fields.first(where: { $0.key == "colors" }) { readPalette(colors.value) }
        for (key, keyNode, value) in fields {
            switch key {
            case "title": spec.title = reader.string(value, field: key) ?? spec.title
            case "caption": spec.caption = reader.string(value, field: key) ?? ""
            case "plot": spec.plotNode = reader.name(value, field: key)
            case "size":
                if let size = reader.pair(value, field: key, names: ("width", "height"), in: 1...10_000) {
                    spec.size = CGSize(width: size.0, height: size.1)
                }
            case "layoutDirection":
                if let word = reader.keyword(value, field: key, choices: Keywords.words(Keywords.layoutDirection)) {
                    spec.layoutDirection = Keywords.layoutDirection[word] ?? .leftToRight
                }
            case "prefersReducedMotion":
                spec.prefersReducedMotion = reader.bool(value, field: key) ?? spec.prefersReducedMotion
            case "screens": readScreens(value)
            case "initial": spec.initial = located(value, reader.name(value, field: key))
            case "states": readStates(value)
            case "transitions":
                for item in reader.list(value, field: key) ?? [] {
                    if let transition = readTransition(item) { spec.transitions.append(transition) }
                }
            case "triggers":
                for item in reader.list(value, field: key) ?? [] {
                    if let trigger = readTrigger(item) { spec.triggers.append(trigger) }
                }
            case "timeline": readTimeline(value)
            default: _ = keyNode
            }
        }
        if !fields.contains(where: { $0.key == "screens" }) {
            reader.error(root, "the scene needs 'screens': a list of node trees, the first one shown first")
        }
    }

    func located<T: Sendable>(_ node: Node, _ value: T?) -> Located<T>? {
        value.map { Located(value: $0, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1) }
    }

    private mutating func readPalette(_ node: Node) {
        for (name, _, value) in reader.entries(node, of: "'colors'") ?? [] {
            if let color = reader.color(value, field: "colors.\(name)", palette: palette) { palette[name] = color }
        }
    }

    private mutating func readScreens(_ node: Node) {
        guard let items = reader.list(node, field: "screens") else { return }
        if items.isEmpty { reader.error(node, "'screens' needs at least one node tree") }
        for item in items {
            guard let screen = readNode(item, depth: 1) else { continue }
            if screen.id == nil { reader.error(item, "a screen needs an 'id', so states and transitions can name it") }
            spec.screens.append(screen)
        }
    }

    static let nodeKeys = ["id", "children"] + NodeProperty.names

    mutating func readNode(_ node: Node, depth: Int) -> NodeSpec? {
        guard depth <= SceneLimits.nodeDepth else {
            reader.error(node, "nodes nest deeper than \(SceneLimits.nodeDepth) levels; flatten the tree")
            return nil
        }
        nodeCount += 1
        guard nodeCount <= SceneLimits.nodes else {
            if nodeCount == SceneLimits.nodes + 1 { reader.error(node, "the scene has more than \(SceneLimits.nodes) nodes") }
            return nil
        }
        guard let fields = reader.fields(node, of: "a node", known: Self.nodeKeys) else { return nil }
        var result = NodeSpec(id: nil, kind: .box, properties: [:], children: [],
                              line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        for (key, keyNode, value) in fields {
            switch key {
            case "id": result.id = located(value, reader.name(value, field: "id"))
            case "children":
                for child in reader.list(value, field: "children") ?? [] {
                    if let read = readNode(child, depth: depth + 1) { result.children.append(read) }
                }
            default:
                guard let property = NodeProperty(rawValue: key), let read = self.property(property, value) else { continue }
                if property == .text || property == .image {
                    if result.kind != .box { reader.error(keyNode, "a node has either 'text' or 'image', not both") }
                    result.kind = property == .text ? .text : .image
                }
                result.properties[property] = read
            }
        }
        if result.kind != .text {
            for (key, keyNode, _) in fields where NodeProperty(rawValue: key).map(NodeProperty.textOnly.contains) == true {
                reader.error(keyNode, "'\(key)' is for text nodes; add 'text' to this node")
            }
        }
        return result
    }
}
