import ChoreoLayout
import Foundation

/// A percentage of the supernode's width or height, PinLayout's `Percent`: `50%` is
/// `Percent(value: 50)`. Pin calls convert it to points when they are made, against the
/// supernode's current size.
public struct Percent: Hashable, Sendable, CustomStringConvertible {
    /// The percentage (50 for 50 %).
    public let value: CGFloat

    /// A percentage of `value` percent (`Percent(value: 50)` is `50%`).
    public init(value: CGFloat) {
        self.value = value
    }

    /// `value` percent of `length`.
    public func of(_ length: CGFloat) -> CGFloat {
        value / 100 * length
    }

    /// `"20%"`, `"2.5%"`.
    public var description: String { "\(DisplayNode.format(value))%" }
}

postfix operator %

/// `50%`: a ``Percent``.
public postfix func % (value: CGFloat) -> Percent { Percent(value: value) }
/// `50%`: a ``Percent``.
public postfix func % (value: Double) -> Percent { Percent(value: CGFloat(value)) }
/// `50%`: a ``Percent``.
public postfix func % (value: Float) -> Percent { Percent(value: CGFloat(value)) }
/// `50%`: a ``Percent``.
public postfix func % (value: Int) -> Percent { Percent(value: CGFloat(value)) }

/// `-20%`: the opposite percentage.
public prefix func - (percent: Percent) -> Percent { Percent(value: -percent.value) }

/// Insets whose horizontal edges follow the layout direction (UIKit's `NSDirectionalEdgeInsets`):
/// `leading` is the left edge left-to-right and the right edge right-to-left.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset, in points.
    public var top: CGFloat
    /// The inset on the start side, in points: left left-to-right, right right-to-left.
    public var leading: CGFloat
    /// The bottom inset, in points.
    public var bottom: CGFloat
    /// The inset on the end side, in points: right left-to-right, left right-to-left.
    public var trailing: CGFloat

    /// Insets of `top`, `leading`, `bottom` and `trailing` points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any side.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// PinLayout's inset helpers.
extension EdgeInsets {
    /// Adds `value` to all four insets (`pin.safeArea + 10`).
    public static func + (lhs: EdgeInsets, rhs: CGFloat) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs, left: lhs.left + rhs, bottom: lhs.bottom + rhs, right: lhs.right + rhs)
    }

    /// Adds `value` to all four insets.
    public static func + (lhs: EdgeInsets, rhs: Int) -> EdgeInsets {
        lhs + CGFloat(rhs)
    }

    /// Each inset raised to at least the matching inset of `minimum`.
    public func minInsets(_ minimum: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, minimum.top), left: max(left, minimum.left),
                   bottom: max(bottom, minimum.bottom), right: max(right, minimum.right))
    }

    /// Each horizontal inset raised to at least `dx`, each vertical one to at least `dy`.
    public func minInsets(dx: CGFloat, dy: CGFloat) -> EdgeInsets {
        minInsets(EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }
}
