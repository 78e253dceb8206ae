import Choreo
import Foundation

/// Builds a scene's screens into nodes, and knows each node's properties in every state.
@MainActor
struct SceneBuilder {
    /// Nodes by id, all screens together.
    private(set) var nodes: [String: DisplayNode] = [:]
    /// The ids in file order (a parent before its children, screens in turn): changes of
    /// state are applied in this order, so a transition never depends on a dictionary's order.
    private(set) var ids: [String] = []
    /// The properties each node with an id declares (the default state).
    private(set) var declared: [String: [NodeProperty: PropertyValue]] = [:]
    /// Each screen's root, by screen id, in file order.
    private(set) var screens: [(id: String, root: DisplayNode)] = []

    init(spec: SceneSpec) {
        for screen in spec.screens {
            let root = build(screen)
            screens.append((screen.id?.value ?? "screen\(screens.count)", root))
        }
    }

    private mutating func build(_ spec: NodeSpec) -> DisplayNode {
        let id = spec.id?.value
        if let id { ids.append(id) }
        let node: DisplayNode
        switch spec.kind {
        case .text: node = SceneTextNode(id: id)
        case .image: node = SceneImageNode(id: id)
        case .box:
            let box = SceneNode(id: id)
            box.sceneChildren = spec.children.map { build($0) }
            for child in box.sceneChildren { (child as? any SceneNodeInfo)?.sceneParent = box }
            node = box
        }
        PropertyApplier.change(node, from: [:], to: spec.properties)
        if let id {
            nodes[id] = node
            declared[id] = spec.properties
        }
        return node
    }
}
