import ChoreoSupport
import Foundation

/// Where a ``RelativeLayoutSpec`` puts its child on one axis.
public enum RelativeLayoutSpecPosition: Hashable, Sendable {
    /// Not positioned: the child takes at least the spec's minimum size on this axis.
    case none
    case start, center, end

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
    case `default`, minimumWidth, minimumHeight, minimumSize
}

/// Which axes a ``CenterLayoutSpec`` centers its child on.
public enum CenterLayoutSpecCenteringOptions: Hashable, Sendable {
    case none, x, y, xy
}

/// Which axes a ``CenterLayoutSpec`` shrinks to its child on.
public enum CenterLayoutSpecSizingOptions: Hashable, Sendable {
    case `default`, minimumX, minimumY, minimumXY
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
    case topLeft, topRight, bottomLeft, bottomRight
}

/// Positions its child at the start, center or end of the space it has (Texture's relative spec).
/// It takes its maximum size on each finite axis, or its child's size, unless a sizing option
/// asks it to shrink to the child.
public class RelativeLayoutSpec: LayoutSpec {
    public var horizontalPosition: RelativeLayoutSpecPosition
    public var verticalPosition: RelativeLayoutSpecPosition
    public var sizingOption: RelativeLayoutSpecSizingOption
    public var child: any LayoutElement

    public init(horizontalPosition: RelativeLayoutSpecPosition, verticalPosition: RelativeLayoutSpecPosition,
                sizingOption: RelativeLayoutSpecSizingOption, child: any LayoutElement) {
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.sizingOption = sizingOption
        self.child = child
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        LayoutTreeEntry(kind: .relative(x: horizontalPosition.proportion, y: verticalPosition.proportion,
                                        minimumWidth: sizingOption == .minimumWidth || sizingOption == .minimumSize,
                                        minimumHeight: sizingOption == .minimumHeight || sizingOption == .minimumSize),
                        style: style, children: [child])
    }
}

/// Centers its child on the chosen axes (a ``RelativeLayoutSpec`` with center positions).
public final class CenterLayoutSpec: RelativeLayoutSpec {
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
    public var ratio: CGFloat
    public var child: any LayoutElement

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
        return LayoutTreeEntry(kind: .ratio(ratio), style: style, children: [child])
    }
}

/// Places each child at its `style.layoutPosition`.
public final class AbsoluteLayoutSpec: LayoutSpec {
    public var sizing: AbsoluteLayoutSpecSizing
    public var children: [any LayoutElement]

    public init(sizing: AbsoluteLayoutSpecSizing = .default, children: [any LayoutElement]) {
        self.sizing = sizing
        self.children = children
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        LayoutTreeEntry(kind: .absolute(sizeToFit: sizing == .sizeToFit), style: style, children: children)
    }
}

/// Lays out its child and centers `corner` on one of the child's corners (plus `offset`).
/// With `wrapsCorner`, the spec grows to include the corner element.
public final class CornerLayoutSpec: LayoutSpec {
    public var child: any LayoutElement
    public var corner: any LayoutElement
    public var location: CornerLayoutLocation
    public var offset: CGPoint = .zero
    public var wrapsCorner = false

    public init(child: any LayoutElement, corner: any LayoutElement, location: CornerLayoutLocation) {
        self.child = child
        self.corner = corner
        self.location = location
        super.init()
    }

    package override func layoutTreeEntry() -> LayoutTreeEntry {
        let offset = CGPoint(x: self.offset.x.isFinite ? self.offset.x : 0, y: self.offset.y.isFinite ? self.offset.y : 0)
        return LayoutTreeEntry(kind: .corner(location: location, offset: offset, wrapsCorner: wrapsCorner),
                               style: style, children: [child, corner])
    }
}
