import Choreo
import Foundation

/// Samples a stage on a manual clock as SVG frames, running scripted events on the way.
@MainActor
struct FrameRecorder {
    /// Something that happens at `time` seconds into the recording (before that frame is drawn).
    struct Event {
        let time: TimeInterval
        let action: @MainActor () -> Void
    }

    let stage: Stage
    let clock: ManualClock
    var framesPerSecond: Double = 60

    /// `duration` seconds of frames, one every 1/fps s starting at 0; each event runs once the
    /// clock reaches its time.
    func record(duration: TimeInterval, events: [Event]) -> [String] {
        let start = clock.now
        let count = Int((duration * framesPerSecond).rounded())
        var pending = events.sorted { $0.time < $1.time }[...]
        var frames: [String] = []
        frames.reserveCapacity(count)
        for index in 0..<count {
            let time = Double(index) / framesPerSecond
            while let event = pending.first, event.time <= time {
                clock.advance(to: start + event.time)
                event.action()
                pending = pending.dropFirst()
            }
            clock.advance(to: start + time)
            frames.append(stage.svg())
        }
        return frames
    }
}
