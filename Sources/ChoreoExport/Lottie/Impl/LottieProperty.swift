import Foundation

/// Writes one Lottie property from its value at every frame of a layer: a static value
/// (`"a": 0`) when it never changes, otherwise the keyframes ``KeyframeFitting`` finds, with the
/// spans that animations' timing curves explain written along those curves.
struct LottieProperty {
    /// How a sampled value is written in JSON (a number, an array, a shape).
    var encode: ([Double]) -> JSONValue
    /// How a keyframe's start value is written: Lottie wraps plain numbers in an array.
    var encodeKeyframe: ([Double]) -> JSONValue
    /// The largest error allowed in each dimension.
    var tolerance: [Double]

    /// Written values are rounded to thousandths and easing to 4 decimals; fitting to a slightly
    /// tighter tolerance keeps the rounded file within the stated one.
    static let fittingMargin = 0.8

    /// A number property (rotation, opacity, a radius).
    static func scalar(tolerance: Double) -> LottieProperty {
        LottieProperty(encode: { .number($0[0]) }, encodeKeyframe: { .numbers($0) }, tolerance: [tolerance])
    }

    /// A vector property (position, size, scale, color) with one tolerance per dimension.
    static func vector(tolerance: [Double]) -> LottieProperty {
        LottieProperty(encode: { .numbers($0) }, encodeKeyframe: { .numbers($0) }, tolerance: tolerance)
    }

    /// The property over frames `firstFrame...`, one sample a frame; `spans` (in frames from
    /// `firstFrame`) are written along their curves where the `known` samples (nil: all) follow them.
    func json(_ samples: [[Double]], firstFrame: Int, spans: [KeyframeFitting.CurveSpan] = [],
              known: [Bool]? = nil) -> JSONValue {
        let keyframes = KeyframeFitting.keyframes(samples, tolerance: tolerance.map { $0 * Self.fittingMargin },
                                                  spans: spans, known: known, decimals: Self.easingDecimals)
        guard !keyframes.isEmpty else {
            return .object([("a", .int(0)), ("k", encode(samples[0]))])
        }
        return .object([("a", .int(1)), ("k", .array(keyframes.map { keyframe in
            // Times between frames (a curve starting or ending there) keep the easing's precision.
            var members: [(String, JSONValue)] = [
                ("t", .number(Double(firstFrame) + keyframe.time, decimals: Self.easingDecimals)),
                ("s", encodeKeyframe(keyframe.value)),
            ]
            switch keyframe.motion {
            case nil:
                break
            case .hold:
                members.append(("h", .int(1)))
            case let .curve(y1, y2):
                members.append(("o", Self.tangent(x: 1.0 / 3, y: y1)))
                members.append(("i", Self.tangent(x: 2.0 / 3, y: y2)))
            case let .timingCurve(curve):
                members.append(("o", Self.tangent(x: curve.x1, y: curve.y1)))
                members.append(("i", Self.tangent(x: curve.x2, y: curve.y2)))
            }
            return .object(members)
        }))])
    }

    /// Decimals of the easing's control points.
    static let easingDecimals = 4

    private static func tangent(x: Double, y: Double) -> JSONValue {
        .object([("x", .numbers([x], decimals: easingDecimals)), ("y", .numbers([y], decimals: easingDecimals))])
    }
}
