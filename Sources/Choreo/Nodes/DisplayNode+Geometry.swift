import ChoreoLayout
import ChoreoMotion
import Foundation

/// Geometry: the rects that describe a node and the conversions between coordinate spaces.
///
/// - ``frame``: UIKit's frame, in the supernode's coordinates, the bounding box of the
///   transformed bounds.
/// - ``untransformedFrame``: `center` ± `bounds.size` / 2 in the supernode's coordinates, before
///   the transform: what layout passes and `pin` set, and what animates.
/// - ``bounds``: the untransformed frame's size at the origin.
/// - ``position`` (``center``): the untransformed frame's centre.
///
/// A frame with NaN or infinite components becomes `.zero` on those components, negative sizes
/// are made positive by moving the origin (as `CGRect.standardized`).
extension DisplayNode {
    /// The frame in the supernode's coordinates. As in UIKit, with a non-identity ``transform``
    /// it is the bounding box of the transformed bounds, and setting it sets ``center`` and
    /// `bounds.size` from it (exact for translations and scales).
    public var frame: CGRect {
        get {
            let rect = state.untransformedFrame.model
            let transform = state.transform.model
            return transform.isIdentity ? rect : DisplayNode.boundingBox(of: rect, transformedBy: transform)
        }
        set {
            let transform = state.transform.model
            guard !transform.isIdentity else {
                untransformedFrame = newValue
                return
            }
            let size = DisplayNode.untransformedSize(of: newValue.size, transform) ?? state.untransformedFrame.model.size
            untransformedFrame = CGRect(x: newValue.midX - transform.tx - size.width / 2,
                                        y: newValue.midY - transform.ty - size.height / 2,
                                        width: size.width, height: size.height)
        }
    }

    /// The untransformed frame (`center` ± `bounds.size` / 2): what layout passes and `pin` set.
    var untransformedFrame: CGRect {
        get { state.untransformedFrame.model }
        set {
            let sane = DisplayNode.sanitized(newValue)
            let old = state.untransformedFrame.model
            state.untransformedFrame.set(sane, node: self, isMotion: true,
                                         property: \DisplayNode.state.untransformedFrame)
            untransformedFrameChanged(from: old, to: sane)
        }
    }

    /// `(0, 0, width, height)`, untransformed; setting it resizes the node around its center, as UIKit.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: untransformedFrame.size) }
        set {
            let center = self.center
            untransformedFrame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                width: newValue.width, height: newValue.height)
        }
    }

    /// The center in the supernode's coordinates, untransformed, as `UIView.center`.
    public var position: CGPoint {
        get { CGPoint(x: untransformedFrame.midX, y: untransformedFrame.midY) }
        set {
            let size = untransformedFrame.size
            untransformedFrame = CGRect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2,
                                width: size.width, height: size.height)
        }
    }

    /// UIKit's name for ``position``.
    public var center: CGPoint {
        get { position }
        set { position = newValue }
    }

    /// Frames follow the layout's overflow rule (``LayoutLimits``): non-finite components
    /// become 0 and the others stay within ±`maximumLength`, so animating between any two frames
    /// (their difference, scaled) stays finite.
    private static func sanitized(_ rect: CGRect) -> CGRect {
        func clean(_ value: CGFloat, _ name: String) -> CGFloat {
            value.sanitizedLength("DisplayNode.frame.\(name)")
        }
        let cleaned = CGRect(x: clean(rect.origin.x, "origin.x"), y: clean(rect.origin.y, "origin.y"),
                             width: clean(rect.size.width, "width"), height: clean(rect.size.height, "height"))
        return cleaned.standardized
    }

    /// The bounding box of `rect` transformed around its center.
    static func boundingBox(of rect: CGRect, transformedBy t: Transform) -> CGRect {
        let width = abs(t.a) * rect.width + abs(t.c) * rect.height
        let height = abs(t.b) * rect.width + abs(t.d) * rect.height
        return CGRect(x: rect.midX + t.tx - width / 2, y: rect.midY + t.ty - height / 2, width: width, height: height)
    }

    /// The untransformed size whose bounding box under `t` has `size`; nil when `t` flattens.
    private static func untransformedSize(of size: CGSize, _ t: Transform) -> CGSize? {
        let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let width = (d * size.width - c * size.height) / determinant
        let height = (a * size.height - b * size.width) / determinant
        return CGSize(width: max(width, 0), height: max(height, 0))
    }
    // MARK: - Coordinates

    /// `point` (in this node's bounds) in `node`'s coordinates; nil: the root's (the stage's).
    /// Uses model frames and transforms, as UIKit's `convert(_:to:)`.
    public func convert(_ point: CGPoint, to node: DisplayNode?) -> CGPoint {
        let (toRoot, fromRoot) = conversion(to: node)
        return DisplayNode.convert(point, toRoot, fromRoot)
    }

    /// `rect` (in this node's bounds) in `node`'s coordinates, as the bounding box of its corners;
    /// nil: the root's (the stage's).
    public func convert(_ rect: CGRect, to node: DisplayNode?) -> CGRect {
        // Both trees walked once for the four corners.
        let (toRoot, fromRoot) = conversion(to: node)
        return DisplayNode.boundingBox(ofCornersOf: rect) { DisplayNode.convert($0, toRoot, fromRoot) }
    }

    /// The bounding box of `rect`'s four corners, each mapped by `map`.
    static func boundingBox(ofCornersOf rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)] {
            let point = map(corner)
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The transforms a conversion to `node` applies in turn: this node's bounds to the root's
    /// coordinates, then the root's to `node`'s (`.some(nil)`: `node` is flattened by its
    /// transform and has no inverse, so every point maps to its origin).
    private func conversion(to node: DisplayNode?) -> (toRoot: Transform, fromRoot: Transform??) {
        guard let node else { return (transform(upTo: nil), nil) }
        return (transform(upTo: nil), .some(node.transform(upTo: nil).inverted()))
    }

    private static func convert(_ point: CGPoint, _ toRoot: Transform, _ fromRoot: Transform??) -> CGPoint {
        let rootPoint = toRoot.apply(to: point)
        guard let fromRoot else { return rootPoint }
        return fromRoot?.apply(to: rootPoint) ?? .zero
    }

    /// Maps this node's bounds to `ancestor`'s coordinates through every node up to (not
    /// including) it; nil: the root's coordinates (the root's frame origin included).
    func transform(upTo ancestor: DisplayNode?) -> Transform {
        var result = Transform.identity
        var node: DisplayNode? = self
        while let current = node, current !== ancestor {
            result = result.concatenating(current.localTransform)
            node = current.supernode
        }
        return result
    }

    /// Maps this node's bounds to its supernode's coordinates (see ``transformToSupernode(untransformedFrame:transform:)``).
    var localTransform: Transform { DisplayNode.transformToSupernode(untransformedFrame: untransformedFrame, transform: transform) }

    /// Maps the bounds of a node whose untransformed frame is `rect` to its supernode's
    /// coordinates: `transform` around the center, then the frame's origin.
    @inline(__always)
    nonisolated static func transformToSupernode(untransformedFrame rect: CGRect, transform: Transform) -> Transform {
        guard !transform.isIdentity else { return Transform(translationX: rect.minX, y: rect.minY) }
        return Transform(translationX: -rect.width / 2, y: -rect.height / 2)
            .concatenating(transform)
            .concatenating(Transform(translationX: rect.midX, y: rect.midY))
    }

}
