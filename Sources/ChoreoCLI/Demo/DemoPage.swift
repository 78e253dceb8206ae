import Choreo
import Foundation

/// The demo page: each scene recorded by a ``StageRecorder`` and played by ``HTMLPlayer``.
@MainActor
enum DemoPage {
    static let framesPerSecond = 60.0

    /// The page; `downloads` gives each scene's recording the files to link under its caption.
    static func html(
        scenes: [DemoScene] = DemoScene.all, framesPerSecond: Double = framesPerSecond,
        downloads: (DemoScene, Recording) throws -> [HTMLPlayer.Download] = { _, _ in [] }
    ) throws -> String {
        try HTMLPlayer.page(
            title: "Choreo",
            description: """
            Headless screens built from Choreo's display nodes and layout specs, animated on a \
            deterministic clock and recorded at \(Int(framesPerSecond)) frames per second. Markers on each \
            scrubber show when transitions start and end; the plot under a stage follows one node's \
            property over time; click a frame in the filmstrip to jump to it.
            """,
            scenes: scenes.map { scene in
                let recording = scene.record(framesPerSecond)
                return HTMLPlayer.Scene(title: scene.title, caption: scene.caption, recording: recording,
                                        plotNode: scene.plotNode, plotProperty: scene.plotProperty,
                                        downloads: try downloads(scene, recording))
            })
    }
}
