import ArgumentParser
import Choreo
import Foundation

/// Writing a recording in one of the export formats: shared by `record` (demo scenes) and
/// `render` (scene files).
enum RecordingOutput {
    /// What `record` and `render` write.
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

    /// How the HTML player presents the recording.
    struct Presentation {
        var title: String
        var caption: String
        var plotNode: String?
        var plotProperty: HTMLPlayer.PlotProperty = .y
    }

    static let formatHelp = """
        html, svg-frames (a folder of numbered SVG files), animated-svg, lottie (a Lottie JSON file), \
        mp4, gif, webm or png-frames (through rsvg-convert and ffmpeg).
        """

    /// Writes `recording` as `format` to `path` and returns what to print.
    static func write(_ recording: Recording, as format: Format, to path: String, presentation: Presentation,
                      scale: Double) throws -> String {
        switch format {
        case .html:
            let url = try OutputPath.file(path)
            try OutputPath.write(recording.htmlPage(title: presentation.title, caption: presentation.caption,
                                                    plotNode: presentation.plotNode, plotProperty: presentation.plotProperty),
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
            try recording.writeLottie(to: url, name: presentation.title)
            return url.path
        case .mp4, .gif, .webm, .pngFrames:
            let video = format.video!
            let url = try video == .pngFrames ? OutputPath.folder(path) : OutputPath.file(path)
            try recording.writeVideo(to: url, format: video, scale: scale)
            return video == .pngFrames ? "\(url.path) (\(recording.frames.count) frames)" : url.path
        }
    }

    /// Checks `--fps` and `--scale`.
    static func validate(fps: Double, scale: Double, out: String?) throws {
        guard fps.isFinite, fps >= 1, fps <= 240 else {
            throw ValidationError("--fps must be a number from 1 to 240, got \(fps)")
        }
        if let out, out.isEmpty { throw ValidationError("--out needs a path") }
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw ValidationError("--scale must be a number above 0 and at most 8, got \(scale)")
        }
    }
}
