import ChoreoLayout
import Foundation

/// The one path every edge call takes: offsets relative to the supernode become coordinates,
/// then the conflict policy decides whether they are recorded.
extension PinRules {
    @usableFromInline enum EdgeKind {
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

    /// The start and end edges in the node's layout direction.
    @usableFromInline var startEdge: EdgeKind { Pin.isLeftToRight(for: node) ? .left : .right }
    @usableFromInline var endEdge: EdgeKind { Pin.isLeftToRight(for: node) ? .right : .left }

    /// The rect PinLayout reads and writes for `node`: untransformed for `pin`, `frame` for `pinFrame`.
    func rect(of node: DisplayNode) -> CGRect { PinRules.rect(of: node, keepTransform: keepTransform) }

    /// ``rect(of:)`` for static code (warning contexts and inlinable paths, which must not copy the rules).
    static func rect(of node: DisplayNode, keepTransform: Bool) -> CGRect {
        keepTransform ? node.untransformedFrame : node.frame
    }

    /// The supernode's size (its origin never matters); nil without a supernode. Read at each
    /// use, as PinLayout reads `superview`.
    @usableFromInline var supernodeSize: CGSize? { PinRules.supernodeSize(of: node, keepTransform: keepTransform) }

    /// ``supernodeSize`` for inlinable code: a static call takes the two values it needs, where
    /// a method would be handed a copy of the rules.
    @usableFromInline static func supernodeSize(of node: DisplayNode, keepTransform: Bool) -> CGSize? {
        node.unretainedSupernode?.withNodeUnretained { rect(of: $0, keepTransform: keepTransform).size }
    }

    /// An edge `offset` points inwards from the supernode's matching edge (its center for centers).
    /// Inlinable, as ``setCoordinate(_:_:_:)``: each chain method then tests only its own edge.
    @inlinable @inline(__always)
    mutating func edge(_ kind: EdgeKind, _ offset: CGFloat, _ context: Context) {
        switch kind {
        case .top: setCoordinate(.top, offset, context)
        case .left: setCoordinate(.left, offset, context)
        default:
            // Every other edge needs the supernode's size; without a supernode it is dropped silently.
            guard let size = PinRules.supernodeSize(of: node, keepTransform: keepTransform) else { return }
            switch kind {
            case .bottom: setCoordinate(.bottom, size.height - offset, context)
            case .right: setCoordinate(.right, size.width - offset, context)
            case .hCenter: setCoordinate(.hCenter, size.width / 2 + offset, context)
            default: setCoordinate(.vCenter, size.height / 2 + offset, context)
            }
        }
    }

    /// `percent` of the supernode's width (`horizontal`) or height; nil without a supernode.
    @usableFromInline func supernodeLength(_ percent: Percent, horizontal: Bool) -> CGFloat? {
        guard let size = supernodeSize else { return nil }
        return percent.of(horizontal ? size.width : size.height)
    }

    /// ``edge(_:_:_:)`` with a percentage of the supernode's width (horizontal) or height.
    @usableFromInline mutating func edge(_ kind: EdgeKind, _ offset: Percent, _ context: Context) {
        guard let length = supernodeLength(offset, horizontal: kind.isHorizontal) else { return }
        edge(kind, length, context)
    }

    @usableFromInline mutating func all(_ insets: EdgeInsets, _ name: String) {
        edge(.top, insets.top, { "\(name) top coordinate" })
        edge(.bottom, insets.bottom, { "\(name) bottom coordinate" })
        edge(.left, insets.left, { "\(name) left coordinate" })
        edge(.right, insets.right, { "\(name) right coordinate" })
    }

    @usableFromInline mutating func horizontally(_ leftOffset: CGFloat, _ rightOffset: CGFloat, _ name: String) {
        edge(.left, leftOffset, { "\(name) left coordinate" })
        edge(.right, rightOffset, { "\(name) right coordinate" })
    }

    @usableFromInline mutating func vertically(_ topOffset: CGFloat, _ bottomOffset: CGFloat, _ name: String) {
        edge(.top, topOffset, { "\(name) top coordinate" })
        edge(.bottom, bottomOffset, { "\(name) bottom coordinate" })
    }

    /// The two-edge shortcuts: `offset` moves edges inwards; centers take it only in `center(_:)`.
    @usableFromInline
    mutating func corner(_ vertical: EdgeKind, _ horizontal: EdgeKind, _ offset: CGFloat, _ name: String) {
        let both = vertical == .vCenter && horizontal == .hCenter
        edge(vertical, vertical == .vCenter && !both ? 0 : offset, { "\(name)(\(offset))" })
        edge(horizontal, horizontal == .hCenter && !both ? 0 : offset, { "\(name)(\(offset))" })
    }

    // MARK: - Conflict policy

    /// Records a coordinate unless it is invalid, conflicts with a center (or an edge, for a
    /// center) or the same coordinate already holds another value (the first value wins).
    ///
    /// The common case, a finite value for an empty slot that nothing conflicts with, is inlined
    /// into the chain methods; the policy's other cases and their warnings stay out of line.
    @inlinable @inline(__always)
    mutating func setCoordinate(_ kind: EdgeKind, _ value: CGFloat, _ context: Context) {
        guard value.isFinite, isUnset(kind) else { return recordCoordinate(kind, value, context) }
        switch kind {
        case .top: _top = value
        case .left: _left = value
        case .bottom: _bottom = value
        case .right: _right = value
        case .hCenter: _hCenter = value
        case .vCenter: _vCenter = value
        }
    }

    /// True when neither `kind` nor any coordinate that conflicts with it is set.
    @inlinable @inline(__always)
    func isUnset(_ kind: EdgeKind) -> Bool {
        switch kind {
        case .top: _top == nil && _vCenter == nil
        case .left: _left == nil && _hCenter == nil
        case .bottom: _bottom == nil && _vCenter == nil
        case .right: _right == nil && _hCenter == nil
        case .hCenter: _hCenter == nil && _left == nil && _right == nil
        case .vCenter: _vCenter == nil && _top == nil && _bottom == nil
        }
    }

    /// ``setCoordinate(_:_:_:)``'s policy in full.
    @usableFromInline @inline(never)
    mutating func recordCoordinate(_ kind: EdgeKind, _ value: CGFloat, _ context: Context) {
        guard value.isFinite else {
            warnWontBeApplied("the \(kind.name) coordinate (\(value)) must be a finite number.", context)
            return
        }
        switch kind {
        case .top:
            if let _vCenter { return warnConflict(context, [("Vertical Center", _vCenter)]) }
            if let current = PinRules.firstWins(&_top, value) { warnPropertyAlreadySet(current, context) }
        case .left:
            if let _hCenter { return warnConflict(context, [("Horizontal Center", _hCenter)]) }
            if let current = PinRules.firstWins(&_left, value) { warnPropertyAlreadySet(current, context) }
        case .bottom:
            if let _vCenter { return warnConflict(context, [("Vertical Center", _vCenter)]) }
            // Bottom and right warn with their offset from the supernode's edge, as PinLayout.
            if let current = PinRules.firstWins(&_bottom, value) {
                warnPropertyAlreadySet((supernodeSize?.height ?? 0) - current, context)
            }
        case .right:
            if let _hCenter { return warnConflict(context, [("Horizontal Center", _hCenter)]) }
            if let current = PinRules.firstWins(&_right, value) {
                warnPropertyAlreadySet((supernodeSize?.width ?? 0) - current, context)
            }
        case .hCenter:
            if _left != nil || _right != nil {
                return warnConflict(context, PinRules.setOnes(("left", _left), ("right", _right)))
            }
            if let current = PinRules.firstWins(&_hCenter, value) { warnPropertyAlreadySet(current, context) }
        case .vCenter:
            if _top != nil || _bottom != nil {
                return warnConflict(context, PinRules.setOnes(("top", _top), ("bottom", _bottom)))
            }
            if let current = PinRules.firstWins(&_vCenter, value) { warnPropertyAlreadySet(current, context) }
        }
    }

    /// The properties of a conflict warning that are set.
    static func setOnes(_ first: (String, CGFloat?), _ second: (String, CGFloat?)) -> [(String, CGFloat)] {
        [first, second].compactMap { name, value in value.map { (name, $0) } }
    }

    /// First value wins: `value` goes into an empty slot; a slot already holding another value
    /// keeps it and returns it, for the caller's warning.
    private static func firstWins(_ slot: inout CGFloat?, _ value: CGFloat) -> CGFloat? {
        guard let current = slot else {
            slot = value
            return nil
        }
        return current != value ? current : nil
    }

    @usableFromInline enum SizeSlot {
        case width, height, minWidth, maxWidth, minHeight, maxHeight

        var isWidth: Bool { self == .width || self == .minWidth || self == .maxWidth }
        /// A minimum or maximum (they warn as conflicts, the others as properties already set).
        var isBound: Bool { self != .width && self != .height }
        var dimension: String { isWidth ? "width" : "height" }
    }

    /// Records a width, height or min/max value: rejected when negative or not finite, and the
    /// first value wins (later different values warn). Inlined for the common case, as
    /// ``setCoordinate(_:_:_:)``.
    @inlinable @inline(__always)
    mutating func setSize(_ slot: SizeSlot, _ value: CGFloat, _ context: Context) {
        guard value.isFinite, value >= 0, size(slot) == nil else { return recordSize(slot, value, context) }
        switch slot {
        case .width: width = value
        case .height: height = value
        case .minWidth: minWidth = value
        case .maxWidth: maxWidth = value
        case .minHeight: minHeight = value
        case .maxHeight: maxHeight = value
        }
    }

    @inlinable @inline(__always)
    func size(_ slot: SizeSlot) -> CGFloat? {
        switch slot {
        case .width: width
        case .height: height
        case .minWidth: minWidth
        case .maxWidth: maxWidth
        case .minHeight: minHeight
        case .maxHeight: maxHeight
        }
    }

    /// ``setSize(_:_:_:)``'s policy in full.
    @usableFromInline @inline(never)
    mutating func recordSize(_ slot: SizeSlot, _ value: CGFloat, _ context: Context) {
        guard value.isFinite, value >= 0 else {
            warnWontBeApplied("the \(slot.dimension) (\(value)) must be greater than or equal to zero.", context)
            return
        }
        let conflicting: CGFloat?
        switch slot {
        case .width: conflicting = PinRules.firstWins(&width, value)
        case .height: conflicting = PinRules.firstWins(&height, value)
        case .minWidth: conflicting = PinRules.firstWins(&minWidth, value)
        case .maxWidth: conflicting = PinRules.firstWins(&maxWidth, value)
        case .minHeight: conflicting = PinRules.firstWins(&minHeight, value)
        case .maxHeight: conflicting = PinRules.firstWins(&maxHeight, value)
        }
        guard let current = conflicting else { return }
        if slot.isBound {
            warnConflict(context, [("\(slot)", current)])
        } else {
            warnPropertyAlreadySet(current, context)
        }
    }

    /// sizeToFit and aspectRatio share one slot: the first wins, later ones warn.
    @usableFromInline mutating func setAdjustSize(_ value: AdjustSize, _ context: Context) {
        if let adjustSize {
            warnConflictsWith(adjustSize.description, context)
            return
        }
        adjustSize = value
    }

    /// Margins take the last call; non-finite ones are rejected.
    @inlinable @inline(__always)
    mutating func setMargin(_ kind: EdgeKind, _ value: CGFloat, _ context: Context) {
        guard value.isFinite else { return warnInvalidMargin(value, context) }
        switch kind {
        case .top: marginTop = value
        case .left: marginLeft = value
        case .bottom: marginBottom = value
        default: marginRight = value
        }
    }

    @usableFromInline @inline(never)
    func warnInvalidMargin(_ value: CGFloat, _ context: Context) {
        warnWontBeApplied("the margin (\(value)) must be a finite number.", context)
    }
}
