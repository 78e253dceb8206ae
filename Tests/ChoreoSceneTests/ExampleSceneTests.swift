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
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 20, y: 105, width: 218, height: 44))
        let button = try #require(player.node(withID: "nextButton"))
        #expect(button.convert(button.bounds, to: nil) == CGRect(x: 248, y: 105, width: 92, height: 44))
    }

    @Test func tapOnTheButtonSlidesThePasswordFieldIn() throws {
        let player = ScenePlayer(document: try SceneFiles.example("signup"))
        player.pointerDown(at: CGPoint(x: 290, y: 120))
        player.pointerUp(at: CGPoint(x: 290, y: 120))
        #expect(player.state == "password")
        let password = try #require(player.node(withID: "passwordField"))
        player.clock.advance(by: 0.25)
        let halfWay = password.presentation.frame
        #expect(halfWay.minX > 20 && halfWay.minX < 380)
        player.clock.advance(by: 0.3)
        #expect(password.presentation.frame == CGRect(x: 0, y: 0, width: 218, height: 44))
        #expect(player.node(withID: "userNameField")?.supernode == nil)
    }
}
