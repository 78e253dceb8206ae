import Foundation

/// A length in a layout style: automatic, a number of points, or a fraction of the parent's size.
///
/// Fractions are written as `0...1` (`.fraction(0.5)` is 50 %). A fraction resolves against the
/// parent's size on the same axis, except margins and padding, which resolve against the parent's
/// width as in CSS. When the parent's size is unknown a fraction behaves like `.auto`.
///
/// Invalid values are not errors: a NaN value resolves as `.auto`, an infinite value as `.auto`,
/// and a negative size as 0 (negative margins and positions are valid and kept). Debug builds
/// print a message naming the value.
public struct LayoutDimension: Hashable, Sendable {
    /// How ``value`` is interpreted.
    public enum Unit: Hashable, Sendable {
        /// The size comes from the content or the container.
        case auto
        /// ``LayoutDimension/value`` is a length in points.
        case points
        /// ``LayoutDimension/value`` is a fraction (0...1) of the parent's size.
        case fraction
        /// CSS `max-content`, for sizes, min and max sizes and flex-basis. Yoga 3 lays it out
        /// as ``auto``, and so does Choreo.
        case maxContent
        /// CSS `fit-content`, for sizes, min and max sizes and flex-basis; laid out as ``auto``
        /// (Yoga 3).
        case fitContent
        /// CSS `stretch`, for sizes, min and max sizes and flex-basis; laid out as ``auto``
        /// (Yoga 3: a stack stretches an automatic cross size already).
        case stretch
    }

    /// Whether the dimension is automatic, in points or a fraction (Texture's `ASDimensionUnit`).
    public var unit: Unit
    /// Points for ``Unit/points``, a fraction `0...1` of the parent's size for ``Unit/fraction``;
    /// ignored for ``Unit/auto``.
    public var value: CGFloat

    /// Creates a dimension from a unit and a value, as Texture's `ASDimensionMake`.
    public init(unit: Unit, value: CGFloat) {
        self.unit = unit
        self.value = value
    }

    /// The size comes from the content or the container.
    public static let auto = LayoutDimension(unit: .auto, value: 0)

    /// CSS `max-content` (Yoga 3 lays it out as ``auto``).
    public static let maxContent = LayoutDimension(unit: .maxContent, value: 0)
    /// CSS `fit-content` (Yoga 3 lays it out as ``auto``).
    public static let fitContent = LayoutDimension(unit: .fitContent, value: 0)
    /// CSS `stretch` (Yoga 3 lays it out as ``auto``).
    public static let stretch = LayoutDimension(unit: .stretch, value: 0)

    /// Whether the unit is one of the intrinsic size keywords (max-content, fit-content, stretch).
    var isSizeKeyword: Bool { unit == .maxContent || unit == .fitContent || unit == .stretch }

    /// A length in points.
    public static func points(_ value: CGFloat) -> LayoutDimension {
        LayoutDimension(unit: .points, value: value)
    }

    /// A fraction of the parent's size: `0.5` is 50 %.
    public static func fraction(_ value: CGFloat) -> LayoutDimension {
        LayoutDimension(unit: .fraction, value: value)
    }

    /// The length in points against `parent`, or NaN when it is automatic, when it is a fraction of
    /// an unknown parent size, or when the value itself is not finite. Computed in single precision
    /// as Yoga stores and resolves lengths: points as a float, a fraction as its percentage times
    /// the parent's size times 0.01, each step rounded to float.
    @inlinable
    package func resolve(against parent: CGFloat) -> CGFloat {
        switch unit {
        case .auto, .maxContent, .fitContent, .stretch: return .nan
        case .points: return value.isFinite ? CGFloat(Float(value)) : .nan
        case .fraction:
            guard value.isFinite && parent.isFinite else { return .nan }
            return CGFloat(Float(value * 100) * Float(parent) * 0.01)
        }
    }
}
