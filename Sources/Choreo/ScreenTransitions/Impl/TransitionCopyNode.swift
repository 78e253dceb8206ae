import ChoreoLayout
import ChoreoSupport
import Foundation

/// One element copy in a screen transition's canvas: it carries the copy's frame, alpha,
/// transform and blur, and holds the snapshot content (an image, a live copy or the node's
/// own ``Transitionable`` snapshot).
@MainActor
final class TransitionCopyNode: DisplayNode {
    private enum Content {
        /// A frozen clone drawn at the original's size and scaled to the frame.
        case image(naturalSize: CGSize)
        /// A clone whose subframes come from the original's layout at each size.
        case live(original: DisplayNode, clones: [ObjectIdentifier: DisplayNode])
        /// A node that lays itself out at the frame's size.
        case custom
    }

    /// The Gaussian blur's standard deviation over the copy and everything in it.
    var blurRadius: CGFloat = 0
    private let content: DisplayNode
    private let kind: Content
    private var laidOutSize: CGSize?

    /// Snapshots `original`, leaving out the descendants in `excluded` (participating ones,
    /// which draw their own copies). A ``SnapshotStyle/reflowingText`` copy moves its words
    /// between their wrappings at `sizes.from` and `sizes.to`.
    init(of original: DisplayNode, excluding excluded: Set<ObjectIdentifier>, sizes: (from: CGSize, to: CGSize)) {
        let custom = (original as? any Transitionable)?.makeTransitionSnapshot()
        let style = original.transitionSnapshotStyle
        if let custom, custom.supernode == nil, custom.stage == nil {
            content = custom
            kind = .custom
        } else if custom == nil, style == .liveCopy || style == .reflowingText {
            var clones: [ObjectIdentifier: DisplayNode]? = [:]
            content = TransitionCopyNode.clone(original, excluding: excluded, map: &clones)
            kind = .live(original: original, clones: clones ?? [:])
            if style == .reflowingText {
                TransitionCopyNode.pinReflows(of: original, clones: clones ?? [:], sizes: sizes)
            }
        } else {
            if custom != nil {
                Diagnostics.warn("makeTransitionSnapshot() of '\(original.transitionIdentifier ?? "?")' returned a "
                                 + "node that is already in a tree; using an image snapshot")
            }
            var unused: [ObjectIdentifier: DisplayNode]? = nil
            content = TransitionCopyNode.clone(original, excluding: excluded, map: &unused)
            kind = .image(naturalSize: original.bounds.size)
        }
        super.init()
        addSubnode(content)
    }

    /// Shows `state`: the frame, alpha, transform and blur, with the content fitted to the frame.
    func apply(_ state: TransitionElementState) {
        // Untransformed frames throughout, as TransitionElementState's.
        untransformedFrame = state.frame
        alpha = state.alpha
        transform = state.transform
        blurRadius = state.blurRadius
        let size = state.frame.size
        switch kind {
        case .image(let natural):
            // The content keeps its natural size and is scaled around its center to the frame.
            content.untransformedFrame = CGRect(x: (size.width - natural.width) / 2,
                                                y: (size.height - natural.height) / 2,
                                                width: natural.width, height: natural.height)
            content.transform = Transform(scaleX: natural.width > 0 ? size.width / natural.width : 1,
                                          y: natural.height > 0 ? size.height / natural.height : 1)
        case .live(let original, let clones):
            content.untransformedFrame = CGRect(origin: .zero, size: size)
            if laidOutSize != size {
                laidOutSize = size
                let layout = original.layoutThatFits(SizeRange(exactly: size))
                for placement in DisplayNode.placements(in: layout, owner: original) {
                    guard let clone = clones[ObjectIdentifier(placement.node)] else { continue }
                    clone.untransformedFrame = placement.frame
                    clone.needsLayout = false
                }
            }
            content.needsLayout = false
        case .custom:
            content.untransformedFrame = CGRect(origin: .zero, size: size)
        }
        // The copy itself has nothing to lay out.
        needsLayout = false
    }

    /// Tells each text clone the widths its original has when `original` is laid out at either
    /// size, so its words move between those wrappings.
    private static func pinReflows(of original: DisplayNode, clones: [ObjectIdentifier: DisplayNode],
                                   sizes: (from: CGSize, to: CGSize)) {
        func widths(at size: CGSize) -> [ObjectIdentifier: CGFloat] {
            let layout = original.layoutThatFits(SizeRange(exactly: size))
            var widths = [ObjectIdentifier(original): size.width]
            for placement in DisplayNode.placements(in: layout, owner: original) {
                widths[ObjectIdentifier(placement.node)] = placement.frame.width
            }
            return widths
        }
        let from = widths(at: sizes.from), to = widths(at: sizes.to)
        for (id, clone) in clones {
            guard let text = clone as? TextNode, let start = from[id], let end = to[id] else { continue }
            text.pinReflow(from: start, to: end)
        }
    }

    /// A plain copy of `node`'s subtree (appearance and text, no layout, no animations) at
    /// `node`'s size with no transform; hidden and excluded nodes are left out.
    private static func clone(_ node: DisplayNode, excluding excluded: Set<ObjectIdentifier>,
                              map: inout [ObjectIdentifier: DisplayNode]?) -> DisplayNode {
        let root = copyAppearance(of: node)
        root.untransformedFrame = CGRect(origin: .zero, size: node.bounds.size)
        root.alpha = 1
        map?[ObjectIdentifier(node)] = root
        var pending: [(original: DisplayNode, copy: DisplayNode)] = [(node, root)]
        while let (original, copy) = pending.popLast() {
            for subnode in original.subnodes where !subnode.isHidden && !excluded.contains(ObjectIdentifier(subnode)) {
                let subcopy = copyAppearance(of: subnode)
                subcopy.untransformedFrame = subnode.untransformedFrame
                if subnode.alpha != 1 { subcopy.alpha = subnode.alpha }
                if !subnode.transform.isIdentity { subcopy.transform = subnode.transform }
                copy.addSubnode(subcopy)
                map?[ObjectIdentifier(subnode)] = subcopy
                pending.append((subnode, subcopy))
            }
        }
        // Copies are placed by hand, never by a layout pass.
        root.forEachNodeInSubtree { $0.needsLayout = false }
        return root
    }

    private static func copyAppearance(of node: DisplayNode) -> DisplayNode {
        let copy: DisplayNode
        if let text = node as? TextNode {
            copy = TextNode(text: text.text, fontSize: text.fontSize, textColor: text.textColor)
        } else {
            copy = DisplayNode()
        }
        copy.debugName = node.debugName
        // Defaults are left alone: a setter costs more than the comparison.
        if let color = node.backgroundColor { copy.backgroundColor = color }
        if node.cornerRadius != 0 { copy.cornerRadius = node.cornerRadius }
        copy.clipsToBounds = node.clipsToBounds
        copy.zPosition = node.zPosition
        return copy
    }
}

extension DisplayNode {
    /// The blur the render walk draws this node with: its own (a transition copy's) combined
    /// with its ancestors' (Gaussian deviations add in quadrature).
    func renderBlurRadius(inheriting parentBlur: CGFloat) -> CGFloat {
        guard type(of: self) == TransitionCopyNode.self else { return parentBlur }
        let own = unsafeDowncast(self, to: TransitionCopyNode.self).blurRadius
        guard own > 0 else { return parentBlur }
        return parentBlur > 0 ? (parentBlur * parentBlur + own * own).squareRoot() : own
    }
}
