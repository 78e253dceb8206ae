import ChoreoRender
import Foundation

extension Recording {
    /// Writes the recording as a video, a GIF or a folder of PNG frames at its frame rate.
    ///
    /// Each frame is the SVG renderer's document rasterized by `rsvg-convert` (librsvg) over white,
    /// at `scale` pixels per point; `ffmpeg` encodes them (see ``VideoFormat``). Both run from
    /// `PATH`. The output appears under its name only when complete.
    ///
    /// ```swift
    /// try recording.writeVideo(to: URL(fileURLWithPath: "signup.gif"), format: .gif, scale: 2)
    /// ```
    ///
    /// - Throws: ``ExportError``: bad input as ``lottieJSON(name:)`` reports it, a scale that is not
    ///   positive, `ffmpeg` or `rsvg-convert` missing (the message says how to install it) or
    ///   failing, or an output path that cannot be written.
    public func writeVideo(to url: URL, format: VideoFormat, scale: Double = 1) throws {
        try RecordingValidation.check(self)
        guard scale.isFinite, scale > 0 else { throw ExportError.invalidScale(scale) }
        let encoder = try format == .pngFrames ? nil : ExternalTool.find("ffmpeg")
        let rasterizer = try ExternalTool.find("rsvg-convert")
        try writeVideo(to: url, format: format, scale: scale, rasterizer: rasterizer, encoder: encoder)
    }

    /// ``writeVideo(to:format:scale:)`` with the tools given.
    func writeVideo(to url: URL, format: VideoFormat, scale: Double, rasterizer: ExternalTool,
                    encoder: ExternalTool?) throws {
        guard let arguments = format.encoderArguments(framesPerSecond: effectiveFramesPerSecond), let encoder else {
            try AtomicOutput.produce(at: url, isFolder: true) { folder in
                try writePNGFrames(into: folder, scale: scale, rasterizer: rasterizer)
            }
            return
        }
        try AtomicOutput.produce(at: url, isFolder: false) { temporary in
            let folder = temporary.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString).frames")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            defer { try? FileManager.default.removeItem(at: folder) }
            let names = try writePNGFrames(into: folder, scale: scale, rasterizer: rasterizer)
            let digits = names[0].count - "frame-.png".count
            try encoder.run(["-nostdin", "-y", "-loglevel", "error", "-framerate", JSONValue.format(effectiveFramesPerSecond, decimals: 6),
                             "-i", folder.appendingPathComponent("frame-%0\(digits)d.png").path]
                                + arguments + [temporary.path], workingFolder: folder)
        }
    }

    /// Rasterizes every frame into `folder` as `frame-0000.png`, …; a frame equal to the one before
    /// is copied rather than drawn again. Returns the file names in frame order.
    @discardableResult
    func writePNGFrames(into folder: URL, scale: Double, rasterizer: ExternalTool) throws -> [String] {
        let names = Recording.svgFrameNames(count: frames.count).map { String($0.dropLast(4)) + ".png" }
        let svg = folder.appendingPathComponent(".frame.svg")
        defer { try? FileManager.default.removeItem(at: svg) }
        for (index, name) in names.enumerated() {
            let png = folder.appendingPathComponent(name)
            if index > 0, frames[index] == frames[index - 1] {
                try FileManager.default.copyItem(at: folder.appendingPathComponent(names[index - 1]), to: png)
                continue
            }
            try SVGRenderer.document(frames[index]).write(to: svg, atomically: false, encoding: .utf8)
            try rasterizer.run(["--zoom", JSONValue.format(scale, decimals: 6), "--background-color", "white",
                                "--format", "png", "--output", png.path, svg.path], workingFolder: folder)
        }
        return names
    }
}
