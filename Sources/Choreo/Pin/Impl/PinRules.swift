import ChoreoLayout
import Foundation

/// What one ``PinLayout`` statement has said about its node, resolved to points as each call
/// is made, and the machinery that records and applies it. A value inside the builder, so the
/// builder's inlinable methods can hand it every call without letting the builder escape.
///
/// Noncopyable: one statement's rules are never duplicated. The builder's hot calls (the
/// setters, `apply`) are `mutating`, which hands the rules over by address; for a non-mutating
/// call the generated code first moves them into a temporary (160 bytes, every call). For the
/// same reason the hot paths inside call static or inlined helpers; warnings, percentages,
/// `sizeToFit` and `aspectRatio` take the slower way.
@MainActor
@usableFromInline
struct PinRules: ~Copyable {
    @usableFromInline typealias Context = () -> String

    @usableFromInline let node: DisplayNode
    /// `pin` (untransformed rect) or `pinFrame` (`frame`).
    @usableFromInline let keepTransform: Bool

    // Coordinates in the supernode's space: top/left are minimum edges, bottom/right the
    // maximum edges' coordinates (not offsets), centers absolute.
    @usableFromInline @Compact var _top: CGFloat?
    @usableFromInline @Compact var _left: CGFloat?
    @usableFromInline @Compact var _bottom: CGFloat?
    @usableFromInline @Compact var _right: CGFloat?
    @usableFromInline @Compact var _hCenter: CGFloat?
    @usableFromInline @Compact var _vCenter: CGFloat?

    @usableFromInline @Compact var width: CGFloat?
    @usableFromInline @Compact var height: CGFloat?
    @usableFromInline @Compact var minWidth: CGFloat?
    @usableFromInline @Compact var maxWidth: CGFloat?
    @usableFromInline @Compact var minHeight: CGFloat?
    @usableFromInline @Compact var maxHeight: CGFloat?
    var adjustSize: AdjustSize?

    @usableFromInline @Compact var marginTop: CGFloat?
    @usableFromInline @Compact var marginLeft: CGFloat?
    @usableFromInline @Compact var marginBottom: CGFloat?
    @usableFromInline @Compact var marginRight: CGFloat?

    var shouldPinEdges = false
    @usableFromInline var justifyValue: HorizontalAlign?
    @usableFromInline var alignValue: VerticalAlign?

    /// sizeToFit and aspectRatio share one slot (the first wins).
    @usableFromInline enum AdjustSize {
        case fit(FitType)
        case aspectRatio(CGFloat)

        var description: String {
            switch self {
            case .fit(let type): "sizeToFit(.\(type))"
            case .aspectRatio(let ratio): "aspectRatio(\(ratio))"
            }
        }
    }

    @inlinable init(node: DisplayNode, keepTransform: Bool) {
        self.node = node
        self.keepTransform = keepTransform
    }

    /// The builder's release without ``PinLayout/layout()``: applies the rules.
    @usableFromInline mutating func applyOnRelease() {
        if Pin.logMissingLayoutCalls {
            Pin.emit("PinLayout commands have been issued without calling the 'layout()' method to complete the layout. "
                     + "(These warnings can be disabled by setting Pin.logMissingLayoutCalls to false)", node: node)
        }
        apply()
    }
}

/// A `CGFloat?` in 8 bytes: NaN stands for nil. The rules record finite values only, and what
/// ``PinAxis`` derives from them may overflow to infinity but never becomes NaN. Halving the
/// slots keeps ``PinRules`` small enough for the optimizer to put a builder on the stack,
/// which it does within a small budget.
@propertyWrapper
@usableFromInline
struct Compact {
    @usableFromInline var raw: CGFloat

    @inlinable init(wrappedValue: CGFloat?) { raw = wrappedValue ?? .nan }

    @inlinable var wrappedValue: CGFloat? {
        // NaN is the only value unequal to itself: one comparison, where `isNaN` tests bits.
        get { raw == raw ? raw : nil }
        set { raw = newValue ?? .nan }
    }

    /// The slot itself (`$_left`), to hand on without unpacking it.
    var projectedValue: Compact { self }
}
