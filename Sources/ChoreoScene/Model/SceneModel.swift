import Choreo
import Foundation

/// A value with the place it was written, for errors found after reading (missing ids, cycles).
struct Located<Value: Sendable>: Sendable {
    var value: Value
    var line: Int
    var column: Int
}

/// A node of a screen, as written.
struct NodeSpec: Sendable {
    enum Kind: Sendable { case box, text, image }
    var id: Located<String>?
    var kind: Kind
    var properties: [NodeProperty: PropertyValue]
    var children: [NodeSpec]
    var line: Int
    var column: Int
}

/// A named state: the screen it shows and the properties it changes, by node id.
struct StateSpec: Sendable {
    var name: String
    var screen: Located<String>?
    var extends: Located<String>?
    var changes: [(id: Located<String>, properties: [NodeProperty: PropertyValue])]
    var line: Int
    var column: Int
}

/// Where a node comes from when a transition inserts it, or goes when it removes it: an offset
/// from its place, an alpha and a scale.
struct MotionOffset: Hashable, Sendable {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var alpha: CGFloat = 0
    var scale: CGFloat = 1
}

/// How one animation runs: duration, delay, and a curve or a spring.
struct MotionTiming: Hashable, Sendable {
    var duration: TimeInterval?
    var delay: TimeInterval?
    var curve: String?
    var bezier: [Double]?
    /// The spring's damping ratio (0 to 1).
    var spring: CGFloat?
    var springVelocity: CGFloat = 0
}

/// A node's own animation in a layout transition.
struct NodeMotion: Sendable {
    var insertFrom: MotionOffset?
    var removeTo: MotionOffset?
    var timing: MotionTiming
}

/// How a change of state animates.
struct TransitionSpec: Sendable {
    var from: Located<String>?
    var to: Located<String>?
    var timing: MotionTiming
    /// The node whose layout transitions (default: the screen's root).
    var node: Located<String>?
    var nodes: [(id: Located<String>, motion: NodeMotion)]
    /// A screen transition's definition, by transition identifier.
    var definition: [(identifier: Located<String>, type: AnimationType, relativeTo: Located<String>?)]
    var line: Int
    var column: Int
}

/// What a trigger does: goes to the next state of its list.
struct TriggerSpec: Sendable {
    enum Kind: Sendable {
        case tap(Located<String>)
        case drag(Located<String>)
        case timer(TimeInterval)
    }
    var kind: Kind
    var go: [Located<String>]
    /// Drag: the axis followed and the points of travel that make a whole transition
    /// (negative: towards the top or left).
    var axisIsX = false
    var distance: CGFloat = -200
    /// Timer: fires again every `interval`.
    var repeats = false
}

/// An action of the timeline that `choreo render` records.
struct TimelineEvent: Sendable {
    enum Action: Sendable {
        case go(Located<String>)
        case tap(Located<String>)
        /// Starts (or continues) scrubbing the transition to a state, to `fraction` over `over` seconds.
        case scrub(Located<String>, fraction: CGFloat, over: TimeInterval)
        case release(finish: Bool)
    }
    var time: TimeInterval
    var action: Action
}

/// The whole file, read.
struct SceneSpec: Sendable {
    var title = "Scene"
    var caption = ""
    var size = CGSize(width: 360, height: 640)
    var layoutDirection: LayoutDirection = .leftToRight
    var prefersReducedMotion = false
    var screens: [NodeSpec] = []
    var initial: Located<String>?
    var states: [StateSpec] = []
    var transitions: [TransitionSpec] = []
    var triggers: [TriggerSpec] = []
    var timelineDuration: TimeInterval = 2
    var timeline: [TimelineEvent] = []
    var plotNode: String?
}
