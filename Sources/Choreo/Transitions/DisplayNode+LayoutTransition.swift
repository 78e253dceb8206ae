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
    @discardableResult
    public func transitionLayout(withAnimation animated: Bool, shouldMeasureAsync: Bool = false,
                                 measurementCompletion: (() -> Void)? = nil) -> LayoutTransition {
        let range = constrainedSizeForCalculatedLayout ?? SizeRange(exactly: frame.size)
        return startLayoutTransition(in: range, animated: animated, async: shouldMeasureAsync,
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
        return startLayoutTransition(in: constrainedSize, animated: animated, async: shouldMeasureAsync,
                                     measurementCompletion: measurementCompletion)
    }

    /// Cancels a transition that is still measuring; it will never apply.
    public func cancelLayoutTransition() {
        newestTransition?.cancel()
    }

    private func startLayoutTransition(in range: SizeRange, animated: Bool, async: Bool,
                                       measurementCompletion: (() -> Void)?) -> LayoutTransition {
        newestTransition?.cancel()
        let transition = LayoutTransition()
        newestTransition = transition
        specConstrainedSize = range
        let snapshot = LayoutSnapshot(self, options: layoutOptions)
        guard async else {
            applyMeasuredLayout(snapshot.layoutOnMainActor(in: range), range: range, transition: transition,
                                animated: animated, measurementCompletion: measurementCompletion)
            return transition
        }
        Task { @MainActor [weak self] in
            let layout: Layout
            if snapshot.requiresMainActor {
                // Custom measurement code runs on the main actor: measure here, still asynchronously.
                layout = snapshot.layoutOnMainActor(in: range)
                transition.measuredOnMainThread = true
            } else {
                let (measured, onMain) = await Task.detached(priority: .userInitiated) {
                    (snapshot.layout(in: range), Thread.isMainThread)
                }.value
                layout = measured
                transition.measuredOnMainThread = onMain
            }
            guard let self else {
                transition.cancel()
                return
            }
            self.applyMeasuredLayout(layout, range: range, transition: transition, animated: animated,
                                     measurementCompletion: measurementCompletion)
        }
        return transition
    }

    /// Main actor, after measuring: unless superseded, inserts the new nodes and starts the animation.
    private func applyMeasuredLayout(_ layout: Layout, range: SizeRange, transition: LayoutTransition,
                                     animated: Bool, measurementCompletion: (() -> Void)?) {
        guard transition.phase == .measuring, newestTransition === transition else {
            transition.cancel()
            return
        }
        let context = LayoutTransitionContext(node: self, transition: transition, animated: animated,
                                              fromLayout: calculatedLayout,
                                              fromSize: constrainedSizeForCalculatedLayout ?? range,
                                              toLayout: layout, toSize: range)
        // The new layout is the node's layout from now on: a newer transition starts from it.
        recordLayout(layout, constrainedSize: range, context.toPlacements)
        transition.didApply()
        measurementCompletion?()
        // Insert new nodes (at their final frames, nothing drawn yet) and apply moves; removals wait.
        AnimationContext.run(.disabled) {
            for node in context.diff.inserted {
                node.frame = context.finalFrame(for: node)
            }
            DisplayNode.reconcileSubnodes(owner: self, context.toPlacements, removingOthers: false)
        }
        finishLayoutPass(context.toPlacements)
        animateLayoutTransition(context)
    }

    /// Gives back the alpha a transition faded the node out from (at once), if it did.
    func restoreAlphaBeforeRemoval() {
        guard let alpha = alphaBeforeRemoval else { return }
        alphaBeforeRemoval = nil
        AnimationContext.run(.disabled) { self.alpha = alpha }
    }

    // MARK: - Defaults

    func defaultAnimateLayoutTransition(_ context: ContextTransitioning) {
        guard let context = context as? LayoutTransitionContext else {
            context.completeTransition(true)
            return
        }
        let finalSize = context.toLayout.size
        guard context.animated else {
            AnimationContext.run(.disabled) {
                if frame.size != finalSize { frame.size = finalSize }
                for placement in context.toPlacements { placement.node.frame = placement.frame }
            }
            context.completeTransition(true)
            return
        }
        let inserted = Set(context.diff.inserted.map(ObjectIdentifier.init))
        var targetAlphas: [ObjectIdentifier: CGFloat] = [:]
        AnimationContext.run(.disabled) {
            for node in context.diff.inserted {
                // A node an older transition is fading out comes back to its alpha from before.
                targetAlphas[ObjectIdentifier(node)] = node.alphaBeforeRemoval ?? node.alpha
                node.alphaBeforeRemoval = nil
                node.alpha = 0
            }
        }
        for node in context.diff.removed where node.alphaBeforeRemoval == nil { node.alphaBeforeRemoval = node.alpha }
        DisplayNode.animate(withDuration: defaultLayoutTransitionDuration, delay: defaultLayoutTransitionDelay,
                            options: defaultLayoutTransitionOptions, animations: {
            if self.frame.size != finalSize { self.frame.size = finalSize }
            for placement in context.toPlacements {
                if inserted.contains(ObjectIdentifier(placement.node)) {
                    placement.node.alpha = targetAlphas[ObjectIdentifier(placement.node)] ?? 1
                } else {
                    placement.node.frame = placement.frame
                }
            }
            for node in context.diff.removed { node.alpha = 0 }
        }, completion: { _ in
            context.completeTransition(true)
        })
    }

    func defaultDidCompleteLayoutTransition(_ context: ContextTransitioning) {
        guard let context = context as? LayoutTransitionContext, context.didCompleteSuccessfully == true else { return }
        // A newer layout may have brought a removed node back: only remove what the newest lacks.
        let current = Set(calculatedPlacements.map { ObjectIdentifier($0.node) })
        for node in context.diff.removed where !current.contains(ObjectIdentifier(node)) {
            node.removeFromSupernode()
            node.restoreAlphaBeforeRemoval()
        }
    }

    /// `completeTransition` of a context: settles the frames (if this is still the newest
    /// transition), or restores the previous layout, then runs `didCompleteLayoutTransition`.
    func finishLayoutTransition(_ context: LayoutTransitionContext, didComplete: Bool) {
        let isNewest = newestTransition === context.transition
        if isNewest {
            AnimationContext.run(.disabled) {
                if didComplete {
                    // The default animation already ends at the final frames; this settles custom
                    // animations that left a node elsewhere.
                    for placement in context.toPlacements { placement.node.frame = placement.frame }
                } else {
                    restorePreviousLayout(context)
                }
            }
        }
        didCompleteLayoutTransition(context)
        context.transition.didComplete()
    }

    /// `completeTransition(false)`: the old layout comes back: inserted nodes leave, frames,
    /// size and the calculated layout return to what they were.
    private func restorePreviousLayout(_ context: LayoutTransitionContext) {
        let keep = Set(context.fromPlacements.map { ObjectIdentifier($0.node) })
        for node in context.diff.inserted where !keep.contains(ObjectIdentifier(node)) {
            node.removeFromSupernode()
        }
        if let fromLayout = context.fromLayout {
            recordLayout(fromLayout, constrainedSize: context.fromSize, context.fromPlacements)
            if frame.size != fromLayout.size { frame.size = fromLayout.size }
            DisplayNode.reconcileSubnodes(owner: self, context.fromPlacements)
            for placement in context.fromPlacements {
                placement.node.frame = placement.frame
                placement.node.restoreAlphaBeforeRemoval()
            }
        } else {
            setCalculatedLayout(nil, constrainedSize: nil)
        }
    }
}
