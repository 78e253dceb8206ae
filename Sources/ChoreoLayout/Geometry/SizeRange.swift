import ChoreoSupport
import Foundation

/// The range of sizes a layout element may take: `min` up to `max` on each axis.
///
/// Bad values are normalised on creation: a NaN or negative minimum becomes 0, a NaN maximum
/// becomes infinity, and a maximum below the minimum is raised to the minimum (min beats max).
/// Finite values beyond ``LayoutLimits/maximumLength`` are clamped to it (the overflow rule).
public struct SizeRange: Hashable, Sendable {
    /// The smallest size allowed, in points; it wins over ``max`` where they disagree.
    public var min: CGSize
    /// The largest size allowed, in points; infinity leaves an axis unconstrained.
    public var max: CGSize

    /// Creates the range from `min` to `max` (Texture's `ASSizeRangeMake`), normalising bad values.
    public init(min: CGSize, max: CGSize) {
        let minWidth = SizeRange.sanitizedMinimum(min.width, "min.width")
        let minHeight = SizeRange.sanitizedMinimum(min.height, "min.height")
        self.min = CGSize(width: minWidth, height: minHeight)
        self.max = CGSize(width: SizeRange.sanitizedMaximum(max.width, minimum: minWidth, "max.width"),
                          height: SizeRange.sanitizedMaximum(max.height, minimum: minHeight, "max.height"))
    }

    /// A range that allows exactly one size.
    public init(exactly size: CGSize) {
        self.init(min: size, max: size)
    }

    /// Any size from zero to infinity.
    public static let unconstrained = SizeRange(min: .zero, max: CGSize(width: CGFloat.infinity, height: .infinity))

    /// `size` clamped into the range on each axis; a NaN component becomes the minimum.
    public func clamp(_ size: CGSize) -> CGSize {
        CGSize(width: SizeRange.clamp(size.width, min.width, max.width),
               height: SizeRange.clamp(size.height, min.height, max.height))
    }

    static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        value.isNaN ? low : Swift.max(low, Swift.min(high, value))
    }

    private static func sanitizedMinimum(_ value: CGFloat, _ name: String) -> CGFloat {
        if value.isNaN || value < 0 || value == .infinity {
            Diagnostics.warn("SizeRange \(name) must be finite and >= 0, got \(value); using 0")
            return 0
        }
        return value.sanitizedLength("SizeRange \(name)")
    }

    private static func sanitizedMaximum(_ value: CGFloat, minimum: CGFloat, _ name: String) -> CGFloat {
        if value.isNaN {
            Diagnostics.warn("SizeRange \(name) is NaN; using infinity")
            return .infinity
        }
        if value < minimum {
            if value < 0 { Diagnostics.warn("SizeRange \(name) must be >= 0, got \(value)") }
            return minimum
        }
        return value.isFinite ? value.sanitizedLength("SizeRange \(name)") : value
    }
}
