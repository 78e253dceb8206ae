import Foundation

/// A flattened, back-to-front snapshot of everything a stage draws in one frame.
///
/// A stage produces a render tree by walking its node tree and reading each node's
/// presentation values (the values an animation shows right now, not the model
/// values it animates towards). The result is plain data: it holds no references to
/// nodes, so it can be rendered, diffed or stored on any thread.
///
/// ```swift
/// let tree = RenderTree(size: CGSize(width: 320, height: 240), items: [
///     RenderItem(name: "card", bounds: CGSize(width: 100, height: 60),
///                transform: Transform(translationX: 20, y: 30),
///                backgroundColor: .orange, cornerRadius: 8),
/// ])
/// let svg = SVGRenderer.document(tree)
/// ```
public struct RenderTree: Sendable, Equatable {
    /// The stage's size in points; the drawing's coordinate space is `(0, 0, width, height)`.
    public var size: CGSize
    /// The items to draw, back to front: later items paint over earlier ones.
    public var items: [RenderItem]
    /// Clipping regions referenced by ``RenderItem/clip`` and by each other through ``RenderClip/parent``.
    public var clips: [RenderClip]

    /// Creates a render tree.
    /// - Parameters:
    ///   - size: The stage's size in points.
    ///   - items: The items to draw, back to front.
    ///   - clips: The clipping regions the items refer to by index.
    public init(size: CGSize, items: [RenderItem] = [], clips: [RenderClip] = []) {
        self.size = size
        self.items = items
        self.clips = clips
        itemBufferClaim = nil
    }

    /// Marks the buffer of `items` as this tree's while any copy of it lives: a stage that
    /// keeps the buffer to build its next frame in leaves it alone until then.
    package let itemBufferClaim: ItemBufferClaim?

    /// A tree whose copies hold `claim` on the buffer of `items`.
    package init(size: CGSize, items: [RenderItem], clips: [RenderClip], claim: ItemBufferClaim) {
        self.size = size
        self.items = items
        self.clips = clips
        itemBufferClaim = claim
    }

    /// Trees are equal when they draw the same: the claim on their buffer is not compared.
    public static func == (lhs: RenderTree, rhs: RenderTree) -> Bool {
        lhs.size == rhs.size && lhs.items == rhs.items && lhs.clips == rhs.clips
    }
}

/// A render tree's claim on the buffer its items were built in (see ``RenderTree/itemBufferClaim``):
/// whoever keeps the buffer keeps a claim too, and reuses the buffer only once theirs is the
/// last one.
package final class ItemBufferClaim: Sendable {
    package init() {}
}
