import Foundation

/// How the available space constrains a box on one axis (CSS Box Sizing §4 names; Yoga's
/// `SizingMode`).
enum SizingMode: UInt8, Sendable {
    /// No constraint: the box takes its max-content size.
    case maxContent
    /// The box takes exactly the available space (stretch-fit).
    case stretchFit
    /// The box sizes to its content but no larger than the available space (fit-content).
    case fitContent
}

/// What a pass asks of one node: the space available to it (margins included), how that space
/// constrains each axis, the size of its containing block, and whether to lay the node out or only
/// measure it. Also the key of the ``MeasurementCache``.
struct LayoutRequest: Sendable {
    var availableWidth: CGFloat
    var availableHeight: CGFloat
    var widthMode: SizingMode
    var heightMode: SizingMode
    /// The containing block's inner size: percentages resolve against it (NaN when indefinite).
    var ownerWidth: CGFloat
    var ownerHeight: CGFloat
    /// Lay out (commit sizes and positions of the subtree) rather than only measure.
    var performsLayout: Bool

    init(width: CGFloat, height: CGFloat, widthMode: SizingMode, heightMode: SizingMode,
         ownerWidth: CGFloat, ownerHeight: CGFloat, performsLayout: Bool) {
        self.availableWidth = width
        self.availableHeight = height
        self.widthMode = widthMode
        self.heightMode = heightMode
        self.ownerWidth = ownerWidth
        self.ownerHeight = ownerHeight
        self.performsLayout = performsLayout
    }

    /// The available size along an axis.
    @inline(__always) func available(row: Bool) -> CGFloat { row ? availableWidth : availableHeight }
    /// The sizing mode along an axis.
    @inline(__always) func mode(row: Bool) -> SizingMode { row ? widthMode : heightMode }
    /// The containing block's size along an axis.
    @inline(__always) func owner(row: Bool) -> CGFloat { row ? ownerWidth : ownerHeight }
}
