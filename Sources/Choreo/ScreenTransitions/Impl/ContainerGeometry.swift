import Foundation

/// Converts node geometry into a transition container's coordinates.
@MainActor
enum ContainerGeometry {
    /// The rect `node` covers in `container`'s coordinates: its bounds through its own transform,
    /// its frame's origin and every ancestor's up to (not including) `container`, as
    /// `convert(_:to:)`. Exact for translations and scales; the bounding box otherwise.
    static func frame(of node: DisplayNode, in container: DisplayNode) -> CGRect {
        var transform = Transform.identity
        var current: DisplayNode? = node
        while let level = current, level !== container {
            transform = transform.concatenating(level.localTransform)
            current = level.supernode
        }
        let size = node.bounds.size
        let corners = [CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height),
                       CGPoint(x: size.width, y: size.height)].map(transform.apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// The alpha `node` draws with inside `screen`: its own times its ancestors' below `screen`.
    static func alpha(of node: DisplayNode, in screen: DisplayNode) -> CGFloat {
        var alpha: CGFloat = 1
        var current: DisplayNode? = node
        while let level = current, level !== screen {
            alpha *= level.alpha
            current = level.supernode
        }
        return alpha
    }
}
