import ChoreoLayout
import ChoreoMotion
import Foundation

extension DisplayNode {
    /// Texture's Layout Transition API: measures a new layout for the node's current size range,
    /// inserts the new subnodes, and hands both layouts to ``animateLayoutTransition(_:)``.
    ///
    /// With `shouldMeasureAsync`, the layout is computed off the main actor; `measurementCompletion`
    /// runs on the main actor right after measuring, before the animation starts. A transition
    /// started while another is still measuring cancels it.
    ///
    /// A node laid out as part of an ancestor's layout is measured there, as Texture does: when
    /// its new layout has another size, the ancestors reflow and the nodes around it move with
    /// the same animation, while its own ``animateLayoutTransition(_:)`` animates its content.
    ///
    /// The node and its ancestors up to that one are read again (their `layoutSpecThatFits`);
    /// other nodes keep their content unless they were marked with ``setNeedsLayout()`` (text
    /// and image nodes mark themselves), as Texture keeps the layouts of nodes not invalidated.
    @discardableResult
    public func transitionLayout(withAnimation animated: Bool, shouldMeasureAsync: Bool = false,
                                 measurementCompletion: (() -> Void)? = nil) -> LayoutTransition {
        if let root = layoutRoot() {
            let range = root.constrainedSizeForCalculatedLayout ?? SizeRange(exactly: root.untransformedFrame.size)
            return startLayoutTransition(measuring: root, in: range, animated: animated, async: shouldMeasureAsync,
                                         measurementCompletion: measurementCompletion)
        }
        let range = constrainedSizeForCalculatedLayout ?? SizeRange(exactly: untransformedFrame.size)
        return startLayoutTransition(measuring: self, in: range, animated: animated, async: shouldMeasureAsync,
                                     measurementCompletion: measurementCompletion)
    }

    /// Like ``transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)`` for a new
    /// size range; the node's own size changes (animated) to the new layout's. Asking for the size
    /// range the current layout was computed for does nothing, as Texture documents.
    @discardableResult
    public func transitionLayout(with constrainedSize: SizeRange, animated: Bool, shouldMeasureAsync: Bool = false,
                                 measurementCompletion: (() -> Void)? = nil) -> LayoutTransition {
        if calculatedLayout != nil, constrainedSize == constrainedSizeForCalculatedLayout {
            return LayoutTransition(phase: .completed)
        }
        return startLayoutTransition(measuring: self, in: constrainedSize, animated: animated,
                                     async: shouldMeasureAsync, measurementCompletion: measurementCompletion)
    }

    /// Cancels a transition that is still measuring; it will never apply.
    public func cancelLayoutTransition() {
        transitionLifecycle?.newest?.cancel()
    }

    /// The ancestor whose kept layout tree lays this node out (its spec includes this node, or
    /// a node's inside it), or nil when the node's layout is its own.
    private func layoutRoot() -> DisplayNode? {
        guard let store = treeMembership.store, let root = store.root as? DisplayNode, root !== self,
              isDescendant(of: root), store.lastLayout(of: self) != nil else { return nil }
        return root
    }

    /// Measures `measured` (this node, or the ancestor that lays it out) in `range`, then applies
    /// this node's part of the result as the transition's new layout.
    private func startLayoutTransition(measuring measured: DisplayNode, in range: SizeRange, animated: Bool,
                                       async: Bool, measurementCompletion: (() -> Void)?) -> LayoutTransition {
        transitionLifecycle?.newest?.cancel()
        let transition = LayoutTransition()
        lifecycle.newest = transition
        invalidateKeptContent(upTo: measured)
        let apply: (Layout, LayoutTreeStore?) -> Void = { [weak self, weak measured] layout, keptTree in
            guard let self, let measured else { return transition.cancel() }
            self.applyMeasuredLayout(layout, of: measured, range: range, keptTree: keptTree, transition: transition,
                                     animated: animated, measurementCompletion: measurementCompletion)
        }
        guard async else {
            // Measured from the kept tree: only what changed is read and laid out again. The
            // layout this node shows stays its own (the transition starts from it) while the
            // kept tree moves on to the new one.
            let showsKeptTree = measured === self && showsKeptLayout && noTransitionInFlightAround
            storedLayout = calculatedLayout
            let layout = measured.computeLayout(in: range)
            // What the pass reached is what changed: the transition need look at nothing else.
            apply(layout, showsKeptTree && layoutStore?.lastCall == .patched ? layoutStore : nil)
            return transition
        }
        let snapshot = LayoutSnapshot(measured, in: range, options: layoutOptions)
        Task { @MainActor in
            if snapshot.requiresMainActor {
                // Custom measurement code runs on the main actor: measure here, still asynchronously.
                transition.measuredOnMainThread = true
                return apply(snapshot.layoutOnMainActor(in: range), nil)
            }
            let (layout, onMain) = await Task.detached(priority: .userInitiated) {
                (snapshot.layout(in: range), Thread.isMainThread)
            }.value
            transition.measuredOnMainThread = onMain
            apply(layout, nil)
        }
        return transition
    }

    /// Marks this node's content, and that of its ancestors up to `measured`, as changed in the
    /// kept layout trees: the transition reads them anew, and so must the next layout pass.
    private func invalidateKeptContent(upTo measured: DisplayNode) {
        var node: DisplayNode? = self
        while let current = node {
            current.contentChanged()
            if current === measured { break }
            node = current.supernode
        }
    }

    /// Main actor, after measuring: unless superseded, inserts the new nodes and starts the
    /// animation. `layout` is `measured`'s; when that is an ancestor, it reflows around this node
    /// (animated with the transition) while this node's own content is left to the transition.
    /// `keptTree` is this node's kept tree when `layout` is its last pass from the result shown.
    private func applyMeasuredLayout(_ layout: Layout, of measured: DisplayNode, range: SizeRange,
                                     keptTree: LayoutTreeStore?, transition: LayoutTransition, animated: Bool,
                                     measurementCompletion: (() -> Void)?) {
        guard transition.phase == .measuring, transitionLifecycle?.newest === transition else {
            transition.cancel()
            return
        }
        let ownLayout: Layout
        let ownRange: SizeRange
        if measured === self {
            (ownLayout, ownRange) = (layout, range)
        } else if let sublayout = DisplayNode.sublayout(of: self, in: layout) {
            (ownLayout, ownRange) = (sublayout, SizeRange(exactly: sublayout.size))
        } else {
            // The ancestor no longer lays this node out: nothing of this node's to transition.
            return transition.cancel()
        }
        let context = LayoutTransitionContext(node: self, transition: transition, animated: animated,
                                              fromLayout: calculatedLayout,
                                              fromSize: constrainedSizeForCalculatedLayout ?? ownRange,
                                              toLayout: ownLayout, toSize: ownRange, keptTree: keptTree)
        // The new layout is the node's layout from now on: a newer transition starts from it.
        recordTransitionLayout(context, constrainedSize: ownRange)
        transition.didApply()
        measurementCompletion?()
        // Insert new nodes (at their final frames, nothing drawn yet) and apply moves; removals wait.
        AnimationContext.run(.disabled) {
            let inserted = DisplayNode.nextMark()
            for node in context.changes.inserted { node.mark = inserted }
            for placement in context.changes.placed where placement.node.mark == inserted {
                placement.node.untransformedFrame = placement.frame
            }
            if let owners = context.changes.owners {
                for (owner, placed) in owners where owner.automaticallyManagesSubnodes {
                    owner.arrangeSubnodes(placed, removingOthers: false)
                }
            } else {
                DisplayNode.reconcileSubnodes(owner: self, context.changes.placed, removingOthers: false)
            }
        }
        AnimationContext.runLayoutPass { finishLayoutPass(context.changes.placed) }
        // In flight from here: later layout passes keep what it removes and leave its inside alone.
        lifecycle.transitionBegan(context, on: stage)
        for node in context.changes.removed { node.lifecycle.removals += 1 }
        if measured !== self { reflowAncestor(measured, with: layout, range: range, animated: animated) }
        animateLayoutTransition(context)
    }

    /// Records the transition's new layout as the node's: its kept tree's result when the
    /// changes came from there (the nodes the pass reached read their part of it), else a layout
    /// of its own and one for each placed node.
    private func recordTransitionLayout(_ context: LayoutTransitionContext, constrainedSize range: SizeRange) {
        guard context.changesFromKeptTree else {
            return recordLayout(context.toLayout, constrainedSize: range, context.changes.placed)
        }
        showKeptResult(for: range)
        for placement in context.changes.placed { placement.node.readLayoutFromKeptTree(size: placement.frame.size) }
    }

    /// Applies the ancestor's new layout around this node (whose inside its transition owns),
    /// with this node's default transition animation, so the siblings move with it.
    private func reflowAncestor(_ ancestor: DisplayNode, with layout: Layout, range: SizeRange, animated: Bool) {
        let reflow = { _ = ancestor.applyLayout(layout, constrainedSize: range) }
        guard animated else { return AnimationContext.run(.disabled, reflow) }
        DisplayNode.animate(withDuration: defaultLayoutTransitionDuration, delay: defaultLayoutTransitionDelay,
                            options: defaultLayoutTransitionOptions, animations: reflow)
    }

    /// Gives back the alpha a transition faded the node out from (at once), if it did.
    func restoreAlphaBeforeRemoval() {
        guard let alpha = transitionLifecycle?.alphaBeforeRemoval else { return }
        transitionLifecycle?.alphaBeforeRemoval = nil
        AnimationContext.run(.disabled) { self.alpha = alpha }
    }

    // MARK: - Defaults

    func defaultAnimateLayoutTransition(_ context: ContextTransitioning) {
        guard let context = transitionLifecycle?.context(for: context) else {
            context.completeTransition(true)
            return
        }
        let finalSize = context.toLayout.size
        let changes = context.changes
        context.animatedByDefault = true
        guard context.animated else {
            AnimationContext.run(.disabled) {
                if untransformedFrame.size != finalSize { untransformedFrame.size = finalSize }
                for placement in changes.placed { placement.node.untransformedFrame = placement.frame }
            }
            context.completeTransition(true)
            return
        }
        let inserted = DisplayNode.nextMark()
        var targetAlphas: [CGFloat] = []
        targetAlphas.reserveCapacity(changes.inserted.count)
        AnimationContext.run(.disabled) {
            for node in changes.inserted {
                node.mark = inserted
                // A node an older transition is fading out comes back to its alpha from before.
                targetAlphas.append(node.transitionLifecycle?.alphaBeforeRemoval ?? node.alpha)
                node.transitionLifecycle?.alphaBeforeRemoval = nil
                node.alpha = 0
            }
        }
        for node in changes.removed where node.transitionLifecycle?.alphaBeforeRemoval == nil {
            node.lifecycle.alphaBeforeRemoval = node.alpha
        }
        let arc = defaultLayoutTransitionPath.motionArc
        if let stagger = defaultLayoutTransitionStagger {
            return animateStaggered(changes, inserted: inserted, targetAlphas: targetAlphas, finalSize: finalSize,
                                    stagger: stagger, arc: arc) { context.completeTransition(true) }
        }
        let resize = { if self.untransformedFrame.size != finalSize { self.untransformedFrame.size = finalSize } }
        // The node's own resize keeps its origin, so its centre moves too: on an arc the whole
        // node would swing, so then it resizes straight, in a block of its own.
        let countdown = Countdown(arc == nil ? 1 : 2) { context.completeTransition(true) }
        if arc != nil { animateByDefault(arc: nil, resize) { countdown.tick() } }
        animateByDefault(arc: arc, {
            if arc == nil { resize() }
            for placement in changes.placed
            where placement.node.mark != inserted && placement.node.untransformedFrame != placement.frame {
                placement.node.untransformedFrame = placement.frame
            }
            for (node, alpha) in zip(changes.inserted, targetAlphas) { node.alpha = alpha }
            for node in changes.removed { node.alpha = 0 }
        }, completion: { countdown.tick() })
    }

    /// One block of the default animation, with its duration, delay and options.
    private func animateByDefault(arc: MotionArc?, _ changes: @escaping () -> Void,
                                  completion: @escaping () -> Void) {
        DisplayNode.animate(withDuration: defaultLayoutTransitionDuration, delay: defaultLayoutTransitionDelay,
                            options: defaultLayoutTransitionOptions, arc: arc, animations: changes,
                            completion: { _ in completion() })
    }

    func defaultDidCompleteLayoutTransition(_ context: ContextTransitioning) {
        guard let context = transitionLifecycle?.context(for: context), context.didCompleteSuccessfully == true,
              !context.changes.removed.isEmpty else { return }
        // A newer layout may have brought a removed node back: only remove what the newest lacks.
        let leaving = DisplayNode.nodes(context.changes.removed, notIn: calculatedPlacements)
        DisplayNode.removeFromSupernodes(leaving)
        for node in leaving { node.restoreAlphaBeforeRemoval() }
    }

    /// `completeTransition` of a context: settles the frames on the newest layout (if this is
    /// still the newest transition), or restores the previous layout, then runs
    /// `didCompleteLayoutTransition`.
    func finishLayoutTransition(_ context: LayoutTransitionContext, didComplete: Bool) {
        let noneInFlight = lifecycle.transitionEnded()
        if lifecycle.newest === context.transition {
            AnimationContext.run(.disabled) {
                if didComplete {
                    // The default animation already ends there; this settles custom animations
                    // that left a node elsewhere. A layout pass during the animation may have
                    // laid the node out again: its placements are the newest.
                    for placement in settledPlacements(of: context) {
                        placement.node.untransformedFrame = placement.frame
                    }
                } else {
                    restorePreviousLayout(context)
                }
            }
        }
        for node in context.changes.removed { node.transitionLifecycle?.removals -= 1 }
        didCompleteLayoutTransition(context)
        lifecycle.forget(context)
        if noneInFlight, lifecycle.needsLayoutAfterTransitions {
            // A pass kept nodes for the transitions; the next one brings the tree in line.
            lifecycle.needsLayoutAfterTransitions = false
            markNeedsLayout()
        }
        context.transition.didComplete()
    }

    /// The placements to settle when `context` completes: only its changes when the default
    /// animation took every node there and no pass has laid the node out since, else all.
    private func settledPlacements(of context: LayoutTransitionContext) -> [NodePlacement] {
        if context.animatedByDefault, context.changesFromKeptTree,
           calculatedLayout?.isSameResult(as: context.toLayout) == true {
            return context.changes.placed
        }
        return calculatedPlacements
    }

    /// `completeTransition(false)`: the old layout comes back: inserted nodes leave, frames,
    /// size and the calculated layout return to what they were.
    private func restorePreviousLayout(_ context: LayoutTransitionContext) {
        let lists = context.placementLists
        DisplayNode.removeFromSupernodes(DisplayNode.nodes(lists.diff.inserted, notIn: lists.from))
        if let fromLayout = context.fromLayout {
            recordLayout(fromLayout, constrainedSize: context.fromSize, lists.from)
            if untransformedFrame.size != fromLayout.size { untransformedFrame.size = fromLayout.size }
            DisplayNode.reconcileSubnodes(owner: self, lists.from)
            for placement in lists.from {
                placement.node.untransformedFrame = placement.frame
                placement.node.restoreAlphaBeforeRemoval()
            }
        } else {
            setCalculatedLayout(nil, constrainedSize: nil)
        }
    }

    /// The nodes of `nodes` that no placement of `placements` places, in order (marks, no hashing).
    private static func nodes(_ nodes: [DisplayNode], notIn placements: [NodePlacement]) -> [DisplayNode] {
        let placed = nextMark()
        for placement in placements { placement.node.mark = placed }
        return DisplayNode.nodes(nodes, unmarkedBy: placed)
    }
}
