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

    /// The packed unit codes, 3 bits a slot from the lowest bits up (``autoCode`` and the others
    /// below), read in bulk by the engine.
    var codes: UInt64 { bits }
    static let autoCode: UInt64 = 0, pointsCode: UInt64 = 1, fractionCode: UInt64 = 2
    static let maxContentCode: UInt64 = 3, fitContentCode: UInt64 = 4, stretchCode: UInt64 = 5

    /// The unit of the length in `slot` (an index in ``LengthSlot`` order).
    package subscript(slot: Int) -> LayoutDimension.Unit {
        @inline(__always) get {
            switch bits >> UInt64(slot * 3) & 0b111 {
            case LengthUnits.pointsCode: .points
            case LengthUnits.fractionCode: .fraction
            case LengthUnits.maxContentCode: .maxContent
            case LengthUnits.fitContentCode: .fitContent
            case LengthUnits.stretchCode: .stretch
            default: .auto
            }
        }
        set {
            let code = switch newValue {
            case .auto: LengthUnits.autoCode
            case .points: LengthUnits.pointsCode
            case .fraction: LengthUnits.fractionCode
            case .maxContent: LengthUnits.maxContentCode
            case .fitContent: LengthUnits.fitContentCode
            case .stretch: LengthUnits.stretchCode
            }
            let shift = UInt64(slot * 3)
            bits = bits & ~(0b111 << shift) | code << shift
        }
    }

    /// Whether any length is a fraction.
    package var containsFraction: Bool { slots(holding: LengthUnits.fractionCode) != 0 }

    /// The slots whose unit has `code`, as the lowest bit of each such slot's code (see
    /// ``slots(from:through:)``): the engine tests several slots' units in one operation.
    func slots(holding code: UInt64) -> UInt64 {
        // `code` in every slot: a slot matches where no bit of its code differs.
        let differing = bits ^ code &* LengthUnits.lowestBits
        return ~(differing | differing >> 1 | differing >> 2) & LengthUnits.lowestBits
    }

    /// The lowest code bit of each slot from `first` through `last`, to mask ``slots(holding:)``.
    static func slots(from first: LengthSlot, through last: LengthSlot) -> UInt64 {
        let beforeFirst: UInt64 = 1 << UInt64(3 * first.rawValue) &- 1
        let throughLast: UInt64 = 1 << UInt64(3 * last.rawValue + 3) &- 1
        return lowestBits & throughLast & ~beforeFirst
    }

    /// The lowest bit of each slot's code: one octal digit a slot, nineteen slots.
    private static let lowestBits: UInt64 = 0o1111_1111_1111_1111_111
}
