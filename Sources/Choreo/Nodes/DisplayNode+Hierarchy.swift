import ChoreoSupport
import ChoreoLayout
import ChoreoMotion
import Foundation

/// The node tree: adding, moving and removing subnodes, walking it, converting between
/// coordinate spaces.
extension DisplayNode {
    /// The stage showing this node, found through its supernodes.
    public var stage: Stage? {
        // Every animated change looks the stage up: the walk retains no node on the way.
        var top = Unmanaged.passUnretained(self)
        while let parent = top.withNodeUnretained({ $0.unretainedSupernode }) { top = parent }
        return top.withNodeUnretained { $0.hostingStage }
    }

    /// The layout direction of the node's stage (``Stage/layoutOptions``); left to right on no
    /// stage. Leading and trailing resolve against it.
    var stageLayoutDirection: LayoutDirection {
        stage?.layoutOptions.direction ?? .leftToRight
    }

    /// The top of this node's tree: the highest supernode, or the node itself.
    var root: DisplayNode {
        var node = self
        while let parent = node.supernode { node = parent }
        return node
    }

    /// Adds `subnode` on top of the others, moving it from its current supernode.
    public func addSubnode(_ subnode: DisplayNode) {
        insertSubnode(subnode, at: subnodes.count)
    }

    /// Inserts `subnode` at `index` (clamped to `0...subnodes.count`), moving it from its current
    /// supernode. Adding a node to itself or to one of its descendants is ignored (debug message).
    public func insertSubnode(_ subnode: DisplayNode, at index: Int) {
        var target = index
        if subnode.supernode === self, let current = position(of: subnode) {
            subnodes.remove(at: current)
            if current < target { target -= 1 }
        } else {
            guard adopt(subnode) else { return }
        }
        if target < 0 || target > subnodes.count {
            Diagnostics.warn("subnode index \(index) is outside 0...\(subnodes.count); clamping")
            target = min(max(target, 0), subnodes.count)
        }
        subnodes.insert(subnode, at: target)
        setNeedsLayout()
    }

    /// Removes the node from its supernode. Its running animations (and its subtree's) are
    /// removed; their blocks complete with `false`.
    public func removeFromSupernode() {
        guard let parent = supernode else { return }
        parent.detach(self)
        stopAnimationsInSubtree()
    }

    /// A node that leaves the tree stops what runs on its subtree (their blocks complete with
    /// `false`), as ``removeFromSupernode()`` documents.
    func stopAnimationsInSubtree() {
        forEachNodeInSubtree { $0.removeAllAnimations() }
    }

    /// Makes `node` a subnode of this one (not yet in `subnodes`), taking it from its supernode
    /// or stage: the one adopt path of every insertion. False when it would create a cycle.
    private func adopt(_ node: DisplayNode) -> Bool {
        if isDescendant(of: node) {
            Diagnostics.warn("cannot add a node to itself or to one of its descendants; ignoring")
            return false
        }
        if let parent = node.supernode { parent.detach(node) }
        else if let stage = node.hostingStage { stage.rootNode = nil }
        node.supernode = self
        return true
    }

    /// Makes `wanted` the first subnodes, in order, adopting them from wherever they are; the
    /// other subnodes follow them (or leave, with `removingOthers`). Linear in the node counts,
    /// for layout passes over many nodes; does not mark the layout stale.
    func arrangeSubnodes(_ wanted: [DisplayNode], removingOthers: Bool) {
        // Most passes find the subnodes as they were: nothing to adopt, order or remove.
        if DisplayNode.areSame(subnodes, wanted) { return }
        var ordered: [DisplayNode] = []
        ordered.reserveCapacity(wanted.count)
        let generation = DisplayNode.nextMark()
        for node in wanted where node.mark != generation {
            node.mark = generation
            if node.supernode !== self { guard adopt(node) else { continue } }
            ordered.append(node)
        }
        let others = DisplayNode.nodes(subnodes, unmarkedBy: generation)
        // A node a transition in flight is taking out stays (after the wanted ones) until it
        // completes, whichever owner's pass runs in the meantime.
        var leaving: [DisplayNode] = [], removed: [DisplayNode] = []
        if removingOthers {
            for node in others { if node.isLeavingInTransition { leaving.append(node) } else { removed.append(node) } }
        }
        // Assigned only when the order changes: every assignment makes stages rebuild their
        // render order, and most layout passes keep the subnodes they had.
        let arranged = removingOthers ? ordered + leaving : ordered + others
        if !DisplayNode.areSame(subnodes, arranged) { subnodes = arranged }
        for node in removed {
            node.supernode = nil
            node.stopAnimationsInSubtree()
        }
    }

    /// Whether both lists hold the same nodes in the same order. A plain loop: a closure formed
    /// on the main actor and handed to the standard library checks its executor on every call.
    private static func areSame(_ lhs: [DisplayNode], _ rhs: [DisplayNode]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in lhs.indices where lhs[index] !== rhs[index] { return false }
        return true
    }

    /// Whether this node is `node` or below it.
    func isDescendant(of node: DisplayNode) -> Bool {
        var ancestor: DisplayNode? = self
        while let current = ancestor {
            if current === node { return true }
            ancestor = current.supernode
        }
        return false
    }

    private func detach(_ subnode: DisplayNode) {
        if let index = position(of: subnode) { subnodes.remove(at: index) }
        subnode.supernode = nil
    }

    /// Where `subnode` is in ``subnodes``. A plain loop: a closure formed on the main actor and
    /// handed to the standard library checks its executor on every call.
    func position(of subnode: DisplayNode) -> Int? {
        for index in subnodes.indices where subnodes[index] === subnode { return index }
        return nil
    }

    /// Removes every node of `nodes` from its supernode (and its animations, as
    /// ``removeFromSupernode()``), with one pass over each supernode's subnodes.
    static func removeFromSupernodes(_ nodes: [DisplayNode]) {
        let mark = nextMark()
        var parents: [DisplayNode] = []
        var parentIDs = Set<ObjectIdentifier>()
        for node in nodes {
            guard let parent = node.supernode else { continue }
            node.mark = mark
            if parentIDs.insert(ObjectIdentifier(parent)).inserted { parents.append(parent) }
        }
        for parent in parents {
            var kept: [DisplayNode] = []
            kept.reserveCapacity(parent.subnodes.count)
            for subnode in parent.subnodes {
                if subnode.mark == mark {
                    subnode.supernode = nil
                    subnode.stopAnimationsInSubtree()
                } else {
                    kept.append(subnode)
                }
            }
            parent.subnodes = kept
        }
    }

    /// Visits this node and every descendant, parents first.
    public func forEachNodeInSubtree(_ body: (DisplayNode) -> Void) {
        var pending: [DisplayNode] = [self]
        while let node = pending.popLast() {
            body(node)
            pending.append(contentsOf: node.subnodes.reversed())
        }
    }

    // MARK: - Insets and description

    /// The part of the node that the stage's safe area (``Stage/safeAreaInsets``) does not cover,
    /// as insets from each edge of its bounds; zero outside a stage.
    public var safeAreaInsets: EdgeInsets {
        guard let stage, stage.safeAreaInsets != .zero else { return .zero }
        let insets = stage.safeAreaInsets
        let safe = CGRect(x: insets.left, y: insets.top, width: stage.size.width - insets.left - insets.right,
                          height: stage.size.height - insets.top - insets.bottom)
        let own = convert(bounds, to: nil)
        return EdgeInsets(top: max(0, min(safe.minY - own.minY, own.height)),
                          left: max(0, min(safe.minX - own.minX, own.width)),
                          bottom: max(0, min(own.maxY - safe.maxY, own.height)),
                          right: max(0, min(own.maxX - safe.maxX, own.width)))
    }

    /// One line per node of the subtree, indented by depth: type, debug name, frame, alpha.
    public var recursiveDescription: String {
        var lines: [String] = []
        func describe(_ node: DisplayNode, depth: Int) {
            let f = node.frame
            var line = String(repeating: "   | ", count: depth) + "<\(type(of: node))"
            if let name = node.debugName { line += " '\(name)'" }
            line += "; frame = (\(DisplayNode.format(f.minX)) \(DisplayNode.format(f.minY)); "
                + "\(DisplayNode.format(f.width)) \(DisplayNode.format(f.height)))"
            if node.alpha != 1 { line += "; alpha = \(DisplayNode.format(node.alpha))" }
            if node.isHidden { line += "; hidden" }
            lines.append(line + ">")
            for subnode in node.subnodes { describe(subnode, depth: depth + 1) }
        }
        describe(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// A number as debug descriptions write it: integers without a fraction.
    nonisolated static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    // MARK: - Marks

    private static var lastMark: UInt = 0

    /// A fresh value for ``mark``: set it on the nodes of one set, then test membership by
    /// comparing (cheaper than hashing identities).
    static func nextMark() -> UInt {
        lastMark &+= 1
        return lastMark
    }

    /// The nodes of `nodes` whose mark is not `mark`, in order.
    static func nodes(_ nodes: [DisplayNode], unmarkedBy mark: UInt) -> [DisplayNode] {
        var unmarked: [DisplayNode] = []
        for node in nodes where node.mark != mark { unmarked.append(node) }
        return unmarked
    }

    /// The nodes of `nodes` that `others` does not hold, in order (linear: one mark per node).
    static func nodes(_ nodes: [DisplayNode], notIn others: [DisplayNode]) -> [DisplayNode] {
        let mark = nextMark()
        for node in others { node.mark = mark }
        return DisplayNode.nodes(nodes, unmarkedBy: mark)
    }
}
