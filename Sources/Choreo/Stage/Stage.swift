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
        AnimationContext.run(.disabled) {
            root.frame = CGRect(origin: .zero, size: size)
        }
        root.forEachNodeInSubtree { $0.layoutIfNeeded() }
    }

    /// What is on screen at `clock.now`, flattened back to front (laying out first if needed).
    public func renderTree() -> RenderTree {
        layoutIfNeeded()
        var builder = RenderTreeBuilder(size: size)
        if let root = rootNode { builder.add(root, parentTransform: .identity, parentOpacity: 1, clip: nil) }
        return builder.tree
    }

    /// The render tree as a standalone SVG 1.1 document.
    public func svg() -> String {
        SVGRenderer.document(renderTree())
    }
}

/// Flattens presentation values into a ``RenderTree``.
@MainActor
struct RenderTreeBuilder {
    private(set) var tree: RenderTree

    init(size: CGSize) {
        tree = RenderTree(size: size)
    }

    mutating func add(_ node: DisplayNode, parentTransform: Transform, parentOpacity: CGFloat, clip: Int?) {
        let appearance = node.presentation
        let opacity = parentOpacity * appearance.alpha
        // Hidden or fully transparent subtrees draw nothing.
        guard !appearance.isHidden, opacity > 0 else { return }
        let frame = appearance.frame
        let size = frame.size
        // The node's transform applies around its center, then the frame's origin places it.
        let local = Transform(translationX: -size.width / 2, y: -size.height / 2)
            .concatenating(appearance.transform)
            .concatenating(Transform(translationX: frame.minX + size.width / 2, y: frame.minY + size.height / 2))
        let transform = local.concatenating(parentTransform)
        var text: RenderText?
        if let textNode = node as? TextNode, !textNode.text.isEmpty {
            text = RenderText(string: textNode.text, fontSize: textNode.fontSize, color: textNode.textColor,
                              maxWidth: size.width)
        }
        tree.items.append(RenderItem(name: node.debugName, bounds: size, transform: transform, opacity: opacity,
                                     backgroundColor: appearance.backgroundColor,
                                     cornerRadius: appearance.cornerRadius, clip: clip, text: text))
        var childClip = clip
        if appearance.clipsToBounds {
            tree.clips.append(RenderClip(bounds: size, transform: transform, cornerRadius: appearance.cornerRadius,
                                         parent: clip))
            childClip = tree.clips.count - 1
        }
        // Back to front: increasing zPosition, ties in subnode order.
        let ordered = node.subnodes.enumerated().sorted {
            ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
        }
        for (_, subnode) in ordered {
            add(subnode, parentTransform: transform, parentOpacity: opacity, clip: childClip)
        }
    }
}
