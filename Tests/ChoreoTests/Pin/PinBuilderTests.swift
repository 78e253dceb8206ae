@testable import Choreo
import Foundation
import Testing

extension PinTests {
    /// Applying once, statelessness, `pin` vs `pinFrame` with transforms, Percent and insets helpers.
    @MainActor @Suite struct Builder {
        @Test func appliesWhenReleasedAtTheEndOfTheStatement() {
            let f = PinFixture()
            f.a.pin.top(10)
            #expect(f.a.frame == CGRect(x: 140, y: 10, width: 200, height: 100))
        }

        @Test func layoutAppliesAtOnceAndOnlyOnce() {
            let f = PinFixture()
            let builder = f.a.pin.top(10)
            builder.layout()
            #expect(f.a.frame.minY == 10)
            f.a.frame.origin.y = 50
            builder.layout()
            #expect(f.a.frame.minY == 50)
        }

        @Test func aSupernodeReleasedOffTheMainActorClearsItsSubnodesCopies() async {
            // The last release happens in a detached task; the supernode's isolated deinit then
            // runs on the main actor and clears the unretained copy before this test resumes.
            let child = DisplayNode()
            child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let holder = NodeHolder()
            do {
                let parent = DisplayNode()
                parent.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
                parent.addSubnode(child)
                holder.node = parent
            }
            await Task.detached { holder.node = nil }.value
            await Task.yield()
            #expect(child.supernode == nil)
            #expect(child.unretainedSupernode == nil)
            child.pin.right()
            child.setNeedsLayout()
            #expect(child.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(child.stage == nil)
        }

        @Test func aBuilderInAVariableTakesSeparateCallsAndAppliesOnce() {
            // The chain methods consume their builder: calls on a variable each hand over a copy
            // of the reference, so nothing applies until the variable's last use.
            let f = PinFixture()
            let builder = f.a.pin
            builder.left(10)
            builder.width(30)
            #expect(f.a.frame.minX == 140)
            builder.top(20).layout()
            #expect(f.a.frame == CGRect(x: 10, y: 20, width: 30, height: 100))
            f.a.frame.origin.x = 50
            builder.layout()
            #expect(f.a.frame.minX == 50)
        }

        @Test func aBuilderKeptInAVariableWaitsForItsRelease() {
            let f = PinFixture()
            var builder: PinLayout? = f.a.pin.left(10)
            #expect(f.a.frame.minX == 140)
            _ = builder
            builder = nil
            #expect(f.a.frame.minX == 10)
        }

        @Test func aNodeWhoseSupernodeWasReleasedHasNone() {
            // The node keeps an unretained copy of its supernode for hot paths; the supernode's
            // deinit clears it, so pin sees no supernode rather than freed memory.
            let child = DisplayNode()
            child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            do {
                let parent = DisplayNode()
                parent.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
                parent.addSubnode(child)
                child.pin.right()
                #expect(child.frame == CGRect(x: 90, y: 0, width: 10, height: 10))
            }
            #expect(child.supernode == nil)
            child.pin.left().right().bottom()
            child.frame.size.width = 20
            #expect(child.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        }

        @Test func statelessAcrossStatements() {
            let f = PinFixture()
            f.a.pin.left(10).right(10)
            f.a.pin.width(30)
            #expect(f.a.frame == CGRect(x: 10, y: 100, width: 30, height: 100))
        }

        @Test func pinKeepsTheTransform() {
            let f = PinFixture()
            f.a.transform = Transform(scaleX: 2, y: 2)
            f.a.pin.left(0)
            #expect(f.a.untransformedFrame == CGRect(x: 0, y: 100, width: 200, height: 100))
            #expect(f.a.frame == CGRect(x: -100, y: 50, width: 400, height: 200))
            #expect(f.a.transform == Transform(scaleX: 2, y: 2))
        }

        @Test func pinFrameLaysOutTheTransformedFrame() {
            let f = PinFixture()
            f.a.transform = Transform(scaleX: 2, y: 2)
            f.a.pinFrame.left(0)
            #expect(f.a.frame == CGRect(x: 0, y: 50, width: 400, height: 200))
            #expect(f.a.untransformedFrame == CGRect(x: 100, y: 100, width: 200, height: 100))
        }

        @Test func pinFrameAll() {
            let f = PinFixture()
            f.a.transform = Transform(scaleX: 2, y: 2)
            f.a.pinFrame.all()
            #expect(f.a.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
            #expect(f.a.bounds.size == CGSize(width: 200, height: 200))
        }

        @Test func scaledParentContributesItsUntransformedSize() {
            let f = PinFixture()
            f.b.transform = Transform(scaleX: 2, y: 2)
            f.bChild.pin.top().bottom().left().right()
            #expect(f.bChild.untransformedFrame == CGRect(x: 0, y: 0, width: 110, height: 80))
        }

        @Test func referencesOfTransformedNodes() {
            let f = PinFixture()
            f.a.transform = Transform(scaleX: 2, y: 2)
            f.c.pin.width(of: f.a)
            #expect(f.c.frame.width == 200)
            f.c.pinFrame.width(of: f.a)
            #expect(f.c.frame.width == 400)
            f.c.pin.top(to: f.a.edge.bottom)
            #expect(f.c.frame.minY == 200)
            f.c.pinFrame.top(to: f.a.edge.bottom)
            #expect(f.c.frame.minY == 250)
        }

        @Test func percentAndInsetsHelpers() {
            #expect((50%).value == 50)
            #expect(Percent(value: 20).of(400) == 80)
            #expect((-20%).value == -20)
            #expect((2.5%).description == "2.5%")
            #expect((20%).description == "20%")
            #expect((Float(10)%).value == 10)
            #expect((CGFloat(12)%).value == 12)
            let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            #expect(insets + 10 == EdgeInsets(top: 11, left: 12, bottom: 13, right: 14))
            #expect(insets + CGFloat(0.5) == EdgeInsets(top: 1.5, left: 2.5, bottom: 3.5, right: 4.5))
            #expect(insets.minInsets(EdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
                == EdgeInsets(top: 5, left: 2, bottom: 5, right: 4))
            #expect(insets.minInsets(dx: 3, dy: 2) == EdgeInsets(top: 2, left: 3, bottom: 3, right: 4))
        }

        @Test func safeAreaFromTheStage() {
            _ = PinFixture()
            let stage = Stage(size: CGSize(width: 400, height: 800))
            stage.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
            let root = DisplayNode()
            stage.rootNode = root
            stage.layoutIfNeeded()
            let node = DisplayNode()
            root.addSubnode(node)
            let builder = root.pin
            #expect(builder.safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
            node.pin.all(root.pin.safeArea)
            #expect(node.frame == CGRect(x: 0, y: 44, width: 400, height: 722))
            node.pin.horizontally(root.pin.safeArea + 10).vertically(root.pin.safeArea)
            #expect(node.frame == CGRect(x: 10, y: 44, width: 380, height: 722))
        }

        @Test func layoutMarginsFromTheNode() {
            let f = PinFixture()
            f.root.layoutMargins = EdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
            f.a.pin.all().margin(f.root.pin.layoutMargins)
            #expect(f.a.frame == CGRect(x: 20, y: 16, width: 360, height: 368))
        }

        @Test func visibleFiltersHiddenAndTransparentNodes() {
            let f = PinFixture()
            f.b.isHidden = true
            f.c.alpha = 0
            #expect(visible([f.a, f.b, f.c]).map(ObjectIdentifier.init) == [ObjectIdentifier(f.a)])
        }
    }
}

/// Hands a node to another task, so its last release happens off the main actor.
private final class NodeHolder: @unchecked Sendable {
    var node: DisplayNode?
}
