import Choreo
import Foundation

/// Sets node properties from the file's values. Going from one set of values to another
/// changes only what differs, and an absent value is the API's default: inside an animation
/// block, only what changed animates.
@MainActor
enum PropertyApplier {
    /// Changes `node` from `old` to `new`; true when its layout (or its parent's) is now stale.
    @discardableResult
    static func change(_ node: DisplayNode, from old: [NodeProperty: PropertyValue], to new: [NodeProperty: PropertyValue]) -> Bool {
        var layoutChanged = false
        for property in NodeProperty.allCases where old[property] != new[property] {
            layoutChanged = apply(property, new[property], to: node) || layoutChanged
        }
        return layoutChanged
    }

    /// Sets one property (nil: its default); true when it affects layout.
    static func apply(_ property: NodeProperty, _ value: PropertyValue?, to node: DisplayNode) -> Bool {
        if applyAppearance(property, value, to: node) { return false }
        if let scene = node as? SceneNode, applyContainer(property, value, to: scene) { return true }
        switch (property, value) {
        case (.text, .text(let text)?): (node as? TextNode)?.text = text
        case (.text, _): (node as? TextNode)?.text = ""
        case (.fontSize, let value): (node as? TextNode)?.fontSize = number(value, 17)
        case (.image, .size(let size)?): (node as? ImageNode)?.intrinsicSize = size
        case (.image, _): (node as? ImageNode)?.intrinsicSize = .zero
        case (.present, let value):
            // Only the parent's layout changes. Marking the node too, while it leaves its
            // parent, makes the next layout transition drop the whole tree (a core bug).
            (node as? any SceneNodeInfo)?.isPresent = flag(value, true)
            (node as? any SceneNodeInfo)?.sceneParent?.setNeedsLayout()
            return true
        case (.pin, .pin(let rules)?): (node as? any SceneNodeInfo)?.pinRules = rules
        case (.pin, _): (node as? any SceneNodeInfo)?.pinRules = []
        default:
            applyStyle(property, value, to: &node.style)
            (node as? any SceneNodeInfo)?.sceneParent?.setNeedsLayout()
        }
        node.setNeedsLayout()
        return true
    }

    /// Appearance: no layout involved. False when `property` is not one of them.
    private static func applyAppearance(_ property: NodeProperty, _ value: PropertyValue?, to node: DisplayNode) -> Bool {
        switch property {
        case .backgroundColor:
            if let scene = node as? SceneNode, let fill = scene.borderFill { fill.backgroundColor = color(value) }
            else { node.backgroundColor = color(value) }
        case .borderColor:
            guard let scene = node as? SceneNode else { return true }
            BorderDrawing.set(color(value), on: scene)
        case .alpha: node.alpha = number(value, 1)
        case .cornerRadius:
            node.cornerRadius = number(value, 0)
            if let scene = node as? SceneNode { BorderDrawing.update(scene) }
        case .hidden: node.isHidden = flag(value, false)
        case .clipsToBounds: node.clipsToBounds = flag(value, false)
        case .zPosition: node.zPosition = number(value, 0)
        case .transform:
            if case .transform(let transform)? = value { node.transform = transform } else { node.transform = .identity }
        case .textColor: (node as? TextNode)?.textColor = color(value) ?? .black
        case .transitionIdentifier:
            if case .text(let identifier)? = value { node.transitionIdentifier = identifier } else { node.transitionIdentifier = nil }
        case .snapshotStyle: node.transitionSnapshotStyle = keyword(value, Keywords.snapshotStyle) ?? .image
        default: return false
        }
        return true
    }

    /// How a box places its children. False when `property` is not one of them.
    private static func applyContainer(_ property: NodeProperty, _ value: PropertyValue?, to node: SceneNode) -> Bool {
        let defaults = StackSettings()
        switch property {
        case .layout: node.placement = keyword(value, ["stack": "stack", "absolute": "absolute", "pin": "pin"]) ?? "stack"
        case .sizing: node.absoluteSizing = keyword(value, Keywords.sizing) ?? .default
        case .direction: node.stack.direction = keyword(value, Keywords.direction) ?? defaults.direction
        case .spacing: node.stack.spacing = number(value, defaults.spacing)
        case .lineSpacing: node.stack.lineSpacing = number(value, defaults.lineSpacing)
        case .justifyContent: node.stack.justifyContent = keyword(value, Keywords.justifyContent) ?? defaults.justifyContent
        case .alignItems: node.stack.alignItems = keyword(value, Keywords.alignItems) ?? defaults.alignItems
        case .flexWrap: node.stack.flexWrap = keyword(value, Keywords.flexWrap) ?? defaults.flexWrap
        case .alignContent: node.stack.alignContent = keyword(value, Keywords.alignContent) ?? defaults.alignContent
        case .horizontalAlignment:
            node.stack.horizontalAlignment = keyword(value, Keywords.horizontalAlignment) ?? defaults.horizontalAlignment
        case .verticalAlignment:
            node.stack.verticalAlignment = keyword(value, Keywords.verticalAlignment) ?? defaults.verticalAlignment
        case .columnGap: node.stack.columnGap = dimension(value)
        case .rowGap: node.stack.rowGap = dimension(value)
        case .border:
            applyStyle(property, value, to: &node.style)
            BorderDrawing.update(node)
        default: return false
        }
        node.setNeedsLayout()
        return true
    }

    /// The node's own ``LayoutElementStyle``.
    private static func applyStyle(_ property: NodeProperty, _ value: PropertyValue?, to style: inout LayoutElementStyle) {
        let defaults = LayoutElementStyle()
        switch property {
        case .width: style.width = dimension(value) ?? defaults.width
        case .height: style.height = dimension(value) ?? defaults.height
        case .minWidth: style.minWidth = dimension(value) ?? defaults.minWidth
        case .maxWidth: style.maxWidth = dimension(value) ?? defaults.maxWidth
        case .minHeight: style.minHeight = dimension(value) ?? defaults.minHeight
        case .maxHeight: style.maxHeight = dimension(value) ?? defaults.maxHeight
        case .flexBasis: style.flexBasis = dimension(value) ?? defaults.flexBasis
        case .flexGrow: style.flexGrow = number(value, defaults.flexGrow)
        case .flexShrink: style.flexShrink = number(value, defaults.flexShrink)
        case .alignSelf: style.alignSelf = keyword(value, Keywords.alignSelf) ?? defaults.alignSelf
        case .spacingBefore: style.spacingBefore = number(value, defaults.spacingBefore)
        case .spacingAfter: style.spacingAfter = number(value, defaults.spacingAfter)
        case .ascender: style.ascender = number(value, defaults.ascender)
        case .descender: style.descender = number(value, defaults.descender)
        case .layoutPosition:
            if case .point(let point)? = value { style.layoutPosition = point } else { style.layoutPosition = defaults.layoutPosition }
        case .margin: style.margin = insets(value) ?? defaults.margin
        case .padding: style.padding = insets(value) ?? defaults.padding
        case .position: style.position = insets(value) ?? defaults.position
        case .border:
            if case .insets(let border)? = value { style.border = border } else { style.border = defaults.border }
        case .positionType: style.positionType = keyword(value, Keywords.positionType) ?? defaults.positionType
        case .aspectRatio:
            if case .optionalNumber(let ratio)? = value { style.aspectRatio = ratio } else { style.aspectRatio = defaults.aspectRatio }
        case .display: style.display = keyword(value, Keywords.display) ?? defaults.display
        case .boxSizing: style.boxSizing = keyword(value, Keywords.boxSizing) ?? defaults.boxSizing
        case .overflow: style.overflow = keyword(value, Keywords.overflow) ?? defaults.overflow
        default: break
        }
    }

    private static func number(_ value: PropertyValue?, _ fallback: CGFloat) -> CGFloat {
        if case .number(let number)? = value { return number }
        return fallback
    }

    private static func flag(_ value: PropertyValue?, _ fallback: Bool) -> Bool {
        if case .flag(let flag)? = value { return flag }
        return fallback
    }

    private static func color(_ value: PropertyValue?) -> Color? {
        if case .color(let color)? = value { return color }
        return nil
    }

    private static func dimension(_ value: PropertyValue?) -> LayoutDimension? {
        if case .dimension(let dimension)? = value { return dimension }
        return nil
    }

    private static func insets(_ value: PropertyValue?) -> DimensionInsets? {
        if case .dimensionInsets(let insets)? = value { return insets }
        return nil
    }

    private static func keyword<T>(_ value: PropertyValue?, _ table: [String: T]) -> T? {
        if case .keyword(let word)? = value { return table[word] }
        return nil
    }
}

/// A border drawn with nodes: with a border colour, the node's background shows the colour and
/// a fill node inset by the border widths shows the background colour.
@MainActor
enum BorderDrawing {
    static func set(_ color: Color?, on node: SceneNode) {
        if let color {
            if node.borderFill == nil {
                let fill = DisplayNode()
                fill.debugName = node.sceneID.map { "\($0).fill" }
                fill.backgroundColor = node.backgroundColor
                node.borderFill = fill
            }
            node.backgroundColor = color
        } else if let fill = node.borderFill {
            node.backgroundColor = fill.backgroundColor
            node.borderFill = nil
        }
        update(node)
        node.setNeedsLayout()
    }

    /// The fill's corners follow the node's, less the border.
    static func update(_ node: SceneNode) {
        guard let fill = node.borderFill else { return }
        let border = node.style.border
        fill.cornerRadius = max(0, node.cornerRadius - max(border.top, border.left, border.bottom, border.right))
    }
}
