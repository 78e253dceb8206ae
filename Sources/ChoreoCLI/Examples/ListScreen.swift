import Choreo
import Foundation

/// A to-do list whose rows come and go: with Texture's default layout transition, removed rows
/// fade out, new rows fade in at their place and the others slide to their new positions.
@MainActor
final class ListScreen: DisplayNode {
    private let title = TextNode.label("Today", size: 20, color: Palette.slate800, name: "title")
    private let rows: [DisplayNode]
    /// Indices of the rows shown, in order; change it, then call `transitionLayout(withAnimation:)`.
    var visible = [0, 1, 2, 3]

    override init() {
        let items: [(String, Color)] = [
            ("Water the plants", Palette.green), ("Call the bank", Palette.amber),
            ("Book the flights", Palette.sky), ("Buy coffee beans", Palette.rose), ("Read chapter 4", Palette.indigo),
        ]
        rows = items.map { text, color in
            let dot = DisplayNode.box(color, cornerRadius: 5, name: "dot")
            dot.style.preferredSize = CGSize(width: 10, height: 10)
            let label = TextNode.label(text, size: 15, color: Palette.slate800, name: "label")
            let row = SpecNode(InsetLayoutSpec(
                insets: EdgeInsets(top: 12, left: 14, bottom: 12, right: 14),
                child: StackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start,
                                       alignItems: .center, children: [dot, label])))
            row.backgroundColor = Palette.slate100
            row.cornerRadius = 8
            row.debugName = text
            return row
        }
        super.init()
        debugName = "listScreen"
        backgroundColor = Palette.slate50
        automaticallyManagesSubnodes = true
        defaultLayoutTransitionDuration = 0.45
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let column = StackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch,
                                     children: [title] + visible.map { rows[$0] })
        return InsetLayoutSpec(insets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20), child: column)
    }
}

/// A card of tags that wraps; transitioning it to another size range re-wraps the tags, moving
/// each to its new line and animating the card's own size (Texture's `transitionLayout(with:)`).
@MainActor
final class TagsScreen: DisplayNode {
    private let title = TextNode.label("Interests", size: 18, color: Palette.slate800, name: "title")
    private let tags: [DisplayNode]

    override init() {
        let names = ["Design", "Swift", "Layout", "Motion", "Typography", "Coffee", "Hiking", "Jazz"]
        tags = names.enumerated().map { index, name in
            let tag = SpecNode(InsetLayoutSpec(insets: EdgeInsets(top: 6, left: 12, bottom: 6, right: 12),
                                               child: TextNode.label(name, size: 14, color: Palette.slate800)))
            tag.backgroundColor = index % 2 == 0 ? Palette.indigoLight : Palette.slate200
            tag.cornerRadius = 14
            tag.debugName = name
            return tag
        }
        super.init()
        debugName = "tagsCard"
        backgroundColor = .white
        cornerRadius = 12
        automaticallyManagesSubnodes = true
        defaultLayoutTransitionDuration = 0.6
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let cloud = StackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
                                    flexWrap: .wrap, alignContent: .start, lineSpacing: 8, children: tags)
        let column = StackLayoutSpec(direction: .vertical, spacing: 12, justifyContent: .start, alignItems: .stretch,
                                     children: [title, cloud])
        return InsetLayoutSpec(insets: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: column)
    }
}

/// A node laid out by a fixed spec, managing the nodes in it (small composite nodes of the examples).
@MainActor
final class SpecNode: DisplayNode {
    private let spec: LayoutSpec

    init(_ spec: LayoutSpec) {
        self.spec = spec
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec { spec }
}
