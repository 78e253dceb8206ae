import ChoreoSupport
import Foundation

extension LayoutElementStyle {
    /// A copy with every invalid value replaced by its documented fallback, reported in debug.
    func sanitized() -> LayoutElementStyle {
        var style = self
        style.width = width.sanitizedSize("width")
        style.height = height.sanitizedSize("height")
        style.minWidth = minWidth.sanitizedSize("minWidth")
        style.maxWidth = maxWidth.sanitizedSize("maxWidth")
        style.minHeight = minHeight.sanitizedSize("minHeight")
        style.maxHeight = maxHeight.sanitizedSize("maxHeight")
        style.flexBasis = flexBasis.sanitizedSize("flexBasis")
        style.flexGrow = flexGrow.sanitizedFactor("flexGrow")
        style.flexShrink = flexShrink.sanitizedFactor("flexShrink")
        style.spacingBefore = spacingBefore.sanitizedFinite("spacingBefore")
        style.spacingAfter = spacingAfter.sanitizedFinite("spacingAfter")
        style.ascender = ascender.sanitizedFinite("ascender")
        style.descender = descender.sanitizedFinite("descender")
        style.layoutPosition = CGPoint(x: layoutPosition.x.sanitizedFinite("layoutPosition.x"),
                                       y: layoutPosition.y.sanitizedFinite("layoutPosition.y"))
        style.margin = margin.sanitized("margin", allowsNegative: true, allowsAuto: true)
        style.padding = padding.sanitized("padding", allowsNegative: false, allowsAuto: false)
        style.position = position.sanitizedPosition()
        style.border = EdgeInsets(top: border.top.sanitizedFactor("border.top"),
                                  left: border.left.sanitizedFactor("border.left"),
                                  bottom: border.bottom.sanitizedFactor("border.bottom"),
                                  right: border.right.sanitizedFactor("border.right"))
        if let ratio = aspectRatio, !(ratio.isFinite && ratio > 0) {
            Diagnostics.warn("style.aspectRatio must be finite and > 0, got \(ratio); ignoring it")
            style.aspectRatio = nil
        }
        return style
    }
}

extension LayoutDimension {
    /// Sizes: NaN or infinite → auto, negative → 0.
    func sanitizedSize(_ name: @autoclosure () -> String) -> LayoutDimension {
        guard unit != .auto else { return self }
        if !value.isFinite {
            Diagnostics.warn("style.\(name()) \(value) is not a valid length; using .auto")
            return .auto
        }
        if value < 0 {
            Diagnostics.warn("style.\(name()) must be >= 0, got \(value); using 0")
            return LayoutDimension(unit: unit, value: 0)
        }
        return self
    }

    func sanitizedEdge(_ name: @autoclosure () -> String, allowsNegative: Bool, allowsAuto: Bool) -> LayoutDimension {
        if unit == .auto {
            if allowsAuto { return self }
            Diagnostics.warn("style.\(name()) cannot be .auto; using 0")
            return .points(0)
        }
        if !value.isFinite {
            Diagnostics.warn("style.\(name()) \(value) is not a valid length; using 0")
            return .points(0)
        }
        if !allowsNegative && value < 0 {
            Diagnostics.warn("style.\(name()) must be >= 0, got \(value); using 0")
            return LayoutDimension(unit: unit, value: 0)
        }
        return self
    }
}

extension DimensionInsets {
    func sanitized(_ name: StaticString, allowsNegative: Bool, allowsAuto: Bool) -> DimensionInsets {
        DimensionInsets(
            top: top.sanitizedEdge("\(name).top", allowsNegative: allowsNegative, allowsAuto: allowsAuto),
            left: left.sanitizedEdge("\(name).left", allowsNegative: allowsNegative, allowsAuto: allowsAuto),
            bottom: bottom.sanitizedEdge("\(name).bottom", allowsNegative: allowsNegative, allowsAuto: allowsAuto),
            right: right.sanitizedEdge("\(name).right", allowsNegative: allowsNegative, allowsAuto: allowsAuto))
    }

    /// Positions: a NaN or infinite offset means "unset" (.auto).
    func sanitizedPosition() -> DimensionInsets {
        func clean(_ value: LayoutDimension, _ edge: String) -> LayoutDimension {
            guard value.unit != .auto, !value.value.isFinite else { return value }
            Diagnostics.warn("style.position.\(edge) \(value.value) is not a valid offset; using .auto")
            return .auto
        }
        return DimensionInsets(top: clean(top, "top"), left: clean(left, "left"),
                               bottom: clean(bottom, "bottom"), right: clean(right, "right"))
    }
}

extension CGFloat {
    /// Flex factors and borders: NaN, infinite or negative → 0.
    func sanitizedFactor(_ name: StaticString) -> CGFloat {
        if isFinite && self >= 0 { return self }
        Diagnostics.warn("style.\(name) must be finite and >= 0, got \(self); using 0")
        return 0
    }

    func sanitizedFinite(_ name: StaticString) -> CGFloat {
        if isFinite { return self }
        Diagnostics.warn("style.\(name) must be finite, got \(self); using 0")
        return 0
    }
}
