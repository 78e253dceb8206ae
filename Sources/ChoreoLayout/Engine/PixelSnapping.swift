import Foundation

extension LayoutEngine {
    /// Frames relative to each parent, snapped to the pixel grid at `scale` by rounding absolute
    /// edges: adjacent siblings share a rounded edge, so snapping never opens a gap between them.
    /// Text leaves never round their size down, so text does not truncate.
    func snappedFrames() -> [CGRect] {
        let nodes = tree.nodes
        var frames = [CGRect](repeating: .zero, count: nodes.count)
        guard !nodes.isEmpty else { return frames }
        let scale = tree.options.scale
        guard scale > 0 && scale.isFinite else {
            for index in nodes.indices { frames[index] = CGRect(origin: positions[index], size: sizes[index]) }
            return frames
        }
        // Absolute unsnapped origins and snapped origins; parents come before their children.
        var absolute = [CGPoint](repeating: .zero, count: nodes.count)
        var snapped = [CGPoint](repeating: .zero, count: nodes.count)
        frames[0] = snap(0, origin: .zero, parentSnapped: .zero, snappedOrigin: &snapped[0])
        for parent in nodes.indices {
            for slot in childSlots(of: parent) {
                let child = tree.childIndices[slot]
                absolute[child] = CGPoint(x: absolute[parent].x + positions[child].x,
                                          y: absolute[parent].y + positions[child].y)
                frames[child] = snap(child, origin: absolute[child], parentSnapped: snapped[parent],
                                     snappedOrigin: &snapped[child])
            }
        }
        return frames
    }

    private func snap(_ node: Int, origin: CGPoint, parentSnapped: CGPoint, snappedOrigin: inout CGPoint) -> CGRect {
        let scale = tree.options.scale
        let size = sizes[node]
        let isText = nodes[node].hasMeasure && tree.measures[node]?.isText == true
        func edges(_ start: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
            let scaledLength = length * scale
            let fraction = scaledLength - scaledLength.rounded(.down)
            let hasFraction = !LayoutEngine.nearlyEqual(fraction, 0) && !LayoutEngine.nearlyEqual(fraction, 1)
            let low = LayoutEngine.roundToPixel(start, scale, ceil: false, floor: isText)
            let high = LayoutEngine.roundToPixel(start + length, scale, ceil: isText && hasFraction,
                                                 floor: isText && !hasFraction)
            return (low, high)
        }
        let (left, right) = edges(origin.x, size.width)
        let (top, bottom) = edges(origin.y, size.height)
        snappedOrigin = CGPoint(x: left, y: top)
        return CGRect(x: left - parentSnapped.x, y: top - parentSnapped.y, width: right - left, height: bottom - top)
    }

    /// Rounds to the pixel grid: half-way rounds up; values within 1e-4 of a pixel edge snap to it.
    static func roundToPixel(_ value: CGFloat, _ scale: CGFloat, ceil: Bool, floor: Bool) -> CGFloat {
        var scaled = value * scale
        let fraction = scaled - scaled.rounded(.down)   // in 0..<1, also for negative values
        if nearlyEqual(fraction, 0) {
            scaled -= fraction
        } else if nearlyEqual(fraction, 1) {
            scaled = scaled - fraction + 1
        } else if ceil {
            scaled = scaled - fraction + 1
        } else if floor {
            scaled -= fraction
        } else {
            scaled = scaled - fraction + (fraction > 0.5 || nearlyEqual(fraction, 0.5) ? 1 : 0)
        }
        return scaled / scale
    }

    static func nearlyEqual(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.0001 }
}
