import ArgumentParser
import Choreo
import Foundation

/// Writes the demo page: example screens animating, recorded and played by the HTML player.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Write an HTML page playing the example screens' animations (60 fps), and each scene's Lottie file and GIF beside it.",
        discussion: "Scenes: \(sceneList).")

    static var sceneList: String {
        DemoScene.names.joined(separator: ", ")
    }

    @Option(name: .long, help: "Where to write the page.")
    var out: String = "choreo-demo.html"

    @Option(name: .long, help: ArgumentHelp("Only this scene (repeat for more).", valueName: "name"))
    var scene: [String] = []

    @Flag(name: .long, help: "List the scenes' names and titles instead of writing the page.")
    var list = false

    @Flag(name: .long, help: "Write only the page, without each scene's Lottie file and GIF.")
    var pageOnly = false

    func validate() throws {
        guard !out.isEmpty else { throw ValidationError("--out needs a file path") }
        for name in scene { _ = try DemoScene.scene(named: name) }
    }

    func run() throws {
        // The command runs on the main thread, where nodes and stages live.
        try MainActor.assumeIsolated {
            if list {
                for scene in DemoScene.all { print("\(scene.name)\t\(scene.title)") }
                return
            }
            let scenes = try scene.isEmpty ? DemoScene.all : scene.map(DemoScene.scene(named:))
            let url = try OutputPath.file(out)
            var exports = DemoExports(page: url)
            let html = try DemoPage.html(scenes: scenes) { scene, recording in
                pageOnly ? [] : try exports.write(scene, recording)
            }
            try OutputPath.write(html, to: url)
            print(url.path)
        }
    }
}

