import ChoreoLayout
import Foundation

/// Relative positioning and "between", resolved when called.
extension PinRules {
    @usableFromInline enum Side { case above, below, left, right }

    @usableFromInline
    mutating func relative(_ side: Side, _ references: [DisplayNode], horizontal: HorizontalAlign,
                           vertical: VerticalAlign, _ method: String) {
        let alignment = side == .above || side == .below ? horizontal.description : vertical.description
        let context = { [keepTransform] in
            "\(method)(of: \(PinRules.describe(references, keepTransform: keepTransform)), aligned: .\(alignment))"
        }
        guard node.unretainedSupernode != nil else { return }
        guard !references.isEmpty else {
            warnWontBeApplied("At least one view must be visible (i.e. UIView.isHidden != true) ", context)
            return
        }
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity, minY = CGFloat.infinity, maxY = -CGFloat.infinity
        var sumMidX: CGFloat = 0, sumMidY: CGFloat = 0, count: CGFloat = 0
        for reference in references {
            guard let rect = referenceRect(reference, context) else { continue }
            minX = min(minX, rect.minX); maxX = max(maxX, rect.maxX)
            minY = min(minY, rect.minY); maxY = max(maxY, rect.maxY)
            sumMidX += rect.midX; sumMidY += rect.midY
            count += 1
        }
        guard count > 0 else { return }
        switch side {
        case .above: setCoordinate(.bottom, minY, context)
        case .below: setCoordinate(.top, maxY, context)
        case .left: setCoordinate(.right, minX, context)
        case .right: setCoordinate(.left, maxX, context)
        }
        if side == .above || side == .below {
            align(horizontal, min: minX, mid: sumMidX / count, max: maxX, context)
        } else {
            align(vertical, min: minY, mid: sumMidY / count, max: maxY, context)
        }
    }

    /// Between two nodes on one axis; the alignment on the other axis follows `first`.
    @usableFromInline
    mutating func between(horizontally: Bool, _ first: DisplayNode, _ second: DisplayNode,
                          horizontal: HorizontalAlign, vertical: VerticalAlign) {
        let method = horizontally ? "horizontallyBetween" : "verticallyBetween"
        let alignment = horizontally ? vertical.description : horizontal.description
        // PinLayout describes the first node twice.
        let context = { [keepTransform] in
            let described = PinRules.describe(first, keepTransform: keepTransform)
            return "\(method)(\(described), \(described), aligned: .\(alignment))"
        }
        guard node.unretainedSupernode != nil else { return }
        if node === first || node === second {
            warnWontBeApplied("the view being layouted cannot be used as one of the references.", context)
            return
        }
        if first === second {
            warnWontBeApplied("the first and the second references must be different views.", context)
            return
        }
        guard let rect1 = referenceRect(first, context), let rect2 = referenceRect(second, context) else { return }
        let low: EdgeKind = horizontally ? .left : .top, high: EdgeKind = horizontally ? .right : .bottom
        let (min1, max1, min2, max2) = horizontally
            ? (rect1.minX, rect1.maxX, rect2.minX, rect2.maxX) : (rect1.minY, rect1.maxY, rect2.minY, rect2.maxY)
        if max1 <= min2 {
            setCoordinate(low, max1, context)
            setCoordinate(high, min2, context)
        } else if max2 <= min1 {
            setCoordinate(low, max2, context)
            setCoordinate(high, min1, context)
        } else {
            if Pin.activeWarnings.noSpaceAvailableBetweenViews {
                warnWontBeApplied("there is no \(horizontally ? "horizontal" : "vertical") space between these views. "
                                  + "(noSpaceAvailableBetweenViews)", context)
            }
            return
        }
        if horizontally {
            align(vertical, min: rect1.minY, mid: rect1.midY, max: rect1.maxY, context)
        } else {
            align(horizontal, min: rect1.minX, mid: rect1.midX, max: rect1.maxX, context)
        }
    }

    /// Pins the horizontal edge or center that `alignment` names to the span `min`...`max`.
    private mutating func align(_ alignment: HorizontalAlign, min: CGFloat, mid: CGFloat, max: CGFloat,
                                _ context: Context) {
        switch alignment.physical(for: node) {
        case .left: setCoordinate(.left, min, context)
        case .center: setCoordinate(.hCenter, mid, context)
        case .right: setCoordinate(.right, max, context)
        default: break
        }
    }

    /// Pins the vertical edge or center that `alignment` names to the span `min`...`max`.
    private mutating func align(_ alignment: VerticalAlign, min: CGFloat, mid: CGFloat, max: CGFloat,
                                _ context: Context) {
        switch alignment {
        case .top: setCoordinate(.top, min, context)
        case .center: setCoordinate(.vCenter, mid, context)
        case .bottom: setCoordinate(.bottom, max, context)
        case .none: break
        }
    }
}
