import ChoreoSupport
import Foundation

/// Lays its child out inside insets. Fractions in the child's style resolve against the parent
/// size less the insets. An infinite inset lets the child take its own size on that axis and
/// pins it to the opposite edge (or centers it when both are infinite).
public final class InsetLayoutSpec: LayoutSpec {
    public var insets: EdgeInsets
    public var child: any LayoutElement

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
            return value
        }
        let sane = EdgeInsets(top: clean(insets.top, "top"), left: clean(insets.left, "left"),
                              bottom: clean(insets.bottom, "bottom"), right: clean(insets.right, "right"))
        return LayoutTreeEntry(kind: .inset(sane), style: style, children: [child])
    }
}

/// Lays out its child, then stretches `overlay` over exactly the child's size, on top of it.
public final class OverlayLayoutSpec: LayoutSpec {
    public var child: any LayoutElement
    public var overlay: any LayoutElement

    public init(child: any LayoutElement, overlay: any LayoutElement) {
        self.child = child
        self.overlay = overlay
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        LayoutTreeEntry(kind: .overlay, style: style, children: [child, overlay])
    }
}

/// Lays out its child, then stretches `background` under exactly the child's size, behind it.
public final class BackgroundLayoutSpec: LayoutSpec {
    public var child: any LayoutElement
    public var background: any LayoutElement

    public init(child: any LayoutElement, background: any LayoutElement) {
        self.child = child
        self.background = background
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        LayoutTreeEntry(kind: .background, style: style, children: [background, child])
    }
}

/// Lays out every element at the origin within its own constrained size; its size is the
/// largest child's (or the minimum of the constraint when it has no children).
public final class WrapperLayoutSpec: LayoutSpec {
    public var layoutElements: [any LayoutElement]

    public init(layoutElements: [any LayoutElement]) {
        self.layoutElements = layoutElements
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        LayoutTreeEntry(kind: .wrapper, style: style, children: layoutElements)
    }
}
