import ChoreoMotion
import Foundation

/// Collects the changes made inside `addKeyframe` blocks and turns each animated property into
/// one additive keyframe track when the `animateKeyframes` block ends.
///
/// For each property the value holds until a keyframe starts, then moves (linearly) to the value
/// set in that keyframe over its relative duration; the overall curve comes from the options.
@MainActor
final class KeyframeRecorder {
    private struct Key: Hashable {
        let node: ObjectIdentifier
        let property: AnyKeyPath
    }

    private var entries: [Key: any RecordedKeyframes] = [:]
    private var order: [Key] = []
    let transaction: AnimationTransaction
    let duration: Double
    let delay: Double

    init(transaction: AnimationTransaction, duration: Double, delay: Double) {
        self.transaction = transaction
        self.duration = duration
        self.delay = delay
    }

    func record<Value: Interpolatable>(node: DisplayNode,
                                       property: ReferenceWritableKeyPath<DisplayNode, AnimatedProperty<Value>>,
                                       from: Value, to: Value, start: Double, duration: Double) {
        let key = Key(node: ObjectIdentifier(node), property: property)
        if entries[key] == nil {
            entries[key] = PropertyKeyframes(node: node, keyPath: property, initial: from)
            order.append(key)
        }
        (entries[key] as? PropertyKeyframes<Value>)?.keys.append((start, duration, to))
    }

    /// Adds the tracks; returns whether anything animated.
    func commit() -> Bool {
        var animated = false
        for key in order {
            animated = entries[key]!.commit(totalDuration: duration, delay: delay, transaction: transaction) || animated
        }
        return animated
    }
}

@MainActor
private protocol RecordedKeyframes {
    func commit(totalDuration: Double, delay: Double, transaction: AnimationTransaction) -> Bool
}

@MainActor
private final class PropertyKeyframes<Value: Interpolatable>: RecordedKeyframes {
    /// Strong: the recorder lives only while the block runs (and a weak reference would give
    /// the node a side table, slowing every retain of it).
    let node: DisplayNode
    let keyPath: ReferenceWritableKeyPath<DisplayNode, AnimatedProperty<Value>>
    let initial: Value
    var keys: [(start: Double, duration: Double, value: Value)] = []

    init(node: DisplayNode, keyPath: ReferenceWritableKeyPath<DisplayNode, AnimatedProperty<Value>>, initial: Value) {
        self.node = node
        self.keyPath = keyPath
        self.initial = initial
    }

    func commit(totalDuration: Double, delay: Double, transaction: AnimationTransaction) -> Bool {
        guard let clock = node.stage?.clock, let final = keys.last?.value else { return false }
        // Key times of the offsets from the final value: hold, then move, per keyframe.
        let finalVector = final.animatableVector
        var times: [Double] = [0]
        var offsets: [Value.Vector] = [initial.animatableVector - finalVector]
        for key in keys.sorted(by: { $0.start < $1.start }) {
            let start = min(max(key.start, 0), 1)
            let end = min(max(key.start + key.duration, start), 1)
            if start > times.last! {
                times.append(start)
                offsets.append(offsets.last!)
            }
            times.append(max(end, times.last!))
            offsets.append(key.value.animatableVector - finalVector)
        }
        if times.last! < 1 {
            times.append(1)
            offsets.append(offsets.last!)
        }
        guard let keyframes = Keyframes(values: offsets, keyTimes: times) else { return false }
        let timing = AnimationTiming(delay: delay, repeatCount: transaction.options.timing.repeatCount,
                                     autoreverses: transaction.options.timing.autoreverses)
        let track = KeyframeTrack(keyframes, duration: totalDuration, beginTime: clock.now, timing: timing)
        node[keyPath: keyPath].addKeyframes(track, transaction: transaction, node: node, clock: clock)
        return true
    }
}
