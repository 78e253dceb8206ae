import ChoreoRender
import Foundation

/// A layer's ``CurveAnimation``s as spans of its samples (time 0 being the layer's first frame,
/// in frames), property by property, for ``KeyframeFitting/keyframes(_:tolerance:spans:known:decimals:)``.
///
/// A curve animation applies to the layers of its item name. It is left out when its start or
/// end is not finite or when it does not overlap the layer's frames; the fitter then covers those
/// frames, as it covers every span the samples do not confirm.
struct LayerCurveSpans {
    private var spans: [CurveAnimation.Property: [KeyframeFitting.CurveSpan]] = [:]

    /// - Parameter frames: The layer's frames.
    init(_ animations: [CurveAnimation], itemName: String?, frames: ClosedRange<Int>, framesPerSecond: Double) {
        for animation in animations where animation.itemName == itemName {
            let start = animation.startTime * framesPerSecond, end = animation.endTime * framesPerSecond
            guard start.isFinite, end.isFinite, start < end, start <= Double(frames.upperBound),
                  end >= Double(frames.lowerBound) else { continue }
            let first = Double(frames.lowerBound)
            let span = KeyframeFitting.CurveSpan(start: start - first, end: end - first, curve: animation.curve)
            if !spans[animation.property, default: []].contains(span) { spans[animation.property, default: []].append(span) }
        }
    }

    /// The spans of animations of any of `properties`.
    func spans(of properties: [CurveAnimation.Property]) -> [KeyframeFitting.CurveSpan] {
        properties.flatMap { spans[$0] ?? [] }
    }
}
