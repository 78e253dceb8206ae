import ChoreoMotion
import Foundation

extension DisplayNode {
    /// The default animation's changes grouped into staggered elements: `changes`' removals,
    /// fade-ins (`targetAlphas`, in `changes.inserted` order, for the nodes marked `inserted`)
    /// and moves, each animated in its own slot (moves on `arc`, nil: straight); `completion`
    /// runs once, after the last.
    func animateStaggered(_ changes: LayoutChanges, inserted: UInt, targetAlphas: [CGFloat], finalSize: CGSize,
                          stagger: Stagger, arc: MotionArc?, completion: @escaping () -> Void) {
        var elements = StaggeredElements(container: self)
        for node in changes.removed {
            elements.add(node, at: node.supernode.map { position(of: node.untransformedFrame, in: $0) } ?? .zero) {
                node.alpha = 0
            }
        }
        var fadeIns: [ObjectIdentifier: CGFloat] = [:]
        for (node, alpha) in zip(changes.inserted, targetAlphas) { fadeIns[ObjectIdentifier(node)] = alpha }
        for placement in changes.placed {
            let node = placement.node
            if node.mark == inserted {
                guard let alpha = fadeIns.removeValue(forKey: ObjectIdentifier(node)) else { continue }
                elements.add(node, at: position(of: placement.frame, in: placement.owner)) { node.alpha = alpha }
            } else if node.untransformedFrame != placement.frame {
                elements.add(node, at: position(of: placement.frame, in: placement.owner)) {
                    node.untransformedFrame = placement.frame
                }
            }
        }
        // Inserted nodes no placement names (none expected) still fade in, last.
        for (node, alpha) in zip(changes.inserted, targetAlphas) where fadeIns[ObjectIdentifier(node)] != nil {
            elements.add(node, at: .zero) { node.alpha = alpha }
        }
        let duration = defaultLayoutTransitionDuration.isFinite ? max(defaultLayoutTransitionDuration, 0) : 0
        let schedule = stagger.schedule(positions: elements.list.map(\.position), duration: duration,
                                        direction: stageLayoutDirection)
        let countdown = Countdown(elements.list.count + 1, completion)
        let delay = defaultLayoutTransitionDelay.isFinite ? defaultLayoutTransitionDelay : 0
        DisplayNode.animate(withDuration: duration, delay: delay, options: defaultLayoutTransitionOptions, arc: nil,
                            animations: {
            if self.untransformedFrame.size != finalSize { self.untransformedFrame.size = finalSize }
        }, completion: { _ in countdown.tick() })
        for (element, slot) in zip(elements.list, schedule.slots) {
            DisplayNode.animate(withDuration: slot.duration, delay: delay + slot.delay,
                                options: defaultLayoutTransitionOptions, arc: arc, animations: {
                for change in element.changes { change() }
            }, completion: { _ in countdown.tick() })
        }
    }

    /// The centre of `frame` (in `owner`'s bounds) in this node's coordinates.
    private func position(of frame: CGRect, in owner: DisplayNode) -> CGPoint {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        return owner === self ? center : owner.convert(center, to: self)
    }
}

/// The elements of a staggered layout transition, in document order: each a changed node (with
/// the changed nodes inside it) and its position.
@MainActor
private struct StaggeredElements {
    struct Element {
        let position: CGPoint
        var changes: [() -> Void]
    }

    let container: DisplayNode
    private(set) var list: [Element] = []
    private var elementOf: [ObjectIdentifier: Int] = [:]

    init(container: DisplayNode) {
        self.container = container
    }

    /// Adds `change` of `node` to the element of its nearest changed ancestor (below the
    /// container), or as a new element at `position`. Ancestors must be added first.
    mutating func add(_ node: DisplayNode, at position: CGPoint, _ change: @escaping () -> Void) {
        var ancestor = node.supernode
        while let current = ancestor, current !== container {
            if let index = elementOf[ObjectIdentifier(current)] {
                list[index].changes.append(change)
                elementOf[ObjectIdentifier(node)] = index
                return
            }
            ancestor = current.supernode
        }
        elementOf[ObjectIdentifier(node)] = list.count
        list.append(Element(position: position, changes: [change]))
    }
}

/// Runs its action once, on the last of `count` ticks.
@MainActor
final class Countdown {
    private var remaining: Int
    private var action: (() -> Void)?

    init(_ count: Int, _ action: @escaping () -> Void) {
        remaining = count
        self.action = action
    }

    func tick() {
        remaining -= 1
        guard remaining <= 0, let action else { return }
        self.action = nil
        action()
    }
}
