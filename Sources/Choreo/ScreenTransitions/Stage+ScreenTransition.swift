import Foundation

/// The node that holds both screens while a ``Stage/transition(to:definition:duration:timing:completion:)``
/// runs; it is the stage's root node meanwhile.
@MainActor
final class TransitionContainerNode: DisplayNode {
    weak var transition: ScreenTransition?
}

extension Stage {
    /// Replaces the root node with `destination` through a ``ScreenTransition`` in a container
    /// that fills the stage.
    ///
    /// While it runs, ``rootNode`` is the container; finished, it is `destination`; cancelled,
    /// the previous root. Started while another one runs, it goes from what is on screen: the
    /// older transition completes with `false` before this returns, its source leaves, and its
    /// destination (with every element where it was on screen, and untagged content at its
    /// current fade) is the new source.
    @discardableResult
    public func transition(to destination: DisplayNode, definition: TransitionDefinition, duration: TimeInterval = 0.6,
                           timing: TransitionTiming = .spring(dampingRatio: 0.85),
                           completion: ((Bool) -> Void)? = nil) -> ScreenTransition {
        let container: TransitionContainerNode
        let source: DisplayNode
        var onScreen: [ObjectIdentifier: TransitionElementState] = [:]
        var fade: CGFloat = 1
        if let running = rootNode as? TransitionContainerNode, let previous = running.transition, !previous.isComplete {
            container = running
            source = previous.destination
            (onScreen, fade) = previous.interrupt()
        } else {
            container = TransitionContainerNode()
            container.debugName = "transition container"
            source = rootNode ?? DisplayNode()
            AnimationContext.run(.disabled) {
                container.frame = CGRect(origin: .zero, size: size)
                source.frame = CGRect(origin: .zero, size: size)
            }
            rootNode = container
            container.addSubnode(source)
        }
        let transition = ScreenTransition(from: source, to: destination, in: container, definition: definition,
                                          duration: duration, timing: timing, onScreen: onScreen, sourceFade: fade)
        container.transition = transition
        transition.start { [weak self, unowned transition] finished in
            if !transition.wasInterrupted, let self, self.rootNode === container {
                self.rootNode = finished ? destination : source
            }
            completion?(finished)
        }
        return transition
    }
}
