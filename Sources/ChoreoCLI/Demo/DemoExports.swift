import Choreo
import Foundation

/// Writes each scene's Lottie file and GIF beside the demo page (`PAGE-SCENE.json`,
/// `PAGE-SCENE.gif`) and gives the page its links to them.
struct DemoExports {
    let folder: URL
    let stem: String
    /// Set when the GIF tools are missing: the page then links the Lottie files only.
    private var missingTool: ExportError?

    init(page: URL) {
        folder = page.deletingLastPathComponent()
        stem = page.deletingPathExtension().lastPathComponent
    }

    /// Writes `scene`'s files and returns the links to them, relative to the page.
    mutating func write(_ scene: DemoScene, _ recording: Recording) throws -> [HTMLPlayer.Download] {
        let base = "\(stem)-\(scene.name)"
        try recording.writeLottie(to: folder.appendingPathComponent(base + ".json"), name: scene.title)
        var downloads = [HTMLPlayer.Download(title: "Lottie", href: base + ".json")]
        guard missingTool == nil else { return downloads }
        do {
            try recording.writeVideo(to: folder.appendingPathComponent(base + ".gif"), format: .gif)
            downloads.append(HTMLPlayer.Download(title: "GIF", href: base + ".gif"))
        } catch let error as ExportError {
            guard case .missingTool = error else { throw error }
            missingTool = error
            FileHandle.standardError.write(Data("no GIFs: \(error)\n".utf8))
        }
        return downloads
    }
}
