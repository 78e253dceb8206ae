import ChoreoMotion
import Foundation

/// One element of a screen transition: one occurrence of an identifier in the source screen,
/// the destination screen or both (paired), with everything sampling needs.
@MainActor
struct PlannedElement {
    let identifier: String
    /// The animation after fallbacks and repairs.
    var type: AnimationType
    let sourceNode: DisplayNode?
    let destinationNode: DisplayNode?
    /// The nearest participating ancestor's element.
    var parent: Int?
    /// Children in the source and in the destination hierarchy, in each screen's order.
    var sourceChildren: [Int] = []
    var destinationChildren: [Int] = []

    /// On-state frames in container coordinates.
    var sourceFrame = CGRect.zero
    var destinationFrame = CGRect.zero
    /// On and off frames relative to the parent's on-state origin on the same side.
    var sourceLocal = CGRect.zero
    var sourceOffLocal = CGRect.zero
    var destinationLocal = CGRect.zero
    var destinationOffLocal = CGRect.zero
    /// The originals' alphas (times their ancestors' within the screen).
    var sourceAlpha: CGFloat = 1
    var destinationAlpha: CGFloat = 1
    /// Both originals are opaque: the morph's source copy stays at full alpha under the other.
    var isOpaque = false
    /// The element an ``AnimationType/anchorTranslation(relativeTo:)`` follows, and its origin
    /// when this element's source or destination copy is on.
    var anchor: Int?
    var anchorOnSource = CGPoint.zero
    var anchorOnDestination = CGPoint.zero

    init(identifier: String, type: AnimationType, sourceNode: DisplayNode?, destinationNode: DisplayNode?) {
        self.identifier = identifier
        self.type = type
        self.sourceNode = sourceNode
        self.destinationNode = destinationNode
    }

    /// Both copies move together from the source frame to the destination frame.
    var isMorph: Bool { type == .sharedElement && sourceNode != nil && destinationNode != nil }
    var hasSourceCopy: Bool { sourceNode != nil && type != .noAnimation }
    var hasDestinationCopy: Bool { destinationNode != nil && type != .noAnimation }

    /// The element's states at progress `p`, given its parent's (copies of children follow the
    /// parent's copy on the same side) and its anchor's; a shared element's centre moves on `arc`
    /// (nil: straight).
    func sample(_ p: CGFloat, parent: ElementSample?, anchor anchorSample: ElementSample?,
                arc: MotionArc? = nil) -> ElementSample {
        func parentOrigin(_ side: TransitionCopy) -> CGPoint {
            guard let parent else { return .zero }
            let state = side == .source ? parent.source ?? parent.destination : parent.destination ?? parent.source
            return state?.frame.origin ?? .zero
        }
        let fade = min(max(p, 0), 1)
        if type == .noAnimation {
            // It stays in its screen: static, fading with the screen.
            return ElementSample(
                source: sourceNode.map { _ in TransitionElementState(frame: sourceFrame, alpha: sourceAlpha * (1 - fade)) },
                destination: destinationNode.map { _ in
                    TransitionElementState(frame: destinationFrame, alpha: destinationAlpha * fade)
                })
        }
        if isMorph {
            let from = sourceLocal.offsetBy(dx: parentOrigin(.source).x, dy: parentOrigin(.source).y)
            let to = destinationLocal.offsetBy(dx: parentOrigin(.destination).x, dy: parentOrigin(.destination).y)
            let frame = arc?.value(from: from, to: to, progress: Double(p))
                ?? from.interpolated(to: to, fraction: Double(p))
            return ElementSample(
                source: TransitionElementState(frame: frame, alpha: sourceAlpha * (isOpaque ? 1 : 1 - fade)),
                destination: TransitionElementState(frame: frame, alpha: destinationAlpha * fade))
        }
        // The source copy leaves (on -> off), the destination copy arrives (off -> on).
        return ElementSample(
            source: sourceNode.map { _ in
                copyState(on: sourceLocal, off: sourceOffLocal, containerOn: sourceFrame, alpha: sourceAlpha,
                          anchorOn: anchorOnSource, offness: p, origin: parentOrigin(.source),
                          anchorState: anchorSample.flatMap { $0.source ?? $0.destination })
            },
            destination: destinationNode.map { _ in
                copyState(on: destinationLocal, off: destinationOffLocal, containerOn: destinationFrame,
                          alpha: destinationAlpha, anchorOn: anchorOnDestination, offness: 1 - p,
                          origin: parentOrigin(.destination),
                          anchorState: anchorSample.flatMap { $0.destination ?? $0.source })
            })
    }

    /// A copy `offness` of the way from its on state (0) to its off state (1).
    private func copyState(on: CGRect, off: CGRect, containerOn: CGRect, alpha: CGFloat, anchorOn: CGPoint,
                           offness q: CGFloat, origin: CGPoint, anchorState: TransitionElementState?)
        -> TransitionElementState {
        let frame = on.interpolated(to: off, fraction: Double(q)).offsetBy(dx: origin.x, dy: origin.y)
        let faded = alpha * (1 - min(max(q, 0), 1))
        switch type {
        case .edgeTranslation:
            return TransitionElementState(frame: frame, alpha: alpha)
        case .blur(let radius):
            return TransitionElementState(frame: frame, alpha: alpha, blurRadius: radius * max(q, 0))
        case .scale(let factor):
            let scale = 1 + (factor - 1) * q
            return TransitionElementState(frame: frame, alpha: faded, transform: Transform(scaleX: scale, y: scale))
        case .anchorTranslation:
            let moved = anchorState.map { state in
                containerOn.offsetBy(dx: state.frame.minX - anchorOn.x, dy: state.frame.minY - anchorOn.y)
            } ?? containerOn
            return TransitionElementState(frame: moved, alpha: faded)
        default:
            return TransitionElementState(frame: frame, alpha: faded)
        }
    }
}

/// An element's copies at one moment (nil where the copy does not exist).
struct ElementSample: Hashable, Sendable {
    var source: TransitionElementState?
    var destination: TransitionElementState?
}
