import Choreo
import Foundation

/// The demo page: each scene recorded by a ``StageRecorder`` and played by ``HTMLPlayer``.
@MainActor
enum DemoPage {
    static let framesPerSecond = 60.0

    static func html(scenes: [DemoScene] = DemoScene.all, framesPerSecond: Double = framesPerSecond) -> String {
        HTMLPlayer.page(
            title: "Choreo",
            description: """
            Headless screens built from Choreo's display nodes and layout specs, animated on a \
            deterministic clock and recorded at \(Int(framesPerSecond)) frames per second. Markers on each \
            scrubber show when transitions start and end; the plot under a stage follows one node's \
            property over time; click a frame in the filmstrip to jump to it.
            """,
            scenes: scenes.map { $0.playerScene(framesPerSecond: framesPerSecond) })
    }
}
