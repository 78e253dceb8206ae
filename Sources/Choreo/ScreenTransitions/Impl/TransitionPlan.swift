import ChoreoLayout
import ChoreoMotion
import ChoreoSupport
import Foundation

/// The choreography of one screen transition: an element per identifier occurrence (paired
/// occurrences share one), arranged as the combined identifier tree, with on and off states in
/// container coordinates. Sampling it is a pure function of progress.
@MainActor
struct TransitionPlan {
    private(set) var elements: [PlannedElement] = []
    /// Top-level elements in source and in destination order.
    private var sourceTop: [Int] = []
    private var destinationTop: [Int] = []
    /// Maps the transition's progress to each element's, when its elements are staggered.
    var stagger: StaggeredTransitionProgress?
    /// The arc shared elements move on; nil: straight.
    var arc: MotionArc?

    /// What the planner needs to know about the screens.
    struct Setting {
        let container: DisplayNode
        let source: DisplayNode
        let destination: DisplayNode
        let containerSize: CGSize
        let direction: LayoutDirection
        /// What is on screen for source nodes a previous transition was moving (interruption).
        var onScreen: [ObjectIdentifier: TransitionElementState] = [:]
        /// The source screen's fade when the transition starts (below 1 after an interruption).
        var sourceFade: CGFloat = 1
        /// The stage prefers reduced motion: every element crossfades in place.
        var reducesMotion = false
    }

    init(diff: IdentifierDiff, definition: TransitionDefinition, setting: Setting) {
        let sourceEntries = diff.source.entries, destinationEntries = diff.destination.entries
        var elementOfSource: [Int] = []
        var elementOfDestination = [Int?](repeating: nil, count: destinationEntries.count)
        for (index, entry) in sourceEntries.enumerated() {
            let partner = diff.destinationPartner[index]
            if let partner { elementOfDestination[partner] = elements.count }
            elementOfSource.append(elements.count)
            elements.append(PlannedElement(identifier: entry.identifier, type: definition[entry.identifier] ?? .crossfade,
                                           sourceNode: entry.node,
                                           destinationNode: partner.map { destinationEntries[$0].node }))
        }
        for (index, entry) in destinationEntries.enumerated() where diff.sourcePartner[index] == nil {
            elementOfDestination[index] = elements.count
            elements.append(PlannedElement(identifier: entry.identifier, type: definition[entry.identifier] ?? .crossfade,
                                           sourceNode: nil, destinationNode: entry.node))
        }
        for (index, entry) in sourceEntries.enumerated() {
            let element = elementOfSource[index]
            if let parent = entry.parent.map({ elementOfSource[$0] }) {
                elements[element].parent = parent
                elements[parent].sourceChildren.append(element)
            } else {
                sourceTop.append(element)
            }
        }
        for (index, entry) in destinationEntries.enumerated() {
            guard let element = elementOfDestination[index] else { continue }
            if let parent = entry.parent.flatMap({ elementOfDestination[$0] }) {
                elements[element].parent = parent
                elements[parent].destinationChildren.append(element)
            } else {
                destinationTop.append(element)
            }
        }
        for index in elements.indices { resolveType(index) }
        if setting.reducesMotion {
            // Moves, scales, blurs and morphs become fades; what stays in its screen stays.
            for index in elements.indices where elements[index].type != .noAnimation {
                elements[index].type = .crossfade
            }
        }
        for index in elements.indices { measure(index, setting) }
        for index in elements.indices { placeLocally(index, setting) }
        resolveAnchors()
    }

    /// The first element of `identifier`.
    func firstIndex(of identifier: String) -> Int? {
        elements.firstIndex { $0.identifier == identifier }
    }

    // MARK: - Sampling

    /// Every element's states at progress `p` (0 the start, 1 the end; springs overshoot).
    func sample(_ p: CGFloat) -> [ElementSample] {
        var results = [ElementSample?](repeating: nil, count: elements.count)
        for index in elements.indices { _ = resolve(index, p, &results) }
        return results.map { $0! }
    }

    /// One element's states at progress `p`, resolving only the parents and anchors it follows.
    func sample(_ index: Int, at p: CGFloat) -> ElementSample {
        var results = [ElementSample?](repeating: nil, count: elements.count)
        return resolve(index, p, &results)
    }

    private func resolve(_ index: Int, _ p: CGFloat, _ results: inout [ElementSample?]) -> ElementSample {
        if let done = results[index] { return done }
        let element = elements[index]
        let parent = element.parent.map { resolve($0, p, &results) }
        let anchor = element.anchor.map { resolve($0, p, &results) }
        let sample = element.sample(stagger?.progress(p, of: index) ?? p, parent: parent, anchor: anchor, arc: arc)
        results[index] = sample
        return sample
    }

    // MARK: - Z-order

    /// The copies back to front: depth-first over the combined tree, siblings merged keeping
    /// both screens' orders; a paired element's source copy directly below its destination
    /// copy, its children above both.
    func drawingOrder() -> [(element: Int, copy: TransitionCopy)] {
        var order: [(element: Int, copy: TransitionCopy)] = []
        func visit(_ siblings: [Int]) {
            for index in siblings {
                let element = elements[index]
                if element.hasSourceCopy { order.append((index, .source)) }
                if element.hasDestinationCopy { order.append((index, .destination)) }
                visit(merged(element.sourceChildren, element.destinationChildren))
            }
        }
        visit(merged(sourceTop, destinationTop))
        return order
    }

    /// Destination order, with each source-only element placed just before the next paired
    /// element that follows it in the source (or at the end).
    private func merged(_ source: [Int], _ destination: [Int]) -> [Int] {
        var before: [Int: [Int]] = [:]
        var run: [Int] = []
        for index in source {
            if elements[index].destinationNode != nil {
                before[index] = run
                run = []
            } else {
                run.append(index)
            }
        }
        var result: [Int] = []
        result.reserveCapacity(source.count + destination.count)
        for index in destination {
            if let waiting = before[index] { result += waiting }
            result.append(index)
        }
        return result + run
    }

    // MARK: - Planning

    /// Applies fallbacks and repairs parameters, with a debug message for each.
    private mutating func resolveType(_ index: Int) {
        let element = elements[index]
        let name = element.identifier
        switch element.type {
        case .sharedElement where element.sourceNode == nil || element.destinationNode == nil:
            Diagnostics.warn("'\(name)' is a .sharedElement but only the \(element.sourceNode == nil ? "destination" : "source") "
                             + "has it; it crossfades")
            elements[index].type = .crossfade
        case .translateY(let distance) where !distance.isFinite:
            Diagnostics.warn("'\(name)': .translateY distance must be finite, got \(distance); using 0")
            elements[index].type = .translateY(0)
        case .translate(let x, let y) where !x.isFinite || !y.isFinite:
            Diagnostics.warn("'\(name)': .translate offsets must be finite, got (\(x), \(y)); using 0 for those")
            elements[index].type = .translate(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        case .scale(let factor) where !factor.isFinite:
            Diagnostics.warn("'\(name)': .scale factor must be finite, got \(factor); using 1")
            elements[index].type = .scale(1)
        case .blur(let radius) where !(radius >= 0) || !radius.isFinite:
            Diagnostics.warn("'\(name)': .blur radius must be finite and >= 0, got \(radius); using 0")
            elements[index].type = .blur(radius: 0)
        default:
            break
        }
    }

    /// On frames and alphas from the originals (or from what is on screen), off frames from the type.
    private mutating func measure(_ index: Int, _ setting: Setting) {
        var element = elements[index]
        if let node = element.sourceNode {
            let onScreen = setting.onScreen[ObjectIdentifier(node)]
            element.sourceFrame = sanitized(onScreen?.frame ?? ContainerGeometry.frame(of: node, in: setting.container),
                                            element.identifier)
            element.sourceAlpha = onScreen?.alpha ?? ContainerGeometry.alpha(of: node, in: setting.source) * setting.sourceFade
        }
        if let node = element.destinationNode {
            element.destinationFrame = sanitized(ContainerGeometry.frame(of: node, in: setting.container),
                                                 element.identifier)
            element.destinationAlpha = ContainerGeometry.alpha(of: node, in: setting.destination)
        }
        if let source = element.sourceNode, let destination = element.destinationNode {
            element.isOpaque = element.sourceAlpha == 1 && element.destinationAlpha == 1
                && source.backgroundColor?.alpha == 1 && destination.backgroundColor?.alpha == 1
            if element.isMorph, element.sourceFrame.size != element.destinationFrame.size,
               element.sourceFrame.width * element.sourceFrame.height == 0
                || element.destinationFrame.width * element.destinationFrame.height == 0 {
                Diagnostics.warn("'\(element.identifier)' has a zero-size frame on one screen; its image snapshot "
                                 + "keeps its content unscaled on the axis without size")
            }
        }
        elements[index] = element
    }

    /// Local on and off frames relative to the parent's on-state origin on each side.
    private mutating func placeLocally(_ index: Int, _ setting: Setting) {
        var element = elements[index]
        let parent = element.parent.map { elements[$0] }
        let sourceBase = parent.map { $0.sourceNode != nil ? $0.sourceFrame.origin : $0.destinationFrame.origin } ?? .zero
        let destinationBase = parent.map {
            $0.destinationNode != nil ? $0.destinationFrame.origin : $0.sourceFrame.origin
        } ?? .zero
        let sourceOff = offFrame(of: element.sourceFrame, type: element.type, setting)
        let destinationOff = offFrame(of: element.destinationFrame, type: element.type, setting)
        element.sourceLocal = element.sourceFrame.offsetBy(dx: -sourceBase.x, dy: -sourceBase.y)
        element.sourceOffLocal = sourceOff.offsetBy(dx: -sourceBase.x, dy: -sourceBase.y)
        element.destinationLocal = element.destinationFrame.offsetBy(dx: -destinationBase.x, dy: -destinationBase.y)
        element.destinationOffLocal = destinationOff.offsetBy(dx: -destinationBase.x, dy: -destinationBase.y)
        elements[index] = element
    }

    /// The off-screen frame of an element whose on-screen frame is `frame`, in container coordinates.
    private func offFrame(of frame: CGRect, type: AnimationType, _ setting: Setting) -> CGRect {
        let size = setting.containerSize
        let rightToLeft = setting.direction == .rightToLeft
        var off = frame
        switch type {
        case .edgeTranslation(.bottom): off.origin.y = size.height
        case .edgeTranslation(.top): off.origin.y = -frame.height
        case .edgeTranslation(.trailing): off.origin.x = rightToLeft ? -frame.width : size.width
        case .edgeTranslation(.leading): off.origin.x = rightToLeft ? size.width : -frame.width
        case .translateY(let distance): off.origin.y += distance
        case .translate(let x, let y): off = frame.offsetBy(dx: x, dy: y)
        default: break
        }
        return off
    }

    /// Finds each anchor, falling back to crossfade for unknown, anchored or descendant anchors,
    /// then records the anchors' origins when each copy is on.
    private mutating func resolveAnchors() {
        for index in elements.indices {
            guard case .anchorTranslation(let name) = elements[index].type else { continue }
            guard let target = firstIndex(of: name) else {
                Diagnostics.warn("'\(elements[index].identifier)' moves relative to '\(name)', which neither screen "
                                 + "has; it crossfades")
                elements[index].type = .crossfade
                continue
            }
            if case .anchorTranslation = elements[target].type {
                Diagnostics.warn("'\(elements[index].identifier)' moves relative to '\(name)', which itself moves "
                                 + "relative to another element; it crossfades")
                elements[index].type = .crossfade
            } else if isAncestor(index, of: target) {
                Diagnostics.warn("'\(elements[index].identifier)' moves relative to '\(name)', which is itself or "
                                 + "inside it; it crossfades")
                elements[index].type = .crossfade
            } else {
                elements[index].anchor = target
            }
        }
        guard elements.contains(where: { $0.anchor != nil }) else { return }
        let start = sample(0), end = sample(1)
        for index in elements.indices {
            guard let target = elements[index].anchor else { continue }
            let atStart = start[target], atEnd = end[target]
            // A source copy is on at the start, a destination copy at the end.
            elements[index].anchorOnSource = (atStart.source ?? atStart.destination)?.frame.origin ?? .zero
            elements[index].anchorOnDestination = (atEnd.destination ?? atEnd.source)?.frame.origin ?? .zero
        }
    }

    private func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var current: Int? = index
        while let level = current {
            if level == ancestor { return true }
            current = elements[level].parent
        }
        return false
    }

    private func sanitized(_ rect: CGRect, _ identifier: String) -> CGRect {
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        guard values.contains(where: { !$0.isFinite }) else { return rect }
        Diagnostics.warn("'\(identifier)' has a frame that is not finite in the container (\(rect)); using 0 "
                         + "for those components")
        let clean = values.map { $0.isFinite ? $0 : 0 }
        return CGRect(x: clean[0], y: clean[1], width: clean[2], height: clean[3])
    }
}
