@testable import Choreo
import ChoreoRender
import Foundation
import Testing

/// Three nodes sliding right over one second with a linear curve: a named one, a text, and one
/// that hides and shows again (so frames have three items, then two, then three).
@MainActor
private struct SlidingScene {
    let scene = TestStage(size: CGSize(width: 300, height: 100))
    let named = DisplayNode(), text = TextNode(text: "Hi", fontSize: 12), blinking = DisplayNode()

    init() {
        named.debugName = "named"
        let nodes = [named, text, blinking]
        for (index, node) in nodes.enumerated() {
            node.backgroundColor = .blue
            scene.add(CGRect(x: 0, y: CGFloat(index) * 30, width: 20, height: 20), node)
        }
        DisplayNode.animate(withDuration: 1, options: .curveLinear) {
            for node in nodes { node.frame.origin.x = 100 }
        }
    }

    /// Moves the clock to `time` (seconds after the animation's start), hiding the blinking
    /// node between 0.3 and 0.5.
    func move(to time: TimeInterval) {
        scene.advance(time - scene.clock.now)
        blinking.isHidden = time >= 0.3 && time < 0.5
    }
}

/// While something animates, a stage builds each frame in the buffer of the last one once the
/// caller has let go of it, and never writes over a tree the caller still holds.
@MainActor
@Suite("Item buffer")
struct ItemBufferTests {
    private static let times: [TimeInterval] = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6]

    /// The frames of a scene rendered at `times`, each tree kept, so each was built in a new buffer.
    private func freshFrames() -> [RenderTree] {
        let twin = SlidingScene()
        var trees: [RenderTree] = []
        for time in ItemBufferTests.times {
            twin.move(to: time)
            trees.append(twin.scene.stage.renderTree())
        }
        #expect(twin.scene.stage.newItemBuffers == ItemBufferTests.times.count)
        return trees
    }

    @Test("an animating stage builds each frame in the last one's buffer, drawing what a new buffer shows")
    func framesReuseTheLastBuffer() throws {
        let sliding = SlidingScene()
        let expected = freshFrames()
        for (time, fresh) in zip(ItemBufferTests.times, expected) {
            sliding.move(to: time)
            let tree = sliding.scene.stage.renderTree()
            #expect(tree == fresh, "at \(time)")
        }
        #expect(sliding.scene.stage.newItemBuffers == 1)
        // Linear, at 0.6 of the way from 0 to 100; the blinking node is back.
        let last = try #require(expected.last)
        #expect(last.items.count == 4)
        #expect(last.items[1].name == "named" && last.items[1].transform.tx == 60)
        #expect(last.items[2].text?.string == "Hi")
        #expect(expected[3].items.count == 3)
    }

    @Test("a tree the caller holds keeps what it drew while later frames are built")
    func heldTreesAreNotWrittenOver() {
        let sliding = SlidingScene()
        let expected = freshFrames()
        var held: [RenderTree] = []
        for time in ItemBufferTests.times {
            sliding.move(to: time)
            held.append(sliding.scene.stage.renderTree())
        }
        #expect(held == expected)
        #expect(sliding.scene.stage.newItemBuffers == ItemBufferTests.times.count)
    }

    @Test("items taken out of a tree the caller let go of keep what they were")
    func itemsTakenOutAreNotWrittenOver() {
        let sliding = SlidingScene()
        let expected = freshFrames()
        var items: [[RenderItem]] = []
        for time in ItemBufferTests.times {
            sliding.move(to: time)
            items.append(sliding.scene.stage.renderTree().items)
        }
        #expect(items == expected.map(\.items))
    }

    @Test("a stage at rest keeps no buffer: each frame after the animation's end takes a new one")
    func restingStageKeepsNoBuffer() {
        let sliding = SlidingScene()
        sliding.move(to: 0.5)
        _ = sliding.scene.stage.renderTree()
        #expect(sliding.scene.stage.newItemBuffers == 1)
        // The first frame after the end still finds the finished tracks, which it drops: its
        // buffer is kept, and the next frame is built in it and keeps none.
        sliding.move(to: 1.5)
        _ = sliding.scene.stage.renderTree()
        _ = sliding.scene.stage.renderTree()
        #expect(sliding.scene.stage.newItemBuffers == 1)
        _ = sliding.scene.stage.renderTree()
        _ = sliding.scene.stage.renderTree()
        #expect(sliding.scene.stage.newItemBuffers == 3)
        #expect(sliding.scene.stage.renderTree().items[1].transform.tx == 100)
    }
}
