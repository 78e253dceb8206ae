import Choreo
import Foundation

/// (a) Yoga's "huge nested layout" benchmark: under an unstyled root, four levels of ten
/// children each, columns and rows alternating, every node 10 x 10 and growing; the root is laid
/// out unconstrained. `Scripts/bench_vs_yoga.py` builds the same tree for Yoga.
@MainActor
public enum NestedTree {
    public static func make() -> any LayoutElement {
        let levels = 4, fanOut = 10
        func node(depth: Int) -> StackLayoutSpec {
            let stack = StackLayoutSpec()
            stack.direction = depth % 2 == 0 ? .horizontal : .vertical
            if depth == 0 { stack.direction = .vertical }
            stack.alignItems = .stretch
            if depth > 0 {
                stack.style.flexGrow = 1
                stack.style.preferredSize = CGSize(width: 10, height: 10)
            }
            if depth < levels { stack.children = (0..<fanOut).map { _ in node(depth: depth + 1) } }
            return stack
        }
        return node(depth: 0)
    }
}

/// (b) A 1000-point wide wrapping row of 100,000 children of 10 x 10, laid out in `range`.
@MainActor
public enum WrappingRow {
    public nonisolated static let range = SizeRange(min: .zero, max: CGSize(width: 1000, height: CGFloat.infinity))

    public static func make() -> any LayoutElement {
        let row = StackLayoutSpec()
        row.flexWrap = .wrap
        row.style.width = .points(1000)
        row.children = (0..<100_000).map { _ in
            let child = LayoutSpec()
            child.style.preferredSize = CGSize(width: 10, height: 10)
            return child
        }
        return row
    }
}
