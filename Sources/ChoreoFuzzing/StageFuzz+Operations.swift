import Choreo
import Foundation

extension StageFuzz {
    /// Decodes and runs one operation.
    func step() {
        let operation = input.int(below: 16)
        if Self.tracing { print("operation \(operation)") }
        switch operation {
        case 0: _ = makeNode()
        case 1: insert(anyNode(), into: anyNode(), at: nil)
        case 2: insert(anyNode(), into: anyNode(), at: input.int(below: 8) - 2)
        case 3: anyNode().removeFromSupernode()
        case 4: releaseNode()
        case 5: setValues(of: anyNode())
        case 6: animate()
        case 7: transitionLayout()
        case 8: animator()
        case 9: pin()
        case 10, 11: screenTransitionStep()
        case 12: clock?.advance(by: input.pick([0, 1 / 60, 0.1, 0.25, 1, 5, -1, .nan, .infinity, 1e300]))
        case 13: _ = stage?.renderTree()
        case 14: stage?.rootNode = input.bool() ? anyNode() : makeNode()
        default: stage?.layoutIfNeeded()
        }
    }

    private func insert(_ node: DisplayNode, into parent: DisplayNode, at index: Int?) {
        if let index { parent.insertSubnode(node, at: index) } else { parent.addSubnode(node) }
    }

    /// Drops the pool's reference: a node in the tree lives on, one outside it goes.
    private func releaseNode() {
        guard !nodes.isEmpty else { return }
        nodes.remove(at: input.int(below: nodes.count))
    }

    private func setValues(of node: DisplayNode) {
        switch input.int(below: 6) {
        case 0: node.frame = CGRect(x: input.cgFloat(), y: input.cgFloat(), width: input.cgFloat(), height: input.cgFloat())
        case 1: node.alpha = input.cgFloat()
        case 2: node.transform = Transform(a: input.cgFloat(), b: input.cgFloat(), c: input.cgFloat(),
                                           d: input.cgFloat(), tx: input.cgFloat(), ty: input.cgFloat())
        case 3: node.cornerRadius = input.cgFloat()
        case 4: node.style.height = .points(input.cgFloat())
        default: node.style.flexGrow = input.cgFloat()
        }
    }

    private func animate() {
        let targets = [anyNode(), anyNode()]
        let duration = input.pick([0, 0.1, 0.3, 1, -1, .nan, .infinity, 1e300])
        DisplayNode.animate(withDuration: duration, delay: input.pick([0, 0.05, 1e300]),
                            options: input.bool() ? .curveLinear : .curveEaseInOut, animations: {
            for node in targets { self.setValues(of: node) }
        }, completion: ledger.handler(mustComplete: true, "animation"))
    }

    private func transitionLayout() {
        guard let node = anyNode() as? FuzzStackNode else { return }
        switch input.int(below: 3) {
        case 0:
            let child = anyNode()
            // Specs naming each other in a cycle expand without end in the layout tree builder;
            // the fuzzer makes none (see specsReach).
            if !Self.specsReach(node, from: child) { node.children.append(child) }
        case 1: if !node.children.isEmpty { node.children.remove(at: input.int(below: node.children.count)) }
        default: node.children.reverse()
        }
        node.spacing = input.cgFloat()
        if input.bool() {
            // Measured off the main actor, then superseded before it applies.
            node.transitionLayout(withAnimation: true, shouldMeasureAsync: true)
        }
        node.transitionLayout(withAnimation: input.bool())
    }

    /// Whether `target`'s layout is reachable from `start` through the stack nodes' children
    /// (including `start` itself).
    static func specsReach(_ target: DisplayNode, from start: DisplayNode) -> Bool {
        var pending = [start]
        var seen: Set<ObjectIdentifier> = []
        while let node = pending.popLast() {
            if node === target { return true }
            guard seen.insert(ObjectIdentifier(node)).inserted, let stack = node as? FuzzStackNode else { continue }
            pending += stack.children
        }
        return false
    }

    private func animator() {
        if animators.isEmpty || input.byte() < 64 {
            let targets = [anyNode(), anyNode()]
            let animator = PropertyAnimator(duration: input.pick([0, 0.2, 1, -1, .nan])) {
                for node in targets { self.setValues(of: node) }
            }
            animator.addCompletion(ledger.animatorHandler("animator"))
            probes.watch(animator, "animator")
            if animators.count >= 4 { animators.removeFirst() }
            animators.append(animator)
        }
        let animator = animators[input.int(below: animators.count)]
        switch input.int(below: 7) {
        case 0: animator.startAnimation()
        case 1: animator.pauseAnimation()
        case 2: animator.fractionComplete = input.cgFloat()
        case 3: animator.isReversed.toggle()
        case 4: animator.stopAnimation(input.bool())
        case 5: animator.finishAnimation(at: input.pick([.start, .end, .current]))
        default: animator.continueAnimation(withTimingParameters: nil, durationFactor: input.cgFloat())
        }
    }

    private func pin() {
        let node = anyNode()
        switch input.int(below: 3) {
        case 0: node.pin.top(input.cgFloat()).left(input.cgFloat()).width(input.cgFloat()).height(input.cgFloat())
        case 1: node.pin.top(to: anyNode().edge.bottom).horizontally(input.cgFloat()).height(input.cgFloat())
        default: node.pin.all(input.cgFloat())
        }
    }

    private func screenTransitionStep() {
        guard let transition = screenTransition, !input.bool() else {
            startScreenTransition()
            return
        }
        switch input.int(below: 5) {
        case 0: transition.pause()
        case 1: transition.fractionComplete = input.cgFloat()
        case 2: transition.cancel()
        case 3: transition.finish()
        default: transition.resume()
        }
    }

    private func startScreenTransition() {
        guard let stage else { return }
        let destination = makeNode()
        for _ in 0..<input.int(below: 4) { insert(input.bool() ? anyNode() : makeNode(), into: destination, at: nil) }
        let definition: TransitionDefinition = [
            "a": .sharedElement, "b": input.pick([.crossfade, .scale(input.cgFloat()), .blur(radius: input.cgFloat())]),
            "c": .translate(x: input.cgFloat(), y: input.cgFloat()), "d": .anchorTranslation(relativeTo: "a"),
        ]
        let transition = stage.transition(to: destination, definition: definition,
                                          duration: input.pick([0, 0.3, 0.6, -1, .nan, 1e300]),
                                          completion: ledger.handler(mustComplete: true, "screen transition"))
        probes.watch(transition, "screen transition")
        screenTransition = transition
    }
}
