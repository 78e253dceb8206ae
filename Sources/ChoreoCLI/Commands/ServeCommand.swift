#if canImport(ChoreoPreview)
import ArgumentParser
import ChoreoPreview
import ChoreoScene
import Foundation

/// Serves a live, interactive preview of a scene file.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live preview of a scene file in the browser; it reloads when the file changes.")

    @Argument(help: ArgumentHelp("The scene file (YAML or JSON).", valueName: "scene"))
    var scene: String

    @Option(help: "The port (0: any free port; the address is printed).")
    var port: Int = 8080

    @Option(help: "The address to bind (127.0.0.1: this machine only).")
    var host: String = "127.0.0.1"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, got \(port)") }
        guard FileManager.default.fileExists(atPath: scene) else { throw ValidationError("no file at \(scene)") }
    }

    func run() throws {
        // A broken file is fine here: the page shows its errors until it is fixed.
        let server = PreviewServer(sceneURL: URL(fileURLWithPath: scene).standardizedFileURL, host: host, port: port)
        let scene = self.scene, host = self.host
        Task {
            do {
                try await server.run { port in
                    let address = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
                    FileHandle.standardOutput.write(Data("Serving \(scene) at \(address)\n".utf8))
                }
                Foundation.exit(0)
            } catch {
                FileHandle.standardError.write(Data("choreo serve: \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        // The main thread serves the main actor, where the stages live.
        dispatchMain()
    }
}
#endif
