import Choreo
import Foundation

extension DemoScene {
    /// A wrapping card transitioned to a narrower size range.
    static let tags = DemoScene(
        name: "tags",
        title: "Tags card: a size change",
        caption: """
        `transitionLayout(with:)` to a narrower size range: the tags re-wrap onto new lines, each sliding \
        to its new place, while the card's own size animates (0.6 s). At 1.3 s it widens again.
        """,
        plotNode: "tagsCard", plotProperty: .width
    ) { framesPerSecond, reducedMotion in
        let screen = TagsScreen()
        let root = DisplayNode()
        root.backgroundColor = Palette.slate50
        root.addSubnode(screen)
        let recorder = StageRecorder(size: CGSize(width: 360, height: 260), rootNode: root,
                                     framesPerSecond: framesPerSecond)
        recorder.stage.prefersReducedMotion = reducedMotion
        screen.frame.origin = CGPoint(x: 20, y: 20)
        func range(width: CGFloat) -> SizeRange {
            SizeRange(min: CGSize(width: width, height: 0), max: CGSize(width: width, height: 220))
        }
        screen.transitionLayout(with: range(width: 320), animated: false)
        recorder.at(0.3) {
            recorder.watch(screen.transitionLayout(with: range(width: 200), animated: true), "to 200 pt")
        }
        recorder.at(1.3) {
            recorder.watch(screen.transitionLayout(with: range(width: 320), animated: true), "back to 320 pt")
        }
        return recorder.record(duration: 2.4)
    }
}
