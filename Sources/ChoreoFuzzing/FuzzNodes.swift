import Choreo
import Foundation

/// A node that manages its subnodes from a list the fuzzer edits, laid out in a stack whose
/// children carry hostile styles: the subject of layout transitions. The list is weak: the
/// fuzzer may name any node, an ancestor included, and a strong list would be a cycle of the
/// fuzzer's own making.
@MainActor
final class FuzzStackNode: DisplayNode {
    private var weakChildren: [() -> DisplayNode?] = []
    var children: [DisplayNode] {
        get { weakChildren.compactMap { $0() } }
        set {
            weakChildren = newValue.map { node in
                weak let weakNode = node
                return { weakNode }
            }
        }
    }
    var direction: StackLayoutDirection = .vertical
    var spacing: CGFloat = 0

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        StackLayoutSpec(direction: direction, spacing: spacing, justifyContent: .start, alignItems: .stretch,
                        children: children)
    }
}

/// Counts the calls of every completion handed out, to check each runs at most (and, once
/// everything is released, exactly) once.
@MainActor
final class CompletionLedger {
    private(set) var calls: [Int] = []
    /// Indices whose completion must have run once everything is released.
    private(set) var mustComplete: Set<Int> = []
    private(set) var violations: [String] = []

    func handler(mustComplete required: Bool, _ what: String) -> (Bool) -> Void {
        let index = register(required)
        return { [self] _ in record(index, what) }
    }

    func animatorHandler(_ what: String) -> (AnimatingPosition) -> Void {
        let index = register(false)
        return { [self] _ in record(index, what) }
    }

    private func register(_ required: Bool) -> Int {
        calls.append(0)
        if required { mustComplete.insert(calls.count - 1) }
        return calls.count - 1
    }

    private func record(_ index: Int, _ what: String) {
        calls[index] += 1
        if calls[index] == 2 { violations.append("\(what) completion #\(index) ran twice") }
    }

    /// Every required completion ran exactly once.
    func checkAllRan() -> [String] {
        mustComplete.sorted().compactMap { calls[$0] == 1 ? nil : "completion #\($0) ran \(calls[$0]) times" }
    }
}

/// Weak references to every object an input made, to check they are all freed at the end.
@MainActor
struct ReleaseProbes {
    private var probes: [(name: String, probe: () -> AnyObject?)] = []

    mutating func watch(_ object: AnyObject, _ name: String) {
        weak let weakObject = object
        probes.append((name, { weakObject }))
    }

    var survivors: [String] { probes.compactMap { $0.probe() == nil ? nil : $0.name } }
}
