import ArgumentParser
import Choreo
import Foundation

/// Records one demo scene as an HTML player page, a folder of SVG frames or one animated SVG.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record one example scene as an HTML player, SVG frames, an animated SVG, a Lottie file or a video.",
        discussion: "Scenes: \(DemoCommand.sceneList).")

    /// What `record` writes.
    typealias Format = RecordingOutput.Format

    static let maximumFramesPerSecond = 240.0

    @Argument(help: ArgumentHelp("The scene to record.", valueName: "name"))
    var name: String

    @Option(help: "Frames per second (1 to 240).")
    var fps: Double = 60

    @Option(help: ArgumentHelp(RecordingOutput.formatHelp))
    var format: Format = .html

    @Option(help: "Pixels per point of mp4, gif, webm and png-frames (above 0, at most 8).")
    var scale: Double = 1

    @Option(help: """
        Where to write: a file, or a folder for svg-frames and png-frames \
        (default: NAME.html, NAME-frames, NAME.svg, NAME.json, NAME.mp4, NAME.gif, NAME.webm, NAME-png).
        """)
    var out: String?

    @Flag(help: "Record with the scene's stage preferring reduced motion (moves, resizes, transforms and blurs fade).")
    var reducedMotion = false

    @Flag(help: "Print how long recording the scene and writing it took, in seconds, to standard error.")
    var timing = false

    func validate() throws {
        _ = try DemoScene.scene(named: name)
        try RecordingOutput.validate(fps: fps, scale: scale, out: out)
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let scene = try DemoScene.scene(named: name)
            let path = out ?? format.defaultPath(scene: scene.name)
            let clock = ContinuousClock()
            let started = clock.now
            let recording = scene.record(fps, reducedMotion: reducedMotion)
            let recorded = clock.now
            let written = try write(recording, of: scene, to: path)
            let finished = clock.now
            print(written)
            if timing {
                let seconds = { (duration: Duration) in String(format: "%.3f", Double(duration / .microseconds(1)) / 1e6) }
                let line = "recording \(seconds(recorded - started)) s, writing \(seconds(finished - recorded)) s\n"
                FileHandle.standardError.write(Data(line.utf8))
            }
        }
    }

    /// Writes `recording` in the chosen format and returns what to print.
    private func write(_ recording: Recording, of scene: DemoScene, to path: String) throws -> String {
        let presentation = RecordingOutput.Presentation(title: scene.title, caption: scene.caption,
                                                        plotNode: scene.plotNode, plotProperty: scene.plotProperty)
        return try RecordingOutput.write(recording, as: format, to: path, presentation: presentation, scale: scale)
    }
}
