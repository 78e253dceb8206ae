import Foundation

/// Where each of a style's nineteen lengths sits in ``LengthUnits``: the sizes, then the four
/// edges of the margin, the padding and the position, each in the order top, left, bottom, right.
package enum LengthSlot: Int {
    case width, height, minWidth, maxWidth, minHeight, maxHeight, flexBasis
    /// The first (top) edge of each set of insets.
    case margin = 7, padding = 11, position = 15

    /// How many lengths a style has.
    static let count = 19
}

/// The units of a style's lengths, 3 bits each in one word: a `LayoutDimension` takes 16 bytes
/// for 9 used, so the styles store each length's value apart and its unit here.
package struct LengthUnits: Hashable, Sendable {
    private var bits: UInt64 = 0

    /// Every length automatic.
    package init() {}

    /// The unit of the length in `slot` (an index in ``LengthSlot`` order).
    package subscript(slot: Int) -> LayoutDimension.Unit {
        @inline(__always) get {
            switch bits >> UInt64(slot * 3) & 0b111 {
            case 1: .points
            case 2: .fraction
            case 3: .maxContent
            case 4: .fitContent
            case 5: .stretch
            default: .auto
            }
        }
        set {
            let code: UInt64 = switch newValue {
            case .auto: 0
            case .points: 1
            case .fraction: 2
            case .maxContent: 3
            case .fitContent: 4
            case .stretch: 5
            }
            let shift = UInt64(slot * 3)
            bits = bits & ~(0b111 << shift) | code << shift
        }
    }

    /// Whether any length is a fraction.
    package var containsFraction: Bool {
        var remaining = bits
        while remaining != 0 {
            if remaining & 0b111 == 2 { return true }
            remaining >>= 3
        }
        return false
    }
}
