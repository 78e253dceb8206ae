@testable import ChoreoExport
import ChoreoMotion
import ChoreoRender
import Foundation
import Testing

/// Whether the video tools are installed (CI installs them; see .ci/run).
private let hasVideoTools = (try? ExternalTool.find("ffmpeg")) != nil && (try? ExternalTool.find("rsvg-convert")) != nil

@Suite("Video export", .enabled(if: hasVideoTools, "needs ffmpeg and rsvg-convert"))
struct VideoExportTests {
    private let size = CGSize(width: 30, height: 20)

    /// Three frames: a box moving once, then holding still.
    private func recording() -> Recording {
        let frames = [0, 5, 5].map { x in
            RenderTree(size: size, items: [
                RenderItem(bounds: CGSize(width: 10, height: 10), transform: Transform(translationX: CGFloat(x), y: 5),
                           backgroundColor: .orange, cornerRadius: 3),
            ])
        }
        return Recording(size: size, framesPerSecond: 10, frames: frames)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The width and height in a PNG's header.
    private func pngSize(_ data: Data) -> [UInt32] {
        [16, 20].map { offset in data[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
    }

    @Test("PNG frames are the rasterizer's own output, at twice the density with scale 2")
    func pngFrames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames")
        try recording().writeVideo(to: out, format: .pngFrames, scale: 2)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        let second = try Data(contentsOf: out.appendingPathComponent(names[1]))
        #expect(pngSize(second) == [60, 40])
        #expect(try Data(contentsOf: out.appendingPathComponent(names[2])) == second)
        // The same SVG through rsvg-convert by hand gives the same bytes.
        let svg = folder.appendingPathComponent("one.svg"), png = folder.appendingPathComponent("one.png")
        try SVGRenderer.document(recording().frames[1]).write(to: svg, atomically: true, encoding: .utf8)
        try ExternalTool.find("rsvg-convert").run(["--zoom", "2", "--background-color", "white", "--format", "png",
                                                   "--output", png.path, svg.path], workingFolder: folder)
        #expect(try Data(contentsOf: png) == second)
    }

    @Test("GIF, MP4 and WebM files are written whole at the stage's size")
    func encodedFormats() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in [VideoFormat.gif, .mp4, .webm] {
            try recording().writeVideo(to: folder.appendingPathComponent("clip.\(format.rawValue)"), format: format)
        }
        let gif = try Data(contentsOf: folder.appendingPathComponent("clip.gif"))
        #expect(String(decoding: gif.prefix(6), as: UTF8.self) == "GIF89a")
        #expect(Array(gif[6..<10]) == [30, 0, 20, 0])
        let mp4 = try Data(contentsOf: folder.appendingPathComponent("clip.mp4"))
        #expect(String(decoding: mp4[4..<8], as: UTF8.self) == "ftyp")
        let webm = try Data(contentsOf: folder.appendingPathComponent("clip.webm"))
        #expect(Array(webm.prefix(4)) == [0x1A, 0x45, 0xDF, 0xA3])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            == ["clip.gif", "clip.mp4", "clip.webm"])
    }

    @Test("An encoder failing partway leaves no file and reports its last line")
    func encoderFailure() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("fake-ffmpeg")
        // Writes part of its output (the last argument), then fails.
        try "#!/bin/sh\nfor last; do :; done\necho partial > \"$last\"\necho 'frame 2: broken' >&2\nexit 3\n"
            .write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let out = folder.appendingPathComponent("clip.mp4")
        #expect(throws: ExportError.toolFailed(name: "ffmpeg", status: 3, message: "frame 2: broken")) {
            try recording().writeVideo(to: out, format: .mp4, scale: 1, rasterizer: ExternalTool.find("rsvg-convert"),
                                       encoder: ExternalTool(name: "ffmpeg", executable: script))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fake-ffmpeg"])
    }

    @Test("A missing tool, a bad scale and bad recordings are one-line errors")
    func badInput() throws {
        #expect(throws: ExportError.missingTool(name: "ffmpeg", install: "apt-get install ffmpeg")) {
            try ExternalTool.find("ffmpeg", searchPath: "/nonexistent")
        }
        #expect(ExportError.missingTool(name: "ffmpeg", install: "apt-get install ffmpeg").description
            == "ffmpeg is not installed; install it with: apt-get install ffmpeg")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID().uuidString).gif")
        #expect(throws: ExportError.invalidScale(0)) { try recording().writeVideo(to: out, format: .gif, scale: 0) }
        #expect(throws: ExportError.noFrames) { try Recording(size: size).writeVideo(to: out, format: .gif) }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
