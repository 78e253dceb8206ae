import ChoreoMotion
import ChoreoSupport
import Foundation

extension PropertyAnimator {
    /// Starts the nodes the animation blocks change one after another (see ``Stagger``); nil,
    /// the default: all together. Set it while the animator is inactive (it is ignored, with a
    /// debug message, once the blocks have run).
    ///
    /// Each node the blocks change when the animator starts is one element, in the order the
    /// blocks first change them; the distance orders use the centres of their new frames in
    /// the stage's coordinates. The animator's timeline then lasts the stagger's total (with
    /// ``Stagger/extendsDuration``, longer than ``duration``): ``fractionComplete`` and
    /// scrubbing run through the whole cascade, each element following the animator's timing
    /// in its own slot. Blocks added while the animator is active are not staggered: they run
    /// linearly over what is left of the timeline. Completions still run once, at the end.
    public var stagger: Stagger? {
        get { staggerSetting }
        set {
            guard state == .inactive else {
                Diagnostics.warn("PropertyAnimator.stagger can only be set while inactive; ignoring")
                return
            }
            staggerSetting = newValue
        }
    }

    /// The blocks of `group` have run: gives each node they changed its slot, and the animator
    /// the stagger's timeline.
    func scheduleStagger(of group: AnimatorGroup) {
        guard let stagger = staggerSetting else { return }
        let elements = group.takeStaggeredElements()
        let positions = elements.map { element in
            element.node.convert(CGPoint(x: element.node.bounds.midX, y: element.node.bounds.midY), to: nil)
        }
        let direction = elements.first?.node.stageLayoutDirection ?? .leftToRight
        let schedule = stagger.schedule(positions: positions, duration: duration, direction: direction)
        for (element, slot) in zip(elements, schedule.slots) { element.driver.slot = slot }
        let elementDuration = schedule.slots.first?.duration ?? duration
        staggered = StaggeredTimeline(duration: elements.isEmpty ? duration : schedule.totalDuration,
                                      elementTiming: ResolvedTiming(timingParameters, duration: elementDuration))
    }

    /// The share of a group's offsets (of one staggered element's, with `slot`) still on screen
    /// at `time`. Blocks added mid-flight (at `startProgress`) animate over what is left,
    /// reaching 0 together with the others.
    func remainingWeight(startProgress: Double, slot: StaggerSlot? = nil, at time: TimeInterval) -> Double {
        remainingWeight(startProgress: startProgress, slot: slot, progress: progress(at: time))
    }

    /// ``remainingWeight(startProgress:slot:at:)`` at the animation's `progress`.
    func remainingWeight(startProgress: Double, slot: StaggerSlot?, progress: Double) -> Double {
        var (start, progress) = (startProgress, progress)
        if let slot, let staggered {
            (start, progress) = (staggered.progress(start, in: slot), staggered.progress(progress, in: slot))
        }
        guard start > 0 else { return 1 - progress }
        guard start < 1 else { return 0 }
        return min(1, (1 - progress) / (1 - start))
    }
}

/// A staggered animator's timeline: its progress runs linearly over `duration` seconds, and
/// each element follows `elementTiming` over its own slot of it.
struct StaggeredTimeline {
    let duration: TimeInterval
    let elementTiming: ResolvedTiming

    /// An element's progress when the whole animation's is `progress`.
    func progress(_ progress: Double, in slot: StaggerSlot) -> Double {
        elementTiming.progress(at: slot.fraction(atElapsed: progress * duration))
    }
}

/// The driver of one staggered node's offsets: its weight follows the node's slot.
@MainActor
final class StaggeredDriver: AnimationDriver {
    weak var group: AnimatorGroup?
    /// Set once the blocks have run.
    var slot: StaggerSlot?

    init(group: AnimatorGroup) {
        self.group = group
    }

    func remainingWeight(at time: TimeInterval) -> Double {
        guard let group, let animator = group.animator else { return 0 }
        return animator.remainingWeight(startProgress: group.startProgress, slot: slot, at: time)
    }

    func propertyWasReset() {}
}
