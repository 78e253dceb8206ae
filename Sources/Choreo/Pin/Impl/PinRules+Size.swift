import ChoreoLayout
import Foundation

/// The entry points of ``PinLayout``'s size, margin and pinEdges methods.
extension PinRules {
    @usableFromInline mutating func setSize(_ width: CGFloat, _ height: CGFloat, _ name: String) {
        setSize(.width, width, { "\(name)'s width" })
        setSize(.height, height, { "\(name)'s height" })
    }

    @inlinable mutating func bound(_ slot: SizeSlot, _ value: CGFloat, _ name: String) {
        setSize(slot, value, { "\(name)(\(value))" })
    }

    @usableFromInline mutating func bound(_ slot: SizeSlot, _ value: Percent, _ name: String) {
        guard let length = supernodeLength(value, horizontal: slot.isWidth) else { return }
        setSize(slot, length, { "\(name)(\(value))" })
    }

    @usableFromInline mutating func aspectRatio(_ ratio: CGFloat, _ context: Context) {
        guard ratio > 0, ratio.isFinite else {
            warnWontBeApplied("the aspectRatio (\(ratio)) must be greater than zero.", context)
            return
        }
        setAdjustSize(.aspectRatio(ratio), context)
    }

    @inlinable mutating func margin(_ kind: EdgeKind, _ value: CGFloat, _ name: String) {
        setMargin(kind, value, { "\(name)(\(value))" })
    }

    /// Percent margins: of the supernode's width (left/right) or height; ignored without a supernode.
    @usableFromInline mutating func margin(_ kind: EdgeKind, _ value: Percent, _ name: String) {
        guard let length = supernodeLength(value, horizontal: kind.isHorizontal) else { return }
        setMargin(kind, length, { "\(name)(\(value))" })
    }

    @usableFromInline mutating func setWidth(of reference: DisplayNode) {
        setSize(.width, rect(of: reference).width, { [keepTransform] in
            "width(of: \(PinRules.describe(reference, keepTransform: keepTransform)))"
        })
    }

    @usableFromInline mutating func setHeight(of reference: DisplayNode) {
        setSize(.height, rect(of: reference).height, { [keepTransform] in
            "height(of: \(PinRules.describe(reference, keepTransform: keepTransform)))"
        })
    }

    @usableFromInline mutating func setSize(of reference: DisplayNode) {
        let rect = rect(of: reference)
        setSize(rect.width, rect.height, "size(of: \(describe(reference)))")
    }

    @usableFromInline mutating func imageAspectRatio() {
        let context: Context = { "aspectRatio()" }
        guard let image = node as? ImageNode else {
            return warnWontBeApplied("the layouted node must be an ImageNode to use the aspectRatio() method.", context)
        }
        let size = image.intrinsicSize
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            if Pin.activeWarnings.aspectRatioImageNotSet {
                warnWontBeApplied("the layouted ImageNode's intrinsicSize hasn't been set", context)
            }
            return
        }
        aspectRatio(size.width / size.height, context)
    }

    @usableFromInline mutating func aspectRatio(of reference: DisplayNode) {
        let rect = rect(of: reference)
        aspectRatio(rect.width / rect.height, { [keepTransform] in
            "aspectRatio(of: \(PinRules.describe(reference, keepTransform: keepTransform)))"
        })
    }

    @usableFromInline mutating func pinEdges() {
        if _top != nil, _left != nil, _bottom != nil, _right != nil {
            warn("pinEdges() won't be applied, top, left, bottom and right coordinates are already set.")
            return
        }
        shouldPinEdges = true
    }
}
