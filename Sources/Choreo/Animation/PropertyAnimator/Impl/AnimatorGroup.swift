import ChoreoMotion
import Foundation

/// The offsets registered by one run of animation blocks; they share the progress at which the
/// blocks ran.
@MainActor
final class AnimatorGroup: AnimationDriver {
    weak var animator: PropertyAnimator?
    let startProgress: Double
    /// Whether each node the blocks change is a staggered element with a driver of its own.
    private let staggers: Bool
    private var drivers: [ObjectIdentifier: StaggeredDriver] = [:]
    /// The staggered nodes in the order the blocks first changed them, until scheduled.
    private var elements: [(node: DisplayNode, driver: StaggeredDriver)] = []

    init(animator: PropertyAnimator, startProgress: Double, staggers: Bool = false) {
        self.animator = animator
        self.startProgress = startProgress
        self.staggers = staggers
    }

    /// What drives the offsets of `node`'s changes: the group, or the node's staggered driver.
    func driver(for node: DisplayNode) -> AnimationDriver {
        guard staggers else { return self }
        if let driver = drivers[ObjectIdentifier(node)] { return driver }
        let driver = StaggeredDriver(group: self)
        drivers[ObjectIdentifier(node)] = driver
        elements.append((node, driver))
        return driver
    }

    /// The staggered nodes and their drivers, in the order the blocks first changed them
    /// (handed over once: the group then no longer holds the nodes).
    func takeStaggeredElements() -> [(node: DisplayNode, driver: StaggeredDriver)] {
        defer { elements = [] }
        return elements
    }

    func remainingWeight(at time: TimeInterval) -> Double {
        // An animator released mid-flight leaves its properties at their model values.
        animator?.remainingWeight(startProgress: startProgress, at: time) ?? 0
    }

    func propertyWasReset() {}

    /// A block of this group changed a property for the first time: the animator will settle it.
    func register<Value: Interpolatable>(node: DisplayNode,
                                         property: ReferenceWritableKeyPath<DisplayNode, AnimatedProperty<Value>>,
                                         driver: AnimationDriver) {
        animator?.register(DrivenProperty(node: node, keyPath: property, group: self, driver: driver))
    }
}
