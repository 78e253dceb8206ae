import Choreo
import Foundation

/// Render trees with blur, nested and rounded clips, rotation, opacity, translucent colors, text
/// alone and over a fill (faded as one group in the later frames), names that need escaping, and
/// items that are not drawn.
enum PlayerFixture {
    static let frameCount = 12

    static func recording() -> Recording {
        let size = CGSize(width: 240, height: 160)
        let frames = (0..<frameCount).map { index -> RenderTree in
            let t = CGFloat(index) / CGFloat(frameCount - 1)
            let label = RenderText(string: "Hello <world> & \"you\"\nsecond line", fontSize: 11,
                                   color: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.8), maxWidth: 120)
            let spin = Transform(translationX: -20, y: -10).concatenating(Transform(rotationAngle: t * .pi / 3))
                .concatenating(Transform(translationX: 120 + t * 30, y: 80))
            return RenderTree(size: size, items: [
                RenderItem(name: "background", bounds: size, backgroundColor: Color(hex: "#F8FAFC")),
                RenderItem(name: "card", bounds: CGSize(width: 200, height: 120), transform: Transform(translationX: 20, y: 20),
                           backgroundColor: .white, cornerRadius: 12, clip: nil),
                RenderItem(name: "spinner & <co>", bounds: CGSize(width: 40, height: 20), transform: spin,
                           opacity: 1 - t * 0.7, backgroundColor: .orange, cornerRadius: 30, clip: 1,
                           blurRadius: index.isMultiple(of: 3) ? 0 : t * 6),
                RenderItem(name: "label", bounds: CGSize(width: 120, height: 40), transform: Transform(translationX: 30, y: 30),
                           opacity: index < 6 ? 1 : 0.5, backgroundColor: Color(red: 0, green: 0.5, blue: 1, alpha: index < 6 ? 0.25 : 0.9),
                           clip: 0, text: label,
                           blurRadius: index == 5 ? 1.5 : 0),
                RenderItem(bounds: CGSize(width: 60, height: 12), transform: Transform(translationX: 30, y: 120 - t * 40),
                           clip: 1, text: RenderText(string: "text only", fontSize: 10, color: .black)),
                RenderItem(name: "hidden", bounds: CGSize(width: 10, height: 10), opacity: 0, backgroundColor: .red),
                RenderItem(name: "empty", bounds: CGSize(width: 10, height: 10)),
                RenderItem(bounds: CGSize(width: 20, height: 20), transform: Transform(scaleX: 1 + t, y: 1),
                           backgroundColor: .green, blurRadius: 2),
            ], clips: [
                RenderClip(bounds: CGSize(width: 200, height: 120), transform: Transform(translationX: 20, y: 20),
                           cornerRadius: 12),
                RenderClip(bounds: CGSize(width: 150, height: 100), transform: Transform(translationX: 40, y: 30),
                           cornerRadius: 6, parent: 0),
            ])
        }
        let events = [RecordingEvent(time: 0.05, kind: .transitionStarted, label: "fixture"),
                      RecordingEvent(time: 0.15, kind: .animatorPaused)]
        return Recording(size: size, framesPerSecond: 60, frames: frames, events: events)
    }
}
