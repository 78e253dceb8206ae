import Choreo
import ChoreoScene
import Foundation
import Testing

/// The scene file's top-level `prefersReducedMotion` switch.
@MainActor
@Suite struct ReducedMotionSceneTests {
    private let scene = """
        size: [300, 100]
        prefersReducedMotion: true
        screens:
          - id: root
            layout: absolute
            children:
              - {id: box, width: 50, height: 50, backgroundColor: red}
        states:
          moved: {set: {box: {layoutPosition: [200, 0]}}}
        transitions:
          - {to: moved, duration: 0.4, curve: linear}
        """

    @Test func theKeyTurnsItOnForThePlayersStage() throws {
        let document = try SceneDocument(yaml: scene)
        #expect(document.prefersReducedMotion)
        let player = ScenePlayer(document: document)
        #expect(player.stage.prefersReducedMotion)
        player.go(to: "moved")
        player.clock.advance(by: 0.1)
        let box = try #require(player.node(withID: "box"))
        // A dip: the old place, half faded (linear), instead of a quarter of the way.
        #expect(box.presentation.frame.minX == 0)
        #expect(box.presentation.alpha == 0.5)
    }

    @Test func itIsOffByDefaultAndTheDocumentCanOverrideIt() throws {
        var document = try SceneDocument(yaml: scene.replacingOccurrences(of: "prefersReducedMotion: true\n", with: ""))
        #expect(!document.prefersReducedMotion)
        #expect(!ScenePlayer(document: document).stage.prefersReducedMotion)
        document.prefersReducedMotion = true
        #expect(ScenePlayer(document: document).stage.prefersReducedMotion)
    }

    @Test func aWrongTypeIsALocatedError() {
        let yaml = """
            prefersReducedMotion: 3
            screens:
              - id: root
            """
        #expect(SceneFiles.errors(yaml) == ["1:23: 'prefersReducedMotion' must be true or false, got '3'"])
    }
}
