@testable import Choreo
import Foundation
import Testing

/// A stage on a manual clock with a plain root node filling it (laid out once).
@MainActor
struct TestStage {
    let stage: Stage
    let clock: ManualClock
    let root: DisplayNode

    init(size: CGSize = CGSize(width: 200, height: 100), root: DisplayNode = DisplayNode()) {
        clock = ManualClock()
        stage = Stage(size: size, clock: clock)
        self.root = root
        stage.rootNode = root
        stage.layoutIfNeeded()
    }

    /// Adds a node with a frame to the root.
    @discardableResult
    func add(_ frame: CGRect, _ node: DisplayNode = DisplayNode()) -> DisplayNode {
        node.frame = frame
        root.addSubnode(node)
        return node
    }

    func advance(_ seconds: TimeInterval) {
        clock.advance(by: seconds)
    }
}

/// Suites whose tests animate one 100 x 50 node on a ``TestStage``.
@MainActor
protocol SingleNodeScene {}

extension SingleNodeScene {
    func scene() -> (TestStage, DisplayNode) {
        let scene = TestStage()
        let node = scene.add(CGRect(x: 0, y: 0, width: 100, height: 50))
        return (scene, node)
    }
}

/// A node that lays its children out in one stack and manages them as subnodes.
@MainActor
final class StackNode: DisplayNode {
    let children: [DisplayNode]
    private let direction: StackLayoutDirection
    private let justifyContent: StackLayoutJustifyContent

    init(_ direction: StackLayoutDirection = .vertical, justifyContent: StackLayoutJustifyContent = .start,
         children: [DisplayNode]) {
        self.direction = direction
        self.justifyContent = justifyContent
        self.children = children
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        StackLayoutSpec(direction: direction, spacing: 0, justifyContent: justifyContent, alignItems: .start,
                        children: children)
    }
}

/// Records completion calls, to check their value and that they come exactly once.
@MainActor
final class CompletionLog<Value> {
    private(set) var calls: [Value] = []

    var handler: (Value) -> Void { { [self] in calls.append($0) } }
}

func close(_ lhs: CGFloat, _ rhs: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs - rhs) <= tolerance
}

func close(_ lhs: CGRect, _ rhs: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(lhs.minX, rhs.minX, tolerance) && close(lhs.minY, rhs.minY, tolerance)
        && close(lhs.width, rhs.width, tolerance) && close(lhs.height, rhs.height, tolerance)
}

func close(_ lhs: CGPoint, _ rhs: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(lhs.x, rhs.x, tolerance) && close(lhs.y, rhs.y, tolerance)
}

func close(_ lhs: Transform, _ rhs: Transform, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(lhs.a, rhs.a, tolerance) && close(lhs.b, rhs.b, tolerance) && close(lhs.c, rhs.c, tolerance)
        && close(lhs.d, rhs.d, tolerance) && close(lhs.tx, rhs.tx, tolerance) && close(lhs.ty, rhs.ty, tolerance)
}

/// A recorder of a 200 x 100 stage whose root holds one red 10 x 10 box named "box" at the origin.
@MainActor
func boxRecorder(framesPerSecond: Double) -> (StageRecorder, DisplayNode) {
    let root = DisplayNode()
    let box = DisplayNode()
    box.debugName = "box"
    box.backgroundColor = .red
    box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    root.addSubnode(box)
    return (StageRecorder(size: CGSize(width: 200, height: 100), rootNode: root, framesPerSecond: framesPerSecond), box)
}
