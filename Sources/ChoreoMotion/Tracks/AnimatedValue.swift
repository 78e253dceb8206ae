import Foundation

/// A model value plus the additive animations that are carrying the screen towards it, as UIKit
/// composes animations since iOS 8.
///
/// Changing the model with ``animate(to:with:at:)`` adds a track that animates the delta
/// `oldModel − newModel` down to zero; the presentation is `model + Σ deltas`. Tracks already
/// running keep running, so a change started mid-flight continues from exactly what is on screen,
/// and with curves that start at rest (ease-in, springs) its velocity is continuous too.
/// ``retarget(to:with:at:)`` instead folds everything into one spring that keeps the current
/// value *and* velocity, as SwiftUI does.
///
/// Finished tracks contribute nothing (like Core Animation removing completed animations), so
/// the presentation does not depend on when ``removeFinishedTracks(at:)`` is called. Sampling
/// allocates nothing.
public struct AnimatedValue<Value: Interpolatable>: Sendable {
    /// The value the animations end at.
    public private(set) var modelValue: Value
    /// The additive curve and spring tracks, each animating an offset from the model value.
    public private(set) var tracks: [AnimationTrack<Value.Vector>] = []
    /// The additive keyframe tracks (kept apart so ``tracks`` stays trivially copyable).
    public var keyframeTracks: [KeyframeTrack<Value.Vector>] { keyframeStorage ?? [] }
    /// Nil until a keyframe track is added, so values without one copy with a single retain.
    @usableFromInline var keyframeStorage: [KeyframeTrack<Value.Vector>]?
    /// Not cached: a stored `Value.Vector` (a SIMD type for geometry) would make every copy of
    /// this struct go through generic value witnesses, which costs more than converting.
    @inlinable var modelVector: Value.Vector { modelValue.animatableVector }

    /// Where the storage of ``tracks`` starts (its header; the tracks follow), read without
    /// touching the storage: for asking the processor to fetch it ahead of sampling. An array
    /// is one reference to its storage.
    @inlinable package var tracksStorageAddress: UnsafeRawPointer {
        unsafeBitCast(tracks, to: UnsafeRawPointer.self)
    }

    /// A value at rest.
    public init(_ value: Value) {
        modelValue = value
    }

    /// Jumps to `value`, dropping every animation.
    // Pre-specialized for the node properties, so other modules do not run generic code.
    @_specialize(exported: true, where Value == CGFloat)
    @_specialize(exported: true, where Value == CGRect)
    @_specialize(exported: true, where Value == Color)
    @_specialize(exported: true, where Value == Transform)
    public mutating func setValue(_ value: Value) {
        modelValue = value
        // Emptying an empty array that shares the empty singleton would allocate a buffer.
        if !tracks.isEmpty { tracks.removeAll(keepingCapacity: true) }
        if keyframeStorage != nil { keyframeStorage = nil }
    }

    /// Changes the model to `newValue` and animates the difference away, starting at `time`.
    ///
    /// The new track animates `oldModel − newValue` to zero; a spring's relative initial velocity
    /// is measured against that travel, as UIKit's `initialSpringVelocity`. Does nothing but set
    /// the model when the value does not change.
    // Pre-specialized for the node properties, so other modules do not run generic code.
    @_specialize(exported: true, where Value == CGFloat)
    @_specialize(exported: true, where Value == CGRect)
    @_specialize(exported: true, where Value == Color)
    @_specialize(exported: true, where Value == Transform)
    public mutating func animate(to newValue: Value, with animation: Animation, at time: TimeInterval) {
        let offset = modelVector - newValue.animatableVector
        modelValue = newValue
        guard offset != .zero else { return }
        tracks.append(AnimationTrack(from: offset, to: .zero, animation: animation, beginTime: time))
    }

    /// ``animate(to:with:at:)`` with the value's position (``Interpolatable/planarPosition(of:)``,
    /// a rect's centre) travelling on `arc` from the old model value to the new one; the rest of
    /// the value, and values without a position, move straight.
    ///
    /// Running tracks keep running, so what is on screen stays where it is; its velocity carries
    /// on unchanged when the new track starts at rest (curves with a flat start such as
    /// ease-in-out, springs without initial velocity), as for straight changes.
    public mutating func animate(to newValue: Value, with animation: Animation, along arc: MotionArc,
                                 at time: TimeInterval) {
        let offset = modelVector - newValue.animatableVector
        guard let bend = ArcBend(arc, from: offset, to: .zero, as: Value.self) else {
            return animate(to: newValue, with: animation, at: time)
        }
        modelValue = newValue
        tracks.append(AnimationTrack(from: offset, to: .zero, animation: animation, bend: bend, beginTime: time))
    }

    /// Changes the model to `newValue`, replacing every running animation with one `spring` that
    /// starts from the current presentation with the current velocity, so both are continuous.
    public mutating func retarget(to newValue: Value, with spring: Spring, at time: TimeInterval) {
        let offset = presentation(at: time).vector - newValue.animatableVector
        let velocity = velocity(at: time)
        setValue(newValue)
        guard offset != .zero || velocity != .zero else { return }
        tracks.append(AnimationTrack(from: offset, to: .zero, spring: spring, initialVelocity: velocity, beginTime: time))
    }

    /// Changes the model value and keeps the running tracks: what is on screen jumps by the
    /// change. Used with ``addAdditiveTrack(_:)`` to build animations whose offsets are known
    /// relative to the new model value (keyframes).
    public mutating func changeModel(to value: Value) {
        modelValue = value
    }

    /// Adds an additive track: an offset from the model value.
    public mutating func addAdditiveTrack(_ track: AnimationTrack<Value.Vector>) {
        tracks.append(track)
    }

    /// Adds an additive keyframe track, for example a shake around the model value.
    public mutating func addAdditiveTrack(_ track: KeyframeTrack<Value.Vector>) {
        keyframeStorage = keyframeTracks + [track]
    }

    /// What is on screen at `time`: the model value when nothing is running.
    @inlinable
    public func presentationValue(at time: TimeInterval) -> Value {
        let (vector, isAnimating) = presentation(at: time)
        return isAnimating ? Value(animatableVector: vector) : modelValue
    }

    /// What is on screen at `time`, and whether any track is still running then: one pass over
    /// the tracks for callers that drop finished tracks as they sample.
    @inlinable
    public func sample(at time: TimeInterval) -> (value: Value, isAnimating: Bool) {
        let (vector, isAnimating) = presentation(at: time)
        return (isAnimating ? Value(animatableVector: vector) : modelValue, isAnimating)
    }

    /// The presentation's rate of change at `time`, in value units per second.
    public func velocity(at time: TimeInterval) -> Value.Vector {
        var sum = Value.Vector.zero
        for track in tracks where !track.isFinished(at: time) {
            sum = sum + track.velocity(at: time)
        }
        for track in keyframeStorage ?? [] where !track.isFinished(at: time) {
            sum = sum + track.velocity(at: time)
        }
        return sum
    }

    /// Whether any track is still running (or waiting for its delay) at `time`.
    // Pre-specialized for the node properties, so other modules do not run generic code.
    @_specialize(exported: true, where Value == CGFloat)
    @_specialize(exported: true, where Value == CGRect)
    @_specialize(exported: true, where Value == Color)
    @_specialize(exported: true, where Value == Transform)
    public func isAnimating(at time: TimeInterval) -> Bool {
        tracks.contains { !$0.isFinished(at: time) } || keyframeTracks.contains { !$0.isFinished(at: time) }
    }

    /// When the last track ends (`.infinity` if one never does); nil with no tracks.
    public var endTime: TimeInterval? {
        var end: TimeInterval?
        for track in tracks { end = max(end ?? track.endTime, track.endTime) }
        for track in keyframeStorage ?? [] { end = max(end ?? track.endTime, track.endTime) }
        return end
    }

    /// Drops the tracks that are finished at `time`; returns whether any were.
    @discardableResult
    // Pre-specialized for the node properties, so other modules do not run generic code.
    @_specialize(exported: true, where Value == CGFloat)
    @_specialize(exported: true, where Value == CGRect)
    @_specialize(exported: true, where Value == Color)
    @_specialize(exported: true, where Value == Transform)
    public mutating func removeFinishedTracks(at time: TimeInterval) -> Bool {
        let count = tracks.count + keyframeTracks.count
        tracks.removeAll { $0.isFinished(at: time) }
        keyframeStorage?.removeAll { $0.isFinished(at: time) }
        if keyframeStorage?.isEmpty == true { keyframeStorage = nil }
        return tracks.count + keyframeTracks.count != count
    }

    @inlinable
    func presentation(at time: TimeInterval) -> (vector: Value.Vector, isAnimating: Bool) {
        var sum = modelVector
        var isAnimating = false
        // Indexing the buffer reads each track in place instead of copying it out.
        tracks.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where !buffer[index].isFinished(at: time) {
                sum = sum + buffer[index].value(at: time)
                isAnimating = true
            }
        }
        if let keyframeStorage {
            for track in keyframeStorage where !track.isFinished(at: time) {
                sum = sum + track.value(at: time)
                isAnimating = true
            }
        }
        return (sum, isAnimating)
    }
}
