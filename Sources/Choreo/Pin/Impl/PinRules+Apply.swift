import ChoreoLayout
import Foundation

/// Computing the final rect from the recorded rules (the PinLayout article) and writing it.
extension PinRules {
    /// Computes the rect and writes it. It changes nothing in the rules (pinEdges works on the
    /// axes); `mutating` hands it the rules by address, where a call from the builder would
    /// otherwise copy them first.
    @usableFromInline mutating func apply() {
        if justifyValue != nil || alignValue != nil { displayLayoutWarnings() }
        // Read through `origin` and `size`: the rect is standardized, and Foundation's `minX`,
        // `width`, ... are calls on Linux.
        let current = rect(of: node)
        var horizontal = PinAxis(start: $_left, end: $_right, center: $_hCenter, size: $width,
                                 minimum: $minWidth, maximum: $maxWidth,
                                 startMargin: marginLeft, endMargin: marginRight)
        var vertical = PinAxis(start: $_top, end: $_bottom, center: $_vCenter, size: $height,
                               minimum: $minHeight, maximum: $maxHeight,
                               startMargin: marginTop, endMargin: marginBottom)
        if shouldPinEdges {
            horizontal.pinEdges()
            vertical.pinEdges()
        }
        // sizeToFit and aspectRatio have a method of their own: calling one copies the rules.
        let (width, height) = if let adjustSize {
            adjustedSize(adjustSize, horizontal, vertical, current)
        } else {
            (horizontal.bounded(horizontal.length ?? current.size.width),
             vertical.bounded(vertical.length ?? current.size.height))
        }
        let x = horizontal.place(size: width, alignment: justifyPosition, current: current.origin.x,
                                 currentSize: current.size.width)
        let y = vertical.place(size: height, alignment: alignPosition, current: current.origin.y,
                               currentSize: current.size.height)
        let rect = CGRect(x: x.origin, y: y.origin, width: x.size, height: y.size)
        PinRules.write(PinRules.snapped(rect, current: current, of: node), to: node, keepTransform: keepTransform)
    }

    /// 0 start, 0.5 center, 1 end.
    private var justifyPosition: CGFloat {
        switch justifyValue?.physical(for: node) {
        case .center?: 0.5
        case .right?: 1
        default: 0
        }
    }

    private var alignPosition: CGFloat {
        switch alignValue {
        case .center?: 0.5
        case .bottom?: 1
        default: 0
        }
    }

    /// The width and height the rules give with sizeToFit or aspectRatio (nil: keep the current one).
    private func adjustedSize(_ adjustSize: AdjustSize, _ horizontal: PinAxis, _ vertical: PinAxis,
                              _ current: CGRect) -> (CGFloat?, CGFloat?) {
        var w = horizontal.length, h = vertical.length
        switch adjustSize {
        case .fit(let type):
            (w, h) = fit(type, horizontal.bounded(w), vertical.bounded(h), current)
        case .aspectRatio(let ratio):
            let context = { "aspectRatio(\(ratio))" }
            if w != nil, h != nil {
                warnWontBeApplied("the width and the height are already defined by other PinLayout's properties.", context)
            } else if let known = w {
                w = horizontal.bounded(known)
                h = w.map { $0 / ratio }
            } else if let known = h {
                h = vertical.bounded(known)
                w = h.map { $0 * ratio }
            } else {
                warnWontBeApplied("neither the width nor the height can be determined.", context)
            }
        }
        return (horizontal.bounded(w), vertical.bounded(h))
    }

    /// sizeToFit: asks the node, proposing the bounded width or height the rules give (the
    /// current one when they give none).
    private func fit(_ type: FitType, _ w: CGFloat?, _ h: CGFloat?, _ current: CGRect) -> (CGFloat?, CGFloat?) {
        let unbounded = CGFloat.greatestFiniteMagnitude
        switch type {
        case .width, .widthFlexible:
            let reference = w ?? current.width
            let fit = node.sizeThatFits(CGSize(width: reference, height: unbounded))
            return (type == .width ? reference : fit.width, fit.height)
        case .height, .heightFlexible:
            let reference = h ?? current.height
            let fit = node.sizeThatFits(CGSize(width: unbounded, height: reference))
            return (fit.width, type == .height ? reference : fit.height)
        case .content:
            let fit = node.sizeThatFits(current.size)
            return (fit.width, fit.height)
        }
    }

    /// Writes a snapped rect: `pin` the untransformed rect (keeping the transform), `pinFrame` the frame.
    static func write(_ rect: CGRect, to node: DisplayNode, keepTransform: Bool) {
        if keepTransform { node.untransformedFrame = rect } else { node.frame = rect }
    }

    /// `rect` on `node`'s pixel grid, rounded as PinLayout rounds (see `PixelGrid`).
    static func snapped(_ rect: CGRect, current: CGRect, of node: DisplayNode) -> CGRect {
        PixelGrid(scale: Pin.scale(for: node)).pinSnapped(rect, current: current)
    }

    /// wrapContent: sizes the node around its subnodes and moves them, when called.
    @usableFromInline mutating func wrapContent(_ type: WrapType, _ padding: EdgeInsets, _ name: String) {
        let subnodes = node.subnodes
        guard let first = subnodes.first else { return }
        var box = rect(of: first)
        for subnode in subnodes.dropFirst() { box = box.union(rect(of: subnode)) }
        let horizontal = type != .vertically, vertical = type != .horizontally
        if horizontal {
            let width = box.width + padding.left + padding.right
            if width >= 0 { setSize(.width, width, { "\(name)'s width" }) }
        }
        if vertical {
            let height = box.height + padding.top + padding.bottom
            if height >= 0 { setSize(.height, height, { "\(name)'s height" }) }
        }
        let dx = horizontal ? -box.minX + padding.left : 0
        let dy = vertical ? -box.minY + padding.top : 0
        if dx != 0 || dy != 0 {
            for subnode in subnodes {
                let current = rect(of: subnode)
                let moved = PinRules.snapped(current.offsetBy(dx: dx, dy: dy), current: current, of: subnode)
                PinRules.write(moved, to: subnode, keepTransform: keepTransform)
            }
        }
    }
}
