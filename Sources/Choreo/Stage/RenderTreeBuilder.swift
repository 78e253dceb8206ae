import ChoreoMotion
import ChoreoRender
import Foundation

/// Flattens what is on screen into a ``RenderTree``: presentation values at one time, back to
/// front, with absolute transforms, multiplied opacities and nested clips.
///
/// This runs every frame for every node. The drawing order (subnodes sorted by `zPosition`) is
/// kept between frames in a ``RenderOrder`` and only rebuilt when the hierarchy changes, so a
/// frame is one loop over a flat array: no recursion, no retains of nodes, no subnode arrays.
/// Each node's ``NodeState`` is read in place with one access (sampling animated properties at
/// the frame's time, rather than through ``DisplayNode/presentation``, which looks the stage up).
/// It changes nothing in the tree: it neither lays out nor starts or removes animations.
@MainActor
struct RenderTreeBuilder {
    /// What a node passes down to its subtree, kept on a stack while its subtree is drawn.
    struct Ancestor {
        /// The index in the render order just past the ancestor's subtree.
        var end: Int
        var transform: Transform
        var opacity: CGFloat
        var clip: Int?
        var blur: CGFloat
    }

    /// Scratch storage of the walk, reused across frames.
    private var ancestors: [Ancestor] = []

    /// The render tree of the nodes in `order` at `time`.
    mutating func tree(of order: RenderOrder, size: CGSize, time: TimeInterval) -> RenderTree {
        var items: [RenderItem] = [], clips: [RenderClip] = []
        let entries = order.entries
        items.reserveCapacity(entries.count)
        ancestors.removeAll(keepingCapacity: true)
        var parent = Ancestor(end: entries.count, transform: .identity, opacity: 1, clip: nil, blur: 0)
        var index = 0
        while index < entries.count {
            while index >= parent.end { parent = ancestors.removeLast() }
            let entry = entries[index]
            // The order's nodes are alive while it is current (see RenderOrder): no retain.
            guard let drawn = entry.node.withNodeUnretained({
                RenderTreeBuilder.draw($0, in: parent, at: time, items: &items, clips: &clips)
            }) else {
                // Hidden or fully transparent: so is its whole subtree.
                index = entry.end
                continue
            }
            index += 1
            guard entry.end > index else { continue }
            ancestors.append(parent)
            parent = drawn
            parent.end = entry.end
        }
        return RenderTree(size: size, items: items, clips: clips)
    }

    /// Adds `node`'s item (and its clip); returns what its subtree inherits, or nil when it
    /// draws nothing.
    @inline(__always)
    private static func draw(_ node: DisplayNode, in parent: Ancestor, at time: TimeInterval,
                             items: inout [RenderItem], clips: inout [RenderClip]) -> Ancestor? {
        guard let sample = node.state.renderSample(at: time, parentOpacity: parent.opacity) else { return nil }
        let size = sample.frame.size
        var transform = DisplayNode.transformToSupernode(untransformedFrame: sample.frame, transform: sample.transform)
        if parent.transform != .identity { transform = transform.concatenating(parent.transform) }
        // Only subclasses draw content or blur (a screen transition's copies blur themselves and
        // everything in them: ScreenTransitions/Impl/TransitionCopyNode.swift).
        let isPlain = type(of: node) == DisplayNode.self
        let text = isPlain ? nil : node.renderContent(size: size)
        let blur = isPlain ? parent.blur : node.renderBlurRadius(inheriting: parent.blur)
        items.append(RenderItem(name: node.debugName, bounds: size, transform: transform,
                                opacity: sample.opacity, backgroundColor: sample.backgroundColor,
                                cornerRadius: sample.cornerRadius, clip: parent.clip, text: text,
                                blurRadius: blur))
        var clip = parent.clip
        if sample.clipsToBounds {
            clips.append(RenderClip(bounds: size, transform: transform, cornerRadius: sample.cornerRadius,
                                    parent: parent.clip))
            clip = clips.count - 1
        }
        return Ancestor(end: 0, transform: transform, opacity: sample.opacity, clip: clip, blur: blur)
    }
}

/// What the render walk draws of one node at one time.
struct NodeRenderSample {
    var frame: CGRect
    var transform: Transform
    /// Multiplied by every ancestor's.
    var opacity: CGFloat
    var backgroundColor: Color?
    var cornerRadius: CGFloat
    var clipsToBounds: Bool
}

extension NodeState {
    /// The node's presentation at `time` for drawing, or nil when it draws nothing (hidden, or
    /// fully transparent with its ancestors): such subtrees are skipped whole.
    @MainActor @inline(__always)
    mutating func renderSample(at time: TimeInterval, parentOpacity: CGFloat) -> NodeRenderSample? {
        guard !isHidden else { return nil }
        var opacity = parentOpacity * alpha.sample(at: time)
        if let reducedMotionFade { opacity *= reducedMotionFade.value(at: time) }
        guard opacity > 0 else { return nil }
        // A node without a background colour keeps a transparent one (fading from and to nil goes
        // through transparent), so a transparent fill is no fill.
        let fill = color.sample(at: time)
        return NodeRenderSample(frame: untransformedFrame.sample(at: time),
                                transform: transform.sample(at: time),
                                opacity: opacity, backgroundColor: fill.alpha > 0 ? fill : nil,
                                cornerRadius: cornerRadius.sample(at: time),
                                clipsToBounds: clipsToBounds)
    }
}
