import Choreo
import Foundation

extension DemoScene {
    /// Tiles regrouped in a staggered layout transition, each travelling on an arc.
    static let cascade = DemoScene(
        name: "cascade",
        title: "Cascade: staggered starts on arcs",
        caption: """
        At 0.3 s the grid goes from three columns to four and at 1.6 s back, each time in one layout \
        transition (0.5 s) whose tiles start 0.04 s apart from the centre of the grid outwards \
        (`defaultLayoutTransitionStagger`) and travel on arcs rather than straight lines \
        (`defaultLayoutTransitionPath = .arc()`). The plot shows the last tile's y: it starts late (it \
        is the farthest from the centre) and dips below the straight path on its arc.
        """,
        plotNode: "tile 12", plotProperty: .y
    ) { framesPerSecond, reducedMotion in
        let screen = CascadeScreen()
        let recorder = StageRecorder(size: CGSize(width: 360, height: 420), rootNode: screen,
                                     framesPerSecond: framesPerSecond)
        recorder.stage.prefersReducedMotion = reducedMotion
        recorder.at(0.3) {
            screen.isCompact = true
            recorder.watch(screen.transitionLayout(withAnimation: true), "four columns")
        }
        recorder.at(1.6) {
            screen.isCompact = false
            recorder.watch(screen.transitionLayout(withAnimation: true), "three columns")
        }
        return recorder.record(duration: 2.8)
    }

    /// The cascade for users who prefer reduced motion: every tile fades out and back in place.
    static let cascadeReduced = DemoScene(
        name: "cascade-reduced",
        title: "Cascade with reduced motion",
        caption: """
        The same scene on a stage whose `prefersReducedMotion` is on: each move becomes a fade of \
        the same duration (the tile dips to transparent, jumps half way, and comes back), still \
        staggered. Nothing travels across the screen.
        """,
        plotNode: "tile 12", plotProperty: .y
    ) { framesPerSecond, _ in
        DemoScene.cascade.record(framesPerSecond, reducedMotion: true)
    }
}
