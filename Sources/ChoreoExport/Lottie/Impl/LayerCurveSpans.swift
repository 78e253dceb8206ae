import ChoreoRender
import Foundation

/// A layer's ``CurveAnimation``s as spans of its samples (index 0 being the layer's first
/// frame), property by property, for ``KeyframeFitting/fit(_:tolerance:spans:known:decimals:)``.
///
/// A curve animation applies to the layers of its item name. It is left out when its start or
/// end is not finite, does not fall on a frame (within a thousandth of a frame: a Lottie
/// keyframe there would need a value that no frame shows), lies outside the recording, or does
/// not overlap the layer's frames; the fitter then covers those frames, as it covers every span
/// the samples do not confirm.
struct LayerCurveSpans {
    private var spans: [CurveAnimation.Property: [KeyframeFitting.CurveSpan]] = [:]

    /// - Parameters:
    ///   - frames: The layer's frames.
    ///   - frameCount: How many frames the recording has.
    init(_ animations: [CurveAnimation], itemName: String?, frames: ClosedRange<Int>, frameCount: Int,
         framesPerSecond: Double) {
        for animation in animations where animation.itemName == itemName {
            guard let start = Self.frame(at: animation.startTime, framesPerSecond: framesPerSecond),
                  let end = Self.frame(at: animation.endTime, framesPerSecond: framesPerSecond),
                  start < end, start >= 0, end < frameCount, start <= frames.upperBound, end >= frames.lowerBound
            else { continue }
            let span = KeyframeFitting.CurveSpan(start: start - frames.lowerBound, end: end - frames.lowerBound,
                                                 curve: animation.curve)
            if !spans[animation.property, default: []].contains(span) { spans[animation.property, default: []].append(span) }
        }
    }

    /// The spans of animations of any of `properties`.
    func spans(of properties: [CurveAnimation.Property]) -> [KeyframeFitting.CurveSpan] {
        properties.flatMap { spans[$0] ?? [] }
    }

    /// The frame shown at `time`, when `time` is finite and on a frame.
    private static func frame(at time: TimeInterval, framesPerSecond: Double) -> Int? {
        let position = time * framesPerSecond
        guard position.isFinite, abs(position) < Double(Int32.max) else { return nil }
        let frame = position.rounded()
        guard abs(position - frame) <= 1e-3 else { return nil }
        return Int(frame)
    }
}
