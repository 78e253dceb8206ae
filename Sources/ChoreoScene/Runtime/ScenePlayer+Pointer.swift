import Choreo
import Foundation

/// A pointer held down on the stage.
struct PointerTracking {
    var start: CGPoint
    /// The drag trigger of the node pressed (or its nearest ancestor with one).
    var drag: TriggerSpec?
    /// The tap trigger likewise.
    var tap: TriggerSpec?
    var dragging = false
    /// Recent positions along the drag's axis with their times, for the release velocity.
    var samples: [(time: TimeInterval, position: CGFloat)] = []
}

/// Pointer events (stage coordinates, y down) routed to the scene's tap and drag triggers.
extension ScenePlayer {
    /// Points a pointer must move before a press becomes a drag.
    static let dragSlop: CGFloat = 4

    /// The topmost visible node with an id under `point`, on the screen shown.
    public func hitTest(_ point: CGPoint) -> DisplayNode? {
        guard let root = stage.rootNode else { return nil }
        var hit: DisplayNode?
        func visit(_ node: DisplayNode) {
            guard !node.isHidden, node.alpha > 0 else { return }
            if node.convert(node.bounds, to: nil).contains(point), (node as? any SceneNodeInfo)?.sceneID != nil { hit = node }
            for subnode in node.subnodes { visit(subnode) }
        }
        visit(root)
        return hit
    }

    /// A press at `point`; `time` (seconds, any origin) measures the release velocity.
    public func pointerDown(at point: CGPoint, time: TimeInterval? = nil) {
        var tracking = PointerTracking(start: point)
        var node = hitTest(point)
        while let current = node, tracking.tap == nil || tracking.drag == nil {
            if let id = (current as? any SceneNodeInfo)?.sceneID {
                for trigger in document.spec.triggers {
                    switch trigger.kind {
                    case .tap(let target) where target.value == id && tracking.tap == nil: tracking.tap = trigger
                    case .drag(let target) where target.value == id && tracking.drag == nil: tracking.drag = trigger
                    default: break
                    }
                }
            }
            node = current.supernode
        }
        tracking.samples = [(time ?? clock.now, 0)]
        pointer = tracking
    }

    /// The pointer moved: past a few points a press on a drag trigger scrubs its transition.
    public func pointerMoved(to point: CGPoint, time: TimeInterval? = nil) {
        guard var tracking = pointer, let drag = tracking.drag else { return }
        let travel = drag.axisIsX ? point.x - tracking.start.x : point.y - tracking.start.y
        if !tracking.dragging {
            guard hypot(point.x - tracking.start.x, point.y - tracking.start.y) >= Self.dragSlop else { return }
            guard let target = nextState(of: drag), beginScrub(to: target) else {
                pointer = nil
                return
            }
            tracking.dragging = true
        }
        tracking.samples.append((time ?? clock.now, travel))
        if tracking.samples.count > 8 { tracking.samples.removeFirst(tracking.samples.count - 8) }
        pointer = tracking
        scrub(to: travel / drag.distance)
    }

    /// The pointer was released: a drag finishes its transition when the finger ends past half
    /// way (counting where its speed would carry it in 0.2 s), else cancels it; a press that
    /// did not move is a tap.
    public func pointerUp(at point: CGPoint, time: TimeInterval? = nil) {
        guard let tracking = pointer else { return }
        if tracking.dragging, let drag = tracking.drag {
            pointerMoved(to: point, time: time)
            let samples = (pointer ?? tracking).samples
            let fraction = scrubFraction ?? 0
            var velocity: CGFloat = 0
            if let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }), last.time > first.time {
                velocity = (last.position - first.position) / CGFloat(last.time - first.time) / drag.distance
            }
            pointer = nil
            endScrub(finish: fraction + velocity * 0.2 >= 0.5)
        } else if let tap = tracking.tap {
            pointer = nil
            fire(tap)
        }
    }
}
