@testable import Choreo
import Foundation
import Testing

/// PinLayout's animation example on nodes: a box docked left, toggled right. `layout()` pins it;
/// `usesGuard` adds the guide's collision guard (`isAnimating`: set in the animation block,
/// checked in `layout()`, reset in the completion).
@MainActor
final class DockedBoxView: DisplayNode {
    enum Dock { case left, right }

    let box = DisplayNode()
    let label = DisplayNode()
    var dock = Dock.left
    var boxSide: CGFloat = 80
    var usesGuard = false
    var isAnimating = false

    override init() {
        super.init()
        addSubnode(label)
        addSubnode(box)
    }

    override func layout() {
        if usesGuard && isAnimating { return }
        layoutBox()
    }

    /// The layout method of the guide's second strategy.
    func layoutBox() {
        label.pin.top(10).horizontally(10).height(20)
        switch dock {
        case .left: box.pin.vCenter().left(20).size(boxSide)
        case .right: box.pin.vCenter().right(20).size(boxSide)
        }
    }

    /// Toggles with the guarded pattern of the guide.
    func toggleGuarded(duration: TimeInterval, completion: ((Bool) -> Void)? = nil) {
        DisplayNode.animate(withDuration: duration, options: .curveLinear, animations: {
            self.isAnimating = true
            self.dock = self.dock == .left ? .right : .left
            self.setNeedsLayout()
            self.isAnimating = false
            self.layoutIfNeeded()
            self.isAnimating = true
        }, completion: { finished in
            self.isAnimating = false
            completion?(finished)
        })
    }
}

@MainActor
struct DockedScene {
    let clock = ManualClock()
    let stage: Stage
    let view = DockedBoxView()

    init(width: CGFloat = 400, usesGuard: Bool = false) {
        _ = PinFixture()
        stage = Stage(size: CGSize(width: width, height: 300), clock: clock)
        view.usesGuard = usesGuard
        stage.rootNode = view
        stage.layoutIfNeeded()
    }

    /// The box's frame on screen at `time` (sampled without side effects).
    func onScreen(at time: TimeInterval) -> CGRect { view.box.state.untransformedFrame.presentation(at: time) }
    var onScreenNow: CGRect { view.box.presentation.frame }
}

extension PinTests {
    @MainActor @Suite struct Animations {
        static let docked = CGRect(x: 20, y: 110, width: 80, height: 80)
        static let moved = CGRect(x: 300, y: 110, width: 80, height: 80)

        @Test func initialLayoutPinsTheBox() {
            let scene = DockedScene()
            #expect(scene.view.box.frame == Self.docked)
            #expect(scene.view.label.frame == CGRect(x: 10, y: 10, width: 380, height: 20))
        }

        /// Strategy 1: `setNeedsLayout(); layoutIfNeeded()` inside the animation block.
        @Test func strategySetNeedsLayoutInBlock() {
            let scene = DockedScene()
            let log = CompletionLog<Bool>()
            scene.view.dock = .right
            DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: {
                scene.view.setNeedsLayout()
                scene.view.layoutIfNeeded()
            }, completion: log.handler)
            #expect(scene.view.box.frame == Self.moved)
            #expect(scene.onScreenNow == Self.docked)
            scene.clock.advance(by: 0.25)
            #expect(close(scene.onScreenNow, CGRect(x: 90, y: 110, width: 80, height: 80)))
            scene.clock.advance(by: 0.25)
            #expect(close(scene.onScreenNow, CGRect(x: 160, y: 110, width: 80, height: 80)))
            scene.clock.advance(by: 0.5)
            #expect(scene.onScreenNow == Self.moved)
            #expect(log.calls == [true])
        }

        /// Strategy 2: a layout method called inside the block.
        @Test func strategyLayoutMethodInBlock() {
            let scene = DockedScene()
            let log = CompletionLog<Bool>()
            DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: {
                scene.view.dock = .right
                scene.view.layoutBox()
            }, completion: log.handler)
            #expect(scene.view.box.frame == Self.moved)
            scene.clock.advance(by: 0.5)
            #expect(close(scene.onScreenNow, CGRect(x: 160, y: 110, width: 80, height: 80)))
            scene.clock.advance(by: 0.5)
            #expect(scene.onScreenNow == Self.moved)
            #expect(log.calls == [true])
        }

        /// Strategy 3: an animation-state enum whose change marks the layout stale.
        @Test func strategyStateEnum() {
            let scene = DockedScene()
            let log = CompletionLog<Bool>()
            DisplayNode.animate(withDuration: 0.5, options: .curveLinear, animations: {
                scene.view.dock = .right
                scene.view.setNeedsLayout()
                scene.view.layoutIfNeeded()
            }, completion: log.handler)
            scene.clock.advance(by: 0.25)
            #expect(close(scene.onScreenNow, CGRect(x: 160, y: 110, width: 80, height: 80)))
            DisplayNode.animate(withDuration: 0.5, options: .curveLinear, animations: {
                scene.view.dock = .left
                scene.view.setNeedsLayout()
                scene.view.layoutIfNeeded()
            }, completion: log.handler)
            // From what is on screen: no jump when the second animation starts.
            #expect(close(scene.onScreenNow, CGRect(x: 160, y: 110, width: 80, height: 80)))
            scene.clock.advance(by: 0.5)
            #expect(scene.onScreenNow == Self.docked)
            #expect(log.calls == [true, true])
        }

        /// Only what the pin calls change animates: the label keeps its frame and never animates.
        @Test func onlyChangedFramesAnimate() {
            let scene = DockedScene()
            let label = scene.view.label.frame
            DisplayNode.animate(withDuration: 1, options: .curveLinear) {
                scene.view.dock = .right
                scene.view.setNeedsLayout()
                scene.view.layoutIfNeeded()
            }
            #expect(!scene.view.label.state.untransformedFrame.isAnimating(at: scene.clock.now))
            scene.clock.advance(by: 0.5)
            #expect(scene.view.label.presentation.frame == label)
            #expect(scene.view.box.state.untransformedFrame.isAnimating(at: scene.clock.now))
        }

        /// Shrinking animates too (PinLayout users reported it did not).
        @Test func shrinkingAnimates() {
            let scene = DockedScene()
            DisplayNode.animate(withDuration: 1, options: .curveLinear) {
                scene.view.box.pin.width(30).height(30)
            }
            #expect(scene.view.box.frame == CGRect(x: 20, y: 110, width: 30, height: 30))
            scene.clock.advance(by: 0.5)
            #expect(close(scene.onScreenNow, CGRect(x: 20, y: 110, width: 55, height: 55)))
            scene.clock.advance(by: 0.5)
            #expect(scene.onScreenNow == CGRect(x: 20, y: 110, width: 30, height: 30))
        }

        /// The guide's collision case without its flag, when the mid-animation layout pass changes
        /// nothing: frame by frame the same as the guarded version.
        @Test func flagFreeMatchesGuardedWhenNothingChanged() {
            let guarded = DockedScene(usesGuard: true)
            let free = DockedScene()
            let guardedLog = CompletionLog<Bool>(), freeLog = CompletionLog<Bool>()
            guarded.view.toggleGuarded(duration: 2, completion: guardedLog.handler)
            free.view.dock = .right
            DisplayNode.animate(withDuration: 2, options: .curveLinear, animations: {
                free.view.setNeedsLayout()
                free.view.layoutIfNeeded()
            }, completion: freeLog.handler)
            for frame in 1...150 {
                if frame == 30 || frame == 60 {
                    // A text change: layout() runs again on the next frame (the stage's pass).
                    guarded.view.setNeedsLayout()
                    free.view.setNeedsLayout()
                }
                guarded.clock.advance(by: 1.0 / 60)
                free.clock.advance(by: 1.0 / 60)
                #expect(close(guarded.onScreenNow, free.onScreenNow, 1e-9), "frame \(frame)")
            }
            #expect(free.onScreenNow == Self.moved)
            #expect(guardedLog.calls == [true])
            #expect(freeLog.calls == [true])
        }

        /// The collision case when something changed (the supernode grew mid-animation): the
        /// flag-free version retargets with continuous position and velocity and ends on the
        /// new frame when the animation was due to end; its completion still reports true.
        @Test func flagFreeRetargetsSmoothlyWhenSizeChanges() {
            let scene = DockedScene()
            let log = CompletionLog<Bool>()
            scene.view.dock = .right
            DisplayNode.animate(withDuration: 1, options: .curveEaseInOut, animations: {
                scene.view.setNeedsLayout()
                scene.view.layoutIfNeeded()
            }, completion: log.handler)
            scene.clock.advance(by: 0.4)
            let t = scene.clock.now, h = 1e-4
            let before = (scene.onScreen(at: t - h).minX, scene.onScreen(at: t).minX)
            scene.stage.size = CGSize(width: 500, height: 300)
            scene.stage.layoutIfNeeded()
            #expect(scene.view.box.frame == CGRect(x: 400, y: 110, width: 80, height: 80))
            let after = (scene.onScreen(at: t).minX, scene.onScreen(at: t + h).minX)
            #expect(close(after.0, before.1, 1e-9))
            let velocityBefore = (before.1 - before.0) / h, velocityAfter = (after.1 - after.0) / h
            #expect(abs(velocityAfter - velocityBefore) < 0.5)
            #expect(scene.view.box.state.untransformedFrame.isAnimating(at: t))
            scene.clock.advance(by: 0.3)
            #expect(scene.onScreenNow.minX > after.1)
            scene.clock.advance(by: 0.3)
            #expect(scene.onScreenNow == CGRect(x: 400, y: 110, width: 80, height: 80))
            #expect(log.calls == [true])
        }

        /// The same change with the guard: the box keeps going to the old target (the guard's
        /// weakness the flag-free version removes).
        @Test func guardedIgnoresTheSizeChange() {
            let scene = DockedScene(usesGuard: true)
            scene.view.toggleGuarded(duration: 1)
            scene.clock.advance(by: 0.4)
            scene.stage.size = CGSize(width: 500, height: 300)
            scene.clock.advance(by: 1.0 / 60)   // the stage's layout pass: layout() returns early
            scene.clock.advance(by: 0.6 - 1.0 / 60)
            #expect(scene.onScreenNow == Self.moved)
            #expect(scene.view.box.frame == Self.moved)
        }

        /// A text change mid-animation that moves the target: the box size grows, retargeted.
        @Test func retargetOnContentChange() {
            let scene = DockedScene()
            DisplayNode.animate(withDuration: 1, options: .curveLinear) {
                scene.view.dock = .right
                scene.view.layoutBox()
            }
            scene.clock.advance(by: 0.5)
            let mid = scene.onScreenNow
            scene.view.boxSide = 100
            scene.view.setNeedsLayout()
            scene.clock.advance(by: 0)
            #expect(scene.view.box.frame == CGRect(x: 280, y: 100, width: 100, height: 100))
            #expect(close(scene.onScreenNow, mid, 1e-9))
            scene.clock.advance(by: 0.5)
            #expect(scene.onScreenNow == CGRect(x: 280, y: 100, width: 100, height: 100))
        }

        /// A layout pass outside any animation with nothing animating: pins apply at once.
        @Test func layoutPassWithoutAnimationSnaps() {
            let scene = DockedScene()
            scene.view.dock = .right
            scene.view.setNeedsLayout()
            scene.clock.advance(by: 1.0 / 60)
            #expect(scene.onScreenNow == Self.moved)
        }
    }
}
