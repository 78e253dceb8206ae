import Foundation

/// One keyframe of a Lottie property as written: its frame, start value, easing (`o` and `i`
/// as `[x, y]`, one easing for every dimension) and whether it holds.
struct LottieTestKeyframe: Equatable {
    var time: Double
    var value: [Double]
    var out: [Double]?
    var `in`: [Double]?
    var hold = false
}

/// A Lottie property read from a file, evaluated as players evaluate it (independently of the
/// exporter's code): before the first keyframe its value, after the last the last's.
struct LottieTestProperty {
    var keyframes: [LottieTestKeyframe] = []
    var staticValue: [Double]?

    init(_ json: [String: Any]) throws {
        if json["a"] as? Int == 1 {
            let frames = json["k"] as? [[String: Any]] ?? []
            keyframes = frames.map { frame in
                let tangent = { (key: String) -> [Double]? in
                    guard let point = frame[key] as? [String: Any], let x = (point["x"] as? [Double])?.first,
                          let y = (point["y"] as? [Double])?.first else { return nil }
                    return [x, y]
                }
                let value = frame["s"] as? [Double] ?? []
                return LottieTestKeyframe(time: frame["t"] as? Double ?? .nan, value: value, out: tangent("o"),
                                          in: tangent("i"), hold: frame["h"] as? Int == 1)
            }
        } else {
            staticValue = json["k"] as? [Double] ?? (json["k"] as? Double).map { [$0] }
        }
    }

    /// The value at `frame`.
    func value(at frame: Double) -> [Double] {
        if let staticValue { return staticValue }
        guard let index = keyframes.lastIndex(where: { $0.time <= frame }) else { return keyframes[0].value }
        let current = keyframes[index]
        guard index + 1 < keyframes.count, !current.hold, let out = current.out, let into = current.in else {
            return current.value
        }
        let next = keyframes[index + 1]
        let progress = Self.bezierProgress(at: (frame - current.time) / (next.time - current.time), out, into)
        return zip(current.value, next.value).map { $0 + ($1 - $0) * progress }
    }

    /// The largest difference from `samples` (one a frame, from frame 0) over every frame.
    func largestError(against samples: [[Double]]) -> Double {
        samples.indices.map { frame in
            zip(value(at: Double(frame)), samples[frame]).map { abs($0 - $1) }.max() ?? .infinity
        }.max() ?? 0
    }

    /// The cubic Bézier (0,0) `p1` `p2` (1,1)'s y where its x is `x`, by bisection.
    private static func bezierProgress(at x: Double, _ p1: [Double], _ p2: [Double]) -> Double {
        let coordinate = { (t: Double, a: Double, b: Double) -> Double in
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if coordinate(middle, p1[0], p2[0]) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, p1[1], p2[1])
    }
}
