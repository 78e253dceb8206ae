import ChoreoMotion

/// Options for the UIKit-shaped animation calls, as `UIView.AnimationOptions`.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The option bits (UIKit's values for the curves).
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Start from what is on screen, replacing running animations of the same properties
    /// (whose completions then get `false`) instead of adding to them.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play forward then backward (with `.repeat`, forever; alone, once each way).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// In a nested block, use this block's duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// In a nested block, use this block's curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Ease in and out: the default curve.
    public static let curveEaseInOut = AnimationOptions([])
    /// Core Animation's ease-in curve.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Core Animation's ease-out curve.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve these options select (ease-in-out unless another curve is set).
    public var timingCurve: TimingCurve {
        switch rawValue & (3 << 16) {
        case 1 << 16: .easeIn
        case 2 << 16: .easeOut
        case 3 << 16: .linear
        default: .easeInOut
        }
    }

    /// The repetition these options ask for.
    var timing: AnimationTiming {
        AnimationTiming(repeatCount: contains(.repeat) ? .infinity : 1, autoreverses: contains(.autoreverse))
    }
}
