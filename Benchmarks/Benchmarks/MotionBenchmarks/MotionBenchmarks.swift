import Benchmark
import Choreo
import Foundation

/// One frame of a busy stage: 10,000 running tracks, half `CGFloat` and half `CGRect`, mostly
/// Bézier-timed with every named curve and one in five a spring. Goal: < 0.5 ms per frame
/// (50 ns per track). The same mix as additive `AnimatedValue`s measures the stage's usual path.
private struct Frame {
    static let trackCount = 10_000

    var scalars: [AnimationTrack<CGFloat>] = []
    var rects: [AnimationTrack<CGRect>] = []
    var values: [AnimatedValue<CGRect>] = []

    init() {
        let curves: [TimingCurve] = [.default, .easeIn, .easeOut, .easeInOut, .linear]
        let spring = Spring(duration: 0.5, bounce: 0.25)
        for index in 0..<Self.trackCount / 2 {
            let begin = Double(index % 7) * 0.01
            let offset = CGFloat(index % 100)
            let from = CGRect(x: offset, y: 0, width: 100, height: 40)
            let to = CGRect(x: 300 - offset, y: 200, width: 50 + offset, height: 80)
            if index % 5 == 4 {
                scalars.append(AnimationTrack(from: 0, to: offset + 1, spring: spring, beginTime: begin))
                rects.append(AnimationTrack(from: from, to: to, spring: spring, beginTime: begin))
            } else {
                let curve = curves[index % curves.count]
                scalars.append(AnimationTrack(from: 0, to: offset + 1, duration: 1, curve: curve, beginTime: begin))
                rects.append(AnimationTrack(from: from, to: to, duration: 1, curve: curve, beginTime: begin))
            }
        }
        for index in 0..<Self.trackCount {
            var value = AnimatedValue(CGRect(x: 0, y: 0, width: 10, height: 10))
            let target = CGRect(x: Double(index % 300), y: 100, width: 40, height: 40)
            value.animate(to: target, with: index % 5 == 4 ? .spring(duration: 0.5) : .easeInOut(duration: 1), at: 0)
            values.append(value)
        }
    }

    /// A frame time at which every track is mid-flight (the springs settle after about 0.7 s).
    static let time = 0.4
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: .seconds(3),
        maxIterations: 2_000
    )

    Benchmark("Sample 10,000 tracks (one frame)", closure: { benchmark, frame in
        for _ in benchmark.scaledIterations {
            let time = Frame.time
            var sum = 0.0
            for track in frame.scalars { sum += Double(track.value(at: time)) }
            for track in frame.rects { sum += Double(track.value(at: time).maxX) }
            blackHole(sum)
        }
    }, setup: { Frame() })

    Benchmark("Sample 10,000 additive AnimatedValue<CGRect> presentations (one frame)", closure: { benchmark, frame in
        for _ in benchmark.scaledIterations {
            let time = Frame.time
            var sum = 0.0
            for value in frame.values { sum += Double(value.presentationValue(at: time).maxX) }
            blackHole(sum)
        }
    }, setup: { Frame() })
}
