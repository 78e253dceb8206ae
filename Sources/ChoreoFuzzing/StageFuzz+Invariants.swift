import Choreo
import Foundation

extension StageFuzz {
    /// Finite presentation values on every node in the tree and in the pool, finite render
    /// items, and every node in at most one subnode list (its supernode's).
    func checkInvariants(after operation: Int) {
        var seen: Set<ObjectIdentifier> = []
        var pending = nodes
        if let root = stage?.rootNode { pending.append(root) }
        while let node = pending.popLast() {
            guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
            checkPresentation(of: node, operation)
            var children: Set<ObjectIdentifier> = []
            for subnode in node.subnodes {
                if subnode.supernode !== node || !children.insert(ObjectIdentifier(subnode)).inserted {
                    violations.append("op \(operation): \(subnode.debugName ?? "?") is listed under "
                                      + "\(node.debugName ?? "?") but its supernode is \(subnode.supernode?.debugName ?? "nil")")
                }
                pending.append(subnode)
            }
        }
        if let tree = stage?.renderTree() {
            for item in tree.items where !Self.isFinite(item.transform) || !item.bounds.width.isFinite
                || !item.bounds.height.isFinite || !item.opacity.isFinite {
                violations.append("op \(operation): render item \(item.name ?? "?") is not finite: \(item)")
            }
        }
    }

    private func checkPresentation(of node: DisplayNode, _ operation: Int) {
        let shown = node.presentation
        let frame = shown.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite,
              shown.alpha.isFinite, shown.cornerRadius.isFinite, Self.isFinite(shown.transform) else {
            violations.append("op \(operation): \(node.debugName ?? "?") shows \(shown)")
            return
        }
    }

    static func isFinite(_ t: Transform) -> Bool {
        t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }
}
