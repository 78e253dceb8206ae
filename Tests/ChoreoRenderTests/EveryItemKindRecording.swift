import ChoreoMotion
import ChoreoRender
import Foundation

// Apart from the tests that import ChoreoRender with `@testable`, where the items' internal
// memberwise initializer would make these calls ambiguous.
extension Recording {
    /// Frames with every kind of item a render tree holds: rounded and clamped rectangles, opaque
    /// and translucent fills, opacity, translated, rotated and scaled transforms, nested rounded
    /// clips (and a malformed parent and item clip), blur of several radii, text alone and over a
    /// fill on several lines, names and text that need escaping, items that draw nothing, and
    /// values that are not finite.
    static func everyItemKind(frameCount: Int = 5) -> Recording {
        let size = CGSize(width: 200, height: 120)
        let frames = (0..<frameCount).map { index -> RenderTree in
            let t = CGFloat(index) / CGFloat(max(frameCount - 1, 1))
            let text = RenderText(string: "A <b> & \"c\" 12.5", fontSize: 9,
                                  color: Color(red: 0.2, green: 0.1, blue: 0, alpha: 0.6), maxWidth: 60)
            let broken = RenderText(string: "x", fontSize: 7, color: .black,
                                    lines: [TextLine(text: "one\ntwo", width: 10, baseline: 6.5)])
            let turn = Transform(rotationAngle: t).concatenating(Transform(translationX: 100 + t * 10, y: 60))
            return RenderTree(size: size, items: [
                RenderItem(name: "ground", bounds: size, backgroundColor: .white),
                RenderItem(name: "pill '1'", bounds: CGSize(width: 80, height: 20), transform: turn,
                           opacity: 1 - t / 2, backgroundColor: .orange, cornerRadius: 40, clip: 1,
                           blurRadius: index.isMultiple(of: 2) ? 0 : 1 + t),
                RenderItem(name: "label", bounds: CGSize(width: 60, height: 30), transform: Transform(translationX: 10, y: 10),
                           backgroundColor: Color(red: 0, green: 0, blue: 1, alpha: 0.3), cornerRadius: 4, clip: 0,
                           text: text, blurRadius: 2),
                RenderItem(bounds: CGSize(width: 40, height: 10), transform: Transform(translationX: 10, y: 100 - t * 20),
                           clip: 7, text: broken),
                RenderItem(name: "scaled", bounds: CGSize(width: 10, height: 10), transform: Transform(scaleX: 1 + t, y: 2),
                           opacity: 2, backgroundColor: .green, blurRadius: 2),
                RenderItem(name: "hidden", bounds: CGSize(width: 10, height: 10), transform: Transform(translationX: t, y: 0),
                           opacity: 0, backgroundColor: .red),
                RenderItem(name: "empty", bounds: CGSize(width: 10, height: 10)),
                RenderItem(name: "odd", bounds: CGSize(width: CGFloat.nan, height: 5), transform: Transform(translationX: .infinity, y: -0.0),
                           backgroundColor: .black, cornerRadius: -3),
            ], clips: [
                RenderClip(bounds: CGSize(width: 180, height: 100), transform: Transform(translationX: 10, y: 10), cornerRadius: 12),
                RenderClip(bounds: CGSize(width: 150, height: 80), transform: Transform(translationX: 20, y: 20),
                           cornerRadius: 6, parent: 0),
                RenderClip(bounds: CGSize(width: 5, height: 5), parent: 2),
            ])
        }
        return Recording(size: size, framesPerSecond: 30, frames: frames)
    }
}
