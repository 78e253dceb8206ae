import Foundation

/// The animation blocks being run, innermost last. Every property change asks the innermost
/// what to do (``AnimatedProperty/set(_:node:property:)``): animate additively with a block,
/// drive an offset for a property animator, record a keyframe, retarget for a layout pass, or
/// jump (no block, a disabled block or a zero-duration one).
@MainActor
enum AnimationContext {
    enum Frame {
        case animated(AnimationTransaction)
        case disabled
        case keyframes(KeyframeRecorder)
        case keyframe(KeyframeRecorder, start: Double, duration: Double)
        /// A ``PropertyAnimator``'s animation blocks.
        case animator(AnimatorGroup)
        /// A layout pass outside any animation block: changes to animating values retarget
        /// them instead of jumping (see ``AnimatedProperty/set(_:node:property:)``).
        case layoutPass
    }

    // Main-actor state touched on every property change: no dynamic exclusivity check (the
    // stack is only pushed and popped around synchronous blocks on the main actor).
    @exclusivity(unchecked) static var frames: [Frame] = []

    static var current: Frame? { frames.last }

    static func run(_ frame: Frame, _ body: () -> Void) {
        frames.append(frame)
        body()
        frames.removeLast()
    }

    /// Runs a layout pass: inside an animation block its changes animate with the block;
    /// otherwise they retarget what animates and set the rest.
    static func runLayoutPass(_ body: () -> Void) {
        guard current == nil else { return body() }
        run(.layoutPass, body)
    }
}
