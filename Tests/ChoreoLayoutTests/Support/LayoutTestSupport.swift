import Foundation
@testable import ChoreoLayout

// Small builders shared by the layout tests. Every helper is main-actor isolated because layout
// specs are main-actor classes.

/// A childless box (a plain `LayoutSpec`) with an optional size in points.
@MainActor
func box(_ width: CGFloat? = nil, _ height: CGFloat? = nil,
         _ configure: (inout LayoutElementStyle) -> Void = { _ in }) -> LayoutSpec {
    let spec = LayoutSpec()
    if let width { spec.style.width = .points(width) }
    if let height { spec.style.height = .points(height) }
    configure(&spec.style)
    return spec
}

/// A stack with the given parameters (Texture's defaults otherwise).
@MainActor
func stack(_ direction: StackLayoutDirection, spacing: CGFloat = 0,
           justify: StackLayoutJustifyContent = .start, align: StackLayoutAlignItems = .stretch,
           wrap: StackLayoutFlexWrap = .noWrap, alignContent: StackLayoutAlignContent = .start,
           lineSpacing: CGFloat = 0, _ children: [any LayoutElement],
           _ configure: (inout LayoutElementStyle) -> Void = { _ in }) -> StackLayoutSpec {
    let spec = StackLayoutSpec(direction: direction, spacing: spacing, justifyContent: justify, alignItems: align,
                               flexWrap: wrap, alignContent: alignContent, lineSpacing: lineSpacing,
                               children: children)
    configure(&spec.style)
    return spec
}

/// A horizontal stack with the given parameters.
@MainActor
func stack(spacing: CGFloat = 0, justify: StackLayoutJustifyContent = .start, align: StackLayoutAlignItems = .stretch,
           wrap: StackLayoutFlexWrap = .noWrap, alignContent: StackLayoutAlignContent = .start,
           lineSpacing: CGFloat = 0, _ children: [any LayoutElement],
           _ configure: (inout LayoutElementStyle) -> Void = { _ in }) -> StackLayoutSpec {
    stack(.horizontal, spacing: spacing, justify: justify, align: align, wrap: wrap, alignContent: alignContent,
          lineSpacing: lineSpacing, children, configure)
}

/// Lays `element` out at exactly `width` x `height` (how a root fills its container).
@MainActor
func layout(_ element: any LayoutElement, _ width: CGFloat, _ height: CGFloat,
            options: LayoutOptions = LayoutOptions()) -> Layout {
    element.layoutThatFits(SizeRange(exactly: CGSize(width: width, height: height)), parentSize: nil,
                           options: options)
}

/// Lays `element` out anywhere from zero up to `width` x `height`.
@MainActor
func layout(_ element: any LayoutElement, upTo width: CGFloat, _ height: CGFloat,
            options: LayoutOptions = LayoutOptions()) -> Layout {
    element.layoutThatFits(SizeRange(min: .zero, max: CGSize(width: width, height: height)), parentSize: nil,
                           options: options)
}

/// Lays `element` out without any constraint.
@MainActor
func layoutUnconstrained(_ element: any LayoutElement, options: LayoutOptions = LayoutOptions()) -> Layout {
    element.layoutThatFits(.unconstrained, parentSize: nil, options: options)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

func size(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}

extension Layout {
    /// The frames of the direct sublayouts, in order.
    var childFrames: [CGRect] { sublayouts.map(\.frame) }
    /// The x of every direct sublayout, in order.
    var childXs: [CGFloat] { sublayouts.map(\.frame.minX) }
    /// The y of every direct sublayout, in order.
    var childYs: [CGFloat] { sublayouts.map(\.frame.minY) }
    /// The widths of every direct sublayout, in order.
    var childWidths: [CGFloat] { sublayouts.map(\.frame.width) }
}

/// Whether two rectangles agree to within `tolerance` on every edge (for unsnapped layouts).
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A leaf with measured content, like a text or image node: its content size comes from `measure`,
/// which receives the largest size it may take (infinite on an unconstrained axis).
@MainActor
final class ContentLeaf: LayoutElement, LayoutTreeContributor {
    var style = LayoutElementStyle()
    let measure: @Sendable (CGSize) -> CGSize

    init(measure: @escaping @Sendable (CGSize) -> CGSize) {
        self.measure = measure
    }

    /// Content of a fixed natural size that never shrinks (an image).
    convenience init(intrinsic: CGSize) {
        self.init { _ in intrinsic }
    }

    /// Text-like content: `length` points of glyphs on lines of `lineHeight`, wrapping at the
    /// available width.
    convenience init(textLength length: CGFloat, lineHeight: CGFloat) {
        self.init { available in
            let width = Swift.min(length, available.width)
            guard width > 0 else { return CGSize(width: 0, height: 0) }
            let lines = (length / width).rounded(.up)
            return CGSize(width: width, height: lines * lineHeight)
        }
    }

    func layoutThatFits(_ constrainedSize: SizeRange) -> Layout {
        layoutThatFits(constrainedSize, parentSize: nil, options: LayoutOptions())
    }

    func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize?, options: LayoutOptions) -> Layout {
        LayoutTree(root: self, options: options).computeLayout(in: constrainedSize, parentSize: parentSize)
    }

    func layoutTreeEntry() -> LayoutTreeEntry {
        LayoutTreeEntry(kind: .leaf, style: style, measure: LeafMeasure(measure: measure))
    }
}

/// An element that is not a Choreo spec: the engine can only ask it for its layout.
@MainActor
final class ForeignElement: LayoutElement {
    var style = LayoutElementStyle()
    let natural: CGSize

    init(natural: CGSize) { self.natural = natural }

    func layoutThatFits(_ constrainedSize: SizeRange) -> Layout {
        layoutThatFits(constrainedSize, parentSize: nil, options: LayoutOptions())
    }

    func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize?, options: LayoutOptions) -> Layout {
        let stand = LayoutSpec()
        stand.style.preferredSize = natural
        return stand.layoutThatFits(constrainedSize, parentSize: parentSize, options: options)
    }
}
