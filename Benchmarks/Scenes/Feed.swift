import Choreo
import Foundation

/// (c) A feed: each cell is a row of an avatar and a column of text-like leaves and actions.
@MainActor
public struct Feed {
    public nonisolated static let range = SizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))

    public let root: StackLayoutSpec
    /// Each cell's body (the 48-point leaf), the leaf the relayout benchmark changes.
    public let bodies: [LayoutSpec]

    public static func make(cells: Int) -> Feed {
        var bodies: [LayoutSpec] = []
        let feed = StackLayoutSpec()
        feed.direction = .vertical
        feed.children = (0..<cells).map { _ in
            let leaves = leafStyles.map { style in
                let leaf = LayoutSpec()
                leaf.style = style
                return leaf
            }
            bodies.append(leaves[bodyIndex])
            return cell(leaves)
        }
        return Feed(root: feed, bodies: bodies)
    }

    /// The styles of a cell's ten leaves: avatar, title, time, subtitle, body, four actions, divider.
    public static let leafStyles: [LayoutElementStyle] = [
        leafStyle(width: 40, height: 40) { $0.margin.right = .points(12) },
        leafStyle(height: 20) { $0.flexGrow = 1 },
        leafStyle(width: 40, height: 14) { $0.margin.left = .points(8) },
        leafStyle(width: 150, height: 16) { $0.margin.top = .points(4) },
        leafStyle(height: 48) { $0.margin.top = .points(6) },
    ] + Array(repeating: leafStyle(width: 24, height: 24), count: 4) + [
        leafStyle(height: 1) { $0.margin.top = .points(12) },
    ]
    /// Where the body is in ``leafStyles``.
    public static let bodyIndex = 4

    private static func leafStyle(width: CGFloat? = nil, height: CGFloat,
                                  configure: (inout LayoutElementStyle) -> Void = { _ in }) -> LayoutElementStyle {
        var style = LayoutElementStyle()
        if let width { style.width = .points(width) }
        style.height = .points(height)
        configure(&style)
        return style
    }

    private static func stack(_ direction: StackLayoutDirection, _ children: [any LayoutElement],
                              configure: (StackLayoutSpec) -> Void = { _ in }) -> StackLayoutSpec {
        let stack = StackLayoutSpec()
        stack.direction = direction
        stack.children = children
        configure(stack)
        return stack
    }

    /// A cell's specs around its ten leaves (in the order of ``leafStyles``).
    public static func cell(_ leaves: [any LayoutElement]) -> LayoutSpec {
        let header = stack(.horizontal, [leaves[1], leaves[2]]) { $0.alignItems = .center }
        let actions = stack(.horizontal, Array(leaves[5..<9])) {
            $0.justifyContent = .spaceBetween
            $0.style.margin.top = .points(8)
        }
        let content = stack(.vertical, [header, leaves[3], leaves[4], actions]) {
            $0.style.flexGrow = 1
            $0.style.flexShrink = 1
        }
        let mainRow = stack(.horizontal, [leaves[0], content]) { $0.alignItems = .start }
        return stack(.vertical, [mainRow, leaves[9]]) {
            $0.style.padding = DimensionInsets(EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
        }
    }
}

/// A feed cell as a node: its ten leaves are nodes; its spec is ``Feed/cell(_:)``'s.
@MainActor
public final class FeedCellNode: DisplayNode {
    public let leaves: [DisplayNode] = Feed.leafStyles.map { style in
        let node = DisplayNode()
        node.style = style
        return node
    }
    public var body: DisplayNode { leaves[Feed.bodyIndex] }

    public override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    public override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        Feed.cell(leaves)
    }
}

/// The screen: its cells in a vertical stack.
@MainActor
public final class FeedScreenNode: DisplayNode {
    public let cells: [FeedCellNode]

    public init(cells: Int) {
        self.cells = (0..<cells).map { _ in FeedCellNode() }
        super.init()
        automaticallyManagesSubnodes = true
    }

    public override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let stack = StackLayoutSpec()
        stack.direction = .vertical
        stack.children = cells
        return stack
    }
}
