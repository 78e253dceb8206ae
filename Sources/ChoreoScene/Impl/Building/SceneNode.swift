import Choreo
import Foundation

/// What a scene node has beyond ``DisplayNode``: its id, whether its parent lays it out, its
/// pin rules and the box that lists it.
@MainActor
struct SceneNodeFacts {
    let id: String?
    /// False: the parent leaves it out of its layout (a layout transition removes it).
    var isPresent = true
    var pinRules: [PinRule] = []
    /// The box that lists it as a child: while it is not present it has no supernode.
    weak var parent: SceneNode?
}

/// A scene node of any kind (box, text or image: each has its own base class, so a protocol).
@MainActor
protocol SceneNodeInfo: DisplayNode {
    var facts: SceneNodeFacts { get set }
}

extension SceneNodeInfo {
    var sceneID: String? { facts.id }
    var isPresent: Bool {
        get { facts.isPresent }
        set { facts.isPresent = newValue }
    }
    var pinRules: [PinRule] {
        get { facts.pinRules }
        set { facts.pinRules = newValue }
    }
    var sceneParent: SceneNode? {
        get { facts.parent }
        set { facts.parent = newValue }
    }
}

/// A box: draws its background and places its children with a stack (``StackLayoutSpec``),
/// an absolute spec (``AbsoluteLayoutSpec``) or pin rules (``PinLayout``, in `layout()`).
@MainActor
final class SceneNode: DisplayNode, SceneNodeInfo {
    var facts: SceneNodeFacts
    /// The children in the file's order, present or not.
    var sceneChildren: [DisplayNode] = []
    /// `stack`, `absolute` or `pin`.
    var placement = "stack"
    var stack = StackSettings()
    var absoluteSizing: AbsoluteLayoutSpecSizing = .default
    /// With a border colour the node's own background draws the border, and this node, inset
    /// by the border widths, draws the fill (nodes have no stroke of their own).
    var borderFill: DisplayNode?
    /// The transition the player is running on this node, for custom per-node motion.
    var customTransition: CustomLayoutTransition?

    init(id: String?) {
        facts = SceneNodeFacts(id: id)
        super.init()
        debugName = id
        automaticallyManagesSubnodes = true
    }

    var presentChildren: [DisplayNode] {
        sceneChildren.filter { ($0 as? any SceneNodeInfo)?.isPresent ?? true }
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let content: LayoutSpec
        switch placement {
        case "absolute":
            content = AbsoluteLayoutSpec(sizing: absoluteSizing, children: presentChildren)
        case "pin":
            // Pin places the children in layout(); the spec only lists them so they stay subnodes.
            content = AbsoluteLayoutSpec(sizing: .default, children: presentChildren)
        default:
            let spec = StackLayoutSpec()
            stack.apply(to: spec)
            spec.children = presentChildren
            content = spec
        }
        guard let borderFill else { return content }
        let border = style.border
        return BackgroundLayoutSpec(child: content, background: InsetLayoutSpec(insets: border, child: borderFill))
    }

    override func layout() {
        guard placement == "pin" else { return }
        let siblings = Dictionary(presentChildren.compactMap { child in (child as? any SceneNodeInfo)?.sceneID.map { ($0, child) } },
                                  uniquingKeysWith: { first, _ in first })
        for child in presentChildren {
            guard let info = child as? any SceneNodeInfo, !info.pinRules.isEmpty else { continue }
            PinApplier.apply(info.pinRules, to: child, siblings: siblings)
        }
    }

    override func animateLayoutTransition(_ context: ContextTransitioning) {
        guard let customTransition, context.isAnimated() else {
            super.animateLayoutTransition(context)
            return
        }
        customTransition.animate(context, in: self)
    }
}

/// A text node of a scene.
@MainActor
final class SceneTextNode: TextNode, SceneNodeInfo {
    var facts: SceneNodeFacts

    init(id: String?) {
        facts = SceneNodeFacts(id: id)
        super.init()
        debugName = id
    }
}

/// An image placeholder of a scene: a box of a natural size.
@MainActor
final class SceneImageNode: ImageNode, SceneNodeInfo {
    var facts: SceneNodeFacts

    init(id: String?) {
        facts = SceneNodeFacts(id: id)
        super.init()
        debugName = id
    }
}

/// A stack's settings, kept between layout passes (each pass makes a new spec).
@MainActor
struct StackSettings {
    var direction: StackLayoutDirection
    var spacing: CGFloat
    var lineSpacing: CGFloat
    var justifyContent: StackLayoutJustifyContent
    var alignItems: StackLayoutAlignItems
    var flexWrap: StackLayoutFlexWrap
    var alignContent: StackLayoutAlignContent
    var horizontalAlignment: HorizontalAlignment
    var verticalAlignment: VerticalAlignment
    var columnGap: LayoutDimension?
    var rowGap: LayoutDimension?

    /// The API's defaults: those of `StackLayoutSpec()`.
    init() {
        let spec = StackLayoutSpec()
        direction = spec.direction
        spacing = spec.spacing
        lineSpacing = spec.lineSpacing
        justifyContent = spec.justifyContent
        alignItems = spec.alignItems
        flexWrap = spec.flexWrap
        alignContent = spec.alignContent
        horizontalAlignment = spec.horizontalAlignment
        verticalAlignment = spec.verticalAlignment
    }

    func apply(to spec: StackLayoutSpec) {
        spec.direction = direction
        spec.spacing = spacing
        spec.lineSpacing = lineSpacing
        spec.justifyContent = justifyContent
        spec.alignItems = alignItems
        spec.flexWrap = flexWrap
        spec.alignContent = alignContent
        spec.horizontalAlignment = horizontalAlignment
        spec.verticalAlignment = verticalAlignment
        if let columnGap { spec.columnGap = columnGap }
        if let rowGap { spec.rowGap = rowGap }
    }
}
