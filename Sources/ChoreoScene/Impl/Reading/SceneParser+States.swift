import Choreo
import Foundation
import Yams

/// States and transitions.
extension SceneParser {
    mutating func readStates(_ node: Node) {
        for (name, keyNode, value) in reader.entries(node, of: "'states'") ?? [] {
            if name == SceneDocument.defaultStateName {
                reader.error(keyNode, "'\(name)' is the name of the state the file declares; give this state another name")
                continue
            }
            var state = StateSpec(name: name, screen: nil, extends: nil, changes: [],
                                  line: keyNode.mark?.line ?? 1, column: keyNode.mark?.column ?? 1)
            for (key, _, field) in reader.fields(value, of: "state '\(name)'", known: ["screen", "extends", "set"]) ?? [] {
                switch key {
                case "screen": state.screen = located(field, reader.name(field, field: "screen"))
                case "extends": state.extends = located(field, reader.name(field, field: "extends"))
                default:
                    for (id, idNode, changes) in reader.entries(field, of: "'set' of state '\(name)'") ?? [] {
                        var properties: [NodeProperty: PropertyValue] = [:]
                        for (key, _, value) in reader.fields(changes, of: "the changes to '\(id)'", known: NodeProperty.names) ?? [] {
                            if let name = NodeProperty(rawValue: key), let read = property(name, value) {
                                properties[name] = read
                            }
                        }
                        state.changes.append((Located(value: id, line: idNode.mark?.line ?? 1, column: idNode.mark?.column ?? 1),
                                              properties))
                    }
                }
            }
            spec.states.append(state)
        }
    }

    static let timingKeys = ["duration", "delay", "curve", "spring", "springVelocity"]
    static let transitionKeys = ["from", "to", "node", "nodes", "definition"] + timingKeys

    mutating func readTransition(_ node: Node) -> TransitionSpec? {
        guard let fields = reader.fields(node, of: "a transition", known: Self.transitionKeys) else { return nil }
        var transition = TransitionSpec(from: nil, to: nil, timing: MotionTiming(), node: nil, nodes: [], definition: [],
                                        line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        transition.timing = readTiming(fields)
        for (key, _, value) in fields {
            switch key {
            case "from": transition.from = located(value, reader.name(value, field: key))
            case "to": transition.to = located(value, reader.name(value, field: key))
            case "node": transition.node = located(value, reader.name(value, field: key))
            case "nodes":
                for (id, idNode, motion) in reader.entries(value, of: "'nodes'") ?? [] {
                    guard let read = readMotion(motion, id: id) else { continue }
                    transition.nodes.append((Located(value: id, line: idNode.mark?.line ?? 1, column: idNode.mark?.column ?? 1),
                                             read))
                }
            case "definition":
                for (identifier, idNode, type) in reader.entries(value, of: "'definition'") ?? [] {
                    guard let read = animationType(type, identifier: identifier) else { continue }
                    transition.definition.append((Located(value: identifier, line: idNode.mark?.line ?? 1,
                                                          column: idNode.mark?.column ?? 1), read.0, read.1))
                }
            default: break
            }
        }
        return transition
    }

    mutating func readTiming(_ fields: [(key: String, keyNode: Node, value: Node)]) -> MotionTiming {
        var timing = MotionTiming()
        for (key, _, value) in fields {
            switch key {
            case "duration": timing.duration = reader.seconds(value, field: key)
            case "delay": timing.delay = reader.seconds(value, field: key)
            case "spring": timing.spring = reader.number(value, field: "spring (damping ratio)", in: 0.01...1)
            case "springVelocity": timing.springVelocity = reader.number(value, field: key, in: -1000...1000) ?? 0
            case "curve":
                if case .sequence(let points) = value {
                    guard points.count == 4 else {
                        reader.error(value, "'curve' as control points must be [x1, y1, x2, y2], got \(points.count) numbers")
                        continue
                    }
                    let numbers = points.compactMap { reader.number($0, field: "curve", in: -10...10) }
                    if numbers.count == 4 { timing.bezier = numbers.map(Double.init) }
                } else {
                    timing.curve = reader.keyword(value, field: key, choices: Keywords.words(Keywords.curves))
                }
            default: break
            }
        }
        return timing
    }

    private mutating func readMotion(_ node: Node, id: String) -> NodeMotion? {
        let keys = ["insertFrom", "removeTo"] + Self.timingKeys
        guard let fields = reader.fields(node, of: "the motion of '\(id)'", known: keys) else { return nil }
        var motion = NodeMotion(timing: readTiming(fields))
        for (key, _, value) in fields where key == "insertFrom" || key == "removeTo" {
            guard let offsets = reader.fields(value, of: "'\(key)'", known: ["x", "y", "alpha", "scale"]) else { continue }
            var offset = MotionOffset()
            for (name, _, number) in offsets {
                switch name {
                case "x": offset.x = reader.number(number, field: "\(key).x") ?? 0
                case "y": offset.y = reader.number(number, field: "\(key).y") ?? 0
                case "alpha": offset.alpha = reader.number(number, field: "\(key).alpha", in: 0...1) ?? 0
                default: offset.scale = reader.number(number, field: "\(key).scale", in: 0...1000) ?? 1
                }
            }
            if key == "insertFrom" { motion.insertFrom = offset } else { motion.removeTo = offset }
        }
        return motion
    }

    static let animationTypes = ["crossfade", "sharedElement", "noAnimation", "edgeTranslation", "translateY", "translate",
                                 "scale", "anchorTranslation", "blur"]

    /// `crossfade`, `sharedElement`, `noAnimation`, or a one-entry mapping such as `{translateY: -40}`.
    private mutating func animationType(_ node: Node, identifier: String) -> (AnimationType, Located<String>?)? {
        let field = "definition.\(identifier)"
        if case .scalar = node {
            guard let word = reader.keyword(node, field: field, choices: ["crossfade", "sharedElement", "noAnimation"])
            else { return nil }
            return (word == "crossfade" ? .crossfade : word == "sharedElement" ? .sharedElement : .noAnimation, nil)
        }
        let known = Array(Self.animationTypes.dropFirst(3))
        guard let fields = reader.fields(node, of: "'\(field)'", known: known) else { return nil }
        guard fields.count == 1, let (key, _, value) = fields.first else {
            reader.error(node, "'\(field)' must be one animation type, such as {translateY: -40}; got \(fields.count)")
            return nil
        }
        switch key {
        case "edgeTranslation":
            return reader.keyword(value, field: "\(field).\(key)", choices: Keywords.words(Keywords.edges))
                .flatMap { Keywords.edges[$0] }.map { (.edgeTranslation($0), nil) }
        case "translateY": return reader.number(value, field: "\(field).\(key)").map { (.translateY($0), nil) }
        case "translate":
            return reader.pair(value, field: "\(field).\(key)", names: ("x", "y")).map { (.translate(x: $0.0, y: $0.1), nil) }
        case "scale": return reader.number(value, field: "\(field).\(key)", in: 0...1000).map { (.scale($0), nil) }
        case "blur": return reader.number(value, field: "\(field).\(key)", in: 0...1000).map { (.blur(radius: $0), nil) }
        default:
            guard let other = reader.name(value, field: "\(field).\(key)") else { return nil }
            return (.anchorTranslation(relativeTo: other), located(value, other))
        }
    }
}
