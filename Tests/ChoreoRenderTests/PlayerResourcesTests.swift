@testable import ChoreoRender
import Foundation
import Testing

@Suite("Player resources")
struct PlayerResourcesTests {
    /// The package's `Sources/ChoreoRender/HTML/Player` folder.
    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/ChoreoRender/HTML/Player").standardizedFileURL

    /// A bundle folder holding `Player/` with the given files, each containing its own name.
    private func bundle(with files: [String]) throws -> (Bundle, URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("player-resources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Player"), withIntermediateDirectories: true)
        for file in files {
            try Data(file.utf8).write(to: folder.appendingPathComponent("Player/" + file))
        }
        return (try #require(Bundle(path: folder.path)), folder)
    }

    @Test("The style sheet and the scripts are the package's files, scripts in the order they run")
    func loadsTheFiles() throws {
        let resources = try PlayerResources.load()
        let read = { (name: String) in try String(contentsOf: Self.sourceFolder.appendingPathComponent(name), encoding: .utf8) }
        #expect(resources.styleSheet == (try read("player.css")))
        #expect(PlayerResources.scriptNames == ["frames.js", "plot.js", "controls.js"])
        #expect(resources.scripts == (try PlayerResources.scriptNames.map(read)))
    }

    @Test("Every file in the folder is inlined: none is forgotten")
    func everyFileIsUsed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sourceFolder.path).sorted()
        #expect(files == ([PlayerResources.styleSheetName] + PlayerResources.scriptNames).sorted())
    }

    @Test("A missing file is an error naming it and where it was looked for")
    func missingFile() throws {
        let (bundle, folder) = try bundle(with: ["player.css", "frames.js", "controls.js"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = HTMLPlayer.MissingResource(name: "Player/plot.js", location: bundle.bundlePath)
        #expect(throws: error) { try PlayerResources.load(from: bundle) }
        #expect(error.description == "The HTML player's Player/plot.js was not found in \(bundle.bundlePath): "
            + "install ChoreoRender's resource bundle, Choreo_ChoreoRender.resources, beside the program.")

        let (empty, emptyFolder) = try self.bundle(with: [])
        defer { try? FileManager.default.removeItem(at: emptyFolder) }
        #expect(throws: HTMLPlayer.MissingResource(name: "Player/player.css", location: empty.bundlePath)) {
            try PlayerResources.load(from: empty)
        }
    }

    @Test("A complete bundle elsewhere loads")
    func otherBundle() throws {
        let (bundle, folder) = try bundle(with: ["player.css", "frames.js", "plot.js", "controls.js"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = try PlayerResources.load(from: bundle)
        #expect(resources.styleSheet == "player.css")
        #expect(resources.scripts == ["frames.js", "plot.js", "controls.js"])
    }

    @Test("No file can end the element or the CDATA section it is inlined in")
    func inlinable() throws {
        let resources = try PlayerResources.load()
        for text in [resources.styleSheet] + resources.scripts {
            #expect(!text.lowercased().contains("</script"))
            #expect(!text.lowercased().contains("</style"))
            #expect(!text.contains("]]>"))
        }
        // Backticks in the page are taken for prose that was not turned into code.
        #expect(!([resources.styleSheet] + resources.scripts).joined().contains("`"))
        // The style sheet is not in a CDATA section: the page stays well-formed XML.
        #expect(!resources.styleSheet.contains("<") && !resources.styleSheet.contains("&"))
    }
}
