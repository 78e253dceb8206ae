@testable import ChoreoExport
import ChoreoMotion
import Foundation
import Testing

@Suite("Keyframe fitting with curve spans")
struct CurveSpanFittingTests {
    private typealias Keyframe = KeyframeFitting.Keyframe
    private typealias Span = KeyframeFitting.CurveSpan

    /// 10 until `start`, then along `curve` to 100 at `start + 18`, then 100 until sample 30.
    private func move(_ curve: TimingCurve, start: Double = 6) -> [[Double]] {
        (0...30).map { index in [10 + 90 * curve.progress(at: (Double(index) - start) / 18)] }
    }

    private func keyframes(_ samples: [[Double]], _ spans: [Span], known: [Bool]? = nil) -> [Keyframe] {
        KeyframeFitting.keyframes(samples, tolerance: [0.2], spans: spans, known: known)
    }

    @Test("A span its samples follow is 2 keyframes eased by its curve, without the holds around it")
    func confirmedSpan() {
        let samples = move(.easeInOut)
        #expect(keyframes(samples, [Span(start: 6, end: 24, curve: .easeInOut)]) == [
            Keyframe(time: 6, value: [10], motion: .timingCurve(.easeInOut)), Keyframe(time: 24, value: [100]),
        ])
        // Without the span, the curve's thirds cannot follow CSS ease-in-out in one segment.
        #expect(KeyframeFitting.fit(samples, tolerance: [0.2]).count > 3)
    }

    @Test("A span between frames keeps its times; the pieces from and to the frames around it are static")
    func betweenFrames() {
        let samples = move(.easeOut, start: 6.5)
        #expect(keyframes(samples, [Span(start: 6.5, end: 24.5, curve: .easeOut)]) == [
            Keyframe(time: 6.5, value: [10], motion: .timingCurve(.easeOut)), Keyframe(time: 24.5, value: [100]),
        ])
    }

    @Test("Control points and times are written, and checked, rounded to 4 decimals")
    func roundedControlPoints() {
        let curve = TimingCurve(controlPoints: 0.123456, 1.3, 0.654321, 0.9)
        #expect(keyframes(move(curve), [Span(start: 6.000001, end: 24, curve: curve)]) == [
            Keyframe(time: 6, value: [10], motion: .timingCurve(TimingCurve(controlPoints: 0.1235, 1.3, 0.6543, 0.9))),
            Keyframe(time: 24, value: [100]),
        ])
    }

    @Test("A span the samples leave (an interrupted animation) is fitted instead, within tolerance")
    func interruptedSpan() {
        var samples = move(.easeInOut)
        // Interrupted at sample 15: it jumps to 40 and stays.
        for index in 15...30 { samples[index] = [40] }
        let fitted = keyframes(samples, [Span(start: 6, end: 24, curve: .easeInOut)])
        #expect(!fitted.contains { if case .timingCurve = $0.motion { true } else { false } })
        #expect(maximumError(fitted, samples) <= 0.2)
    }

    @Test("A span starting before the samples (a node drawn once it shows) takes its first value from the curve")
    func spanBeyondSamples() throws {
        let samples = Array(move(.easeInOut)[8...])
        let early = keyframes(samples, [Span(start: -2, end: 16, curve: .easeInOut)])
        #expect(early.map(\.time) == [-2, 16])
        #expect(abs(try #require(early.first).value[0] - 10) < 1e-9)
        #expect(early.map(\.motion) == [.timingCurve(.easeInOut), nil])
        let late = keyframes(Array(move(.easeInOut)[..<20]), [Span(start: 6, end: 24, curve: .easeInOut)])
        #expect(late.map(\.time) == [6, 24])
        #expect(abs(try #require(late.last).value[0] - 100) < 1e-9)
    }

    @Test("Samples not known (the node is not drawn there) are not checked")
    func unknownSamples() {
        var samples = move(.easeInOut)
        // Not drawn from sample 20 on: the samples hold the last drawn value.
        for index in 20...30 { samples[index] = samples[19] }
        let known = samples.indices.map { $0 < 20 }
        let confirmed = keyframes(samples, [Span(start: 6, end: 24, curve: .easeInOut)], known: known)
        #expect(confirmed.map(\.time) == [6, 24])
        #expect(abs(confirmed[1].value[0] - 100) < 1e-9)
        #expect(keyframes(samples, [Span(start: 6, end: 24, curve: .easeInOut)]).count > 2)
    }

    @Test("Spans overlapping an earlier one, changing nothing, not finite or not covering two samples are ignored")
    func ignoredSpans() {
        let samples = move(.easeIn)
        let spans = [Span(start: -3, end: 5, curve: .linear), Span(start: 6, end: 40, curve: .easeIn),
                     Span(start: 0, end: 6, curve: .easeOut), Span(start: 6, end: 24, curve: .easeIn),
                     Span(start: 10, end: 24, curve: .easeIn), Span(start: 24, end: 30, curve: .linear),
                     Span(start: .nan, end: 3, curve: .linear), Span(start: 2, end: .infinity, curve: .linear),
                     Span(start: 29.5, end: 40, curve: .linear), Span(start: 3, end: 3, curve: .linear)]
        #expect(keyframes(samples, spans) == [
            Keyframe(time: 6, value: [10], motion: .timingCurve(.easeIn)), Keyframe(time: 24, value: [100]),
        ])
    }

    @Test("Samples between spans are fitted; a value that never changes has no keyframes")
    func between() {
        // Linear from -20 to 10 over samples 0...6, then the ease-out span.
        var samples = move(.easeOut)
        for index in 0...6 { samples[index] = [Double(index) * 5 - 20] }
        let fitted = keyframes(samples, [Span(start: 6, end: 24, curve: .easeOut)])
        #expect(fitted.count == 3)
        #expect(fitted[1] == Keyframe(time: 6, value: [10], motion: .timingCurve(.easeOut)))
        #expect(maximumError(fitted, samples) <= 0.2)
        #expect(keyframes(Array(repeating: [3], count: 9), [Span(start: 0, end: 8, curve: .linear)]).isEmpty)
    }
}

@Suite("Keyframe fitting with wrong curve spans")
struct WrongCurveSpanTests {
    /// A small deterministic generator (a 64-bit LCG), so every run checks the same cases.
    private struct Generator {
        var state: UInt64
        mutating func number(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        mutating func integer(_ range: ClosedRange<Int>) -> Int {
            Int(number(Double(range.lowerBound)...Double(range.upperBound) + 0.999).rounded(.down))
        }
        mutating func curve() -> TimingCurve {
            TimingCurve(controlPoints: number(0...1), number(-0.5...1.5), number(0...1), number(-0.5...1.5))
        }
    }

    @Test("Whatever spans are given, right or wrong, every known sample stays within tolerance")
    func anySpans() {
        var random = Generator(state: 23)
        for _ in 0..<300 {
            let count = random.integer(2...60)
            // Two dimensions: moves along random curves, with a wobble on some samples.
            var samples: [[Double]] = [], value = [random.number(-50...50), random.number(-50...50)]
            var spans: [KeyframeFitting.CurveSpan] = []
            var index = 0
            while index < count {
                let length = random.integer(1...20), curve = random.curve()
                let from = value, to = [random.number(-50...50), random.number(-50...50)]
                // Half the moves start between frames.
                let delay = random.number(0...1) < 0.5 ? 0 : random.number(0...1)
                spans.append(.init(start: Double(index) + delay, end: Double(index + length) + delay,
                                   curve: random.number(0...1) < 0.7 ? curve : random.curve()))
                for step in 0..<length where index + step < count {
                    let progress = curve.progress(at: (Double(step) - delay) / Double(length))
                    let wobble = random.number(0...1) < 0.1 ? random.number(-2...2) : 0
                    samples.append(zip(from, to).map { $0 + ($1 - $0) * progress + wobble })
                }
                value = to
                index += length
            }
            spans += (0..<random.integer(0...3)).map { _ in
                let start = random.number(-5...Double(count))
                return .init(start: start, end: start + random.number(0...25), curve: random.curve())
            }
            let known = random.number(0...1) < 0.5 ? nil : samples.indices.map { _ in random.number(0...1) < 0.8 }
            let keyframes = KeyframeFitting.keyframes(samples, tolerance: [0.2, 0.2], spans: spans.reversed(), known: known)
            #expect(maximumError(keyframes, samples, known: known) <= 0.2 + 1e-9)
        }
    }
}
