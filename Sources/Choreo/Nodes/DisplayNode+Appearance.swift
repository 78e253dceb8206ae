import ChoreoSupport
import ChoreoLayout
import ChoreoMotion
import Foundation

/// Appearance: model values other than geometry (see `DisplayNode+Geometry`), and what is on screen.
///
/// Invalid values are replaced, never trapped on: a NaN alpha becomes 1 and alphas are clamped to
/// 0...1, and a NaN or negative corner radius becomes 0. Debug builds print a message naming the value.
extension DisplayNode {
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
            state.transform.set(sane, node: self, isMotion: true, property: \DisplayNode.state.transform)
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

}
