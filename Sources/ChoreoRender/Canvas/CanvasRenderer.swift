import ChoreoMotion
import Foundation

/// Writes a ``RenderTree`` as drawing steps for an HTML canvas: what the live preview draws.
///
/// A canvas redraws a thousand moving items in a fraction of the time a browser takes to restyle
/// and repaint as many SVG elements, so the preview draws these steps rather than markup. They
/// draw what ``SVGRenderer`` writes: the same items show (``RenderItem``'s visible parts), at the
/// same rounded numbers, in the same clips, with the same group opacity and blur.
///
/// The drawing is one step per line, each a JSON array whose first element names it:
///
/// - `["clip", a, b, c, d, tx, ty, width, height, radius, …]` starts a run of items drawn inside
///   a clip: the intersection of rounded rectangles, nine numbers each, outermost first, each
///   placed by its transform `matrix(a b c d tx ty)`. `["end"]` ends the run. Consecutive items
///   with the same clip share a run.
/// - `["item", name, [a, b, c, d, tx, ty], opacity, blur, width, height, fill, radius, font,
///   textColor, x, baseline, "line", …]` draws one item in its local coordinates, placed by the
///   transform: the rectangle `(0, 0, width, height)` filled with `fill` (a CSS colour, or `null`
///   for none) with rounded corners of `radius`, then, when `font` (a CSS font) is not `null`,
///   each line of text from its `x` and `baseline`, without kerning. `name` is the item's name or
///   `null`. `opacity` (at most 1) and the Gaussian `blur` (its standard deviation in local
///   points, 0 for none) apply to the item as one group, as SVG's `<g opacity filter>` does.
///
/// Numbers are written as the SVG renderer writes them (3 decimals, never `-0`, non-finite as
/// 0), and strings are JSON strings that are also safe inside HTML.
public enum CanvasRenderer: Sendable {
    /// The drawing steps of `tree`, one per line, each line ending in a line break.
    public static func drawing(_ tree: RenderTree) -> String {
        var writer = MarkupWriter(capacity: 64 + tree.items.count * 112)
        tree.forEachVisibleItem(startClip: { writeClip($0, of: tree, into: &writer) },
                                endClip: { writer.raw("[\"end\"]\n") }) { item, fill, text in
            write(item, fill: fill, text: text, into: &writer)
        }
        return writer.output
    }

    private static func writeClip(_ index: Int, of tree: RenderTree, into writer: inout MarkupWriter) {
        var chain = [index]
        while let parent = tree.clipParent(of: chain[0]) { chain.insert(parent, at: 0) }
        writer.raw("[\"clip\"")
        for clip in chain.map({ tree.clips[$0] }) {
            writer.raw(",")
            writeMatrix(clip.transform, into: &writer)
            let rect = DrawnRect(size: clip.bounds, cornerRadius: clip.cornerRadius)
            writeElement(rect.width, into: &writer)
            writeElement(rect.height, into: &writer)
            writeElement(rect.cornerRadius, into: &writer)
        }
        writer.raw("]\n")
    }

    private static func write(_ item: RenderItem, fill: Color?, text: RenderText?, into writer: inout MarkupWriter) {
        writer.raw("[\"item\",")
        if let name = item.name { writer.jsonString(name) } else { writer.raw("null") }
        writer.raw(",[")
        writeMatrix(item.transform, into: &writer)
        writer.raw("]")
        let rect = DrawnRect(size: item.bounds, cornerRadius: item.cornerRadius)
        writeElement(min(item.opacity, 1), into: &writer)
        writeElement(item.drawnBlurRadius, into: &writer)
        writeElement(rect.width, into: &writer)
        writeElement(rect.height, into: &writer)
        writer.raw(",")
        writeColor(fill, into: &writer)
        writeElement(rect.cornerRadius, into: &writer)
        writer.raw(",")
        if let text {
            writer.raw("\"")
            writer.number(text.fontSize)
            writer.raw("px ")
            writer.raw(SVGRenderer.fontFamily)
            writer.raw("\",")
            writeColor(text.color, into: &writer)
            for line in text.lines where !line.text.isEmpty {
                writeElement(line.x, into: &writer)
                writeElement(line.baseline, into: &writer)
                writer.raw(",")
                writer.jsonString(line.text)
            }
        } else {
            writer.raw("null,null")
        }
        writer.raw("]\n")
    }

    /// `a,b,c,d,tx,ty`.
    private static func writeMatrix(_ transform: Transform, into writer: inout MarkupWriter) {
        writer.number(transform.a)
        writeElement(transform.b, into: &writer)
        writeElement(transform.c, into: &writer)
        writeElement(transform.d, into: &writer)
        writeElement(transform.tx, into: &writer)
        writeElement(transform.ty, into: &writer)
    }

    /// `,value`: the next number of an array.
    private static func writeElement(_ value: CGFloat, into writer: inout MarkupWriter) {
        writer.raw(",")
        writer.number(value)
    }

    /// `"rgba(r,g,b,alpha)"`, or `null` for none.
    private static func writeColor(_ color: Color?, into writer: inout MarkupWriter) {
        guard let color else {
            writer.raw("null")
            return
        }
        writer.raw("\"")
        writer.rgba(color)
        writer.raw("\"")
    }
}
