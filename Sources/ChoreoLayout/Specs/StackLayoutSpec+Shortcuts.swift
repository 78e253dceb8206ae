import Foundation

extension StackLayoutSpec {
    /// A vertical stack (a column) with Texture's defaults for everything not given.
    public static func vertical(spacing: CGFloat = 0, justifyContent: StackLayoutJustifyContent = .start,
                                alignItems: StackLayoutAlignItems = .stretch,
                                children: [any LayoutElement] = []) -> StackLayoutSpec {
        StackLayoutSpec(direction: .vertical, spacing: spacing, justifyContent: justifyContent,
                        alignItems: alignItems, children: children)
    }

    /// A horizontal stack (a row) with Texture's defaults for everything not given.
    public static func horizontal(spacing: CGFloat = 0, justifyContent: StackLayoutJustifyContent = .start,
                                  alignItems: StackLayoutAlignItems = .stretch,
                                  children: [any LayoutElement] = []) -> StackLayoutSpec {
        StackLayoutSpec(direction: .horizontal, spacing: spacing, justifyContent: justifyContent,
                        alignItems: alignItems, children: children)
    }
}
