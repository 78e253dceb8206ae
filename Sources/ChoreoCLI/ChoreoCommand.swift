import ArgumentParser
import Choreo
import Foundation

@main
struct ChoreoCommand: ParsableCommand {
    /// Every command; `serve` only in builds with the live preview (see Package.swift).
    static var subcommands: [any ParsableCommand.Type] {
        var commands: [any ParsableCommand.Type] = [DemoCommand.self, RecordCommand.self, LayoutCommand.self,
                                                    CheckCommand.self, RenderCommand.self]
        #if canImport(ChoreoPreview)
        commands.append(ServeCommand.self)
        #endif
        return commands
    }

    /// The version `choreo --version` prints.
    static let version = "0.5.0"

    static let configuration = CommandConfiguration(
        commandName: "choreo",
        abstract: "Declarative layout and layout transitions.",
        version: version,
        subcommands: subcommands,
        defaultSubcommand: DemoCommand.self)
}
