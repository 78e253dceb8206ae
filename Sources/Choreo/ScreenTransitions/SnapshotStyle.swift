/// How a screen transition draws a tagged node while it moves between screens.
public enum SnapshotStyle: Hashable, Sendable {
    /// A frozen render of the node's subtree: its content scales with the frame (stretches), as
    /// UIKit's `snapshotView(afterScreenUpdates:)`.
    case image
    /// A copy laid out again at every size: corners, borders and text never stretch.
    case liveCopy
}
