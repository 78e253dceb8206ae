import Choreo
import Foundation

/// Playing the change from one state to another.
extension ScenePlayer {
    /// Properties a node draws with, which animate by themselves inside an animation block;
    /// every other property changes the layout, which the layout transition animates.
    static let appearance: Set<NodeProperty> = [
        .backgroundColor, .alpha, .cornerRadius, .hidden, .clipsToBounds, .zPosition, .transform, .borderColor,
        .textColor, .transitionIdentifier, .snapshotStyle,
    ]

    /// Changes every node from state `from` to `to`, only the properties in (or out of) `subset`.
    func applyChanges(from: String, to: String, appearanceOnly: Bool?, nodes: Set<ObjectIdentifier>? = nil) {
        let old = properties(of: from), new = properties(of: to)
        for id in builder.ids {
            guard let node = builder.nodes[id], nodes?.contains(ObjectIdentifier(node)) ?? true else { continue }
            var before = old[id] ?? [:], after = new[id] ?? [:]
            if let appearanceOnly {
                let keep = { (property: NodeProperty) in Self.appearance.contains(property) == appearanceOnly }
                before = before.filter { keep($0.key) }
                after = after.filter { keep($0.key) }
            }
            PropertyApplier.change(node, from: before, to: after)
        }
    }

    /// A layout transition on the transitioning node (the file's `node`, else the screen's root),
    /// with appearance changes animating alongside in the same timing.
    func goWithinScreen(_ name: String, from: String, transition: TransitionSpec?) {
        let root = transition?.node.flatMap { node(withID: $0.value) } ?? stage.rootNode ?? screenRoot(screen(of: name))
        let timing = Self.timing(transition)
        state = name
        DisplayNode.performWithoutAnimation { applyChanges(from: from, to: name, appearanceOnly: false) }
        if let scene = root as? SceneNode {
            let motions = Dictionary((transition?.nodes ?? []).compactMap { entry in
                node(withID: entry.id.value).map { (ObjectIdentifier($0), entry.motion) }
            }, uniquingKeysWith: { first, _ in first })
            if motions.isEmpty, timing.spring == nil, timing.bezier == nil {
                scene.customTransition = nil
                scene.defaultLayoutTransitionDuration = timing.duration ?? 0.2
                scene.defaultLayoutTransitionDelay = timing.delay ?? 0
                scene.defaultLayoutTransitionOptions = timing.curve.flatMap { Keywords.curves[$0] } ?? .curveEaseInOut
            } else {
                let properties = self.properties(of: name)
                scene.customTransition = CustomLayoutTransition(timing: timing, motions: motions) { node in
                    guard let id = (node as? any SceneNodeInfo)?.sceneID, case .number(let alpha)? = properties[id]?[.alpha]
                    else { return 1 }
                    return alpha
                }
            }
        }
        CustomLayoutTransition.animate(timing, { self.applyChanges(from: from, to: name, appearanceOnly: true) }, completion: { _ in })
        _ = root.layoutThatFits(SizeRange(exactly: root.bounds.size))
        root.transitionLayout(withAnimation: true)
    }

    /// A screen transition to the state's screen, with the file's definition and timing.
    @discardableResult
    func goToScreen(_ name: String, transition: TransitionSpec?, paused: Bool = false) -> ScreenTransition {
        let from = state
        let destination = screenRoot(screen(of: name))
        state = name
        // The screen coming in is set up before it shows; the one going out keeps its look until it has left.
        let entering = nodesOfScreen(destination)
        DisplayNode.performWithoutAnimation { applyChanges(from: from, to: name, appearanceOnly: nil, nodes: entering) }
        destination.setNeedsLayout()
        let spec = Self.timing(transition)
        let running = stage.transition(to: destination, definition: Self.definition(transition),
                                       duration: spec.duration ?? 0.6, timing: Self.screenTiming(spec)) { [weak self] finished in
            guard let self, self.state == name else { return }
            if finished {
                let leaving = Set(self.builder.nodes.values.map(ObjectIdentifier.init)).subtracting(entering)
                DisplayNode.performWithoutAnimation { self.applyChanges(from: from, to: name, appearanceOnly: nil, nodes: leaving) }
            } else {
                // Cancelled: the source screen stays, and so does its state.
                DisplayNode.performWithoutAnimation { self.applyChanges(from: name, to: from, appearanceOnly: nil, nodes: entering) }
                self.state = from
            }
        }
        if paused { running.pause() }
        screenTransition = running
        return running
    }

    func nodesOfScreen(_ root: DisplayNode) -> Set<ObjectIdentifier> {
        var result: Set<ObjectIdentifier> = []
        var pending = [root]
        while let node = pending.popLast() {
            result.insert(ObjectIdentifier(node))
            pending += (node as? SceneNode)?.sceneChildren ?? []
        }
        return result
    }

    static func timing(_ transition: TransitionSpec?) -> MotionTiming {
        transition?.timing ?? MotionTiming()
    }

    static func definition(_ transition: TransitionSpec?) -> TransitionDefinition {
        var definition: TransitionDefinition = [:]
        for entry in transition?.definition ?? [] { definition[entry.identifier.value] = entry.type }
        return definition
    }

    static func screenTiming(_ timing: MotionTiming) -> TransitionTiming {
        if let damping = timing.spring { return .spring(dampingRatio: Double(damping)) }
        if let points = timing.bezier, points.count == 4 {
            return .curve(TimingCurve(controlPoints: points[0], points[1], points[2], points[3]))
        }
        if let curve = timing.curve.flatMap({ Keywords.timingCurves[$0] }) { return .curve(curve) }
        return .spring(dampingRatio: 0.85)
    }
}
