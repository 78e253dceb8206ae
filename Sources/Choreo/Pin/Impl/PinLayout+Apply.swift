import ChoreoLayout
import Foundation

/// Computing the final rect from the recorded rules (PINLAYOUT.md section 3.2) and writing it.
extension PinLayout {
    func apply() {
        guard !isLayouted else { return }
        isLayouted = true
        displayLayoutWarnings()
        // Read through `origin` and `size`: the rect is standardized, and Foundation's `minX`,
        // `width`, ... are calls on Linux.
        let current = rect(of: node)
        if shouldPinEdges { convertToEdges() }
        let (width, height) = resolveSize(current)
        let horizontal = PinLayout.place(start: _left, end: _right, center: _hCenter, size: width,
                                         startMargin: marginLeft ?? 0, endMargin: marginRight ?? 0,
                                         alignment: justifyPosition, current: current.origin.x, currentSize: current.size.width)
        let vertical = PinLayout.place(start: _top, end: _bottom, center: _vCenter, size: height,
                                       startMargin: marginTop ?? 0, endMargin: marginBottom ?? 0,
                                       alignment: alignPosition, current: current.origin.y, currentSize: current.size.height)
        let rect = CGRect(x: horizontal.origin, y: vertical.origin, width: horizontal.size, height: vertical.size)
        PinLayout.write(PinLayout.snapped(rect, current: current), to: node, keepTransform: keepTransform)
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

    /// pinEdges(): a known size and one edge or center become two edges (the size is dropped).
    private func convertToEdges() {
        if PinLayout.pinEdges(&_left, &_right, &_hCenter, PinLayout.bounded(width, minWidth, maxWidth)) { width = nil }
        if PinLayout.pinEdges(&_top, &_bottom, &_vCenter, PinLayout.bounded(height, minHeight, maxHeight)) {
            height = nil
        }
    }

    /// One axis of pinEdges(); true when both edges are set afterwards.
    private static func pinEdges(_ start: inout CGFloat?, _ end: inout CGFloat?, _ center: inout CGFloat?,
                                 _ size: CGFloat?) -> Bool {
        guard let size else { return false }
        if let low = start, end == nil, center == nil {
            end = low + size
        } else if let high = end, start == nil, center == nil {
            start = high - size
        } else if let middle = center, start == nil, end == nil {
            start = middle - size / 2
            end = middle + size / 2
            center = nil
        }
        return start != nil && end != nil
    }

    /// `value` clamped by min then max (a bound alone can supply a missing value); nil when the
    /// result is negative or not finite.
    static func bounded(_ value: CGFloat?, _ minimum: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
        var result = value
        if let minimum, minimum > (result ?? 0) { result = minimum }
        if let maximum, maximum < (result ?? .infinity) { result = maximum }
        guard let result, result.isFinite, result >= 0 else { return nil }
        return result
    }

    /// The width and height the rules give (nil: keep the current one).
    private func resolveSize(_ current: CGRect) -> (CGFloat?, CGFloat?) {
        func span(_ start: CGFloat?, _ end: CGFloat?, _ m1: CGFloat?, _ m2: CGFloat?) -> CGFloat? {
            guard let start, let end else { return nil }
            return end - start - (m1 ?? 0) - (m2 ?? 0)
        }
        var w = width ?? span(_left, _right, marginLeft, marginRight)
        var h = height ?? span(_top, _bottom, marginTop, marginBottom)
        // Plain tests, not `Optional.map`: a closure formed on the main actor and handed to the
        // standard library checks its executor on every call.
        if let known = w, !known.isFinite || known < 0 { w = nil }
        if let known = h, !known.isFinite || known < 0 { h = nil }
        switch adjustSize {
        case nil:
            w = w ?? current.size.width
            h = h ?? current.size.height
        case .fit(let type)?:
            (w, h) = fit(type, w, h, current)
        case .aspectRatio(let ratio)?:
            let context = { "aspectRatio(\(ratio))" }
            if w != nil, h != nil {
                warnWontBeApplied("the width and the height are already defined by other PinLayout's properties.", context)
            } else if let known = w {
                w = PinLayout.bounded(known, minWidth, maxWidth)
                h = w.map { $0 / ratio }
            } else if let known = h {
                h = PinLayout.bounded(known, minHeight, maxHeight)
                w = h.map { $0 * ratio }
            } else {
                warnWontBeApplied("neither the width nor the height can be determined.", context)
            }
        }
        return (PinLayout.bounded(w, minWidth, maxWidth), PinLayout.bounded(h, minHeight, maxHeight))
    }

    private func fit(_ type: FitType, _ w: CGFloat?, _ h: CGFloat?, _ current: CGRect) -> (CGFloat?, CGFloat?) {
        let unbounded = CGFloat.greatestFiniteMagnitude
        switch type {
        case .width, .widthFlexible:
            let reference = PinLayout.bounded(w, minWidth, maxWidth) ?? current.width
            let fit = node.sizeThatFits(CGSize(width: reference, height: unbounded))
            return (type == .width ? reference : fit.width, fit.height)
        case .height, .heightFlexible:
            let reference = PinLayout.bounded(h, minHeight, maxHeight) ?? current.height
            let fit = node.sizeThatFits(CGSize(width: unbounded, height: reference))
            return (fit.width, type == .height ? reference : fit.height)
        case .content:
            let fit = node.sizeThatFits(current.size)
            return (fit.width, fit.height)
        }
    }

    /// One axis: the origin and size from the edges, center, size and margins (the first
    /// matching case of PINLAYOUT.md's table wins). A negative or non-finite size keeps the
    /// current one.
    static func place(start: CGFloat?, end: CGFloat?, center: CGFloat?, size: CGFloat?,
                      startMargin: CGFloat, endMargin: CGFloat, alignment: CGFloat,
                      current: CGFloat, currentSize: CGFloat) -> (origin: CGFloat, size: CGFloat) {
        var origin: CGFloat, length: CGFloat
        if let start, let end {
            if let size {
                let low = start + startMargin, high = end - endMargin
                length = size
                origin = alignment == 0 ? low : alignment == 1 ? high - size : low + (high - low - size) / 2
            } else {
                origin = start + startMargin
                length = end - endMargin - origin
            }
        } else if let start {
            length = size ?? currentSize
            origin = start + startMargin
        } else if let end {
            length = size ?? currentSize
            origin = end - endMargin - length
        } else if let center {
            length = size ?? currentSize
            origin = center - length / 2 + startMargin - endMargin
        } else {
            length = size ?? currentSize
            origin = current
        }
        if !length.isFinite || length < 0 { length = currentSize }
        return (origin, length)
    }

    /// Writes a snapped rect: `pin` the untransformed rect (keeping the transform), `pinFrame` the frame.
    static func write(_ rect: CGRect, to node: DisplayNode, keepTransform: Bool) {
        if keepTransform { node.layoutRect = rect } else { node.frame = rect }
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
        guard value.isFinite else { return nil }
        let scaled = Float(value * scale)
        guard abs(scaled) < 1e9 else {
            return CGFloat(scaled.rounded(up ? .up : .toNearestOrAwayFromZero)) / scale
        }
        // Truncating conversions: no libm call for the common range.
        if up {
            let truncated = Float(Int32(scaled))
            return CGFloat(truncated < scaled ? truncated + 1 : truncated) / scale
        }
        return CGFloat(Float(Int32(Double(scaled) + (scaled < 0 ? -0.5 : 0.5)))) / scale
    }

    /// wrapContent: sizes the node around its subnodes and moves them, when called.
    func wrapContent(_ type: WrapType, _ padding: EdgeInsets, _ name: String) {
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
                PinLayout.write(PinLayout.snapped(current.offsetBy(dx: dx, dy: dy), current: current), to: subnode,
                                keepTransform: keepTransform)
            }
        }
    }
}
