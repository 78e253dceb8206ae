import ChoreoSupport
import ChoreoLayout
import ChoreoMotion
import Foundation

/// Appearance: model values, geometry as UIKit defines it, and what is on screen.
///
/// Invalid values are replaced, never trapped on: a frame with NaN or infinite components
/// becomes `.zero` on those components, negative sizes are made positive by moving the origin
/// (as `CGRect.standardized`), a NaN alpha becomes 1 and alphas are clamped to 0...1, and a NaN or
/// negative corner radius becomes 0. Debug builds print a message naming the value.
extension DisplayNode {
    /// The frame in the supernode's coordinates. As in UIKit, with a non-identity ``transform``
    /// it is the bounding box of the transformed bounds, and setting it sets ``center`` and
    /// `bounds.size` from it (exact for translations and scales).
    public var frame: CGRect {
        get {
            let rect = state.frame.model
            let transform = state.transform.model
            return transform == .identity ? rect : DisplayNode.boundingBox(of: rect, transformedBy: transform)
        }
        set {
            let transform = state.transform.model
            guard transform != .identity else {
                layoutRect = newValue
                return
            }
            let size = DisplayNode.untransformedSize(of: newValue.size, transform) ?? state.frame.model.size
            layoutRect = CGRect(x: newValue.midX - transform.tx - size.width / 2,
                                y: newValue.midY - transform.ty - size.height / 2,
                                width: size.width, height: size.height)
        }
    }

    /// The untransformed frame (`center` ± `bounds.size` / 2): what layout passes set.
    var layoutRect: CGRect {
        get { state.frame.model }
        set {
            let sane = DisplayNode.sanitized(newValue)
            let old = state.frame.model
            state.frame.set(sane, node: self, property: \DisplayNode.state.frame)
            layoutRectChanged(from: old, to: sane)
        }
    }

    /// A new size needs this node's content laid out again (not its ancestors': they set it).
    func layoutRectChanged(from old: CGRect, to new: CGRect) {
        if old.size != new.size { markNeedsLayout() }
    }

    /// `(0, 0, width, height)`, untransformed; setting it resizes the node around its center, as UIKit.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: layoutRect.size) }
        set {
            let center = self.center
            layoutRect = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                width: newValue.width, height: newValue.height)
        }
    }

    /// The center in the supernode's coordinates, untransformed, as `UIView.center`.
    public var position: CGPoint {
        get { CGPoint(x: layoutRect.midX, y: layoutRect.midY) }
        set {
            let size = layoutRect.size
            layoutRect = CGRect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2,
                                width: size.width, height: size.height)
        }
    }

    /// UIKit's name for ``position``.
    public var center: CGPoint {
        get { position }
        set { position = newValue }
    }

    /// Opacity from 0 to 1.
    public var alpha: CGFloat {
        get { state.alpha.model }
        set {
            var value = newValue
            if value.isNaN {
                Diagnostics.warn("DisplayNode.alpha is NaN; using 1")
                value = 1
            }
            state.alpha.set(min(max(value, 0), 1), node: self, property: \DisplayNode.state.alpha)
        }
    }

    /// The fill behind the node's content; nil draws nothing. Animating to or from nil fades
    /// through transparent.
    public var backgroundColor: Color? {
        get { state.hasBackgroundColor ? state.color.model : nil }
        set {
            if let newValue {
                if !state.hasBackgroundColor {
                    // Start from transparent of the same hue, so a fade-in does not pass through black.
                    AnimationContext.run(.disabled) {
                        state.color.set(newValue.withAlpha(0), node: self, property: \DisplayNode.state.color)
                    }
                }
                state.hasBackgroundColor = true
                state.color.set(newValue, node: self, property: \DisplayNode.state.color)
            } else if state.hasBackgroundColor {
                state.color.set(state.color.model.withAlpha(0), node: self, property: \DisplayNode.state.color)
                state.hasBackgroundColor = false
            }
        }
    }

    /// The radius of the rounded corners of the background (and of the clip), in points.
    public var cornerRadius: CGFloat {
        get { state.cornerRadius.model }
        set {
            let value = newValue.sanitizedLength("DisplayNode.cornerRadius", allowsNegative: false)
            state.cornerRadius.set(value, node: self, property: \DisplayNode.state.cornerRadius)
        }
    }

    /// An affine transform applied around the node's center. A transform with a NaN or infinite
    /// component is refused (the node keeps its transform; debug message); components beyond
    /// ``LayoutLimits/maximumLength`` are clamped to it, as frames are.
    public var transform: Transform {
        get { state.transform.model }
        set {
            guard let sane = DisplayNode.sanitized(newValue) else { return }
            state.transform.set(sane, node: self, property: \DisplayNode.state.transform)
        }
    }

    /// Whether the node and its subtree draw nothing (they still take part in layout).
    public var isHidden: Bool {
        get { state.isHidden }
        set { state.isHidden = newValue }
    }

    /// Whether subnodes are clipped to the node's bounds (and corner radius).
    public var clipsToBounds: Bool {
        get { state.clipsToBounds }
        set { state.clipsToBounds = newValue }
    }

    /// Siblings draw in increasing `zPosition`, ties in subnode order.
    public var zPosition: CGFloat {
        get { state.zPosition }
        set {
            guard newValue != state.zPosition else { return }
            state.zPosition = newValue
            DisplayNode.hierarchyGeneration &+= 1
        }
    }

    /// The model values (``NodeAppearance/frame`` is untransformed).
    public var appearance: NodeAppearance { state.model }

    /// What is on screen now: the model values plus running animations at the stage clock's now
    /// (Core Animation's presentation layer). Outside a stage it equals the model values.
    public var presentation: NodeAppearance {
        guard let now = stage?.clock.now else { return appearance }
        return state.presentation(at: now)
    }

    /// Removes every running animation of this node; their blocks complete with `false`.
    public func removeAllAnimations() {
        state.removeAllAnimations()
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

    /// `transform` with its components clamped as frames are; nil (debug message) when one is
    /// NaN or infinite.
    private static func sanitized(_ transform: Transform) -> Transform? {
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            Diagnostics.warn("DisplayNode.transform must be finite, got \(t); keeping the current transform")
            return nil
        }
        return Transform(a: t.a.sanitizedLength("DisplayNode.transform.a"), b: t.b.sanitizedLength("DisplayNode.transform.b"),
                         c: t.c.sanitizedLength("DisplayNode.transform.c"), d: t.d.sanitizedLength("DisplayNode.transform.d"),
                         tx: t.tx.sanitizedLength("DisplayNode.transform.tx"),
                         ty: t.ty.sanitizedLength("DisplayNode.transform.ty"))
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
}
