import Choreo
import ChoreoScene
import Foundation
import Testing

@MainActor
@Suite("Example scenes")
struct ExampleSceneTests {
    @Test func signUpLoadsAndLaysOut() throws {
        let document = try SceneFiles.example("signup")
        #expect(document.stateNames == ["default", "password"])
        let player = ScenePlayer(document: document)
        let field = try #require(player.node(withID: "userNameField"))
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 20, y: 101, width: 218, height: 44))
        let button = try #require(player.node(withID: "nextButton"))
        #expect(button.convert(button.bounds, to: nil) == CGRect(x: 248, y: 101, width: 92, height: 44))
    }

    @Test func tapOnTheCardFillsTheProgressBar() throws {
        let player = ScenePlayer(document: try SceneFiles.example("progress"))
        let fill = try #require(player.node(withID: "fill"))
        #expect(fill.presentation.frame.width == 38)
        player.clock.advance(by: 1.0 / 60)
        player.pointerDown(at: CGPoint(x: 100, y: 20))
        player.pointerUp(at: CGPoint(x: 100, y: 20))
        #expect(player.state == "done")
        player.clock.advance(by: 0.6)
        let halfWay = fill.presentation.frame.width
        #expect(halfWay > 38 && halfWay < 320)
        player.clock.advance(by: 0.7)
        #expect(fill.presentation.frame.width == 320)
        #expect(player.node(withID: "title")?.supernode == nil)
    }

    @Test func everyExampleLoads() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: SceneFiles.examples.path).filter { $0.hasSuffix(".yaml") }
        #expect(names.count >= 5)
        for name in names { _ = try SceneDocument(contentsOf: SceneFiles.examples.appendingPathComponent(name)) }
    }
}
