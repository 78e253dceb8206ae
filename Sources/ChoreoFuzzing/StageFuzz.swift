import Choreo
import Foundation

/// Fuzz target B: bytes decode into a sequence of node-layer operations on a ``Stage`` with a
/// ``ManualClock``: hierarchy changes, layout transitions (sync, and async ones superseded at
/// once), animations, ``PropertyAnimator`` scrubbing, pin chains, screen transitions paused,
/// cancelled and finished, releasing nodes mid-flight, advancing the clock, rendering.
///
/// After each operation: every presentation value and render item is finite and no node is in
/// two subnode lists. At the end, after the root is cleared and the stage released: every
/// animation and screen-transition completion ran exactly once (animators' at most once), and
/// every node, animator, transition, stage and clock is freed.
@MainActor
public final class StageFuzz {
    /// What one input did.
    public struct Outcome: Sendable {
        public var operations = 0
        public var violations: [String] = []
    }

    static let maximumOperations = 200
    static let poolSize = 12
    /// Prints each operation as it runs (set `CHOREO_FUZZ_TRACE=1` when replaying an input).
    static let tracing = ProcessInfo.processInfo.environment["CHOREO_FUZZ_TRACE"] != nil

    var input: FuzzInput
    var stage: Stage?
    var clock: ManualClock?
    var nodes: [DisplayNode] = []
    var animators: [PropertyAnimator] = []
    var screenTransition: ScreenTransition?
    let ledger = CompletionLedger()
    var probes = ReleaseProbes()
    var violations: [String] = []
    var madeNodes = 0

    init(_ bytes: [UInt8]) {
        input = FuzzInput(bytes)
    }

    public static func run(_ bytes: [UInt8]) -> Outcome {
        let fuzz = StageFuzz(bytes)
        var outcome = Outcome()
        fuzz.setUp()
        while !fuzz.input.isAtEnd, outcome.operations < maximumOperations, fuzz.violations.isEmpty {
            fuzz.step()
            outcome.operations += 1
            fuzz.checkInvariants(after: outcome.operations)
        }
        fuzz.tearDown()
        outcome.violations = fuzz.violations + fuzz.ledger.violations
        return outcome
    }

    private func setUp() {
        let clock = ManualClock()
        let stage = Stage(size: CGSize(width: 320, height: 480), clock: clock)
        probes.watch(clock, "clock")
        probes.watch(stage, "stage")
        let root = makeNode()
        stage.rootNode = root
        (self.stage, self.clock) = (stage, clock)
    }

    /// Ends everything: animators finished, the root cleared, the stage and clock released.
    private func tearDown() {
        for animator in animators {
            if animator.state == .active { animator.stopAnimation(false) }
            if animator.state == .stopped { animator.finishAnimation(at: .current) }
        }
        animators = []
        stage?.rootNode = nil
        clock?.advance(by: 1e6)
        nodes = []
        screenTransition = nil
        stage = nil
        clock = nil
        violations += ledger.checkAllRan()
        violations += probes.survivors.map { "\($0) survived the end of the input" }
    }

    func makeNode() -> DisplayNode {
        let node: DisplayNode = switch input.int(below: 3) {
        case 0: FuzzStackNode()
        case 1: TextNode(text: input.bool() ? "Fuzz" : "A longer line of text that wraps")
        default: DisplayNode()
        }
        node.frame = CGRect(x: input.cgFloat(), y: input.cgFloat(), width: input.cgFloat(), height: input.cgFloat())
        node.transitionIdentifier = input.pick([nil, "a", "b", "c", "d"])
        madeNodes += 1
        node.debugName = "node \(madeNodes)"
        probes.watch(node, "node \(madeNodes)")
        if nodes.count < Self.poolSize { nodes.append(node) } else { nodes[input.int(below: nodes.count)] = node }
        return node
    }

    /// A node of the pool (a new one when the pool is empty).
    func anyNode() -> DisplayNode {
        nodes.isEmpty ? makeNode() : nodes[input.int(below: nodes.count)]
    }
}
