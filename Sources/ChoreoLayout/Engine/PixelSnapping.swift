import Foundation

extension LayoutEngine {
    /// Writes `state.frames`: frames relative to each parent, snapped to the pixel grid at the
    /// tree's scale by rounding absolute edges, so adjacent siblings share a rounded edge and
    /// snapping never opens a gap between them, and a node's frame is its rounded absolute edges
    /// less its parent's whatever the nesting. Choreo's text is no exception (its renderer wraps
    /// it with a pixel of tolerance, so a width rounded down never breaks a line); leaves with a
    /// Yoga measure function round as Yoga's text nodes do.
    ///
    /// Unless `full`, the walk skips the subtrees of nodes this pass did not lay out again and
    /// that moved by whole pixels, if at all: rounding commutes with such a move, so their
    /// descendants' frames stand, and a relayout snaps the changed path, not the tree.
    func snapFrames(full: Bool) {
        guard !nodes.isEmpty else { return }
        let scale = tree.options.scale
        let snaps = PixelGrid(scale: scale).snaps
        var pending = [(node: 0, absolute: CGPoint.zero, parentSnapped: CGPoint.zero)]
        while let (node, absolute, parentSnapped) = pending.popLast() {
            let frame = snaps ? snap(node, origin: absolute) : CGRect(origin: absolute, size: state.sizes[node])
            let previous = state.absoluteOrigins[node]
            state.absoluteOrigins[node] = absolute
            let relative = CGRect(x: frame.minX - parentSnapped.x, y: frame.minY - parentSnapped.y,
                                  width: frame.width, height: frame.height)
            let previousFrame = state.frames[node]
            state.frames[node] = relative
            if full || previousFrame != relative || state.computedPass[node] == state.pass {
                markReached(node, moved: full || previousFrame.origin != relative.origin)
            }
            let keepsSubtree = !full && state.computedPass[node] != state.pass && state.computedPass[node] != 0
                && (!snaps || (LayoutEngine.isWholePixels(absolute.x - previous.x, scale)
                               && LayoutEngine.isWholePixels(absolute.y - previous.y, scale)))
            if keepsSubtree { continue }
            for slot in childSlots(of: node) {
                let child = Int(view.childIndices[slot])
                let position = state.positions[child]
                pending.append((child, CGPoint(x: absolute.x + position.x, y: absolute.y + position.y), frame.origin))
            }
        }
    }

    /// Records that this pass changed `node` (`moved`: its origin), and so reached its ancestors.
    private func markReached(_ node: Int, moved: Bool) {
        let pass = state.pass
        state.reachedPass[node] = moved ? pass | LayoutState.movedMark : pass
        var ancestor = Int(tree.parents[node])
        while ancestor >= 0, state.reachedPass[ancestor] & ~LayoutState.movedMark != pass {
            state.reachedPass[ancestor] = pass
            ancestor = Int(tree.parents[ancestor])
        }
    }

    /// Whether `shift` points is a whole number of pixels (exactly: anything else snaps anew).
    private static func isWholePixels(_ shift: CGFloat, _ scale: CGFloat) -> Bool {
        let pixels = shift * scale
        return pixels == pixels.rounded(.down) && pixels / scale == shift
    }

    /// The node's absolute frame, snapped: each edge rounded to the nearest pixel. A leaf with a
    /// Yoga measure function is rounded as Yoga rounds such nodes (its text rounding: the start
    /// edges down, the end edges up when the size has a fraction), so its size never shrinks.
    private func snap(_ node: Int, origin: CGPoint) -> CGRect {
        let grid = PixelGrid(scale: tree.options.scale)
        let size = state.sizes[node]
        let yogaText = nodes[node].hasMeasure && tree.measures[node]?.measureFunction != nil
        func edges(_ start: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
            guard yogaText else { return (grid.edge(start), grid.edge(start + length)) }
            let hasFraction = grid.hasFraction(length)
            return (grid.edge(start, floor: true), grid.edge(start + length, ceil: hasFraction, floor: !hasFraction))
        }
        let (left, right) = edges(origin.x, size.width)
        let (top, bottom) = edges(origin.y, size.height)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
