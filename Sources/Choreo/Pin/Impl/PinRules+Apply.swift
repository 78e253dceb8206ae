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
        PinRules.write(PinRules.snapped(rect, current: current), to: node, keepTransform: keepTransform)
    }

    /// 0 start, 0.5 center, 1 end.
    private var justifyPosition: CGFloat {
        switch justifyValue?.physical {
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

    /// Origins rounded (halves away from zero), sizes rounded up, to 1 / ``Pin/displayScale``,
    /// in `Float` precision as PinLayout (so 120.00000000000001 stays 120). Both rects are
    /// standardized; a non-finite component keeps the current one.
    static func snapped(_ rect: CGRect, current: CGRect) -> CGRect {
        let displayScale = Pin.displayScale
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        return CGRect(x: pixelRounded(rect.origin.x, scale, up: false) ?? current.origin.x,
                      y: pixelRounded(rect.origin.y, scale, up: false) ?? current.origin.y,
                      width: pixelRounded(rect.size.width, scale, up: true) ?? current.size.width,
                      height: pixelRounded(rect.size.height, scale, up: true) ?? current.size.height)
    }

    /// `value` on the pixel grid: rounded up, or to the nearest pixel with halves away from zero.
    @inline(__always)
    private static func pixelRounded(_ value: CGFloat, _ scale: CGFloat, up: Bool) -> CGFloat? {
        let scaled = Float(value * scale)
        // Below 2^22 (and for no NaN), adding and taking away 1.5 * 2^23 rounds a Float to the
        // nearest integer, ties to even: two additions where `rounded(_:)` calls libm.
        guard abs(scaled) < 0x1p22 else {
            // Also NaN, infinities and values beyond Float's range: those keep the current one.
            let rounded = CGFloat(scaled.rounded(up ? .up : .toNearestOrAwayFromZero)) / scale
            return rounded.isFinite ? rounded : nil
        }
        let magic: Float = 0x1.8p23
        var rounded = (scaled + magic) - magic
        if up {
            if rounded < scaled { rounded += 1 }
        } else if abs(scaled - rounded) == 0.5 {
            rounded = scaled + (scaled < 0 ? -0.5 : 0.5)
        }
        return CGFloat(rounded) / scale
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
                PinRules.write(PinRules.snapped(current.offsetBy(dx: dx, dy: dy), current: current), to: subnode,
                                keepTransform: keepTransform)
            }
        }
    }
}
