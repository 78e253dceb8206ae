@testable import ChoreoExport
import ChoreoMotion
import Foundation

/// The largest difference between what `segments` show and `samples`, over every sample: before
/// the first segment its first value shows, after the last its last value (as in Lottie).
func maximumError(_ segments: [KeyframeFitting.Segment], _ samples: [[Double]]) -> Double {
    samples.indices.map { index in
        zip(fittedValue(segments, samples, at: index), samples[index]).map { abs($0 - $1) }.max()!
    }.max() ?? 0
}

/// What `segments` (keyframes taking their values from `samples`) show at sample `index`.
func fittedValue(_ segments: [KeyframeFitting.Segment], _ samples: [[Double]], at index: Int) -> [Double] {
    guard let first = segments.first, let last = segments.last else { return samples[0] }
    if index <= first.start { return samples[first.start] }
    guard let segment = segments.first(where: { index < $0.end }) else { return samples[last.end] }
    let fraction = Double(index - segment.start) / Double(segment.end - segment.start)
    let (from, to) = (samples[segment.start], samples[segment.end])
    switch segment.motion {
    case .hold:
        return from
    case let .curve(y1, y2):
        return KeyframeFitting.value(from: from, to: to, y1: y1, y2: y2, at: fraction)
    case let .timingCurve(curve):
        let progress = curve.progress(at: fraction)
        return zip(from, to).map { $0 + ($1 - $0) * progress }
    }
}

/// The largest difference between what `keyframes` show and the `known` samples (nil: all).
func maximumError(_ keyframes: [KeyframeFitting.Keyframe], _ samples: [[Double]], known: [Bool]? = nil) -> Double {
    samples.indices.filter { known?[$0] ?? true }.map { index in
        zip(shownValue(keyframes, at: Double(index)) ?? samples[0], samples[index]).map { abs($0 - $1) }.max()!
    }.max() ?? 0
}

/// What a Lottie property with `keyframes` shows at `time` (nil without keyframes).
func shownValue(_ keyframes: [KeyframeFitting.Keyframe], at time: Double) -> [Double]? {
    guard let first = keyframes.first, let last = keyframes.last else { return nil }
    guard time > first.time else { return first.value }
    guard let next = keyframes.firstIndex(where: { $0.time > time }) else { return last.value }
    let (from, to) = (keyframes[next - 1], keyframes[next])
    let fraction = (time - from.time) / (to.time - from.time)
    switch from.motion {
    case nil, .hold:
        return from.value
    case let .curve(y1, y2):
        return KeyframeFitting.value(from: from.value, to: to.value, y1: y1, y2: y2, at: fraction)
    case let .timingCurve(curve):
        let progress = curve.progress(at: fraction)
        return zip(from.value, to.value).map { $0 + ($1 - $0) * progress }
    }
}
