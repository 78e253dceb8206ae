import Foundation

/// Converts node geometry into a transition container's coordinates.
@MainActor
enum ContainerGeometry {
    /// The rect `node` covers in `container`'s coordinates: its bounds through its own transform,
    /// its frame's origin and every ancestor's up to (not including) `container`, as
    /// `convert(_:to:)`. Exact for translations and scales; the bounding box otherwise.
    static func frame(of node: DisplayNode, in container: DisplayNode) -> CGRect {
        let transform = node.transform(upTo: container)
        return DisplayNode.boundingBox(ofCornersOf: node.bounds) { transform.apply(to: $0) }
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
