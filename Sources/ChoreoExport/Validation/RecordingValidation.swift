import ChoreoMotion
import ChoreoRender
import Foundation

/// Checks a recording before it is exported, so bad input gives one clear error instead of a file
/// that players draw wrongly.
enum RecordingValidation {
    /// Throws when the recording has no frames, no area, or a non-finite value in a frame.
    static func check(_ recording: Recording) throws {
        guard !recording.frames.isEmpty else { throw ExportError.noFrames }
        let size = recording.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw ExportError.emptyStage(width: size.width, height: size.height)
        }
        for (frame, tree) in recording.frames.enumerated() {
            for item in tree.items {
                if let bad = firstNonFinite(in: item) {
                    throw ExportError.nonFiniteValue("frame \(frame), item \"\(item.name ?? "unnamed")\": \(bad)")
                }
            }
            for (index, clip) in tree.clips.enumerated() {
                let values = [("bounds.width", clip.bounds.width), ("bounds.height", clip.bounds.height),
                              ("cornerRadius", clip.cornerRadius)] + named(clip.transform)
                if let bad = values.first(where: { !$0.1.isFinite }) {
                    throw ExportError.nonFiniteValue("frame \(frame), clip \(index): \(bad.0) is \(bad.1)")
                }
            }
        }
    }

    /// The first non-finite value of `item`, as "name is value".
    private static func firstNonFinite(in item: RenderItem) -> String? {
        var values = [("bounds.width", item.bounds.width), ("bounds.height", item.bounds.height),
                      ("opacity", item.opacity), ("cornerRadius", item.cornerRadius)] + named(item.transform)
        if let color = item.backgroundColor { values += named(color, "backgroundColor") }
        if let text = item.text {
            values.append(("text.fontSize", text.fontSize))
            values += named(text.color, "text.color")
            values += text.lines.flatMap { [("text.baseline", $0.baseline), ("text.x", $0.x)] }
        }
        values.append(("blurRadius", item.blurRadius))
        return values.first { !$0.1.isFinite }.map { "\($0.0) is \($0.1)" }
    }

    private static func named(_ transform: Transform) -> [(String, CGFloat)] {
        [("transform.a", transform.a), ("transform.b", transform.b), ("transform.c", transform.c),
         ("transform.d", transform.d), ("transform.tx", transform.tx), ("transform.ty", transform.ty)]
    }

    private static func named(_ color: Color, _ prefix: String) -> [(String, CGFloat)] {
        [("\(prefix).red", color.red), ("\(prefix).green", color.green), ("\(prefix).blue", color.blue),
         ("\(prefix).alpha", color.alpha)]
    }
}
