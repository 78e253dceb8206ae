import ChoreoMotion
import ChoreoRender
import Foundation

/// Flattens what is on screen into a ``RenderTree``: presentation values at one time, back to
/// front, with absolute transforms, multiplied opacities and nested clips.
///
/// This runs every frame for every node, so it reads each node's ``NodeState`` in place with one
/// access (sampling animated properties at the frame's time, rather than through
/// ``DisplayNode/presentation``, which looks the stage up) and avoids per-node allocations: no
/// sorting unless siblings have out-of-order `zPosition`s. It changes nothing in the tree: it
/// neither lays out nor starts or removes animations.
@MainActor
struct RenderTreeBuilder {
    private(set) var tree: RenderTree
    let time: TimeInterval

    init(size: CGSize, time: TimeInterval, capacity: Int = 0) {
        tree = RenderTree(size: size)
        tree.items.reserveCapacity(capacity)
        self.time = time
    }

    mutating func add(_ node: DisplayNode, parentTransform: Transform, parentOpacity: CGFloat, clip: Int?,
                      parentBlur: CGFloat = 0) {
        guard let sample = node.state.renderSample(at: time, parentOpacity: parentOpacity) else { return }
        let size = sample.frame.size
        let local: Transform
        if sample.transform == .identity {
            local = Transform(translationX: sample.frame.minX, y: sample.frame.minY)
        } else {
            // The node's transform applies around its center, then the frame's origin places it.
            local = Transform(translationX: -size.width / 2, y: -size.height / 2)
                .concatenating(sample.transform)
                .concatenating(Transform(translationX: sample.frame.midX, y: sample.frame.midY))
        }
        let transform = parentTransform == .identity ? local : local.concatenating(parentTransform)
        let text = type(of: node) != DisplayNode.self ? node.renderContent(size: size) : nil
        // Screen transitions blur a copy and everything in it (ScreenTransitions/Impl/TransitionCopyNode.swift).
        let blur = node.renderBlurRadius(inheriting: parentBlur)
        // Built in place (the initializer is inlinable): copying an item out of a template costs
        // more than the rest of the walk's work on a node.
        tree.items.append(RenderItem(name: node.debugName, bounds: size, transform: transform, opacity: sample.opacity,
                                     backgroundColor: sample.backgroundColor, cornerRadius: sample.cornerRadius,
                                     clip: clip, text: text))
        if blur > 0 { tree.items[tree.items.count - 1].blurRadius = blur }
        var childClip = clip
        if sample.clipsToBounds {
            tree.clips.append(RenderClip(bounds: size, transform: transform, cornerRadius: sample.cornerRadius,
                                         parent: clip))
            childClip = tree.clips.count - 1
        }
        let subnodes = node.subnodes
        guard !subnodes.isEmpty else { return }
        // Back to front: increasing zPosition, ties in subnode order.
        if RenderTreeBuilder.isInZOrder(subnodes) {
            for index in 0..<subnodes.count {
                add(subnodes[index], parentTransform: transform, parentOpacity: sample.opacity, clip: childClip,
                    parentBlur: blur)
            }
        } else {
            let order = (0..<subnodes.count).sorted {
                (RenderTreeBuilder.z(subnodes[$0]), $0) < (RenderTreeBuilder.z(subnodes[$1]), $1)
            }
            for index in order {
                add(subnodes[index], parentTransform: transform, parentOpacity: sample.opacity, clip: childClip,
                    parentBlur: blur)
            }
        }
    }

    /// A node's `zPosition` for ordering; NaN counts as 0.
    private static func z(_ node: DisplayNode) -> CGFloat {
        node.state.zPosition.isNaN ? 0 : node.state.zPosition
    }

    /// Whether the subnodes' `zPosition`s never decrease, so subnode order is drawing order.
    private static func isInZOrder(_ subnodes: [DisplayNode]) -> Bool {
        var previous = -CGFloat.infinity
        for index in 0..<subnodes.count {
            let z = RenderTreeBuilder.z(subnodes[index])
            guard z >= previous else { return false }
            previous = z
        }
        return true
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
    @MainActor
    mutating func renderSample(at time: TimeInterval, parentOpacity: CGFloat) -> NodeRenderSample? {
        guard !isHidden else { return nil }
        let opacity = parentOpacity * alpha.sample(at: time)
        guard opacity > 0 else { return nil }
        // A node without a background colour keeps a transparent one (fading from and to nil goes
        // through transparent), so a transparent fill is no fill.
        let fill = color.sample(at: time)
        return NodeRenderSample(frame: frame.sample(at: time),
                                transform: transform.sample(at: time),
                                opacity: opacity, backgroundColor: fill.alpha > 0 ? fill : nil,
                                cornerRadius: cornerRadius.sample(at: time),
                                clipsToBounds: clipsToBounds)
    }
}
