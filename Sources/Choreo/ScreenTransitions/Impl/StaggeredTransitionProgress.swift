import ChoreoMotion
import Foundation

/// A staggered screen transition's progress: the playhead runs linearly over the whole
/// stagger, and each element follows the transition's timing over its own slot of it.
struct StaggeredTransitionProgress {
    /// The whole transition, in seconds.
    let duration: TimeInterval
    /// Each element's slot (an element with none, such as one without animation, follows the
    /// whole transition's timing).
    private let slots: [Int: StaggerSlot]
    /// The timing over one element's slot, and over the whole transition (the screens' fades).
    private let elementTiming: TransitionProgress
    private let wholeTiming: TransitionProgress

    /// The elements of `plan` staggered by `stagger` for a transition of `duration` seconds per
    /// element: in the combined identifier tree's order, at the centres of their destination
    /// frames (source frames for removed elements).
    @MainActor
    init(plan: TransitionPlan, stagger: Stagger, timing: TransitionTiming, duration: TimeInterval,
         direction: LayoutDirection) {
        var order: [Int] = []
        var seen = Set<Int>()
        for (index, _) in plan.drawingOrder() where seen.insert(index).inserted { order.append(index) }
        let positions = order.map { index -> CGPoint in
            let element = plan.elements[index]
            let frame = element.destinationNode != nil ? element.destinationFrame : element.sourceFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        let schedule = stagger.schedule(positions: positions, duration: duration, direction: direction)
        slots = Dictionary(uniqueKeysWithValues: zip(order, schedule.slots))
        self.duration = order.isEmpty ? duration : schedule.totalDuration
        elementTiming = TransitionProgress(timing: timing, duration: schedule.slots.first?.duration ?? duration)
        wholeTiming = TransitionProgress(timing: timing, duration: self.duration)
    }

    /// Element `index`'s progress when the playhead's (linear) progress is `progress`.
    func progress(_ progress: CGFloat, of index: Int) -> CGFloat {
        guard let slot = slots[index] else { return screenProgress(progress) }
        return CGFloat(elementTiming(slot.fraction(atElapsed: Double(progress) * duration)))
    }

    /// The screens' fades: the transition's timing over the whole stagger.
    func screenProgress(_ progress: CGFloat) -> CGFloat {
        CGFloat(wholeTiming(min(max(Double(progress), 0), 1)))
    }
}
