import ChoreoSupport
import Foundation

/// Lays its child out inside insets. Fractions in the child's style resolve against the parent
/// size less the insets. An infinite inset lets the child take its own size on that axis and
/// pins it to the opposite edge (or centers it when both are infinite).
public final class InsetLayoutSpec: LayoutSpec {
    /// The space around the child, in points; `.infinity` on an edge pins the child to the opposite
    /// edge, and negative or NaN insets act as 0.
    public var insets: EdgeInsets {
        didSet { invalidateLayout() }
    }
    /// The element laid out inside the insets.
    public var child: any LayoutElement {
        didSet { invalidateLayout(structural: true) }
    }

    /// Creates a spec that lays `child` out inside `insets` (Texture's `ASInsetLayoutSpec`).
    public init(insets: EdgeInsets, child: any LayoutElement) {
        self.insets = insets
        self.child = child
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        func clean(_ value: CGFloat, _ edge: String) -> CGFloat {
            if value.isNaN || value < 0 {
                Diagnostics.warn("InsetLayoutSpec insets.\(edge) must be >= 0, got \(value); using 0")
                return 0
            }
            // An infinite inset lets the child size itself (Texture); finite ones follow the limits.
            return value.isInfinite ? value : value.sanitizedLength("InsetLayoutSpec insets.\(edge)")
        }
        let sane = EdgeInsets(top: clean(insets.top, "top"), left: clean(insets.left, "left"),
                              bottom: clean(insets.bottom, "bottom"), right: clean(insets.right, "right"))
        return entry(kind: .inset(sane), children: [child])
    }
}

/// Lays out its child, then stretches `overlay` over exactly the child's size, on top of it.
public final class OverlayLayoutSpec: LayoutSpec {
    /// The element that sets the spec's size; it comes first in the sublayouts.
    public var child: any LayoutElement {
        didSet { invalidateLayout(structural: true) }
    }
    /// The element laid out at exactly the child's size, on top of it (last in the sublayouts).
    public var overlay: any LayoutElement {
        didSet { invalidateLayout(structural: true) }
    }

    /// Creates a spec that stretches `overlay` over `child` (Texture's `ASOverlayLayoutSpec`).
    public init(child: any LayoutElement, overlay: any LayoutElement) {
        self.child = child
        self.overlay = overlay
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        entry(kind: .overlay, children: [child, overlay])
    }
}

/// Lays out its child, then stretches `background` under exactly the child's size, behind it.
public final class BackgroundLayoutSpec: LayoutSpec {
    /// The element that sets the spec's size; it comes last in the sublayouts.
    public var child: any LayoutElement {
        didSet { invalidateLayout(structural: true) }
    }
    /// The element laid out at exactly the child's size, behind it (first in the sublayouts).
    public var background: any LayoutElement {
        didSet { invalidateLayout(structural: true) }
    }

    /// Creates a spec that stretches `background` under `child` (Texture's `ASBackgroundLayoutSpec`).
    public init(child: any LayoutElement, background: any LayoutElement) {
        self.child = child
        self.background = background
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        entry(kind: .background, children: [background, child])
    }
}

/// Lays out every element at the origin within its own constrained size; its size is the
/// largest child's (or the minimum of the constraint when it has no children).
public final class WrapperLayoutSpec: LayoutSpec {
    /// The elements, each laid out at the origin within the spec's constrained size.
    public var layoutElements: [any LayoutElement] {
        didSet { invalidateLayout(structural: true) }
    }

    /// Creates a spec that wraps `layoutElements` (Texture's `ASWrapperLayoutSpec`).
    public init(layoutElements: [any LayoutElement]) {
        self.layoutElements = layoutElements
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        entry(kind: .wrapper, children: layoutElements)
    }
}
