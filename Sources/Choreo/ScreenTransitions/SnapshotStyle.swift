/// How a screen transition draws a tagged node while it moves between screens.
public enum SnapshotStyle: Hashable, Sendable {
    /// A frozen render of the node's subtree: its content scales with the frame (stretches), as
    /// UIKit's `snapshotView(afterScreenUpdates:)`.
    case image
    /// A copy laid out again at every size: corners, borders and text never stretch.
    case liveCopy
    /// A live copy whose text nodes move each word from its line in the source's wrapping to
    /// its line in the destination's as the copy's width changes, instead of jumping from one
    /// wrapping to the next (``TextNode/reflowsInTransitions``); glyphs never scale.
    case reflowingText
}
