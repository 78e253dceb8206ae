import ChoreoLayout
import Foundation

/// One axis of the rules when the builder applies: its edges, center, size, bounds and margins
/// (the PinLayout article's "How the position is found"). The same code places both axes.
struct PinAxis {
    @Compact var start: CGFloat?
    @Compact var end: CGFloat?
    @Compact var center: CGFloat?
    @Compact var size: CGFloat?
    @Compact var minimum: CGFloat?
    @Compact var maximum: CGFloat?
    let startMargin: CGFloat
    let endMargin: CGFloat

    /// The rules' slots as they are (no unpacking); missing margins are 0.
    init(start: Compact, end: Compact, center: Compact, size: Compact, minimum: Compact, maximum: Compact,
         startMargin: CGFloat?, endMargin: CGFloat?) {
        (_start, _end, _center, _size, _minimum, _maximum) = (start, end, center, size, minimum, maximum)
        self.startMargin = startMargin ?? 0
        self.endMargin = endMargin ?? 0
    }

    /// pinEdges(): a known size and one edge or center become two edges; the size (and the
    /// center) are then dropped.
    mutating func pinEdges() {
        guard let size = bounded(size) else { return }
        switch (start, end, center) {
        case let (low?, nil, nil): end = low + size
        case let (nil, high?, nil): start = high - size
        case let (nil, nil, middle?): (start, end, center) = (middle - size / 2, middle + size / 2, nil)
        default: break
        }
        if start != nil, end != nil { self.size = nil }
    }

    /// The explicit size, else the span between the edges less the margins; nil when neither
    /// is known or the result is negative or not finite.
    var length: CGFloat? {
        var length = size
        if length == nil, let start, let end { length = end - start - startMargin - endMargin }
        guard let length, length.isFinite, length >= 0 else { return nil }
        return length
    }

    /// `value` clamped by the minimum then the maximum (a bound alone can supply a missing
    /// value); nil when the result is negative or not finite.
    func bounded(_ value: CGFloat?) -> CGFloat? {
        var result = value
        if let minimum, minimum > (result ?? 0) { result = minimum }
        if let maximum, maximum < (result ?? .infinity) { result = maximum }
        guard let result, result.isFinite, result >= 0 else { return nil }
        return result
    }

    /// The origin and size from the edges, center, size and margins (the first matching case
    /// of the PinLayout article's table wins). `alignment` places a smaller size between two edges (0
    /// start, 0.5 center, 1 end). A negative or non-finite size keeps the current one.
    func place(size: CGFloat?, alignment: CGFloat, current: CGFloat,
               currentSize: CGFloat) -> (origin: CGFloat, size: CGFloat) {
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
}
