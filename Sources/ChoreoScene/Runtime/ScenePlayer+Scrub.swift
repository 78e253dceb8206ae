import Choreo
import Foundation

/// A transition driven by hand: paused, its `fractionComplete` set from a drag (or the
/// timeline), then finished or cancelled.
struct Scrub {
    enum Driver {
        case screen(ScreenTransition)
        case layout(PropertyAnimator)
    }
    var driver: Driver
    var from: String
    var target: String
}

extension ScenePlayer {
    /// The `fractionComplete` of the transition being scrubbed, or nil when none is.
    public var scrubFraction: CGFloat? {
        switch scrub?.driver {
        case .screen(let transition)?: transition.fractionComplete
        case .layout(let animator)?: animator.fractionComplete
        case nil: nil
        }
    }

    /// Starts a paused transition to state `name` for scrubbing; false when it cannot (unknown
    /// state, or the state already shown).
    @discardableResult
    public func beginScrub(to name: String) -> Bool {
        guard document.stateNames.contains(name), name != state else { return false }
        cancelScrub()
        let from = state
        let transition = transitionSpec(from: from, to: name)
        if screen(of: name) != screen(of: from) {
            scrub = Scrub(driver: .screen(goToScreen(name, transition: transition, paused: true)), from: from, target: name)
            return true
        }
        let timing = Self.timing(transition)
        let animator = PropertyAnimator(duration: timing.duration ?? 0.3, curve: .linear) { [unowned self] in
            applyChanges(from: from, to: name, appearanceOnly: nil)
            stage.layoutIfNeeded()
        }
        animator.addCompletion { [weak self] position in
            guard let self, self.state == name, position == .start else { return }
            // Cancelled: back to where the drag started, exactly.
            DisplayNode.performWithoutAnimation { self.applyChanges(from: name, to: from, appearanceOnly: nil) }
            self.state = from
            self.stage.layoutIfNeeded()
        }
        state = name
        animator.pauseAnimation()
        scrub = Scrub(driver: .layout(animator), from: from, target: name)
        return true
    }

    /// Moves the scrubbed transition to `fraction` (clamped to 0...1).
    public func scrub(to fraction: CGFloat) {
        let value = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        switch scrub?.driver {
        case .screen(let transition)?: transition.fractionComplete = value
        case .layout(let animator)?: animator.fractionComplete = value
        case nil: break
        }
    }

    /// Lets the scrubbed transition go: on to the end when `finish`, else back to the start.
    public func endScrub(finish: Bool) {
        guard let current = scrub else { return }
        scrub = nil
        switch current.driver {
        case .screen(let transition):
            if finish { transition.finish() } else { transition.cancel() }
        case .layout(let animator):
            animator.isReversed = !finish
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
    }

    /// Ends a scrub where it is headed now (used when another change of state starts).
    func cancelScrub() {
        guard let current = scrub else { return }
        endScrub(finish: (scrubFraction ?? 0) >= 0.5)
        if case .layout(let animator) = current.driver { animator.finishAnimation(at: animator.isReversed ? .start : .end) }
    }
}
