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
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html
        case svgFrames = "svg-frames"
        case animatedSVG = "animated-svg"
        case lottie
        case mp4
        case gif
        case webm
        case pngFrames = "png-frames"

        /// The video format, for the formats ffmpeg and the rasterizer write.
        var video: VideoFormat? {
            VideoFormat(rawValue: rawValue)
        }

        /// The default output path for a scene.
        func defaultPath(scene: String) -> String {
            switch self {
            case .html: "\(scene).html"
            case .svgFrames: "\(scene)-frames"
            case .animatedSVG: "\(scene).svg"
            case .lottie: "\(scene).json"
            case .mp4, .gif, .webm: "\(scene).\(rawValue)"
            case .pngFrames: "\(scene)-png"
            }
        }
    }

    static let maximumFramesPerSecond = 240.0

    @Argument(help: ArgumentHelp("The scene to record.", valueName: "name"))
    var name: String

    @Option(help: "Frames per second (1 to 240).")
    var fps: Double = 60

    @Option(help: """
        html, svg-frames (a folder of numbered SVG files), animated-svg, lottie (a Lottie JSON file), \
        mp4, gif, webm or png-frames (through rsvg-convert and ffmpeg).
        """)
    var format: Format = .html

    @Option(help: "Pixels per point of mp4, gif, webm and png-frames (above 0, at most 8).")
    var scale: Double = 1

    @Option(help: """
        Where to write: a file, or a folder for svg-frames and png-frames \
        (default: NAME.html, NAME-frames, NAME.svg, NAME.json, NAME.mp4, NAME.gif, NAME.webm, NAME-png).
        """)
    var out: String?

    @Flag(help: "Print how long recording the scene and writing it took, in seconds, to standard error.")
    var timing = false

    func validate() throws {
        _ = try DemoScene.scene(named: name)
        guard fps.isFinite, fps >= 1, fps <= Self.maximumFramesPerSecond else {
            throw ValidationError("--fps must be a number from 1 to \(Int(Self.maximumFramesPerSecond)), got \(fps)")
        }
        if let out, out.isEmpty { throw ValidationError("--out needs a path") }
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw ValidationError("--scale must be a number above 0 and at most 8, got \(scale)")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let scene = try DemoScene.scene(named: name)
            let path = out ?? format.defaultPath(scene: scene.name)
            let clock = ContinuousClock()
            let started = clock.now
            let recording = scene.record(fps)
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
        switch format {
        case .html:
            let url = try OutputPath.file(path)
            try OutputPath.write(recording.htmlPage(title: scene.title, caption: scene.caption,
                                                    plotNode: scene.plotNode, plotProperty: scene.plotProperty),
                                 to: url)
            return url.path
        case .animatedSVG:
            let url = try OutputPath.file(path)
            try OutputPath.write(recording.animatedSVG(), to: url)
            return url.path
        case .svgFrames:
            let url = try OutputPath.folder(path)
            do {
                try recording.writeSVGFrames(to: url)
            } catch {
                throw WriteError(path: url.path, reason: error.localizedDescription)
            }
            return "\(url.path) (\(recording.frames.count) frames)"
        case .lottie:
            let url = try OutputPath.file(path)
            try recording.writeLottie(to: url, name: scene.title)
            return url.path
        case .mp4, .gif, .webm, .pngFrames:
            let video = format.video!
            let url = try video == .pngFrames ? OutputPath.folder(path) : OutputPath.file(path)
            try recording.writeVideo(to: url, format: video, scale: scale)
            return video == .pngFrames ? "\(url.path) (\(recording.frames.count) frames)" : url.path
        }
    }
}
