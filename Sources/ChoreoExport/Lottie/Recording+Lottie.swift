import ChoreoRender
import Foundation

extension Recording {
    /// The recording as a Lottie animation (Bodymovin JSON, Lottie spec 1.0) at the recording's
    /// size and frame rate, which Lottie players (lottie-ios, lottie-android, lottie-web, rlottie,
    /// ThorVG) play as Choreo's SVG renderer draws it.
    ///
    /// Each node is one shape layer for the whole animation (found in every frame by its name and
    /// its place among items of that name), holding its rectangle and fill, its text as glyph
    /// outlines of Liberation Sans read through FreeType (placed at ``TextMetrics``' advances,
    /// so no player needs text support), its clips as masks and its blur as a Gaussian blur
    /// effect. A value that never changes is static. A change that one of ``curveAnimations``
    /// explains (the frames follow its timing curve from its start to its end) is two keyframes
    /// with that curve's tangents; every other change (springs, retargeted or interrupted
    /// animations, scrubbing, keyframes) is fitted to every frame within 0.25 pt and 0.5 %
    /// opacity with as few cubic segments as the fit needs.
    ///
    /// ```swift
    /// let data = try recording.lottieJSON(name: "Sign-up")
    /// try data.write(to: URL(fileURLWithPath: "signup.json"))
    /// ```
    ///
    /// - Parameter name: The animation's name (`nm`).
    /// - Throws: ``ExportError`` for a recording with no frames, a stage without area, a
    ///   non-finite value in a frame, or, when it draws text, a missing font.
    public func lottieJSON(name: String = "Choreo") throws -> Data {
        try RecordingValidation.check(self)
        // The font is opened only for recordings that draw text.
        let drawsText = frames.contains { $0.items.contains { SceneVisibility.text(of: $0) != nil } }
        let glyphs = try drawsText ? GlyphOutlines() : nil
        let frameCount = frames.count
        var layers: [JSONValue] = []
        for track in ItemTrack.tracks(of: frames) {
            guard let range = track.frameRange else { continue }
            let spans = LayerCurveSpans(curveAnimations, itemName: track.name, frames: range,
                                        framesPerSecond: effectiveFramesPerSecond)
            let layer = LottieLayer(track: track, frames: range, stageSize: size, glyphs: glyphs, curveSpans: spans)
            layers.append(layer.json(index: layers.count + 1))
        }
        let document: JSONValue = .object([
            ("v", .string("5.7.0")), ("nm", .string(name)), ("fr", .number(effectiveFramesPerSecond)),
            ("ip", .int(0)), ("op", .int(frameCount)), ("w", .int(Int(size.width.rounded(.up)))),
            ("h", .int(Int(size.height.rounded(.up)))), ("ddd", .int(0)), ("assets", .array([])),
            ("layers", .array(layers)),
        ])
        return Data(document.text.utf8)
    }

    /// Writes ``lottieJSON(name:)`` to `url`, completely or not at all.
    public func writeLottie(to url: URL, name: String = "Choreo") throws {
        try AtomicOutput.write(lottieJSON(name: name), to: url)
    }
}
