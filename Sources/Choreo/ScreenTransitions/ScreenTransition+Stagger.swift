import Foundation

extension ScreenTransition {
    /// Plans a transition from `source` (a subnode of `container`) to `destination` whose
    /// elements start one after another.
    ///
    /// - Parameters:
    ///   - definition: The animation of each identifier; others take no part.
    ///   - duration: Seconds per element (default 0.6); negative or non-finite durations become
    ///     0 (debug message).
    ///   - timing: Each element's, over its own slot; the default is the re-creation's spring,
    ///     damping 0.85.
    ///   - stagger: Orders the elements (one per identifier occurrence, paired occurrences
    ///     sharing one) by the combined identifier tree, depth first, or by the centres of
    ///     their destination frames in the container (source frames for removed ones). The
    ///     transition then lasts the stagger's total: ``fractionComplete`` runs over all of it,
    ///     and untagged content fades with the timing over that whole length. nil: all together.
    ///   - path: How ``AnimationType/sharedElement`` copies move: ``MotionPath/straight``, or
    ///     ``MotionPath/arc(intensity:)`` for their centres to travel on an arc from the source
    ///     frame's centre to the destination's as the timing progresses (a spring overshooting
    ///     carries on round the arc's circle), their sizes changing on a straight line. Other
    ///     animation types keep their own motion.
    public convenience init(from source: DisplayNode, to destination: DisplayNode, in container: DisplayNode,
                            definition: TransitionDefinition, duration: TimeInterval = 0.6,
                            timing: TransitionTiming = .spring(dampingRatio: 0.85), stagger: Stagger?,
                            path: MotionPath = .straight) {
        self.init(from: source, to: destination, in: container, definition: definition, duration: duration,
                  timing: timing, onScreen: [:], sourceFade: 1, stagger: stagger, arc: path.motionArc)
    }
}
