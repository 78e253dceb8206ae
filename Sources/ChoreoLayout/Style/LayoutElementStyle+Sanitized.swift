import ChoreoSupport
import Foundation

/// The overflow rule, applied in one place (this file) to every number a style, a size range or a
/// spec hands the layout engine, which computes in `Float` (largest finite value about 3.4e38).
///
/// - Lengths (sizes, margins, paddings, borders, positions, spacings, insets, baselines) are
///   clamped to ±``maximumLength`` points. A layout of a million elements, each adding a
///   dozen such lengths, stays below 1e14: sums never overflow, and Float still resolves
///   whole points at the limit.
/// - Fractions (`.fraction`) are clamped to ±``maximumFraction`` (1,000 %).
/// - Flex factors are clamped to ``maximumFlexFactor``.
/// - Aspect ratios are clamped into ``aspectRatioRange``, so dividing by one never overflows.
///
/// Each clamp prints a debug message naming the property and the value. NaN and infinite
/// values keep their documented fallbacks (`.auto` or 0).
public enum LayoutLimits {
    /// The largest length, in points, that a layout uses (10,000,000).
    public static let maximumLength: CGFloat = 10_000_000
    /// The largest fraction magnitude: 10 is 1,000 % of the parent.
    public static let maximumFraction: CGFloat = 10
    /// The largest flex grow or shrink factor.
    public static let maximumFlexFactor: CGFloat = 1_000_000
    /// The aspect ratios (width / height, or height / width for ratio specs) a layout uses.
    public static let aspectRatioRange: ClosedRange<CGFloat> = 1e-4...1e4
}

extension EdgeInsets {
    /// Whether the border widths need no repair (see ``sanitizedBorder()``).
    var isKeptBorder: Bool {
        top.isKept(allowsNegative: false) && left.isKept(allowsNegative: false)
            && bottom.isKept(allowsNegative: false) && right.isKept(allowsNegative: false)
    }

    /// Border widths: finite, not negative, within the length limit.
    func sanitizedBorder() -> EdgeInsets {
        EdgeInsets(top: top.sanitizedLength("style.border.top", allowsNegative: false),
                   left: left.sanitizedLength("style.border.left", allowsNegative: false),
                   bottom: bottom.sanitizedLength("style.border.bottom", allowsNegative: false),
                   right: right.sanitizedLength("style.border.right", allowsNegative: false))
    }
}

extension LayoutDimension {
    /// Whether the value needs no repair as an edge: a finite length or fraction within the
    /// limits (not negative unless `allowsNegative`), or `.auto` where `allowsAuto`.
    @inline(__always)
    func isValid(allowsNegative: Bool, allowsAuto: Bool) -> Bool {
        switch unit {
        case .auto: allowsAuto
        case .points: Swift.abs(value) <= LayoutLimits.maximumLength && (allowsNegative || value >= 0)
        case .fraction: Swift.abs(value) <= LayoutLimits.maximumFraction && (allowsNegative || value >= 0)
        case .maxContent, .fitContent, .stretch: false
        }
    }

    /// Sizes: NaN or infinite → auto, negative → 0, beyond the limits → clamped.
    func sanitizedSize(_ name: @autoclosure () -> String) -> LayoutDimension {
        // Yoga 3 lays the size keywords out as auto; the engine sees them so.
        guard unit != .auto, !isSizeKeyword else { return .auto }
        if !value.isFinite {
            Diagnostics.warn("style.\(name()) \(value) is not a valid length; using .auto")
            return .auto
        }
        if value < 0 {
            Diagnostics.warn("style.\(name()) must be >= 0, got \(value); using 0")
            return LayoutDimension(unit: unit, value: 0)
        }
        return clamped(name())
    }

    func sanitizedEdge(_ name: @autoclosure () -> String, allowsNegative: Bool, allowsAuto: Bool) -> LayoutDimension {
        if isSizeKeyword {
            Diagnostics.warn("style.\(name()) cannot be .\(unit) (a size keyword); using 0")
            return .points(0)
        }
        if unit == .auto {
            if allowsAuto { return self }
            Diagnostics.warn("style.\(name()) cannot be .auto; using 0")
            return .points(0)
        }
        if !value.isFinite {
            Diagnostics.warn("style.\(name()) \(value) is not a valid length; using 0")
            return .points(0)
        }
        if !allowsNegative && value < 0 {
            Diagnostics.warn("style.\(name()) must be >= 0, got \(value); using 0")
            return LayoutDimension(unit: unit, value: 0)
        }
        return clamped(name())
    }

    /// A finite value clamped to ±``LayoutLimits/maximumLength`` points or
    /// ±``LayoutLimits/maximumFraction``.
    fileprivate func clamped(_ name: @autoclosure () -> String) -> LayoutDimension {
        let limit = unit == .fraction ? LayoutLimits.maximumFraction : LayoutLimits.maximumLength
        guard abs(value) > limit else { return self }
        let kept = value < 0 ? -limit : limit
        Diagnostics.warn("style.\(name()) \(value) is beyond the layout limit ±\(limit); using \(kept)")
        return LayoutDimension(unit: unit, value: kept)
    }
}

extension DimensionInsets {
    /// Whether no edge needs a repair (see ``LayoutDimension/isValid(allowsNegative:allowsAuto:)``).
    @inline(__always)
    func isValid(allowsNegative: Bool, allowsAuto: Bool) -> Bool {
        top.isValid(allowsNegative: allowsNegative, allowsAuto: allowsAuto)
            && left.isValid(allowsNegative: allowsNegative, allowsAuto: allowsAuto)
            && bottom.isValid(allowsNegative: allowsNegative, allowsAuto: allowsAuto)
            && right.isValid(allowsNegative: allowsNegative, allowsAuto: allowsAuto)
    }

    func sanitized(_ name: StaticString, allowsNegative: Bool, allowsAuto: Bool) -> DimensionInsets {
        // Most insets need nothing: they skip building four repaired edges and their names.
        guard !isValid(allowsNegative: allowsNegative, allowsAuto: allowsAuto) else { return self }
        return DimensionInsets(
            top: top.sanitizedEdge("\(name).top", allowsNegative: allowsNegative, allowsAuto: allowsAuto),
            left: left.sanitizedEdge("\(name).left", allowsNegative: allowsNegative, allowsAuto: allowsAuto),
            bottom: bottom.sanitizedEdge("\(name).bottom", allowsNegative: allowsNegative, allowsAuto: allowsAuto),
            right: right.sanitizedEdge("\(name).right", allowsNegative: allowsNegative, allowsAuto: allowsAuto))
    }

    /// Positions: a NaN or infinite offset means "unset" (.auto); others are clamped.
    func sanitizedPosition() -> DimensionInsets {
        guard !isValid(allowsNegative: true, allowsAuto: true) else { return self }
        func clean(_ value: LayoutDimension, _ edge: String) -> LayoutDimension {
            guard value.unit != .auto else { return value }
            if value.isSizeKeyword {
                Diagnostics.warn("style.position.\(edge) cannot be .\(value.unit) (a size keyword); using .auto")
                return .auto
            }
            guard value.value.isFinite else {
                Diagnostics.warn("style.position.\(edge) \(value.value) is not a valid offset; using .auto")
                return .auto
            }
            return value.clamped("position.\(edge)")
        }
        return DimensionInsets(top: clean(top, "top"), left: clean(left, "left"),
                               bottom: clean(bottom, "bottom"), right: clean(right, "right"))
    }
}

extension CGFloat {
    /// Whether ``sanitizedLength(_:allowsNegative:limit:)`` keeps the length as it is.
    @inline(__always)
    func isKept(allowsNegative: Bool = true, limit: CGFloat = LayoutLimits.maximumLength) -> Bool {
        Swift.abs(self) <= limit && (allowsNegative || self >= 0)
    }

    /// A length as the layout engine may use it (the overflow rule of ``LayoutLimits``): NaN or
    /// infinite → 0, negative → 0 unless `allowsNegative`, beyond ±`limit` → clamped to it.
    /// Each repair prints a debug message naming `name` (for example `"StackLayoutSpec.spacing"`)
    /// and the value.
    @inline(__always)
    package func sanitizedLength(_ name: @autoclosure () -> String, allowsNegative: Bool = true,
                                 limit: CGFloat = LayoutLimits.maximumLength) -> CGFloat {
        // Nearly every length is kept: checked in place, before the call that repairs and reports.
        isKept(allowsNegative: allowsNegative, limit: limit)
            ? self : repairedLength(name(), allowsNegative: allowsNegative, limit: limit)
    }

    /// ``sanitizedLength(_:allowsNegative:limit:)`` for a length that needs a repair.
    private func repairedLength(_ name: @autoclosure () -> String, allowsNegative: Bool, limit: CGFloat) -> CGFloat {
        guard isFinite, allowsNegative || self >= 0 else {
            let requirement = allowsNegative ? "finite" : "finite and >= 0"
            Diagnostics.warn("\(name()) must be \(requirement), got \(self); using 0")
            return 0
        }
        guard Swift.abs(self) > limit else { return self }
        let kept = self < 0 ? -limit : limit
        Diagnostics.warn("\(name()) \(self) is beyond the layout limit ±\(limit); using \(kept)")
        return kept
    }

    /// An aspect ratio as the layout engine may use it: nil (ignored) when NaN, infinite or not
    /// positive, otherwise clamped into ``LayoutLimits/aspectRatioRange``; debug messages name it.
    package func sanitizedRatio(_ name: @autoclosure () -> String) -> CGFloat? {
        guard isFinite, self > 0 else {
            Diagnostics.warn("\(name()) must be finite and > 0, got \(self); ignoring it")
            return nil
        }
        let range = LayoutLimits.aspectRatioRange
        guard !range.contains(self) else { return self }
        let kept = Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
        Diagnostics.warn("\(name()) \(self) is outside the layout limits \(range); using \(kept)")
        return kept
    }
}
