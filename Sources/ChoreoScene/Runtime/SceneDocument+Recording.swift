import Choreo
import Foundation

extension SceneDocument {
    /// Records the scene's `timeline`: a new player from its initial state, the timeline's
    /// events run at their times, `timeline.duration` seconds at `framesPerSecond`.
    @MainActor
    public func record(framesPerSecond: Double = 60) -> Recording {
        let player = ScenePlayer(document: self)
        let recorder = StageRecorder(stage: player.stage, clock: player.clock, framesPerSecond: framesPerSecond)
        player.startTimers()
        let step = 1 / max(framesPerSecond, 1)
        for event in spec.timeline {
            switch event.action {
            case .go(let state):
                recorder.at(event.time, mark: .transitionStarted, "to \(state.value)") { player.go(to: state.value) }
            case .tap(let id):
                recorder.at(event.time, mark: .note, "tap \(id.value)") { player.tap(id.value) }
            case .release(let finish):
                recorder.at(event.time, mark: finish ? .transitionCompleted : .transitionCancelled, finish ? "release: finish" : "release: cancel") {
                    player.endScrub(finish: finish)
                }
            case .scrub(let state, let fraction, let over):
                var start: CGFloat = 0
                recorder.at(event.time, mark: .note, "scrub to \(state.value)") {
                    if player.scrub == nil { player.beginScrub(to: state.value) }
                    start = player.scrubFraction ?? 0
                    if over <= 0 { player.scrub(to: fraction) }
                }
                // The fraction moves evenly over `over` seconds, one step per frame.
                let steps = Int((over / step).rounded())
                for index in stride(from: 1, through: steps, by: 1) {
                    recorder.at(event.time + Double(index) * step) {
                        player.scrub(to: start + (fraction - start) * CGFloat(index) / CGFloat(steps))
                    }
                }
            }
        }
        return recorder.record(duration: spec.timelineDuration)
    }
}

extension ScenePlayer {
    /// Fires the tap trigger of the node with `id`, as a tap on it would; false when it has none.
    @discardableResult
    public func tap(_ id: String) -> Bool {
        guard let trigger = document.spec.triggers.first(where: { if case .tap(let node) = $0.kind { node.value == id } else { false } })
        else { return false }
        fire(trigger)
        return true
    }
}
