import ArgumentParser
import Choreo
import Foundation

/// Prints the laid-out frame tree of a built-in example screen, as a table or as JSON.
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

    @Flag(help: "Print JSON: nested objects with name, x, y, width, height (absolute) and children.")
    var json = false

    func validate() throws {
        guard width.isFinite, width > 0, height.isFinite, height > 0 else {
            throw ValidationError("--width and --height must be positive numbers")
        }
    }

    func run() throws {
        // The command runs on the main thread, where nodes and specs live.
        try MainActor.assumeIsolated {
            print(try output())
        }
    }

    /// What `run` prints.
    @MainActor
    func output() throws -> String {
        let screen = SignUpForm()
        let options = LayoutOptions(direction: rightToLeft ? .rightToLeft : .leftToRight)
        let layout = screen.root.layoutThatFits(SizeRange(exactly: CGSize(width: width, height: height)),
                                                parentSize: nil, options: options)
        let table = FrameTable(layout: layout, names: screen.names)
        return json ? try table.json() : table.render()
    }
}
