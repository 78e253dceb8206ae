import ChoreoScene
import Foundation

/// Where the example scenes are, from this file.
enum SceneFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let examples = root.appendingPathComponent("Examples/scenes")

    static func example(_ name: String) throws -> SceneDocument {
        try SceneDocument(contentsOf: examples.appendingPathComponent(name + ".yaml"))
    }

    /// The errors `yaml` gives, as `LINE:COLUMN: message` lines (the file name left out).
    static func errors(_ yaml: String) -> [String] {
        do {
            _ = try SceneDocument(yaml: yaml, file: "t.yaml")
            return []
        } catch {
            return error.errors.map { "\($0.line):\($0.column): \($0.message)" }
        }
    }
}
