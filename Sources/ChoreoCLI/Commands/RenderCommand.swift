import ArgumentParser
import Choreo
import ChoreoScene
import Foundation

/// Records a scene file's timeline in one of the export formats.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file's timeline as an HTML player, SVG frames, an animated SVG, a Lottie file or a video.")

    @Argument(help: ArgumentHelp("The scene file (YAML or JSON).", valueName: "scene"))
    var scene: String

    @Option(help: ArgumentHelp(RecordingOutput.formatHelp))
    var format: RecordingOutput.Format = .html

    @Option(help: "Where to write: a file, or a folder for svg-frames and png-frames (default: beside the scene).")
    var out: String?

    @Option(help: "Frames per second (1 to 240).")
    var fps: Double = 60

    @Option(help: "Pixels per point of mp4, gif, webm and png-frames (above 0, at most 8).")
    var scale: Double = 1

    func validate() throws {
        try RecordingOutput.validate(fps: fps, scale: scale, out: out)
    }

    func run() throws {
        let document = try CheckCommand.load(scene)
        try MainActor.assumeIsolated {
            let recording = document.record(framesPerSecond: fps)
            let stem = URL(fileURLWithPath: scene).deletingPathExtension().path
            let path = out ?? format.defaultPath(scene: stem)
            let presentation = RecordingOutput.Presentation(title: document.title, caption: document.caption,
                                                            plotNode: document.plotNode)
            print(try RecordingOutput.write(recording, as: format, to: path, presentation: presentation, scale: scale))
        }
    }
}
