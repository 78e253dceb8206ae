import Foundation

/// One node's part in layout transitions, made the first time it takes part in one: the newest
/// transition started on it, the transitions applied to it that are still in flight, and what a
/// transition changed about it that another must give back.
///
/// While transitions are in flight on a node, layout passes keep the subnodes they would remove
/// and leave the node's inside to the transitions; the ``TransitionTally`` of the stage (or of
/// the nodes on none) lets a pass know at once whether any is in flight anywhere in its tree.
@MainActor
final class LayoutTransitionLifecycle {
    /// The newest transition started on the node; older ones never apply.
    var newest: LayoutTransition?
    /// Transitions applied to the node whose `completeTransition` has not run yet.
    private(set) var inFlight = 0
    /// A layout pass ran while a transition was in flight: lay out again once none is.
    var needsLayoutAfterTransitions = false
    /// The alpha the node had before a transition began fading it out; a newer transition that
    /// brings it back fades it in to this value.
    var alphaBeforeRemoval: CGFloat?
    /// How many transitions in flight are taking the node out (of any owner's subnodes): until
    /// they complete, layout passes leave it where it is, so it can animate out.
    var removals = 0
    /// ``DisplayNode/defaultLayoutTransitionStagger``.
    var defaultStagger: Stagger?
    /// ``DisplayNode/defaultLayoutTransitionPath``.
    var defaultPath = MotionPath.straight
    /// The contexts handed to the node's `animateLayoutTransition`, each until its completion
    /// (and `didCompleteLayoutTransition`) has run: the default implementations find theirs here.
    private(set) var contexts: [LayoutTransitionContext] = []
    /// The tally the in-flight transitions are counted in: the one they are taken off again,
    /// even if the node has moved to another stage since.
    private var tally: TransitionTally?

    /// A transition applied to the node is in flight with `context`, on `stage` (nil: off any stage).
    func transitionBegan(_ context: LayoutTransitionContext, on stage: Stage?) {
        contexts.append(context)
        if tally == nil { tally = stage?.transitionTally ?? TransitionTally.offStage }
        inFlight += 1
        tally?.count += 1
    }

    /// A transition of the node completed; true when it was the last in flight.
    func transitionEnded() -> Bool {
        inFlight -= 1
        tally?.count -= 1
        if inFlight == 0 { tally = nil }
        return inFlight == 0
    }

    /// The context the node handed out as `handed`, while its transition has not completed.
    /// A plain loop: a closure formed on the main actor checks its executor on every call.
    func context(for handed: ContextTransitioning) -> LayoutTransitionContext? {
        for context in contexts where context === handed { return context }
        return nil
    }

    /// `context`'s completion has run.
    func forget(_ context: LayoutTransitionContext) {
        for index in contexts.indices where contexts[index] === context {
            contexts.remove(at: index)
            return
        }
    }

    /// The node is released: its transitions are no longer in flight.
    func nodeReleased() {
        tally?.count -= inFlight
        inFlight = 0
        tally = nil
    }
}

/// How many layout transitions are in flight on the nodes of one stage, or on nodes on no stage.
/// While none is, layout passes and transitions may visit only what their kept trees changed.
@MainActor
final class TransitionTally {
    var count = 0

    /// The tally of nodes on no stage.
    static let offStage = TransitionTally()
}

extension DisplayNode {
    /// Whether a layout transition in flight is taking this node out.
    var isLeavingInTransition: Bool { (transitionLifecycle?.removals ?? 0) > 0 }

    /// Transitions applied to this node whose `completeTransition` has not run yet.
    var transitionsInFlight: Int { transitionLifecycle?.inFlight ?? 0 }

    /// The node's transition lifecycle, made when first needed.
    var lifecycle: LayoutTransitionLifecycle {
        if let transitionLifecycle { return transitionLifecycle }
        let made = LayoutTransitionLifecycle()
        transitionLifecycle = made
        return made
    }

    /// Whether no layout transition is in flight on any node of this node's stage (or, off any
    /// stage, on any node off a stage).
    var noTransitionInFlightAround: Bool {
        (stage?.transitionTally ?? TransitionTally.offStage).count == 0
    }
}
