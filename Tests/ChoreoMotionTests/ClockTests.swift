import Foundation
import Testing
@testable import ChoreoMotion

@MainActor
@Suite("Clocks")
struct ClockTests {
    @Test("advance runs due actions in time order with now at each due time, then one frame")
    func ordering() {
        let clock = ManualClock(now: 1)
        var log: [String] = []
        clock.addFrameObserver { log.append("frame@\($0)") }
        clock.schedule(at: 1.5) { log.append("b@\(clock.now)") }
        clock.schedule(at: 1.25) { log.append("a@\(clock.now)") }
        clock.schedule(at: 3) { log.append("late@\(clock.now)") }
        clock.advance(by: 1)
        #expect(log == ["a@1.25", "b@1.5", "frame@2.0"])
        #expect(clock.now == 2)
        clock.advance(by: 1)
        #expect(log.suffix(2) == ["late@3.0", "frame@3.0"])
    }

    @Test("Actions scheduled during an advance run in it when due before its end")
    func nestedScheduling() {
        let clock = ManualClock()
        var log: [String] = []
        clock.schedule(at: 0.1) {
            log.append("first@\(clock.now)")
            clock.schedule(at: 0.3) { log.append("nested@\(clock.now)") }
            clock.schedule(at: 0.05) { log.append("overdue@\(clock.now)") }
            clock.schedule(at: 2) { log.append("beyond@\(clock.now)") }
        }
        clock.schedule(at: 0.2) { log.append("second@\(clock.now)") }
        clock.advance(by: 1)
        #expect(log == ["first@0.1", "overdue@0.1", "second@0.2", "nested@0.3"])
        clock.advance(by: 1)
        #expect(log.last == "beyond@2.0")
    }

    @Test("Equal due times run in scheduling order")
    func ties() {
        let clock = ManualClock()
        var log: [Int] = []
        for index in 0..<5 { clock.schedule(at: 0.5) { log.append(index) } }
        clock.schedule(at: 0.4) { log.append(-1) }
        clock.advance(by: 0.5)
        #expect(log == [-1, 0, 1, 2, 3, 4])
    }

    @Test("Actions already due wait for the next advance and leave now unchanged")
    func pastDue() {
        let clock = ManualClock(now: 5)
        var seen: [Double] = []
        clock.schedule(at: 2) { seen.append(clock.now) }
        #expect(seen.isEmpty)
        clock.advance(by: 0)
        #expect(seen == [5])
        clock.schedule(after: 0.5) { seen.append(clock.now) }
        clock.advance(to: 6)
        #expect(seen == [5, 5.5])
    }

    @Test("Cancelling actions and observers, also from inside callbacks")
    func cancelling() {
        let clock = ManualClock()
        var log: [String] = []
        let doomed = clock.schedule(at: 0.5) { log.append("doomed") }
        let second = TokenBox()
        // Unowned: an observer holding its own clock strongly would keep both alive.
        clock.addFrameObserver { [unowned clock] _ in
            log.append("first")
            if let token = second.token { clock.cancel(token) }
        }
        second.token = clock.addFrameObserver { _ in log.append("second") }
        clock.cancel(doomed)
        clock.advance(by: 1)
        #expect(log == ["first"])
        clock.cancel(doomed)  // spent tokens are ignored
        clock.advance(by: 1)
        #expect(log == ["first", "first"])
    }

    @Test("Observers added during a frame start on the next frame")
    func observerAddedDuringFrame() {
        let clock = ManualClock()
        var frames: [Double] = []
        var added = false
        clock.addFrameObserver { [unowned clock] _ in
            guard !added else { return }
            added = true
            clock.addFrameObserver { frames.append($0) }
        }
        clock.advance(by: 0.5)
        #expect(frames.isEmpty)
        clock.advance(by: 0.5)
        #expect(frames == [1])
    }

    @Test("Negative, infinite and NaN advances are ignored")
    func badAdvance() {
        let clock = ManualClock(now: 1)
        var frames = 0
        clock.addFrameObserver { _ in frames += 1 }
        for amount in [-1, Double.nan, .infinity] { clock.advance(by: amount) }
        #expect(clock.now == 1)
        #expect(frames == 0)
        #expect(warned("advance", "-1.0"))
        #expect(ManualClock(now: .nan).now == 0)
    }

    @Test("NaN schedule times count as now; infinite ones never fire")
    func badScheduleTimes() {
        let clock = ManualClock(now: 2)
        var log: [String] = []
        clock.schedule(at: .nan) { log.append("nan@\(clock.now)") }
        clock.schedule(at: .infinity) { log.append("never") }
        clock.advance(by: 1e6)
        #expect(log == ["nan@2.0"])
    }

    @Test("Driving an animated value from a manual clock's frames")
    func drivesAnimation() {
        let clock = ManualClock()
        var value = AnimatedValue(CGFloat(0))
        value.animate(to: 60, with: .linear(duration: 1), at: clock.now)
        var samples: [CGFloat] = []
        clock.addFrameObserver { samples.append(value.presentationValue(at: $0)) }
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
        #expect(samples.count == 60)
        expectClose(samples[29], 30, tolerance: 1e-9)
        #expect(samples.last == 60)
    }

    @Test("DisplayLinkClock starts and stops, reads monotonic time and ticks due work in order")
    func displayLink() {
        let clock = DisplayLinkClock(framesPerSecond: 120)
        #expect(clock.framesPerSecond == 120)
        #expect(!clock.isRunning)
        clock.start()
        #expect(clock.isRunning)
        clock.start()
        clock.stop()
        #expect(!clock.isRunning)
        let first = clock.now
        #expect(clock.now >= first)
        var log: [String] = []
        clock.schedule(at: first - 1) { log.append("due") }
        clock.schedule(at: first + 3600) { log.append("later") }
        clock.addFrameObserver { time in log.append(time >= first ? "frame" : "stale") }
        clock.tick()
        #expect(log == ["due", "frame"])
        #expect(DisplayLinkClock(framesPerSecond: 0).framesPerSecond == 60)
    }

    @Test("DisplayLinkClock delivers real frames on the main queue")
    func displayLinkTicks() async {
        let clock = DisplayLinkClock(framesPerSecond: 100)
        let frame: Double = await withCheckedContinuation { continuation in
            let observer = TokenBox()
            observer.token = clock.addFrameObserver { time in
                guard let token = observer.token else { return }
                clock.cancel(token)
                observer.token = nil
                continuation.resume(returning: time)
            }
            clock.start()
        }
        clock.stop()
        #expect(frame > 0)
    }
}

/// Lets a clock callback refer to a token that is assigned after the callback is created.
@MainActor
private final class TokenBox {
    var token: ClockToken?
}
