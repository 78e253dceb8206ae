import Foundation

/// The size ranges elements are offered while a tree is read, for the elements whose content
/// depends on it (a display node's `layoutSpecThatFits`), as Texture's specs hand a range to each
/// child before measuring it:
///
/// - a stack offers its inner size (less padding and border) across its axis, and leaves its own
///   axis open;
/// - an inset spec offers its range less the insets;
/// - every other element offers its own range;
/// - an element's own sizes in points narrow what it is offered (``SizeRange/resolved(for:)``).
///
/// The ranges are read before the layout runs, so they come from ranges and styles, never from
/// sizes a layout computes: fractions and flexing leave a range as it is.
extension LayoutTree {
    /// The range the element in `node`, offered `range`, offers its children.
    func offeredRange(by node: Int, within range: SizeRange, isRoot: Bool) -> SizeRange {
        var own = isRoot ? range : range.resolved(for: nodes[node].style)
        switch nodes[node].kind {
        case .flex(let container):
            let padding = nodes[node].fixedBox.edges ?? Edges()
            let isRow = container.direction == .horizontal || container.direction == .horizontalReverse
            let across = isRow ? own.max.height - padding.sum(row: false) : own.max.width - padding.sum(row: true)
            own.min = .zero
            if isRow {
                own.max = CGSize(width: .infinity, height: Swift.max(0, across))
            } else {
                own.max = CGSize(width: Swift.max(0, across), height: .infinity)
            }
        case .inset(let insets):
            own.min = CGSize(width: Swift.max(0, own.min.width - insets.left - insets.right),
                             height: Swift.max(0, own.min.height - insets.top - insets.bottom))
            own.max = CGSize(width: Swift.max(own.min.width, own.max.width - insets.left - insets.right),
                             height: Swift.max(own.min.height, own.max.height - insets.top - insets.bottom))
        default:
            break
        }
        return own
    }

    /// The range the element in `node` was offered when the tree read it: recorded for the root
    /// and for elements that read it, derived along the path for the others.
    func offeredRange(to node: Int) -> SizeRange {
        if let recorded = offeredRanges[Int32(node)] { return recorded }
        let parent = Int(parents[node])
        guard parent >= 0 else { return .unconstrained }
        return offeredRange(by: parent, within: offeredRange(to: parent), isRoot: parents[parent] < 0)
    }
}

extension SizeRange {
    /// The range narrowed by `style`'s sizes in points: a width or height in points makes that
    /// axis exact, minimum and maximum sizes in points bound it (fractions and `.auto` leave it).
    package func resolved(for style: LayoutElementStyle) -> SizeRange {
        resolved(width: style.width, minWidth: style.minWidth, maxWidth: style.maxWidth,
                 height: style.height, minHeight: style.minHeight, maxHeight: style.maxHeight)
    }

    /// The range narrowed by a tree node's sizes, as for a style.
    func resolved(for style: EngineStyle) -> SizeRange {
        guard style.hasSizesInPoints else { return self }
        return resolved(width: style.width, minWidth: style.minWidth, maxWidth: style.maxWidth,
                 height: style.height, minHeight: style.minHeight, maxHeight: style.maxHeight)
    }

    private func resolved(width: LayoutDimension, minWidth: LayoutDimension, maxWidth: LayoutDimension,
                          height: LayoutDimension, minHeight: LayoutDimension,
                          maxHeight: LayoutDimension) -> SizeRange {
        var result = self
        func narrow(_ low: inout CGFloat, _ high: inout CGFloat, size: LayoutDimension,
                    min: LayoutDimension, max: LayoutDimension) {
            if max.unit == .points, max.value.isFinite { high = Swift.min(high, Swift.max(0, max.value)) }
            if min.unit == .points, min.value.isFinite { low = Swift.max(low, Swift.max(0, min.value)) }
            if size.unit == .points, size.value.isFinite {
                let exact = Swift.min(Swift.max(Swift.max(0, size.value), low), Swift.max(low, high))
                (low, high) = (exact, exact)
            }
            if high < low { high = low }
        }
        narrow(&result.min.width, &result.max.width, size: width, min: minWidth, max: maxWidth)
        narrow(&result.min.height, &result.max.height, size: height, min: minHeight, max: maxHeight)
        return result
    }
}
