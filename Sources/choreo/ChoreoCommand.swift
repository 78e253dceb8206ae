import ArgumentParser
import Choreo
import Foundation

@main
struct ChoreoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "choreo",
        abstract: "Declarative layout and layout transitions.",
        subcommands: [LayoutCommand.self],
        defaultSubcommand: LayoutCommand.self)
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
