import ChoreoMotion
import Foundation

/// Writes a ``RenderTree`` as a standalone SVG 1.1 document.
///
/// The output is deterministic (the same tree always gives the same bytes) and
/// compact: numbers are rounded to 3 decimals, default attributes are left out,
/// and invisible items (opacity 0, no fill and no text) are skipped.
///
/// Each visible item becomes one element: a `<rect>` for a fill, a `<text>` for
/// text, or a `<g>` holding both. Its absolute transform becomes
/// `transform="matrix(a b c d tx ty)"` and its opacity a group `opacity`, so
/// overlapping fill and text fade as one. Consecutive items with the same clip
/// share a `<g clip-path>`, which carries no transform so clips stay in stage
/// coordinates. A ``RenderItem/blurRadius`` becomes `filter="url(#blur-N)"`, one
/// `<filter>` with an `feGaussianBlur` per distinct radius. Clip and filter ids
/// (`clip-0`, `blur-0`, …) are unique within one document; ``HTMLPlayer`` scopes them
/// per scene and shows exactly this markup, which it stores compactly.
public enum SVGRenderer: Sendable {
    /// The font family written on `<text>`: Liberation Sans (the font the Lottie exporter
    /// outlines, with Arial's and Helvetica's advance widths), then the fonts ``TextMetrics``
    /// models, then any sans-serif.
    static let fontFamily = "Liberation Sans, Arial, Helvetica, sans-serif"
    /// Kerning is off: glyphs stand at the advances ``TextMetrics`` measured the lines with.
    static let textStyle = "font-kerning:none"

    /// Renders `tree` as an SVG document whose viewport is the tree's size.
    public static func document(_ tree: RenderTree) -> String {
        var writer = MarkupWriter(capacity: 256 + tree.clips.count * 192 + tree.items.count * 256)
        writeOpening(size: tree.size, into: &writer)
        writeBody(tree, idPrefix: "", into: &writer)
        writer.raw("</svg>\n")
        return writer.output
    }

    /// Writes the XML declaration and the `<svg>` start tag of a document of `size`.
    static func writeOpening(size: CGSize, into writer: inout MarkupWriter) {
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        writeStartTag(size: size, into: &writer)
    }

    /// Writes the `<svg>` start tag of a document of `size`, and a line break.
    static func writeStartTag(size: CGSize, into writer: inout MarkupWriter) {
        let width = nonNegative(size.width)
        let height = nonNegative(size.height)
        writer.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"")
        writer.attribute("width", width)
        writer.attribute("height", height)
        writer.raw(" viewBox=\"0 0 ")
        writer.number(width)
        writer.raw(" ")
        writer.number(height)
        writer.raw("\">\n")
    }

    /// Writes the drawing of `tree` (its `<defs>` and elements, without the `<svg>` element),
    /// starting every id with `idPrefix` so several drawings can share one document.
    static func writeBody(_ tree: RenderTree, idPrefix: String, into writer: inout MarkupWriter) {
        let blurs = blurs(in: tree.items)
        let clipIDs = writeDefs(of: tree, blurs: blurs, idPrefix: idPrefix, into: &writer)
        tree.forEachVisibleItem(startClip: { clip in
            writer.raw("<g clip-path=\"url(#")
            writer.raw(clipIDs[clip])
            writer.raw(")\">\n")
        }, endClip: { writer.raw("</g>\n") }) { item, fill, text in
            let filter = blurText(of: item).flatMap { blurs.firstIndex(of: $0) }
            write(item, fill: fill, text: text, filter: filter.map { "\(idPrefix)blur-\($0)" }, into: &writer)
        }
    }

    private static func write(_ item: RenderItem, fill: Color?, text: RenderText?, filter: String?,
                              into writer: inout MarkupWriter) {
        // With both parts, a <g> takes the placement and name; otherwise the single part does.
        let grouped = fill != nil && text != nil
        if grouped {
            writer.raw("<g")
            writePlacement(of: item, filter: filter, into: &writer)
            writer.raw(">")
            writeTitle(item.name, into: &writer)
        }
        if let fill {
            writer.raw("<rect")
            if !grouped { writePlacement(of: item, filter: filter, into: &writer) }
            writer.rectGeometry(size: item.bounds, cornerRadius: item.cornerRadius)
            writer.fill(fill)
            if !grouped, let name = item.name {
                writer.raw(">")
                writeTitle(name, into: &writer)
                writer.raw("</rect>")
            } else {
                writer.raw("/>")
            }
        }
        if let text {
            writer.raw("<text")
            if !grouped { writePlacement(of: item, filter: filter, into: &writer) }
            writer.raw(" font-family=\"")
            writer.raw(fontFamily)
            writer.raw("\" style=\"")
            writer.raw(textStyle)
            writer.raw("\"")
            writer.attribute("font-size", text.fontSize)
            writer.fill(text.color)
            writer.raw(" xml:space=\"preserve\">")
            if !grouped { writeTitle(item.name, into: &writer) }
            for line in text.lines where !line.text.isEmpty {
                writer.raw("<tspan")
                writer.attribute("x", line.x)
                writer.attribute("y", line.baseline)
                writer.raw(">")
                writer.escaped(line.text)
                writer.raw("</tspan>")
            }
            writer.raw("</text>")
        }
        if grouped { writer.raw("</g>") }
        writer.raw("\n")
    }

    private static func writePlacement(of item: RenderItem, filter: String?, into writer: inout MarkupWriter) {
        writer.transform(item.transform)
        if item.opacity < 1 { writer.attribute("opacity", item.opacity) }
        if let filter {
            writer.raw(" filter=\"url(#")
            writer.raw(filter)
            writer.raw(")\"")
        }
    }

    /// A `<title>` shows as a tooltip in browsers, naming the node under the pointer.
    private static func writeTitle(_ name: String?, into writer: inout MarkupWriter) {
        guard let name else { return }
        writer.raw("<title>")
        writer.escaped(name)
        writer.raw("</title>")
    }

    static func nonNegative(_ value: CGFloat) -> CGFloat {
        value > 0 ? value : 0
    }
}
