import ChoreoMotion
import Foundation

extension DisplayNode {
    /// Animates the changes made in `animations` over `duration` seconds, as
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// Model values change at once; what is on screen animates additively from where it is. The
    /// completion gets `true` when every animation ran to its end, `false` as soon as one is removed
    /// early. A zero, negative or NaN duration (or nodes outside any stage) applies the changes at
    /// once and completes at once with `true`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, arc: enclosingTransaction()?.arc,
                animations: animations, completion: completion)
    }

    /// ``animate(withDuration:delay:options:animations:completion:)`` whose frame, centre and
    /// position changes travel on `path` (Hero's `arc`): the centre follows it as the curve
    /// progresses, the size changes on a straight line, other properties animate as usual.
    ///
    /// Blocks nested inside take the same path unless they give their own. Retargeted mid-flight
    /// by a newer block or a layout pass, what is on screen keeps its position, and its velocity
    /// when the newer animation starts at rest (the default ease-in-out, springs): the arc runs
    /// on underneath, additively. `.beginFromCurrentState` instead drops it, velocity included.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], path: MotionPath, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, arc: path.motionArc, animations: animations,
                completion: completion)
    }

    /// The curve-timed block of both public variants, its position changes on `arc` (nil: straight).
    static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                        arc: MotionArc?, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        var curve = options.timingCurve
        var seconds = duration.isFinite ? max(duration, 0) : 0
        // Nested blocks inherit the enclosing block's duration and curve, as in UIKit, unless
        // their options override them.
        if let outer = enclosingTransaction(), case .curve(let outerCurve, let outerDuration) = outer.animation.motion {
            if !options.contains(.overrideInheritedDuration) { seconds = outerDuration }
            if !options.contains(.overrideInheritedCurve) { curve = outerCurve }
        }
        run(Animation(.curve(curve, duration: seconds), timing: timing(options, delay: delay)),
            options: options, arc: arc, animations: animations, completion: completion)
    }

    /// The innermost enclosing `animate` block, if changes are being animated.
    private static func enclosingTransaction() -> AnimationTransaction? {
        guard case .animated(let transaction)? = AnimationContext.current else { return nil }
        return transaction
    }

    /// Animates with a spring, as UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
    /// a spring with damping ratio `dampingRatio` that settles in about `duration`, starting with
    /// `velocity` (1 = the whole distance per second).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        guard duration.isFinite, duration > 0 else {
            animate(withDuration: 0, animations: animations, completion: completion)
            return
        }
        var animation = Animation.uiKitSpring(duration: duration, dampingRatio: Double(dampingRatio),
                                              initialSpringVelocity: Double(velocity))
        animation.timing = timing(options, delay: delay)
        run(animation, options: options, arc: enclosingTransaction()?.arc, animations: animations,
            completion: completion)
    }

    /// Animates the keyframes added with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// inside `animations`, over `duration` seconds.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                                        options: AnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let total = duration.isFinite ? max(duration, 0) : 0
        let transaction = AnimationTransaction(
            animation: Animation(.curve(.linear, duration: total), timing: timing(options, delay: delay)),
            options: options, completion: completion)
        guard total > 0 else {
            AnimationContext.run(.disabled, animations)
            transaction.finish(true)
            return
        }
        let recorder = KeyframeRecorder(transaction: transaction, duration: total,
                                        delay: delay.isFinite ? delay : 0)
        AnimationContext.run(.keyframes(recorder), animations)
        if !recorder.commit() { transaction.finish(true) }
    }

    /// Adds a keyframe inside an ``animateKeyframes(withDuration:delay:options:animations:completion:)``
    /// block: the changes in `animations` happen between `startTime` and `startTime + duration`,
    /// both fractions (0...1) of the whole animation. Outside such a block the changes apply at once.
    public static func addKeyframe(withRelativeStartTime startTime: Double, relativeDuration duration: Double,
                                   animations: @escaping () -> Void) {
        guard case .keyframes(let recorder)? = AnimationContext.frames.last(where: {
            if case .keyframes = $0 { return true } else { return false }
        }) else {
            AnimationContext.run(.disabled, animations)
            return
        }
        let start = startTime.isFinite ? min(max(startTime, 0), 1) : 0
        let length = duration.isFinite ? min(max(duration, 0), 1 - start) : 0
        AnimationContext.run(.keyframe(recorder, start: start, duration: length), animations)
    }

    /// Applies the changes in `actions` at once, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationContext.run(.disabled, actions)
    }

    private static func timing(_ options: AnimationOptions, delay: TimeInterval) -> AnimationTiming {
        var timing = options.timing
        timing.delay = delay.isFinite ? max(delay, 0) : 0
        return timing
    }

    private static func run(_ animation: Animation, options: AnimationOptions, arc: MotionArc?,
                            animations: () -> Void, completion: ((Bool) -> Void)?) {
        let transaction = AnimationTransaction(animation: animation, options: options, arc: arc, completion: completion)
        AnimationContext.run(.animated(transaction), animations)
        // Nothing animated (no change, no stage, or no duration): complete at once.
        if !transaction.hasAnimations { transaction.finish(true) }
    }
}
