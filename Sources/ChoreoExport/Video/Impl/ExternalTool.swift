import Foundation

/// A command-line program the video export runs: found on `PATH`, run to completion, its
/// failure reported with the last line it printed.
struct ExternalTool: Sendable {
    let name: String
    let executable: URL

    /// How to install the tools on Debian, for the one-line error when one is missing.
    static let installHints = [
        "ffmpeg": "apt-get install ffmpeg",
        "rsvg-convert": "apt-get install librsvg2-bin",
    ]

    init(name: String, executable: URL) {
        self.name = name
        self.executable = executable
    }

    /// The program `name` on `searchPath` (a `PATH`-style list), or ``ExportError/missingTool(name:install:)``.
    static func find(_ name: String, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws -> ExternalTool {
        for folder in (searchPath ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return ExternalTool(name: name, executable: candidate)
            }
        }
        throw ExportError.missingTool(name: name, install: installHints[name] ?? "your package manager")
    }

    /// Runs the program with `arguments`; throws ``ExportError/toolFailed(name:status:message:)``
    /// with the last line of its error output when it exits with a failure.
    func run(_ arguments: [String], workingFolder: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // A file, not a pipe: a chatty program cannot fill a pipe nobody reads and block.
        let log = workingFolder.appendingPathComponent(".\(name)-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardError = handle
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let last = output.split(whereSeparator: \.isNewline).last.map(String.init) ?? "no message"
            throw ExportError.toolFailed(name: name, status: process.terminationStatus, message: last)
        }
    }
}
