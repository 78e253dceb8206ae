import Choreo
import Foundation
import Yams

/// Triggers and the timeline.
extension SceneParser {
    mutating func readTrigger(_ node: Node) -> TriggerSpec? {
        let keys = ["tap", "drag", "timer", "go", "axis", "distance", "repeats"]
        guard let fields = reader.fields(node, of: "a trigger", known: keys) else { return nil }
        let kinds = fields.filter { ["tap", "drag", "timer"].contains($0.key) }
        guard kinds.count == 1, let (kindKey, _, kindValue) = kinds.first else {
            reader.error(node, "a trigger needs exactly one of 'tap: NODE', 'drag: NODE' or 'timer: SECONDS', got \(kinds.count)")
            return nil
        }
        let kind: TriggerSpec.Kind
        switch kindKey {
        case "tap": guard let id = located(kindValue, reader.name(kindValue, field: "tap")) else { return nil }; kind = .tap(id)
        case "drag": guard let id = located(kindValue, reader.name(kindValue, field: "drag")) else { return nil }; kind = .drag(id)
        default:
            guard let seconds = reader.number(kindValue, field: "timer", in: 0.01...SceneLimits.duration) else { return nil }
            kind = .timer(Double(seconds))
        }
        var trigger = TriggerSpec(kind: kind, go: [])
        for (key, keyNode, value) in fields {
            switch key {
            case "go":
                trigger.go = (reader.list(value, field: "go", single: true) ?? []).compactMap { located($0, reader.name($0, field: "go")) }
            case "axis": trigger.axisIsX = reader.keyword(value, field: key, choices: ["x", "y"]) == "x"
            case "distance":
                guard let distance = reader.number(value, field: key) else { continue }
                if abs(distance) < 1 { reader.error(value, "'distance' must be at least 1 point either way, got \(distance)") }
                else { trigger.distance = distance }
            case "repeats": trigger.repeats = reader.bool(value, field: key) ?? false
            default: _ = keyNode
            }
        }
        if !fields.contains(where: { $0.key == "go" }) {
            reader.error(node, "a trigger needs 'go': the state it moves to, or a list it steps through")
        }
        if case .drag = kind, trigger.go.count > 1 {
            reader.error(node, "a drag trigger goes to one state ('go: STATE'); the drag scrubs the way there")
        }
        return trigger
    }

    mutating func readTimeline(_ node: Node) {
        guard let fields = reader.fields(node, of: "'timeline'", known: ["duration", "events"]) else { return }
        for (key, _, value) in fields {
            if key == "duration" {
                spec.timelineDuration = reader.number(value, field: "timeline.duration", in: 0...SceneLimits.duration)
                    .map(Double.init) ?? spec.timelineDuration
                continue
            }
            for item in reader.list(value, field: "timeline.events") ?? [] {
                if let event = readEvent(item) { spec.timeline.append(event) }
            }
        }
    }

    private mutating func readEvent(_ node: Node) -> TimelineEvent? {
        let keys = ["at", "go", "tap", "scrub", "fraction", "over", "release"]
        guard let fields = reader.fields(node, of: "a timeline event", known: keys) else { return nil }
        let actions = fields.filter { ["go", "tap", "scrub", "release"].contains($0.key) }
        guard let at = fields.first(where: { $0.key == "at" }) else {
            reader.error(node, "a timeline event needs 'at': its time in seconds")
            return nil
        }
        guard actions.count == 1, let (key, _, value) = actions.first else {
            reader.error(node, "a timeline event needs exactly one of 'go', 'tap', 'scrub' or 'release', got \(actions.count)")
            return nil
        }
        guard let time = reader.seconds(at.value, field: "at") else { return nil }
        switch key {
        case "go": return located(value, reader.name(value, field: key)).map { TimelineEvent(time: time, action: .go($0)) }
        case "tap": return located(value, reader.name(value, field: key)).map { TimelineEvent(time: time, action: .tap($0)) }
        case "release":
            return reader.keyword(value, field: key, choices: ["finish", "cancel"])
                .map { TimelineEvent(time: time, action: .release(finish: $0 == "finish")) }
        default:
            guard let state = located(value, reader.name(value, field: key)) else { return nil }
            var fraction: CGFloat = 1
            var over: TimeInterval = 0
            for (name, _, number) in fields {
                if name == "fraction" { fraction = reader.number(number, field: name, in: 0...1) ?? 1 }
                if name == "over" { over = reader.seconds(number, field: name) ?? 0 }
            }
            return TimelineEvent(time: time, action: .scrub(state, fraction: fraction, over: over))
        }
    }
}
