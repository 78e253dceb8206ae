import Foundation

/// A stage recorded over time: one ``RenderTree`` per frame at a fixed frame rate, and the
/// events (transitions starting and ending, an animator pausing, notes) that happened on the way.
///
/// A recording is plain data: make one with `StageRecorder` (in `Choreo`) or by hand, then write
/// it as an HTML player page (``htmlPage(title:caption:plotNode:plotProperty:)``), as numbered SVG frames
/// (``svgFrames()``, ``writeSVGFrames(to:)``) or as one animated SVG (``animatedSVG()``).
///
/// ```swift
/// let recording = Recording(size: CGSize(width: 100, height: 40), framesPerSecond: 30,
///                           frames: trees, events: [RecordingEvent(time: 0.2, kind: .transitionStarted)])
/// try recording.htmlPage(title: "Slide").write(toFile: "slide.html", atomically: true, encoding: .utf8)
/// ```
public struct Recording: Sendable, Equatable {
    /// The stage's size in points.
    public var size: CGSize
    /// Frames per second; frame `n` shows the stage `n / framesPerSecond` seconds into the recording.
    /// Non-finite or non-positive rates count as 60.
    public var framesPerSecond: Double
    /// The frames in order; frame 0 is the stage at time 0.
    public var frames: [RenderTree]
    /// What happened during the recording, in time order.
    public var events: [RecordingEvent]
    /// The changes the app asked to follow Bézier timing curves, item by item and property by
    /// property (empty for a recording made by hand): exporters write those that the frames
    /// confirm as exactly what was asked for. `StageRecorder` fills it in.
    public var curveAnimations: [CurveAnimation] = []

    /// Creates a recording.
    public init(size: CGSize, framesPerSecond: Double = 60, frames: [RenderTree] = [], events: [RecordingEvent] = []) {
        self.size = size
        self.framesPerSecond = framesPerSecond
        self.frames = frames
        self.events = events
    }

    /// The frame rate used for timing: ``framesPerSecond`` when finite and positive, otherwise 60.
    public var effectiveFramesPerSecond: Double {
        framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
    }

    /// How long the recording plays: one frame interval per frame.
    public var duration: TimeInterval {
        Double(frames.count) / effectiveFramesPerSecond
    }

    /// The time in seconds at which frame `index` is shown.
    public func time(ofFrame index: Int) -> TimeInterval {
        Double(index) / effectiveFramesPerSecond
    }

    /// The frame on screen at `time` seconds: the last one starting at or before it, clamped to the
    /// recording (0 for an empty one).
    public func frameIndex(at time: TimeInterval) -> Int {
        guard !frames.isEmpty, time.isFinite else { return 0 }
        // A small tolerance keeps times computed as n / fps on frame n.
        let position = (time * effectiveFramesPerSecond + 1e-6).rounded(.down)
        // Clamped before converting: a time far outside the recording does not fit in an Int.
        return Int(min(max(position, 0), Double(frames.count - 1)))
    }

    /// Every frame as a standalone SVG document, as ``SVGRenderer/document(_:)`` writes it.
    public func svgFrames() -> [String] {
        frames.map(SVGRenderer.document)
    }
}
