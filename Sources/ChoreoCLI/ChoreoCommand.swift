import ArgumentParser
import Choreo
import Foundation

@main
struct ChoreoCommand: ParsableCommand {
    /// The version `choreo --version` prints.
    static let version = "0.5.0"

    static let configuration = CommandConfiguration(
        commandName: "choreo",
        abstract: "Declarative layout and layout transitions.",
        version: version,
        subcommands: [DemoCommand.self, RecordCommand.self, LayoutCommand.self, CheckCommand.self, RenderCommand.self,
                      ServeCommand.self],
        defaultSubcommand: DemoCommand.self)
}
