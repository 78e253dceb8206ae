import ChoreoLayout
import ChoreoMotion
import Foundation

/// A node's settings that most nodes never change, kept out of line: a node holds a reference
/// to its own copy only once one of them is set, and reads `defaults` until then.
@MainActor
final class NodeSettings {
    /// The values of every node that has not set any (never written to).
    static let defaults = NodeSettings()

    var debugName: String?
    var transitionIdentifier: String?
    var transitionSnapshotStyle = SnapshotStyle.image
    var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var defaultLayoutTransitionDuration: TimeInterval = 0.2
    var defaultLayoutTransitionDelay: TimeInterval = 0
    var defaultLayoutTransitionOptions = AnimationOptions.curveEaseInOut
}
