import ArgumentParser
import Choreo
import ChoreoScene
import Foundation

/// Records a scene file's timeline in one of the export formats.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file's timeline as an HTML player, SVG frames, an animated SVG, a Lottie file or a video.",
        discussion: """
            --check-motion records the timeline and prints a motion report instead of writing a file: every \
            element (node debug name) that moves more than a third of the stage in one movement (WCAG 2.3.3) \
            or flashes more than three times in one second (WCAG 2.3.1), one line each. It exits 0 when \
            there is none and 1 otherwise. Add --reduced-motion to check the scene as a user who asked for \
            reduced motion sees it.
            """)

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

    @Flag(help: "Record with the stage preferring reduced motion, as the file's 'prefersReducedMotion: true'.")
    var reducedMotion = false

    @Flag(help: "Print the timeline's motion report (WCAG 2.3.3, 2.3.1) instead of writing a file; exit 1 on findings.")
    var checkMotion = false

    func validate() throws {
        try RecordingOutput.validate(fps: fps, scale: scale, out: out)
    }

    func run() throws {
        let document = try CheckCommand.load(scene)
        try MainActor.assumeIsolated {
            let recording = record(document)
            if checkMotion {
                let report = recording.motionReport()
                print(report)
                if !report.isClean { throw ExitCode.failure }
                return
            }
            let stem = URL(fileURLWithPath: scene).deletingPathExtension().path
            let path = out ?? format.defaultPath(scene: stem)
            let presentation = RecordingOutput.Presentation(title: document.title, caption: document.caption,
                                                            plotNode: document.plotNode)
            print(try RecordingOutput.write(recording, as: format, to: path, presentation: presentation, scale: scale))
        }
    }

    /// The scene's timeline, recorded with the stage preferring reduced motion when asked.
    @MainActor
    func record(_ document: SceneDocument) -> Recording {
        var document = document
        if reducedMotion { document.prefersReducedMotion = true }
        return document.record(framesPerSecond: fps)
    }
}
