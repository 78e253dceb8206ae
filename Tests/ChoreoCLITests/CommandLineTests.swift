import ArgumentParser
import Choreo
@testable import ChoreoCLI
import Foundation
@testable import PlayerFixture
import Testing

@Suite("Command line")
@MainActor
struct CommandLineTests {
    /// The message and exit code `choreo ARGUMENTS` ends with when parsing fails or exits early.
    private func failure(_ arguments: [String]) -> (message: String, code: Int32)? {
        do {
            _ = try ChoreoCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return (ChoreoCommand.message(for: error), ChoreoCommand.exitCode(for: error).rawValue)
        }
    }

    @Test("--version prints the version and exits 0")
    func version() {
        let result = failure(["--version"])
        #expect(result?.message == ChoreoCommand.version)
        #expect(result?.code == 0)
    }

    @Test("Help lists the commands, and the shipped program has no test fixture command")
    func help() {
        let help = ChoreoCommand.helpMessage(columns: 200)
        #expect(help.contains("demo (default)"))
        #expect(help.contains("record"))
        #expect(help.contains("layout"))
        #expect(!help.contains("player-fixture"))
        #expect(RecordCommand.helpMessage(columns: 200).contains("Scenes: signup, upload, list, reflow, cascade, cascade-reduced, tags, toast, pin, search, sheet, scrubbed-sheet."))
    }

    @Test("The player fixture draws blur, clips, text and undrawn items")
    func fixture() {
        let recording = PlayerFixture.recording()
        #expect(recording.frames.count == PlayerFixture.frameCount)
        let svg = recording.svgFrames()[5]
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"1.5\"/>"))
        #expect(svg.contains("<clipPath id=\"clip-1\" clip-path=\"url(#clip-0)\">"))
        #expect(!svg.contains("<title>hidden</title>"))
    }

    @Test("A player page whose scripts are missing ends the command with a message saying what to install")
    func missingPlayerResource() {
        let error = HTMLPlayer.MissingResource(name: "Choreo_ChoreoRender.resources", location: "/opt/bin")
        #expect(ChoreoCommand.message(for: error) == "The HTML player's Choreo_ChoreoRender.resources was not found in "
            + "/opt/bin: install ChoreoRender's resource bundle, Choreo_ChoreoRender.resources, beside the program.")
        #expect(ChoreoCommand.exitCode(for: error) == .failure)
    }

    @Test("With no arguments the demo runs with its defaults")
    func defaultCommand() throws {
        let command = try #require(try ChoreoCommand.parseAsRoot([]) as? DemoCommand)
        #expect(command.out == "choreo-demo.html")
        #expect(command.scene.isEmpty)
        #expect(!command.list)
    }

    @Test("record parses its name, frame rate, format and output")
    func recordArguments() throws {
        let command = try #require(try ChoreoCommand.parseAsRoot(
            ["record", "toast", "--fps", "30", "--format", "svg-frames", "--out", "frames"]) as? RecordCommand)
        #expect(command.name == "toast")
        #expect(command.fps == 30)
        #expect(command.format == .svgFrames)
        #expect(command.out == "frames")
        #expect(!command.timing)
        let timed = try ChoreoCommand.parseAsRoot(["record", "toast", "--format", "lottie", "--timing"]) as? RecordCommand
        #expect(timed?.timing == true)
        #expect(RecordCommand.Format.allCases.map(\.rawValue)
            == ["html", "svg-frames", "animated-svg", "lottie", "mp4", "gif", "webm", "png-frames"])
        #expect(RecordCommand.Format.allCases.map { $0.defaultPath(scene: "toast") } == [
            "toast.html", "toast-frames", "toast.svg", "toast.json", "toast.mp4", "toast.gif", "toast.webm", "toast-png",
        ])
        #expect(command.scale == 1)
    }

    @Test("Bad arguments fail with a clear message and exit code 64", arguments: [
        (["record", "nope"], "unknown scene 'nope'; the scenes are: signup, upload, list, reflow, cascade, cascade-reduced, tags, toast"),
        (["record"], "Missing expected argument '<name>'"),
        (["record", "toast", "--fps", "0"], "--fps must be a number from 1 to 240, got 0.0"),
        (["record", "toast", "--fps", "nan"], "--fps must be a number from 1 to 240, got nan"),
        (["record", "toast", "--fps", "500"], "--fps must be a number from 1 to 240, got 500.0"),
        (["record", "toast", "--fps", "fast"], "The value 'fast' is invalid for '--fps <fps>'"),
        (["record", "toast", "--format", "jpeg"],
         "The value 'jpeg' is invalid for '--format <format>'. Please provide one of the following:\n  - html\n"
            + "  - svg-frames\n  - animated-svg\n  - lottie\n  - mp4\n  - gif\n  - webm\n  - png-frames"),
        (["record", "toast", "--format", "gif", "--scale", "0"], "--scale must be a number above 0 and at most 8, got 0.0"),
        (["record", "toast", "--out", ""], "--out needs a path"),
        (["demo", "--scene", "nope"], "unknown scene 'nope'; the scenes are: signup, upload, list, reflow, cascade, cascade-reduced, tags, toast"),
        (["demo", "--out", ""], "--out needs a file path"),
        (["demo", "--speed", "2"], "Unknown option '--speed'"),
        (["layout", "--width", "0"], "--width and --height must be positive numbers"),
        (["dance"], "Unexpected argument 'dance'"),
    ])
    func badArguments(arguments: [String], message: String) {
        let result = failure(arguments)
        #expect(result?.message.hasPrefix(message) == true, "\(result?.message ?? "no error")")
        #expect(result?.code == 64)
    }

    @Test("Output paths in missing folders, on folders or on files are refused before writing")
    func outputPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("page.html")
        try "x".write(to: file, atomically: true, encoding: .utf8)

        #expect(throws: WriteError.self) { try OutputPath.file(folder.path + "/missing/page.html") }
        do {
            _ = try OutputPath.file(folder.path + "/missing/page.html")
        } catch let error as WriteError {
            #expect(error.description == "cannot write \(folder.path)/missing/page.html: the folder \(folder.path)/missing does not exist")
        }
        do {
            _ = try OutputPath.file(folder.path)
        } catch let error as WriteError {
            #expect(error.description == "cannot write \(folder.path): it is a folder; give a file name")
        }
        do {
            _ = try OutputPath.folder(file.path)
        } catch let error as WriteError {
            #expect(error.description == "cannot write \(file.path): it is a file; give a folder for the frames")
        }
        #expect(try OutputPath.folder(folder.path + "/frames").path == folder.path + "/frames")
        #expect(try OutputPath.file(file.path).path == file.path)
    }

    @Test("record writes each format")
    func recordFormats() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (format, name) in [("html", "toast.html"), ("animated-svg", "toast.svg"), ("svg-frames", "frames"),
                               ("lottie", "toast.json")] {
            let command = try #require(try ChoreoCommand.parseAsRoot(
                ["record", "toast", "--fps", "10", "--format", format, "--out", folder.path + "/" + name]) as? RecordCommand)
            try command.run()
        }
        let page = try String(contentsOf: folder.appendingPathComponent("toast.html"), encoding: .utf8)
        #expect(page.contains("data-frames=\"14\""))
        let svg = try String(contentsOf: folder.appendingPathComponent("toast.svg"), encoding: .utf8)
        #expect(svg.contains("<animate attributeName=\"visibility\""))
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path)
        #expect(frames.sorted() == (0..<14).map { String(format: "frame-%04d.svg", $0) })
        let lottie = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("toast.json")))
        #expect((lottie as? [String: Any])?["op"] as? Int == 14)
        #expect((lottie as? [String: Any])?["nm"] as? String == DemoScene.named("toast")?.title)
    }

    @Test("layout --json prints the frame tree with absolute frames")
    func layoutJSON() throws {
        let command = try LayoutCommand.parse(["--json", "--width", "320", "--height", "480"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try command.output().utf8)) as? [String: Any])
        #expect(json["name"] as? String == "screen")
        #expect(json["width"] as? Double == 320)
        #expect(json["height"] as? Double == 480)
        let form = try #require((json["children"] as? [[String: Any]])?.first)
        #expect(form["name"] as? String == "form")
        let title = try #require((form["children"] as? [[String: Any]])?.first)
        #expect([title["name"], title["x"], title["y"], title["width"], title["height"]].map { "\($0 ?? "")" }
            == ["title", "15", "15", "290", "34"])
    }
}
