import Choreo
@testable import ChoreoScene
import Foundation
import Testing

@MainActor
@Suite("A change of state does not depend on the order its nodes change in")
struct StateChangeOrderTests {
    /// The progress bar's change to "done", its nodes changed in file order and in reverse,
    /// then laid out in one transition as the player does: every node stays drawn.
    @Test(arguments: [false, true]) func theProgressBarsChange(_ reversed: Bool) throws {
        let player = ScenePlayer(document: try SceneFiles.example("progress"))
        let before = player.properties(of: "default"), after = player.properties(of: "done")
        let ids = reversed ? Array(player.builder.ids.reversed()) : player.builder.ids
        DisplayNode.performWithoutAnimation {
            for id in ids {
                guard let node = player.node(withID: id) else { continue }
                PropertyApplier.change(node, from: before[id] ?? [:], to: after[id] ?? [:])
            }
        }
        let root = try #require(player.stage.rootNode)
        _ = root.layoutThatFits(SizeRange(exactly: root.bounds.size))
        root.transitionLayout(withAnimation: true)
        player.clock.advance(by: 1)
        let drawn = player.stage.svg().components(separatedBy: "<title>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(drawn == ["upload", "doneTitle", "thumb1", "name1", "size1", "thumb2", "name2", "size2", "track", "fill",
                          "percentDone"])
    }
}
