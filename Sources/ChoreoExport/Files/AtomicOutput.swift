import Foundation

/// Writes an output under its final name only once it is complete: everything goes to a hidden
/// temporary file or folder in the same directory (so the move is a rename on one file system),
/// which is moved over the final name at the end and removed on any failure.
enum AtomicOutput {
    /// Writes `data` to `url`, or throws ``ExportError/unwritable(path:reason:)`` leaving nothing.
    static func write(_ data: Data, to url: URL) throws {
        try produce(at: url, isFolder: false) { temporary in
            try data.write(to: temporary)
        }
    }

    /// Runs `body` with a temporary path beside `url` (a new empty folder when `isFolder`), then
    /// moves what it made to `url`, replacing what was there. On failure the temporary is removed
    /// and `url` is untouched; errors other than ``ExportError`` become `unwritable`.
    static func produce(at url: URL, isFolder: Bool, _ body: (URL) throws -> Void) throws {
        let manager = FileManager.default
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
        do {
            if isFolder { try manager.createDirectory(at: temporary, withIntermediateDirectories: false) }
            try body(temporary)
            if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
            try manager.moveItem(at: temporary, to: url)
        } catch {
            try? manager.removeItem(at: temporary)
            if let error = error as? ExportError { throw error }
            throw ExportError.unwritable(path: url.path, reason: reason(error, directory: directory))
        }
    }

    /// A one-line reason, naming a missing folder rather than Foundation's error dump.
    private static func reason(_ error: Error, directory: URL) -> String {
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) || !isFolder.boolValue {
            return "the folder \(directory.path) does not exist"
        }
        return (error as NSError).localizedDescription
    }
}
