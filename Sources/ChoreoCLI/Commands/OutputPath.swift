import ArgumentParser
import Foundation

/// Checks where the commands write before they do, so mistakes get one clear line.
enum OutputPath {
    /// A file path whose folder exists and which is not itself a folder.
    static func file(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        try requireFolder(of: url)
        if isFolder(url.path) { throw WriteError(path: url.path, reason: "it is a folder; give a file name") }
        return url
    }

    /// A folder path: an existing folder, or a new one in an existing folder.
    static func folder(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if FileManager.default.fileExists(atPath: url.path), !isFolder(url.path) {
            throw WriteError(path: url.path, reason: "it is a file; give a folder for the frames")
        }
        try requireFolder(of: url)
        return url
    }

    /// Writes `text` to `url` as UTF-8.
    static func write(_ text: String, to url: URL) throws {
        do {
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw WriteError(path: url.path, reason: error.localizedDescription)
        }
    }

    private static func requireFolder(of url: URL) throws {
        let directory = url.deletingLastPathComponent().path
        guard isFolder(directory) else {
            throw WriteError(path: url.path, reason: "the folder \(directory) does not exist")
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Something that could not be written, reported without Foundation's error dump.
struct WriteError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot write \(path): \(reason)" }
}
