import ChoreoLayout
import ChoreoMotion
import ChoreoRender
import Foundation

/// Hosts a node tree: lays the root out to fill the stage, owns the clock its animations run
/// on, and renders what is on screen.
@MainActor
public final class Stage {
    /// The size of the stage; the root node fills it.
    public var size: CGSize {
        didSet { if size != oldValue { rootNode?.setNeedsLayout() } }
    }

    /// Direction and pixel scale for layout passes on this stage.
    public var layoutOptions = LayoutOptions() {
        didSet { rootNode?.forEachNodeInSubtree { $0.setNeedsLayout() } }
    }

    /// The node tree shown, laid out to fill the stage.
    public var rootNode: DisplayNode? {
        didSet {
            guard oldValue !== rootNode else { return }
            if let oldValue {
                oldValue.hostingStage = nil
                // As with removeFromSupernode: what ran on this stage's clock stops (completions get false).
                oldValue.forEachNodeInSubtree { $0.removeAllAnimations() }
            }
            if let node = rootNode {
                node.removeFromSupernode()
                if let other = node.hostingStage, other !== self { other.rootNode = nil }
                node.hostingStage = self
                node.setNeedsLayout()
            }
        }
    }

    /// The clock every animation on this stage runs on.
    public let clock: any AnimationClock

    public init(size: CGSize, clock: any AnimationClock = ManualClock()) {
        self.size = size
        self.clock = clock
    }

    /// Lays out every node whose layout is stale, the root at the stage's size.
    public func layoutIfNeeded() {
        guard let root = rootNode else { return }
        fitRootToStage(root)
        Stage.layoutSubtreeIfNeeded(root)
    }

    /// The root node fills the stage (set without animation).
    private func fitRootToStage(_ root: DisplayNode) {
        AnimationContext.run(.disabled) {
            root.frame = CGRect(origin: .zero, size: size)
        }
    }

    /// Parents first, so a parent's layout pass sets its children's sizes before they lay out.
    private static func layoutSubtreeIfNeeded(_ node: DisplayNode) {
        node.layoutIfNeeded()
        // A copy: layout passes may add and remove subnodes.
        let subnodes = node.subnodes
        for index in subnodes.indices { layoutSubtreeIfNeeded(subnodes[index]) }
    }

    /// How many items the last render tree had, to size the next one's storage up front.
    private var lastItemCount = 0

    /// What is on screen at `clock.now`, flattened back to front, laying out first what is stale
    /// (except inside hidden or transparent subtrees, which are laid out once they show).
    public func renderTree() -> RenderTree {
        if let root = rootNode { fitRootToStage(root) }
        // The builder lays each node out (if stale) as it reaches it, parents first: one walk
        // of the tree per frame instead of two.
        var builder = RenderTreeBuilder(size: size, time: clock.now, capacity: lastItemCount)
        if let root = rootNode { builder.add(root, parentTransform: .identity, parentOpacity: 1, clip: nil) }
        lastItemCount = builder.tree.items.count
        return builder.tree
    }

    /// The render tree as a standalone SVG 1.1 document.
    public func svg() -> String {
        SVGRenderer.document(renderTree())
    }
}

/// Flattens presentation values into a ``RenderTree``.
///
/// This runs every frame for every node, so it samples the animated properties directly at the
/// frame's time (rather than through ``DisplayNode/presentation``, which looks the stage up) and
/// avoids per-node allocations: no sorting unless siblings have out-of-order `zPosition`s.
@MainActor
struct RenderTreeBuilder {
    private(set) var tree: RenderTree
    let time: TimeInterval

    init(size: CGSize, time: TimeInterval, capacity: Int = 0) {
        tree = RenderTree(size: size)
        tree.items.reserveCapacity(capacity)
        self.time = time
    }

    mutating func add(_ node: DisplayNode, parentTransform: Transform, parentOpacity: CGFloat, clip: Int?,
                      parentBlur: CGFloat = 0) {
        node.layoutIfNeeded()
        // Hidden or fully transparent subtrees draw nothing (and are laid out once they show).
        guard !node.isHidden else { return }
        let opacity = parentOpacity * node.alphaProperty.sample(at: time)
        guard opacity > 0 else { return }
        let frame = node.frameProperty.sample(at: time)
        let size = frame.size
        // Properties at rest cost one plain read (see AnimatedProperty.restingModel).
        let nodeTransform = node.transformProperty.restingModel ?? node.transformProperty.sample(at: time)
        let local: Transform
        if nodeTransform == .identity {
            local = Transform(translationX: frame.minX, y: frame.minY)
        } else {
            // The node's transform applies around its center, then the frame's origin places it.
            local = Transform(translationX: -size.width / 2, y: -size.height / 2)
                .concatenating(nodeTransform)
                .concatenating(Transform(translationX: frame.minX + size.width / 2, y: frame.minY + size.height / 2))
        }
        let transform = parentTransform == .identity ? local : local.concatenating(parentTransform)
        let cornerRadius = node.cornerRadiusProperty.restingModel ?? node.cornerRadiusProperty.sample(at: time)
        // A node without a background color keeps a transparent one (fading from and to nil goes
        // through transparent), so a transparent fill is no fill.
        let color = node.colorProperty.restingModel ?? node.colorProperty.sample(at: time)
        let backgroundColor = color.alpha > 0 ? color : nil
        // Filled in field by field: RenderItem's initializer (in another module) goes through
        // generic value witnesses for its optionals, which costs more than the rest of the item.
        var item = RenderTreeBuilder.blankItem
        item.name = node.debugName
        item.bounds = size
        item.transform = transform
        item.opacity = opacity
        item.backgroundColor = backgroundColor
        item.cornerRadius = cornerRadius
        item.clip = clip
        if type(of: node) != DisplayNode.self, let textNode = node as? TextNode, !textNode.text.isEmpty {
            item.text = RenderText(string: textNode.text, fontSize: textNode.fontSize, color: textNode.textColor,
                                   maxWidth: size.width)
        }
        // Screen transitions blur a copy and everything in it (ScreenTransitions/TransitionCopyNode.swift).
        let blur = node.renderBlurRadius(inheriting: parentBlur)
        item.blurRadius = blur
        tree.items.append(item)
        var childClip = clip
        if node.clipsToBounds {
            tree.clips.append(RenderClip(bounds: size, transform: transform, cornerRadius: cornerRadius, parent: clip))
            childClip = tree.clips.count - 1
        }
        let subnodes = node.subnodes
        guard !subnodes.isEmpty else { return }
        // Back to front: increasing zPosition, ties in subnode order.
        if RenderTreeBuilder.isInZOrder(subnodes) {
            for index in 0..<subnodes.count {
                add(subnodes[index], parentTransform: transform, parentOpacity: opacity, clip: childClip,
                    parentBlur: blur)
            }
        } else {
            let order = (0..<subnodes.count).sorted {
                (RenderTreeBuilder.z(subnodes[$0]), $0) < (RenderTreeBuilder.z(subnodes[$1]), $1)
            }
            for index in order {
                add(subnodes[index], parentTransform: transform, parentOpacity: opacity, clip: childClip,
                    parentBlur: blur)
            }
        }
    }

    private static let blankItem = RenderItem(bounds: .zero)

    /// A node's `zPosition` for ordering; NaN counts as 0.
    private static func z(_ node: DisplayNode) -> CGFloat {
        node.zPosition.isNaN ? 0 : node.zPosition
    }

    /// Whether the subnodes' `zPosition`s never decrease, so subnode order is drawing order.
    private static func isInZOrder(_ subnodes: [DisplayNode]) -> Bool {
        var previous = -CGFloat.infinity
        for index in 0..<subnodes.count {
            let z = RenderTreeBuilder.z(subnodes[index])
            guard z >= previous else { return false }
            previous = z
        }
        return true
    }
}
