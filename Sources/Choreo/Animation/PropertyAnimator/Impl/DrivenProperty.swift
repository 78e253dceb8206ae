import ChoreoMotion
import Foundation

/// A property a ``PropertyAnimator`` drives, type-erased so the animator can settle it.
@MainActor
protocol DrivenPropertyEntry: AnyObject {
    var startProgress: Double { get }
    /// The staggered slot of the node, if the animator staggers it.
    var slot: StaggerSlot? { get }
    /// Removes the offset, leaving the model at `position` (`weight` of the offset for `.current`).
    func settle(at position: AnimatingPosition, weight: Double)
    /// Settles at `weight` and remembers the start and end values for ``finishStopped(at:)``.
    func stop(weight: Double)
    func finishStopped(at position: AnimatingPosition)
}

@MainActor
final class DrivenProperty<Value: Interpolatable>: DrivenPropertyEntry {
    /// Strong, as UIKit's animators hold their views (and a weak reference would give the node a
    /// side table, slowing every retain of it); released when the animator ends.
    let node: DisplayNode
    let keyPath: ReferenceWritableKeyPath<DisplayNode, AnimatedProperty<Value>>
    let group: AnimatorGroup
    /// The group, or the node's own driver when the group staggers its nodes.
    let driver: AnimationDriver
    private var stopped: (start: Value, end: Value)?

    init(node: DisplayNode, keyPath: ReferenceWritableKeyPath<DisplayNode, AnimatedProperty<Value>>,
         group: AnimatorGroup, driver: AnimationDriver) {
        self.node = node
        self.keyPath = keyPath
        self.group = group
        self.driver = driver
    }

    var startProgress: Double { group.startProgress }

    var slot: StaggerSlot? { (driver as? StaggeredDriver)?.slot }

    func settle(at position: AnimatingPosition, weight: Double) {
        _ = settleReturningEnds(at: position, weight: weight)
    }

    func stop(weight: Double) {
        stopped = settleReturningEnds(at: .current, weight: weight)
    }

    func finishStopped(at position: AnimatingPosition) {
        guard let stopped else { return }
        switch position {
        case .start: setModel(stopped.start, on: node)
        case .end: setModel(stopped.end, on: node)
        case .current: break
        }
    }

    /// Settles and returns the start and end values the property had (nil if it was reset since).
    private func settleReturningEnds(at position: AnimatingPosition, weight: Double) -> (start: Value, end: Value)? {
        guard let driven = node[keyPath: keyPath].removeDrivenOffset(of: driver) else { return nil }
        let offset = driven.offset
        let end = node[keyPath: keyPath].model
        let endVector = end.animatableVector
        // The exact start value unless something else moved the model since the blocks ran.
        let startValue = end == driven.endModel ? driven.startModel : Value(animatableVector: endVector + offset)
        switch position {
        case .end: break
        case .start: setModel(startValue, on: node)
        case .current:
            if weight >= 1 {
                setModel(startValue, on: node)
            } else if weight != 0 {
                setModel(Value(animatableVector: endVector + offset.scaled(by: weight)), on: node)
            }
        }
        return (startValue, end)
    }

    private func setModel(_ value: Value, on node: DisplayNode) {
        let old = node[keyPath: keyPath].model
        guard old != value else { return }
        node[keyPath: keyPath].changeModel(to: value)
        if let oldFrame = old as? CGRect, let newFrame = value as? CGRect {
            node.untransformedFrameChanged(from: oldFrame, to: newFrame)
        }
    }
}
