import Foundation

/// A flex axis with its direction already resolved against the writing direction.
enum FlexAxis: UInt8, Sendable {
    case row, rowReverse, column, columnReverse

    var isRow: Bool { self == .row || self == .rowReverse }
    var isReverse: Bool { self == .rowReverse || self == .columnReverse }

    /// CSS Flexbox §2: the main axis of a stack; right-to-left mirrors rows.
    init(_ direction: StackLayoutDirection, _ writing: LayoutDirection) {
        let rtl = writing == .rightToLeft
        switch direction {
        case .horizontal: self = rtl ? .rowReverse : .row
        case .horizontalReverse: self = rtl ? .row : .rowReverse
        case .vertical: self = .column
        case .verticalReverse: self = .columnReverse
        }
    }

    /// The cross axis of a container whose main axis is `self`.
    func cross(_ writing: LayoutDirection) -> FlexAxis {
        isRow ? .column : (writing == .rightToLeft ? .rowReverse : .row)
    }
}

/// Lengths on the four physical edges of a box.
struct Edges: Sendable {
    var left: CGFloat = 0, top: CGFloat = 0, right: CGFloat = 0, bottom: CGFloat = 0

    init(left: CGFloat = 0, top: CGFloat = 0, right: CGFloat = 0, bottom: CGFloat = 0) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// `insets` resolved against `ownerWidth` (auto and unresolvable fractions count as 0), plus
    /// `extra`, in single precision like Yoga's padding plus border.
    init(_ insets: DimensionInsets, ownerWidth: CGFloat, plus extra: EdgeInsets) {
        self.init(left: (insets.left.resolvedEdge(ownerWidth) + extra.left.float32).float32,
                  top: (insets.top.resolvedEdge(ownerWidth) + extra.top.float32).float32,
                  right: (insets.right.resolvedEdge(ownerWidth) + extra.right.float32).float32,
                  bottom: (insets.bottom.resolvedEdge(ownerWidth) + extra.bottom.float32).float32)
    }

    /// The sum of both edges on one axis (a float sum, as in Yoga).
    @inline(__always) func sum(row: Bool) -> CGFloat { (row ? left + right : top + bottom).float32 }

    /// The edge where `axis` starts (its flex-start edge).
    @inline(__always) func start(_ axis: FlexAxis) -> CGFloat {
        switch axis {
        case .row: left
        case .rowReverse: right
        case .column: top
        case .columnReverse: bottom
        }
    }

    /// The edge where `axis` ends (its flex-end edge).
    @inline(__always) func end(_ axis: FlexAxis) -> CGFloat {
        switch axis {
        case .row: right
        case .rowReverse: left
        case .column: bottom
        case .columnReverse: top
        }
    }
}

extension DimensionInsets {
    @inline(__always) func start(_ axis: FlexAxis) -> LayoutDimension {
        switch axis {
        case .row: left
        case .rowReverse: right
        case .column: top
        case .columnReverse: bottom
        }
    }

    @inline(__always) func end(_ axis: FlexAxis) -> LayoutDimension {
        switch axis {
        case .row: right
        case .rowReverse: left
        case .column: bottom
        case .columnReverse: top
        }
    }
}

extension CGSize {
    @inline(__always) func along(row: Bool) -> CGFloat { row ? width : height }
}

extension CGFloat {
    /// Yoga's `maxOrDefined`: the larger value, where NaN (undefined) loses.
    @inline(__always) func maxDefined(_ other: CGFloat) -> CGFloat {
        if isNaN { return other }
        if other.isNaN { return self }
        return Swift.max(self, other)
    }

    /// The smaller value, where NaN (undefined) loses.
    @inline(__always) func minDefined(_ other: CGFloat) -> CGFloat {
        if isNaN { return other }
        if other.isNaN { return self }
        return Swift.min(self, other)
    }

    @inline(__always) var isDefined: Bool { !isNaN }

    /// The value rounded to single precision. Yoga computes in float32, and where a decision
    /// compares values that are equal in decimal (a line that fits exactly, a size equal to its
    /// max, free space or flex factors that cancel out to 0) float rounding decides it. So stacks
    /// round each step of their sums in Yoga's order, while a leaf's measured content size,
    /// passed on unchanged, stays exact. (A double operation on floats rounded to float gives the
    /// float operation's result.)
    @inline(__always) var float32: CGFloat { CGFloat(Float(self)) }

    /// `self + other` as Yoga's float sum, where adding 0 keeps the value as it is (so a measured
    /// content size, which need not be a float, stays exact).
    @inline(__always) func plus(_ other: CGFloat) -> CGFloat { other == 0 ? self : (self + other).float32 }

    /// Same value, where two NaNs count as the same (cache keys).
    @inline(__always) func isSame(as other: CGFloat) -> Bool {
        self == other || (isNaN && other.isNaN)
    }
}

