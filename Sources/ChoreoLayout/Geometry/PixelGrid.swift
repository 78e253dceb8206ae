import Foundation

/// The pixel grid frames are snapped to, `scale` pixels per point: the one place Choreo rounds
/// to pixels. The layout engine rounds every node's absolute edges to it (as Yoga does) and
/// floors the positions Texture's specs floor; pin rounds the frames it writes with PinLayout's
/// rule (origins to the nearest pixel, sizes up).
package struct PixelGrid {
    /// Pixels per point; the grid snaps only when this is finite and above 0.
    package let scale: CGFloat

    package init(scale: CGFloat) {
        self.scale = scale
    }

    /// Whether there is a grid to snap to.
    package var snaps: Bool { scale > 0 && scale.isFinite }

    /// `value` on the grid, Yoga's way: half-way rounds up, or up (`ceil`) or down (`floor`)
    /// when asked; values within 1/10,000 of a pixel edge snap to it.
    package func edge(_ value: CGFloat, ceil: Bool = false, floor: Bool = false) -> CGFloat {
        var scaled = value * scale
        let fraction = scaled - scaled.rounded(.down)   // in 0..<1, also for negative values
        if PixelGrid.nearlyEqual(fraction, 0) {
            scaled -= fraction
        } else if PixelGrid.nearlyEqual(fraction, 1) {
            scaled = scaled - fraction + 1
        } else if ceil {
            scaled = scaled - fraction + 1
        } else if floor {
            scaled -= fraction
        } else {
            scaled = scaled - fraction + (fraction > 0.5 || PixelGrid.nearlyEqual(fraction, 0.5) ? 1 : 0)
        }
        return scaled / scale
    }

    /// `value` rounded down to the grid, exactly (Texture's floor for spec positions); unchanged
    /// when the grid does not snap.
    package func floor(_ value: CGFloat) -> CGFloat {
        snaps ? (value * scale).rounded(.down) / scale : value
    }

    /// Whether a length of `length` points ends between two pixels (more than 1/10,000 of a
    /// pixel from either): Yoga rounds such text up.
    package func hasFraction(_ length: CGFloat) -> Bool {
        let scaled = length * scale
        let fraction = scaled - scaled.rounded(.down)
        return !PixelGrid.nearlyEqual(fraction, 0) && !PixelGrid.nearlyEqual(fraction, 1)
    }

    private static func nearlyEqual(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.0001 }

    /// `rect` snapped as PinLayout snaps the frames it writes: origins rounded to the nearest
    /// pixel (halves away from zero), sizes rounded up, in `Float` precision as PinLayout (so
    /// 120.00000000000001 stays 120). A grid that does not snap acts as 1 pixel per point; a
    /// non-finite component keeps `current`'s.
    package func pinSnapped(_ rect: CGRect, current: CGRect) -> CGRect {
        let scale = snaps ? scale : 1
        return CGRect(x: PixelGrid.pinRounded(rect.origin.x, scale, up: false) ?? current.origin.x,
                      y: PixelGrid.pinRounded(rect.origin.y, scale, up: false) ?? current.origin.y,
                      width: PixelGrid.pinRounded(rect.size.width, scale, up: true) ?? current.size.width,
                      height: PixelGrid.pinRounded(rect.size.height, scale, up: true) ?? current.size.height)
    }

    /// `value` on the grid: rounded up, or to the nearest pixel with halves away from zero.
    @inline(__always)
    private static func pinRounded(_ value: CGFloat, _ scale: CGFloat, up: Bool) -> CGFloat? {
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
}
