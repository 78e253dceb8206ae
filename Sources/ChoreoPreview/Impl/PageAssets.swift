import Foundation

/// The page's files (`Page/`, resources of this module), read once at start.
struct PageAssets: Sendable {
    /// The names SwiftPM gives the resource bundle (Linux, then Apple platforms).
    static let bundleNames = ["Choreo_ChoreoPreview.resources", "Choreo_ChoreoPreview.bundle"]
    /// Served path → (file in Page/, content type).
    static let files: [String: (name: String, type: String)] = [
        "/": ("index.html", "text/html; charset=utf-8"),
        "/preview.js": ("preview.js", "text/javascript; charset=utf-8"),
        "/stage.js": ("stage.js", "text/javascript; charset=utf-8"),
        "/preview.css": ("preview.css", "text/css; charset=utf-8"),
    ]

    var contents: [String: String]

    /// Reads every page file; a clear error when the bundle is not beside the program.
    static func load() throws -> PageAssets {
        // SwiftPM's `Bundle.module` stops the program when it finds no bundle: look first.
        let folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        guard folders.contains(where: { folder in
            bundleNames.contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
        }) else {
            throw PreviewError.missingAssets("the preview page's files (\(bundleNames[0])) are not beside the program")
        }
        var contents: [String: String] = [:]
        for (path, file) in files {
            let name = (file.name as NSString).deletingPathExtension, type = (file.name as NSString).pathExtension
            guard let url = Bundle.module.url(forResource: name, withExtension: type, subdirectory: "Page"),
                  let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw PreviewError.missingAssets("the preview page's \(file.name) is missing from \(Bundle.module.bundlePath)")
            }
            contents[path] = text
        }
        return PageAssets(contents: contents)
    }
}

/// Why the preview server could not start.
public enum PreviewError: Error, CustomStringConvertible {
    case missingAssets(String)

    public var description: String {
        switch self {
        case .missingAssets(let message): message
        }
    }
}
