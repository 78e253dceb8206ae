import ArgumentParser
import ChoreoScene
import Foundation

/// Checks a scene file and reports every problem at its place.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a scene file: print every problem as FILE:LINE:COLUMN: message and exit 65, or exit 0.")

    /// The exit status for a file with problems (BSD's EX_DATAERR).
    static let dataError: Int32 = 65

    @Argument(help: ArgumentHelp("The scene file (YAML or JSON).", valueName: "scene"))
    var scene: String

    func run() throws {
        _ = try Self.load(scene)
        print("\(scene): ok")
    }

    /// The document at `path`, or its problems printed to standard error and exit status 65.
    static func load(_ path: String) throws -> SceneDocument {
        do {
            return try SceneDocument(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let lines = error.errors.map { SceneError(file: path, line: $0.line, column: $0.column, message: $0.message) }
            FileHandle.standardError.write(Data((lines.map(\.description).joined(separator: "\n") + "\n").utf8))
            throw ExitCode(dataError)
        }
    }
}
