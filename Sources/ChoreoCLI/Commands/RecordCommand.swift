import ArgumentParser
import Choreo
import Foundation

/// Records one demo scene as an HTML player page, a folder of SVG frames or one animated SVG.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record one example scene as an HTML player, SVG frames, an animated SVG or a Lottie file.",
        discussion: "Scenes: \(DemoCommand.sceneList).")

    /// What `record` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html
        case svgFrames = "svg-frames"
        case animatedSVG = "animated-svg"
        case lottie

        /// The default output path for a scene.
        func defaultPath(scene: String) -> String {
            switch self {
            case .html: "\(scene).html"
            case .svgFrames: "\(scene)-frames"
            case .animatedSVG: "\(scene).svg"
            case .lottie: "\(scene).json"
            }
        }
    }

    static let maximumFramesPerSecond = 240.0

    @Argument(help: ArgumentHelp("The scene to record.", valueName: "name"))
    var name: String

    @Option(help: "Frames per second (1 to 240).")
    var fps: Double = 60

    @Option(help: "html, svg-frames (a folder of numbered SVG files), animated-svg or lottie (a Lottie JSON file).")
    var format: Format = .html

    @Option(help: "Where to write: a file, or a folder for svg-frames (default: NAME.html, NAME-frames, NAME.svg).")
    var out: String?

    func validate() throws {
        _ = try DemoScene.scene(named: name)
        guard fps.isFinite, fps >= 1, fps <= Self.maximumFramesPerSecond else {
            throw ValidationError("--fps must be a number from 1 to \(Int(Self.maximumFramesPerSecond)), got \(fps)")
        }
        if let out, out.isEmpty { throw ValidationError("--out needs a path") }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let scene = try DemoScene.scene(named: name)
            let path = out ?? format.defaultPath(scene: scene.name)
            let recording = scene.record(fps)
            switch format {
            case .html:
                let url = try OutputPath.file(path)
                try OutputPath.write(recording.htmlPage(title: scene.title, caption: scene.caption,
                                                        plotNode: scene.plotNode, plotProperty: scene.plotProperty),
                                     to: url)
                print(url.path)
            case .animatedSVG:
                let url = try OutputPath.file(path)
                try OutputPath.write(recording.animatedSVG(), to: url)
                print(url.path)
            case .svgFrames:
                let url = try OutputPath.folder(path)
                do {
                    try recording.writeSVGFrames(to: url)
                } catch {
                    throw WriteError(path: url.path, reason: error.localizedDescription)
                }
                print("\(url.path) (\(recording.frames.count) frames)")
            case .lottie:
                let url = try OutputPath.file(path)
                try recording.writeLottie(to: url, name: scene.title)
                print(url.path)
            }
        }
    }
}
