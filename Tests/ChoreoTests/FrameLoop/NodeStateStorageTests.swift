@testable import Choreo
import ChoreoMotion
import Foundation
import Testing

/// Where per-frame state lives: in the stage's store, side by side in drawing order, and
/// what a plain node's layout pass keeps (nothing but its size).
@MainActor
@Suite("Node state storage")
struct NodeStateStorageTests {
    /// A root with two groups of three nodes each, placed by hand.
    private func groups(on scene: TestStage) -> [DisplayNode] {
        var nodes: [DisplayNode] = [scene.root]
        for group in 0..<2 {
            let container = scene.add(CGRect(x: CGFloat(group) * 100, y: 0, width: 100, height: 50))
            nodes.append(container)
            for index in 0..<3 {
                let node = DisplayNode()
                node.frame = CGRect(x: CGFloat(index) * 30, y: 10, width: 20, height: 20)
                container.addSubnode(node)
                nodes.append(node)
            }
        }
        return nodes
    }

    @Test("a plain node's layout pass keeps no layout tree; its layout is its size")
    func plainNodesKeepNoTree() throws {
        let scene = TestStage()
        let nodes = groups(on: scene)
        scene.stage.layoutIfNeeded()
        for node in nodes {
            #expect(node.layoutStore == nil)
            let layout = try #require(node.calculatedLayout)
            #expect(layout.size == node.bounds.size)
            #expect(layout.sublayouts.isEmpty)
            #expect(layout.element === node)
        }
        #expect(nodes[1].constrainedSizeForCalculatedLayout == SizeRange(exactly: CGSize(width: 100, height: 50)))
    }

    @Test("settings most nodes leave alone cost a node nothing until one is set, and only on that node")
    func rarelySetSettingsAreOutOfLine() {
        let node = DisplayNode(), other = DisplayNode()
        #expect(node.ownSettings == nil)
        #expect(node.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(node.defaultLayoutTransitionDuration == 0.2)
        #expect(node.transitionIdentifier == nil)
        node.transitionIdentifier = "card"
        #expect(node.ownSettings != nil)
        #expect(node.transitionIdentifier == "card")
        #expect(node.defaultLayoutTransitionDuration == 0.2)
        #expect(node.transitionSnapshotStyle == .image)
        #expect(other.transitionIdentifier == nil)
        #expect(other.ownSettings == nil)
        #expect(NodeSettings.defaults.transitionIdentifier == nil)
        // A debug name is one too: render items read it only from nodes that have one.
        other.debugName = "label"
        #expect(other.ownSettings?.debugName == "label" && other.state.hasDebugName)
        other.debugName = nil
        #expect(!other.state.hasDebugName)
    }

    @Test("what animates a property lives apart from its model, from its first animation to its end")
    func motionLivesApartFromTheModel() {
        // A property at rest is its model value and one nil reference.
        #expect(MemoryLayout<AnimatedProperty<CGFloat>>.size == 16)
        #expect(MemoryLayout<AnimatedProperty<CGRect>>.size == 40)
        #expect(MemoryLayout<NodeState>.stride == 192)
        // Three cache lines, each state starting on one: the render walk fetches three per node.
        let stage = TestStage()
        let nodes = (0..<70).map { _ in stage.add(CGRect(x: 0, y: 0, width: 10, height: 10)) }
        _ = stage.stage.renderTree()
        #expect(nodes.allSatisfy { Int(bitPattern: $0.stateStore.state(at: $0.stateSlot)) % 64 == 0 })
        let scene = TestStage()
        let node = scene.add(CGRect(x: 0, y: 0, width: 10, height: 10))
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 0 })
        #expect(!node.state.alpha.isResting)
        #expect(node.state.alpha.value.tracks.count == 1)
        // A copy is a value: changing it leaves the animation of the original running.
        var copy = node.state.alpha
        copy.changeModel(to: 0.25)
        #expect(copy.value.modelValue == 0.25 && copy.value.tracks.count == 1)
        #expect(node.state.alpha.model == 0 && node.state.alpha.value.modelValue == 0)
        scene.advance(0.5)
        #expect(close(node.presentation.alpha, node.state.alpha.presentation(at: 0.5)))
        #expect(node.presentation.alpha > 0 && node.presentation.alpha < 1)
        scene.advance(0.6)
        _ = scene.stage.renderTree()
        #expect(node.state.alpha.isResting)
        #expect(node.state.alpha.value.tracks.isEmpty)
        #expect(node.presentation.alpha == 0)
    }

    @Test("a frame gathers the stage's node states into its store, in drawing order")
    func statesAreGatheredInDrawingOrder() {
        let scene = TestStage()
        let nodes = groups(on: scene)
        #expect(nodes.allSatisfy { $0.stateStore === NodeStateStore.detached })
        nodes[2].zPosition = 1  // drawn after its two siblings
        _ = scene.stage.renderTree()
        let store = nodes[0].stateStore
        #expect(store !== NodeStateStore.detached)
        let drawingOrder = [nodes[0], nodes[1], nodes[3], nodes[4], nodes[2], nodes[5], nodes[6], nodes[7], nodes[8]]
        #expect(drawingOrder.map { $0.stateStore === store } == Array(repeating: true, count: 9))
        #expect(drawingOrder.map(\.stateSlot) == Array(0..<9))
    }

    @Test("a node that leaves the stage takes its state back to the detached store")
    func leavingNodesKeepTheirState() {
        let scene = TestStage()
        let nodes = groups(on: scene)
        let leaving = nodes[6]
        leaving.backgroundColor = .orange
        leaving.alpha = 0.5
        _ = scene.stage.renderTree()
        leaving.removeFromSupernode()
        _ = scene.stage.renderTree()
        #expect(leaving.stateStore === NodeStateStore.detached)
        #expect(leaving.backgroundColor == .orange)
        #expect(leaving.alpha == 0.5)
        #expect(leaving.frame == CGRect(x: 0, y: 10, width: 20, height: 20))
    }

    @Test("a node moved within the stage keeps its running animation as its state moves")
    func movedNodesKeepAnimating() {
        let scene = TestStage()
        let nodes = groups(on: scene)
        let moving = nodes[6]
        moving.debugName = "moving"
        DisplayNode.animate(withDuration: 1) { moving.alpha = 0.5 }
        _ = scene.stage.renderTree()
        nodes[1].addSubnode(moving)
        scene.advance(0.5)
        let item = scene.stage.renderTree().items.first { $0.name == "moving" }
        #expect(abs((item?.opacity ?? 0) - 0.75) < 1e-9)
        #expect(moving.stateSlot == 5)
    }

    @Test("a node moved to another stage draws the same there")
    func nodesMoveBetweenStages() {
        let first = TestStage(), second = TestStage()
        let nodes = groups(on: first)
        _ = first.stage.renderTree()
        let before = first.stage.svg()
        first.stage.rootNode = nil
        second.stage.rootNode = nodes[0]
        second.stage.layoutIfNeeded()
        #expect(second.stage.svg() == before)
        #expect(nodes.allSatisfy { $0.stateStore === nodes[0].stateStore })
        #expect(first.stage.renderTree().items.isEmpty)
    }

    @Test("rendering while a state is being accessed moves no state; the next frame gathers them")
    func renderingDuringAnAccessWaits() {
        let clock = ImmediateClock()
        let stage = Stage(size: CGSize(width: 200, height: 100), clock: clock)
        let root = DisplayNode()
        stage.rootNode = root
        let node = DisplayNode()
        node.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.addSubnode(node)
        var svgInCompletion: String?
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 0.5 }, completion: { finished in
            // Runs inside the access that removes the animation (the clock runs due actions at
            // once): this frame must not move the node's state under that access.
            root.addSubnode(DisplayNode())
            svgInCompletion = stage.svg()
            #expect(!finished)
        })
        _ = stage.renderTree()
        node.alpha = 0.25  // removes the running animation: its block ends with false
        #expect(svgInCompletion != nil)
        #expect(node.alpha == 0.25)
        _ = stage.renderTree()
        #expect(root.subnodes.map(\.stateSlot) == [1, 2])
        #expect(stage.renderTree().items.map(\.opacity) == [1, 0.25, 1])
    }
}

/// A clock whose actions due now run at once, inside the call that schedules them.
@MainActor
private final class ImmediateClock: AnimationClock {
    private let clock = ManualClock()
    var now: TimeInterval { clock.now }

    func addFrameObserver(_ body: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken {
        clock.addFrameObserver(body)
    }

    func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken {
        let token = clock.schedule(at: time, action)
        if time <= now { clock.advance(by: 0) }
        return token
    }

    func cancel(_ token: ClockToken) {
        clock.cancel(token)
    }
}
