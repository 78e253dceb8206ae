import Foundation

extension HTMLPlayer {
    /// Thrown when a file the player page inlines (its style sheet or a script, resources of
    /// ChoreoRender) cannot be read.
    public struct MissingResource: Error, Equatable, CustomStringConvertible {
        /// The file, e.g. `Player/controls.js`, or the resource bundle (`Choreo_ChoreoRender.resources`).
        public var name: String
        /// Where it was looked for.
        public var location: String

        /// Creates the error.
        public init(name: String, location: String) {
            self.name = name
            self.location = location
        }

        public var description: String {
            "The HTML player's \(name) was not found in \(location): install ChoreoRender's resource "
                + "bundle, \(PlayerResources.bundleNames[0]), beside the program."
        }
    }
}

/// The player page's style sheet and scripts: the files in `HTML/Player`, resources of
/// ChoreoRender, read when a page is made and inlined into it.
struct PlayerResources {
    /// The names SwiftPM gives the target's resource bundle (Linux, then Apple platforms).
    static let bundleNames = ["Choreo_ChoreoRender.resources", "Choreo_ChoreoRender.bundle"]
    static let folder = "Player"
    static let styleSheetName = "player.css"
    /// The scripts, in the order they run: each uses what the ones before it define.
    static let scriptNames = ["frames.js", "plot.js", "controls.js"]

    var styleSheet: String
    var scripts: [String]

    /// The files from the package's resource bundle.
    static func load() throws(HTMLPlayer.MissingResource) -> PlayerResources {
        // SwiftPM's `Bundle.module` stops the program when it finds no bundle: look first.
        let programFolder = Bundle.main.bundleURL
        guard bundleNames.contains(where: { FileManager.default.fileExists(atPath: programFolder.appendingPathComponent($0).path) })
        else {
            throw HTMLPlayer.MissingResource(name: bundleNames[0], location: programFolder.path)
        }
        return try load(from: Bundle.module)
    }

    /// The files from `bundle`'s `Player` folder.
    static func load(from bundle: Bundle) throws(HTMLPlayer.MissingResource) -> PlayerResources {
        PlayerResources(styleSheet: try read(styleSheetName, from: bundle),
                        scripts: try scriptNames.map { name throws(HTMLPlayer.MissingResource) in try read(name, from: bundle) })
    }

    private static func read(_ file: String, from bundle: Bundle) throws(HTMLPlayer.MissingResource) -> String {
        let name = (file as NSString).deletingPathExtension
        let type = (file as NSString).pathExtension
        guard let url = bundle.url(forResource: name, withExtension: type, subdirectory: folder),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            throw HTMLPlayer.MissingResource(name: folder + "/" + file, location: bundle.bundlePath)
        }
        return text
    }
}
