import ChoreoSupport
import Foundation

extension LayoutEngine {
    /// An item's baseline from the top of its border box: Texture's in a stack aligning
    /// `.baselineFirst` (the ascender) or `.baselineLast` (the height plus the negative
    /// descender), Yoga's otherwise (``yogaBaseline(of:)``).
    func baseline(of child: Int, _ container: FlexContainer) -> CGFloat {
        let style = nodes[child].style
        switch container.alignItems {
        case .baselineFirst: return style.ascender
        case .baselineLast: return state.measured[child].height + style.descender
        default: return yogaBaseline(of: child)
        }
    }

    /// Yoga's baseline of a laid-out node: its baseline function's, else its first line's
    /// baseline-aligned child's (or its first child's) baseline plus that child's offset, else
    /// its height.
    func yogaBaseline(of node: Int) -> CGFloat {
        // A node not measured yet has an unknown size, as in Yoga (whose line then leaves the
        // unknown ascent and descent out).
        // Yoga clears a hidden node's measured size, so its baseline is unknown too.
        let isMeasured = (state.computedPass[node] != 0 || state.cache.hasResults(of: node))
            && nodes[node].style.display != .none
        let height = isMeasured ? state.measured[node].height : .nan
        if let function = tree.baselines[node] {
            let baseline = function(isMeasured ? state.measured[node].width : .nan, height)
            // A node not measured yet (Yoga asks all the same) has no baseline to repair.
            return height.isNaN ? (baseline.isFinite ? baseline : .nan) : sanitizedBaseline(baseline, height: height)
        }
        guard case .flex(let container) = nodes[node].kind else { return height }
        let isRow = FlexAxis(container.direction, writingDirection).isRow
        var reference: Int?
        for child in layoutChildren(of: node) {
            if state.beyondFirstLine[child] { break }
            let style = nodes[child].style
            // A hidden child counts (Yoga): it has no size until laid out at zero.
            if style.positionType == .absolute { continue }
            if alignment(of: child, in: container, isRow: isRow) == .baseline {
                reference = child
                break
            }
            if reference == nil { reference = child }
        }
        guard let reference else { return height }
        return yogaBaseline(of: reference) + state.positions[reference].y
    }

    /// A baseline function's result: NaN or infinite counts as the height, and a value outside
    /// the node is clamped into it (reported).
    private func sanitizedBaseline(_ value: CGFloat, height: CGFloat) -> CGFloat {
        guard value.isFinite else {
            Diagnostics.warn("baselineFunction returned \(value); using the height \(height)")
            return height
        }
        guard value < 0 || value > height else { return value }
        let kept = Swift.min(Swift.max(value, 0), height)
        Diagnostics.warn("baselineFunction returned \(value), outside the node's height \(height); using \(kept)")
        return kept
    }
}
