import ChoreoSupport
import Foundation

/// Where a ``RelativeLayoutSpec`` puts its child on one axis.
public enum RelativeLayoutSpecPosition: Hashable, Sendable {
    /// Not positioned: the child takes at least the spec's minimum size on this axis.
    case none
    /// At the start of the free space (proportion 0): the left or top edge.
    case start
    /// Centered in the free space (proportion 0.5).
    case center
    /// At the end of the free space (proportion 1): the right or bottom edge.
    case end

    var proportion: CGFloat? {
        switch self {
        case .none: nil
        case .start: 0
        case .center: 0.5
        case .end: 1
        }
    }
}

/// Whether a ``RelativeLayoutSpec`` shrinks to its child on an axis instead of taking its max size.
public enum RelativeLayoutSpecSizingOption: Hashable, Sendable {
    /// Take the maximum size on each finite axis, or the child's size on an unbounded one.
    case `default`
    /// Shrink to the child's width.
    case minimumWidth
    /// Shrink to the child's height.
    case minimumHeight
    /// Shrink to the child's size on both axes.
    case minimumSize
}

/// Which axes a ``CenterLayoutSpec`` centers its child on.
public enum CenterLayoutSpecCenteringOptions: Hashable, Sendable {
    /// Center on neither axis: the child sits at the top left, at least the spec's minimum size.
    case none
    /// Center horizontally only.
    case x
    /// Center vertically only.
    case y
    /// Center on both axes.
    case xy
}

/// Which axes a ``CenterLayoutSpec`` shrinks to its child on.
public enum CenterLayoutSpecSizingOptions: Hashable, Sendable {
    /// Take the maximum size on each finite axis, or the child's size on an unbounded one.
    case `default`
    /// Shrink to the child's width.
    case minimumX
    /// Shrink to the child's height.
    case minimumY
    /// Shrink to the child's size on both axes.
    case minimumXY
}

/// How an ``AbsoluteLayoutSpec`` sizes itself.
public enum AbsoluteLayoutSpecSizing: Hashable, Sendable {
    /// Take the maximum constrained size where it is finite.
    case `default`
    /// Wrap the children's frames.
    case sizeToFit
}

/// The corner of its child where a ``CornerLayoutSpec`` centers the corner element.
public enum CornerLayoutLocation: Hashable, Sendable {
    /// The child's top-left corner.
    case topLeft
    /// The child's top-right corner.
    case topRight
    /// The child's bottom-left corner.
    case bottomLeft
    /// The child's bottom-right corner.
    case bottomRight
}

/// Positions its child at the start, center or end of the space it has (Texture's relative spec).
/// It takes its maximum size on each finite axis, or its child's size, unless a sizing option
/// asks it to shrink to the child.
public class RelativeLayoutSpec: LayoutSpec {
    /// Where the child goes on the horizontal axis; positions are physical (not mirrored right to left).
    public var horizontalPosition: RelativeLayoutSpecPosition {
        didSet { invalidateLayout() }
    }
    /// Where the child goes on the vertical axis.
    public var verticalPosition: RelativeLayoutSpecPosition {
        didSet { invalidateLayout() }
    }
    /// Whether the spec shrinks to its child on either axis instead of taking its maximum size.
    public var sizingOption: RelativeLayoutSpecSizingOption {
        didSet { invalidateLayout() }
    }
    /// The element being positioned; fractions in its style resolve against the spec's finite maximum size.
    public var child: any LayoutElement {
        didSet { invalidateLayout(structural: true) }
    }

    /// Creates a spec that positions `child` on each axis (Texture's `ASRelativeLayoutSpec`).
    public init(horizontalPosition: RelativeLayoutSpecPosition, verticalPosition: RelativeLayoutSpecPosition,
                sizingOption: RelativeLayoutSpecSizingOption, child: any LayoutElement) {
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.sizingOption = sizingOption
        self.child = child
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        entry(kind: .relative(x: horizontalPosition.proportion, y: verticalPosition.proportion,
                              minimumWidth: sizingOption == .minimumWidth || sizingOption == .minimumSize,
                              minimumHeight: sizingOption == .minimumHeight || sizingOption == .minimumSize),
              children: [child])
    }
}

/// Centers its child on the chosen axes (a ``RelativeLayoutSpec`` with center positions).
public final class CenterLayoutSpec: RelativeLayoutSpec {
    /// Creates a spec that centers `child` on the axes of `centeringOptions` and shrinks to it on
    /// the axes of `sizingOptions` (Texture's `ASCenterLayoutSpec`).
    public init(centeringOptions: CenterLayoutSpecCenteringOptions, sizingOptions: CenterLayoutSpecSizingOptions,
                child: any LayoutElement) {
        let centersX = centeringOptions == .x || centeringOptions == .xy
        let centersY = centeringOptions == .y || centeringOptions == .xy
        let sizing: RelativeLayoutSpecSizingOption = switch sizingOptions {
        case .default: .default
        case .minimumX: .minimumWidth
        case .minimumY: .minimumHeight
        case .minimumXY: .minimumSize
        }
        super.init(horizontalPosition: centersX ? .center : .none, verticalPosition: centersY ? .center : .none,
                   sizingOption: sizing, child: child)
    }
}

/// Gives its child a fixed aspect ratio. Texture's convention: `ratio` is height / width.
/// Without a finite maximum size on either axis the constraint passes through unchanged.
public final class RatioLayoutSpec: LayoutSpec {
    /// Height divided by width (the inverse of CSS `aspect-ratio`): `2` is twice as tall as wide.
    /// A non-finite or non-positive ratio acts as 1.
    public var ratio: CGFloat {
        didSet { invalidateLayout() }
    }
    /// The element given the ratio.
    public var child: any LayoutElement {
        didSet { invalidateLayout(structural: true) }
    }

    /// Creates a spec that gives `child` the aspect `ratio` (Texture's `ASRatioLayoutSpec`).
    public init(ratio: CGFloat, child: any LayoutElement) {
        self.ratio = ratio
        self.child = child
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        var ratio = self.ratio
        if !(ratio.isFinite && ratio > 0) {
            Diagnostics.warn("RatioLayoutSpec ratio must be finite and > 0, got \(ratio); using 1")
            ratio = 1
        }
        ratio = ratio.sanitizedRatio("RatioLayoutSpec ratio") ?? 1
        return entry(kind: .ratio(ratio), children: [child])
    }
}

/// Places each child at its `style.layoutPosition`.
public final class AbsoluteLayoutSpec: LayoutSpec {
    /// Whether the spec takes its maximum constrained size or wraps its children; `.default` by default.
    public var sizing: AbsoluteLayoutSpecSizing {
        didSet { invalidateLayout() }
    }
    /// The elements, each at its `style.layoutPosition` and up to the spec's maximum size less that position.
    public var children: [any LayoutElement] {
        didSet { invalidateLayout(structural: true) }
    }

    /// Creates a spec that places `children` at their layout positions (Texture's `ASAbsoluteLayoutSpec`).
    public init(sizing: AbsoluteLayoutSpecSizing = .default, children: [any LayoutElement]) {
        self.sizing = sizing
        self.children = children
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        entry(kind: .absolute(sizeToFit: sizing == .sizeToFit), children: children)
    }
}

/// Lays out its child and centers `corner` on one of the child's corners (plus `offset`).
/// With `wrapsCorner`, the spec grows to include the corner element.
public final class CornerLayoutSpec: LayoutSpec {
    /// The element that sets the spec's size (unless ``wrapsCorner`` grows it).
    public var child: any LayoutElement {
        didSet { invalidateLayout(structural: true) }
    }
    /// The element centered on the child's corner, sized from zero up to the spec's maximum size.
    public var corner: any LayoutElement {
        didSet { invalidateLayout(structural: true) }
    }
    /// Which of the child's corners the corner element is centered on (physical, not mirrored).
    public var location: CornerLayoutLocation {
        didSet { invalidateLayout() }
    }
    /// Moves the corner element away from the corner, in points; non-finite components act as 0.
    public var offset: CGPoint = .zero {
        didSet { invalidateLayout() }
    }
    /// Whether the spec grows to include the corner element where it sticks out; `false` as in Texture.
    public var wrapsCorner = false

    /// Creates a spec that centers `corner` on the `location` corner of `child` (Texture's `ASCornerLayoutSpec`).
    public init(child: any LayoutElement, corner: any LayoutElement, location: CornerLayoutLocation) {
        self.child = child
        self.corner = corner
        self.location = location
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        let offset = CGPoint(x: self.offset.x.isFinite ? self.offset.x : 0, y: self.offset.y.isFinite ? self.offset.y : 0)
        return entry(kind: .corner(location: location, offset: offset, wrapsCorner: wrapsCorner),
                     children: [child, corner])
    }
}
