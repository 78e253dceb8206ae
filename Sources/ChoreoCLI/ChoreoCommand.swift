import ArgumentParser
import Choreo
import Foundation

@main
struct ChoreoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "choreo",
        abstract: "Declarative layout and layout transitions.",
        subcommands: [DemoCommand.self, LayoutCommand.self],
        defaultSubcommand: DemoCommand.self)
}

/// Writes the demo page: example screens animating between two states, as SVG frames.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Write an HTML page playing the example screens' animations (SVG frames at 60 fps).")

    @Option(name: .long, help: "Where to write the page.")
    var out: String = "choreo-demo.html"

    func validate() throws {
        guard !out.isEmpty else { throw ValidationError("--out needs a file path") }
    }

    func run() throws {
        // The command runs on the main thread, where nodes and stages live.
        let html = MainActor.assumeIsolated { DemoPage.html() }
        let url = URL(fileURLWithPath: out).standardizedFileURL
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw WriteError(path: url.path, reason: "the folder \(directory) does not exist")
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw WriteError(path: url.path, reason: "it is a folder; give a file name")
        }
        do {
            try html.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw WriteError(path: url.path, reason: error.localizedDescription)
        }
        print(url.path)
    }
}

/// A page that could not be written, reported without Foundation's error dump.
struct WriteError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot write \(path): \(reason)" }
}

/// Prints the laid-out frame tree of a built-in example screen.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the frame tree of the sign-up form from Texture's documentation.")

    @Option(help: "Width of the screen in points.")
    var width: Double = 375

    @Option(help: "Height of the screen in points.")
    var height: Double = 667

    @Flag(help: "Lay the screen out right to left.")
    var rightToLeft = false

    func validate() throws {
        guard width.isFinite, width > 0, height.isFinite, height > 0 else {
            throw ValidationError("--width and --height must be positive numbers")
        }
    }

    func run() throws {
        // The command runs on the main thread, where nodes and specs live.
        MainActor.assumeIsolated {
            let screen = SignUpForm()
            let options = LayoutOptions(direction: rightToLeft ? .rightToLeft : .leftToRight)
            let layout = screen.root.layoutThatFits(SizeRange(exactly: CGSize(width: width, height: height)),
                                                    parentSize: nil, options: options)
            print(FrameTable(layout: layout, names: screen.names).render())
        }
    }
}
