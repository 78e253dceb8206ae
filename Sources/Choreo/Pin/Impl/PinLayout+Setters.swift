import ChoreoLayout
import Foundation

/// The one path every edge call takes: offsets relative to the supernode become coordinates,
/// then the conflict policy decides whether they are recorded.
extension PinLayout {
    enum EdgeKind {
        case top, left, bottom, right, hCenter, vCenter

        var name: String {
            switch self {
            case .top: "top"
            case .left: "left"
            case .bottom: "bottom"
            case .right: "right"
            case .hCenter: "hCenter"
            case .vCenter: "vCenter"
            }
        }

        var isHorizontal: Bool { self == .left || self == .right || self == .hCenter }
    }

    var startEdge: EdgeKind { Pin.isLTR ? .left : .right }
    var endEdge: EdgeKind { Pin.isLTR ? .right : .left }

    /// The rect PinLayout reads and writes for `node`: untransformed for `pin`, `frame` for `pinFrame`.
    func rect(of node: DisplayNode) -> CGRect {
        keepTransform ? node.layoutRect : node.frame
    }

    /// The supernode's size (its origin never matters); nil without a supernode. Read at each
    /// use, as PinLayout reads `superview`.
    var supernodeSize: CGSize? {
        node.unretainedSupernode?.withNodeUnretained { rect(of: $0).size }
    }

    /// An edge `offset` points inwards from the supernode's matching edge (its center for centers).
    func edge(_ kind: EdgeKind, _ offset: CGFloat, _ context: Context) {
        switch kind {
        case .top: setCoordinate(.top, offset, context)
        case .left: setCoordinate(.left, offset, context)
        default:
            // Every other edge needs the supernode's size; without a supernode it is dropped silently.
            guard let size = supernodeSize else { return }
            switch kind {
            case .bottom: setCoordinate(.bottom, size.height - offset, context)
            case .right: setCoordinate(.right, size.width - offset, context)
            case .hCenter: setCoordinate(.hCenter, size.width / 2 + offset, context)
            default: setCoordinate(.vCenter, size.height / 2 + offset, context)
            }
        }
    }

    /// `percent` of the supernode's width (`horizontal`) or height; nil without a supernode.
    func supernodeLength(_ percent: Percent, horizontal: Bool) -> CGFloat? {
        guard let size = supernodeSize else { return nil }
        return percent.of(horizontal ? size.width : size.height)
    }

    /// ``edge(_:_:_:)`` with a percentage of the supernode's width (horizontal) or height.
    func edge(_ kind: EdgeKind, _ offset: Percent, _ context: Context) {
        guard let length = supernodeLength(offset, horizontal: kind.isHorizontal) else { return }
        edge(kind, length, context)
    }

    func all(_ insets: EdgeInsets, _ name: String) {
        edge(.top, insets.top, { "\(name) top coordinate" })
        edge(.bottom, insets.bottom, { "\(name) bottom coordinate" })
        edge(.left, insets.left, { "\(name) left coordinate" })
        edge(.right, insets.right, { "\(name) right coordinate" })
    }

    func horizontally(_ leftOffset: CGFloat, _ rightOffset: CGFloat, _ name: String) {
        edge(.left, leftOffset, { "\(name) left coordinate" })
        edge(.right, rightOffset, { "\(name) right coordinate" })
    }

    func vertically(_ topOffset: CGFloat, _ bottomOffset: CGFloat, _ name: String) {
        edge(.top, topOffset, { "\(name) top coordinate" })
        edge(.bottom, bottomOffset, { "\(name) bottom coordinate" })
    }

    /// The two-edge shortcuts: `offset` moves edges inwards; centers take it only in `center(_:)`.
    func corner(_ vertical: EdgeKind, _ horizontal: EdgeKind, _ offset: CGFloat, _ name: String) {
        let both = vertical == .vCenter && horizontal == .hCenter
        edge(vertical, vertical == .vCenter && !both ? 0 : offset, { "\(name)(\(offset))" })
        edge(horizontal, horizontal == .hCenter && !both ? 0 : offset, { "\(name)(\(offset))" })
    }

    // MARK: - Conflict policy

    /// Records a coordinate unless it is invalid, conflicts with a center (or an edge, for a
    /// center) or the same coordinate already holds another value (the first value wins).
    func setCoordinate(_ kind: EdgeKind, _ value: CGFloat, _ context: Context) {
        guard value.isFinite else {
            warnWontBeApplied("the \(kind.name) coordinate (\(value)) must be a finite number.", context)
            return
        }
        switch kind {
        case .top:
            if let _vCenter { return warnConflict(context, [("Vertical Center", _vCenter)]) }
            if let current = firstWins(&_top, value) { warnPropertyAlreadySet(current, context) }
        case .left:
            if let _hCenter { return warnConflict(context, [("Horizontal Center", _hCenter)]) }
            if let current = firstWins(&_left, value) { warnPropertyAlreadySet(current, context) }
        case .bottom:
            if let _vCenter { return warnConflict(context, [("Vertical Center", _vCenter)]) }
            // Bottom and right warn with their offset from the supernode's edge, as PinLayout.
            if let current = firstWins(&_bottom, value) {
                warnPropertyAlreadySet((supernodeSize?.height ?? 0) - current, context)
            }
        case .right:
            if let _hCenter { return warnConflict(context, [("Horizontal Center", _hCenter)]) }
            if let current = firstWins(&_right, value) {
                warnPropertyAlreadySet((supernodeSize?.width ?? 0) - current, context)
            }
        case .hCenter:
            if _left != nil || _right != nil {
                return warnConflict(context, PinLayout.setOnes(("left", _left), ("right", _right)))
            }
            if let current = firstWins(&_hCenter, value) { warnPropertyAlreadySet(current, context) }
        case .vCenter:
            if _top != nil || _bottom != nil {
                return warnConflict(context, PinLayout.setOnes(("top", _top), ("bottom", _bottom)))
            }
            if let current = firstWins(&_vCenter, value) { warnPropertyAlreadySet(current, context) }
        }
    }


    /// The properties of a conflict warning that are set.
    static func setOnes(_ first: (String, CGFloat?), _ second: (String, CGFloat?)) -> [(String, CGFloat)] {
        [first, second].compactMap { name, value in value.map { (name, $0) } }
    }

    /// First value wins: `value` goes into an empty slot; a slot already holding another value
    /// keeps it and returns it, for the caller's warning.
    private func firstWins(_ slot: inout CGFloat?, _ value: CGFloat) -> CGFloat? {
        guard let current = slot else {
            slot = value
            return nil
        }
        return current != value ? current : nil
    }

    enum SizeSlot {
        case width, height, minWidth, maxWidth, minHeight, maxHeight

        var isWidth: Bool { self == .width || self == .minWidth || self == .maxWidth }
        /// A minimum or maximum (they warn as conflicts, the others as properties already set).
        var isBound: Bool { self != .width && self != .height }
        var dimension: String { isWidth ? "width" : "height" }
    }

    /// Records a width, height or min/max value: rejected when negative or not finite, and the
    /// first value wins (later different values warn).
    func setSize(_ slot: SizeSlot, _ value: CGFloat, _ context: Context) {
        guard value.isFinite, value >= 0 else {
            warnWontBeApplied("the \(slot.dimension) (\(value)) must be greater than or equal to zero.", context)
            return
        }
        let conflicting: CGFloat?
        switch slot {
        case .width: conflicting = firstWins(&width, value)
        case .height: conflicting = firstWins(&height, value)
        case .minWidth: conflicting = firstWins(&minWidth, value)
        case .maxWidth: conflicting = firstWins(&maxWidth, value)
        case .minHeight: conflicting = firstWins(&minHeight, value)
        case .maxHeight: conflicting = firstWins(&maxHeight, value)
        }
        guard let current = conflicting else { return }
        if slot.isBound {
            warnConflict(context, [("\(slot)", current)])
        } else {
            warnPropertyAlreadySet(current, context)
        }
    }

    /// sizeToFit and aspectRatio share one slot: the first wins, later ones warn.
    func setAdjustSize(_ value: AdjustSize, _ context: Context) {
        if let adjustSize {
            warnConflictsWith(adjustSize.description, context)
            return
        }
        adjustSize = value
    }

    /// Margins take the last call; non-finite ones are rejected.
    func setMargin(_ kind: EdgeKind, _ value: CGFloat, _ context: Context) {
        guard value.isFinite else {
            warnWontBeApplied("the margin (\(value)) must be a finite number.", context)
            return
        }
        switch kind {
        case .top: marginTop = value
        case .left: marginLeft = value
        case .bottom: marginBottom = value
        default: marginRight = value
        }
    }
}
