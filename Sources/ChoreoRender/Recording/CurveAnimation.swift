import ChoreoMotion
import Foundation

/// A change of one item's property that the app asked to follow a cubic Bézier timing curve,
/// noted while a stage was recorded: what the frames were drawn from, not read back from them.
///
/// Exporters use it to write such a change as exactly what was asked for (the Lottie exporter:
/// two keyframes with the curve's tangents) instead of approximating the sampled frames. It is
/// advice: an exporter checks it against the frames and ignores it where they differ (the
/// animation was interrupted, retargeted or combined with another one).
///
/// ```swift
/// var recording = Recording(size: CGSize(width: 200, height: 100), framesPerSecond: 60, frames: trees)
/// recording.curveAnimations = [CurveAnimation(itemName: "box", property: .position, startTime: 0.1,
///                                             duration: 0.3, curve: .easeInOut)]
/// ```
public struct CurveAnimation: Sendable, Hashable {
    /// What of an item a curve animation changes.
    public enum Property: String, Sendable, Hashable, CaseIterable {
        /// Where the item is: its transform's translation (its node's frame, or an ancestor's, moved).
        case position
        /// The item's bounds.
        case size
        /// The item's whole transform: position, rotation and scale (its node's transform, or an
        /// ancestor's, changed).
        case transform
        /// The item's opacity (its node's alpha, or an ancestor's, changed).
        case opacity
        /// The item's background color.
        case fill
        /// The item's corner radius.
        case cornerRadius
    }

    /// The name of the items it changed (``RenderItem/name``): a node's animation applies to the
    /// items of that name.
    public var itemName: String?
    /// What it changed.
    public var property: Property
    /// When the value starts to move, in seconds from the start of the recording (after any delay).
    public var startTime: TimeInterval
    /// Seconds from ``startTime`` to the end, where the value arrives.
    public var duration: TimeInterval
    /// The timing curve: progress as a function of the fraction of ``duration`` elapsed.
    public var curve: TimingCurve

    /// Creates a curve animation.
    public init(itemName: String?, property: Property, startTime: TimeInterval, duration: TimeInterval,
                curve: TimingCurve) {
        self.itemName = itemName
        self.property = property
        self.startTime = startTime
        self.duration = duration
        self.curve = curve
    }

    /// When the value arrives: ``startTime`` + ``duration``.
    public var endTime: TimeInterval {
        startTime + duration
    }
}
