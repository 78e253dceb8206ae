import ChoreoSupport
import Foundation

/// An sRGB color with straight (non-premultiplied) alpha, every component in `0...1`.
///
/// Colors interpolate in premultiplied form, as Core Animation composites them: fading from red
/// to ``clear`` stays red while it becomes transparent instead of darkening through grey.
public struct Color: Hashable, Sendable {
    /// Red, `0...1`.
    public var red: CGFloat
    /// Green, `0...1`.
    public var green: CGFloat
    /// Blue, `0...1`.
    public var blue: CGFloat
    /// Opacity, `0...1` (straight alpha: the color components are not multiplied by it).
    public var alpha: CGFloat

    /// Creates a color from straight components.
    ///
    /// Components are clamped to `0...1`; NaN becomes 0 (debug builds warn about either).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        let unit = { (value: CGFloat, name: String) -> CGFloat in
            CGFloat(Diagnostics.checked(Double(value), "Color \(name)", must: "in 0...1",
                                        fallback: value.isNaN ? 0 : min(max(Double(value), 0), 1)) { (0...1).contains($0) })
        }
        self.init(clampedRed: unit(red, "red"), green: unit(green, "green"), blue: unit(blue, "blue"), alpha: unit(alpha, "alpha"))
    }

    /// Creates a grey, as `UIColor(white:alpha:)`.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Parses `"#RRGGBB"` or `"#RRGGBBAA"` (hex digits in either case; the `#` may be omitted).
    /// Returns nil for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
              let packed = UInt32(digits, radix: 16) else { return nil }
        let bytes = digits.count == 8 ? packed : packed << 8 | 0xFF
        let channel = { (shift: UInt32) in CGFloat((bytes >> shift) & 0xFF) / 255 }
        self.init(clampedRed: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }

    @usableFromInline
    init(clampedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Lowercase hex, as used by SVG and CSS: `"#rrggbb"` when opaque, else `"#rrggbbaa"`.
    ///
    /// Each component is rounded to the nearest of 256 levels (out-of-range values are clamped),
    /// so `Color(hex: c.hexString)` round-trips any color parsed from hex.
    public var hexString: String {
        let byte = { (value: CGFloat) -> Int in value.isNaN ? 0 : Int((min(max(value, 0), 1) * 255).rounded()) }
        var bytes = [byte(red), byte(green), byte(blue)]
        if byte(alpha) != 255 { bytes.append(byte(alpha)) }
        return "#" + bytes.map { String(format: "%02x", $0) }.joined()
    }

    /// The same color with another opacity.
    public func withAlpha(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Fully transparent black (0, 0, 0, 0).
    public static let clear = Color(clampedRed: 0, green: 0, blue: 0, alpha: 0)
    /// Black.
    public static let black = Color(clampedRed: 0, green: 0, blue: 0, alpha: 1)
    /// White.
    public static let white = Color(clampedRed: 1, green: 1, blue: 1, alpha: 1)
    /// UIKit's `gray`: white 0.5.
    public static let gray = Color(clampedRed: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    /// UIKit's `lightGray`: white 2/3.
    public static let lightGray = Color(clampedRed: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1)
    /// UIKit's `darkGray`: white 1/3.
    public static let darkGray = Color(clampedRed: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1)
    /// Red (1, 0, 0).
    public static let red = Color(clampedRed: 1, green: 0, blue: 0, alpha: 1)
    /// Green (0, 1, 0).
    public static let green = Color(clampedRed: 0, green: 1, blue: 0, alpha: 1)
    /// Blue (0, 0, 1).
    public static let blue = Color(clampedRed: 0, green: 0, blue: 1, alpha: 1)
    /// UIKit's `orange`: (1, 0.5, 0).
    public static let orange = Color(clampedRed: 1, green: 0.5, blue: 0, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = Color(clampedRed: 1, green: 1, blue: 0, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = Color(clampedRed: 0, green: 1, blue: 1, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = Color(clampedRed: 1, green: 0, blue: 1, alpha: 1)
    /// UIKit's `purple`: (0.5, 0, 0.5).
    public static let purple = Color(clampedRed: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// UIKit's `brown`: (0.6, 0.4, 0.2).
    public static let brown = Color(clampedRed: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

extension Color: Interpolatable {
    /// Premultiplied (red·alpha, green·alpha, blue·alpha, alpha).
    @inlinable
    public var animatableVector: SIMD4<Double> {
        let a = Double(alpha)
        return SIMD4(Double(red) * a, Double(green) * a, Double(blue) * a, a)
    }

    /// Un-premultiplies and clamps to `0...1` (springs and extrapolation overshoot); a vector
    /// with no opacity gives ``clear``.
    @inlinable
    public init(animatableVector v: SIMD4<Double>) {
        guard v.w > 0 else {
            self = .clear
            return
        }
        let straight = (v / v.w).clamped(lowerBound: .zero, upperBound: .one)
        self.init(clampedRed: straight.x, green: straight.y, blue: straight.z, alpha: min(v.w, 1))
    }
}
