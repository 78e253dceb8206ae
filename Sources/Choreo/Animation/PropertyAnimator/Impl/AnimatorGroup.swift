import ChoreoMotion
import Foundation

/// The offsets registered by one run of animation blocks; they share the progress at which the
/// blocks ran.
@MainActor
final class AnimatorGroup: AnimationDriver {
    weak var animator: PropertyAnimator?
    let startProgress: Double

    init(animator: PropertyAnimator, startProgress: Double) {
        self.animator = animator
        self.startProgress = startProgress
    }

    func remainingWeight(at time: TimeInterval) -> Double {
        // An animator released mid-flight leaves its properties at their model values.
        animator?.remainingWeight(startProgress: startProgress, at: time) ?? 0
    }

    func propertyWasReset() {}

    /// A block of this group changed a property for the first time: the animator will settle it.
    func register<Value: Interpolatable>(node: DisplayNode,
                                         property: ReferenceWritableKeyPath<DisplayNode, AnimatedProperty<Value>>) {
        animator?.register(DrivenProperty(node: node, keyPath: property, group: self))
    }
}
