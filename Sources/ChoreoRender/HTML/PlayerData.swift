import ChoreoMotion
import Foundation

/// Encodes a ``Recording`` as the compact JSON the player page draws its frames from.
///
/// Frames are render trees with every value already resolved the way ``SVGRenderer`` writes it
/// (visibility, clamped corner radii, colors, numbers rounded to 3 decimals), so the page's
/// script only concatenates markup and draws exactly the SVG renderer's output. Repeated parts
/// are stored once: tables of distinct looks (size, fill, text), items (a look placed with a
/// transform, opacity, blur and clip), clips and frames, and one frame index per frame.
///
/// ```text
/// {"w":…,"h":…,"fps":…,
///  "s":[names], "t":[texts], "l":[looks], "i":[items], "c":[clips], "f":[frames], "o":[frame per time step]}
/// text  = [fontSize, "rgb(…)", fillAlpha | -1, [baseline, "line", baseline, "line", …]]
/// look  = [name | -1, boundsWidth, boundsHeight, rectWidth | -1, rectHeight, rx | -1, "rgb(…)" | "", fillAlpha | -1, text | -1]
/// item  = [look, clip | -1, opacity | -1 (1) | -2 (0), blur | 0, (tx, ty) | (a, b, c, d, tx, ty)]
/// clip  = [width, height, rx | -1, parent | -1, (tx, ty) | (a, b, c, d, tx, ty)]
/// frame = [[item, …], [clip, …]]
/// ```
/// A missing transform is the identity (no attribute); two numbers are a translation. An item is
/// drawn when its opacity is not -2 and its look has a rect or a text.
struct PlayerData {
    private var strings = Table()
    private var texts = Table()
    private var looks = Table()
    private var items = Table()
    private var clips = Table()
    private var frames = Table()
    private var order: [Int] = []

    /// The JSON for `recording`.
    static func json(for recording: Recording) -> String {
        var data = PlayerData()
        for tree in recording.frames { data.order.append(data.add(tree)) }
        var writer = MarkupWriter(capacity: 1024)
        writer.raw("{\"w\":")
        writer.number(SVGRenderer.nonNegative(recording.size.width))
        writer.raw(",\"h\":")
        writer.number(SVGRenderer.nonNegative(recording.size.height))
        writer.raw(",\"fps\":")
        writer.number(CGFloat(recording.effectiveFramesPerSecond))
        for (key, table) in [("s", data.strings), ("t", data.texts), ("l", data.looks), ("i", data.items),
                             ("c", data.clips), ("f", data.frames)] {
            writer.raw(",\"\(key)\":[")
            writer.raw(table.entries.joined(separator: ","))
            writer.raw("]")
        }
        writer.raw(",\"o\":[")
        writer.raw(data.order.map(String.init).joined(separator: ","))
        writer.raw("]}")
        return writer.output
    }

    private mutating func add(_ tree: RenderTree) -> Int {
        let itemIndices = tree.items.map { add($0, clipCount: tree.clips.count) }
        let clipIndices = tree.clips.enumerated().map { index, clip in add(clip, index: index) }
        let frame = "[[" + itemIndices.map(String.init).joined(separator: ",") + "],["
            + clipIndices.map(String.init).joined(separator: ",") + "]]"
        return frames.index(of: frame)
    }

    private mutating func add(_ item: RenderItem, clipCount: Int) -> Int {
        // Looks ignore opacity, so a node fading out keeps its look; opacity 0 marks it undrawn.
        var opaque = item
        opaque.opacity = 1
        let parts = SVGRenderer.visibleParts(of: opaque)
        var writer = MarkupWriter(capacity: 64)
        writer.raw("[")
        writer.integer(look(of: item, fill: parts?.fill, text: parts?.text))
        writer.raw(",")
        writer.integer(item.clip.flatMap { (0..<clipCount).contains($0) ? $0 : nil } ?? -1)
        writer.raw(",")
        if !(item.opacity > 0) {
            writer.raw("-2")
        } else if item.opacity < 1 {
            writer.number(item.opacity)
        } else {
            writer.raw("-1")
        }
        writer.raw(",")
        writer.raw(SVGRenderer.blurText(of: item) ?? "0")
        Self.writeTransform(item.transform, into: &writer)
        writer.raw("]")
        return items.index(of: writer.output)
    }

    private mutating func look(of item: RenderItem, fill: Color?, text: RenderText?) -> Int {
        var writer = MarkupWriter(capacity: 64)
        writer.raw("[")
        writer.integer(item.name.map { strings.index(of: Self.json($0)) } ?? -1)
        for value in [item.bounds.width, item.bounds.height] {
            writer.raw(",")
            writer.number(value)
        }
        if let fill {
            writer.raw(",")
            Self.writeRect(item.bounds, cornerRadius: item.cornerRadius, into: &writer)
            Self.writeColor(fill, into: &writer)
        } else {
            writer.raw(",-1,0,-1,\"\",-1")
        }
        writer.raw(",")
        writer.integer(text.map { texts.index(of: Self.json($0)) } ?? -1)
        writer.raw("]")
        return looks.index(of: writer.output)
    }

    private mutating func add(_ clip: RenderClip, index: Int) -> Int {
        var writer = MarkupWriter(capacity: 64)
        writer.raw("[")
        Self.writeRect(clip.bounds, cornerRadius: clip.cornerRadius, into: &writer)
        writer.raw(",")
        writer.integer(clip.parent.flatMap { $0 >= 0 && $0 < index ? $0 : nil } ?? -1)
        Self.writeTransform(clip.transform, into: &writer)
        writer.raw("]")
        return clips.index(of: writer.output)
    }

    /// `width,height,rx` as ``MarkupWriter/rectGeometry(size:cornerRadius:)`` writes them, rx -1 for none.
    private static func writeRect(_ size: CGSize, cornerRadius: CGFloat, into writer: inout MarkupWriter) {
        let width = SVGRenderer.nonNegative(size.width)
        let height = SVGRenderer.nonNegative(size.height)
        let radius = SVGRenderer.nonNegative(min(cornerRadius, width / 2, height / 2))
        writer.number(width)
        writer.raw(",")
        writer.number(height)
        writer.raw(",")
        if radius > 0 { writer.number(radius) } else { writer.raw("-1") }
    }

    /// `,"rgb(…)",alpha` with alpha -1 for an opaque color.
    private static func writeColor(_ color: Color, into writer: inout MarkupWriter) {
        writer.raw(",\"")
        writer.rgb(color)
        writer.raw("\",")
        if color.alpha < 1 { writer.number(color.alpha) } else { writer.raw("-1") }
    }

    /// Nothing for the identity, `,tx,ty` for a translation, else all six coefficients.
    private static func writeTransform(_ transform: Transform, into writer: inout MarkupWriter) {
        guard transform != .identity else { return }
        let isTranslation = transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
        let values = isTranslation ? [transform.tx, transform.ty]
            : [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        for value in values {
            writer.raw(",")
            writer.number(value)
        }
    }

    private static func json(_ string: String) -> String {
        var writer = MarkupWriter(capacity: string.utf8.count + 2)
        writer.jsonString(string)
        return writer.output
    }

    private static func json(_ text: RenderText) -> String {
        var writer = MarkupWriter(capacity: 64)
        writer.raw("[")
        writer.number(text.fontSize)
        writeColor(text.color, into: &writer)
        writer.raw(",[")
        var first = true
        for line in text.lines where !line.text.isEmpty {
            if !first { writer.raw(",") }
            first = false
            writer.number(line.baseline)
            writer.raw(",")
            writer.jsonString(line.text)
        }
        writer.raw("]]")
        return writer.output
    }

    /// Distinct JSON fragments in order of first use.
    private struct Table {
        private(set) var entries: [String] = []
        private var indices: [String: Int] = [:]

        mutating func index(of entry: String) -> Int {
            if let index = indices[entry] { return index }
            entries.append(entry)
            indices[entry] = entries.count - 1
            return entries.count - 1
        }
    }
}
