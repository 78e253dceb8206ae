import Foundation

/// Builds a self-contained HTML page that plays rendered frames as animations.
///
/// Each scene shows its SVG frames one at a time at the scene's frame rate, with
/// play/pause, a scrubber and a loop switch, followed by a filmstrip of every
/// sixth frame labelled with its time; clicking a thumbnail seeks to it. The page
/// needs no external resources, so it can be opened straight from disk.
///
/// Frames are inlined as `<svg>` elements, without their XML declaration and with
/// every `id="…"` and `url(#…)` reference prefixed per copy, so the ids that
/// ``SVGRenderer`` reuses in every frame stay unique in the page. The page is also
/// well-formed XML, which keeps it easy to check.
///
/// ```swift
/// let html = HTMLPlayer.page(title: "Card flip", description: "Spring, 0.4 s", scenes: [
///     HTMLPlayer.Scene(title: "Flip", caption: "Tap to flip", frames: svgFrames),
/// ])
/// ```
public enum HTMLPlayer: Sendable {
    /// One thumbnail per this many frames in a scene's filmstrip.
    static let filmstripStride = 6

    /// Returns the HTML page.
    /// - Parameters:
    ///   - title: The page's title and top heading.
    ///   - description: A paragraph under the heading; line breaks are kept.
    ///   - scenes: The animations to show, in order.
    public static func page(title: String, description: String, scenes: [Scene]) -> String {
        let frameBytes = scenes.reduce(0) { total, scene in
            scene.frames.reduce(total) { $0 + $1.utf8.count }
        }
        // Every frame once on the stage, every sixth again in the filmstrip.
        var writer = MarkupWriter(capacity: 8192 + frameBytes + frameBytes / filmstripStride + scenes.count * 1024)
        writer.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        writer.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>")
        writer.escaped(title)
        writer.raw("</title>\n<style>\n")
        writer.raw(PlayerAssets.styleSheet)
        writer.raw("</style>\n</head>\n<body>\n<header>\n<h1>")
        writer.escaped(title)
        writer.raw("</h1>\n<p class=\"description\">")
        writer.escaped(description)
        writer.raw("</p>\n</header>\n")
        for (number, scene) in scenes.enumerated() {
            write(scene, number: number, into: &writer)
        }
        writer.raw("<script>//<![CDATA[\n")
        writer.raw(PlayerAssets.script)
        writer.raw("//]]></script>\n</body>\n</html>\n")
        return writer.output
    }

    private static func write(_ scene: Scene, number: Int, into writer: inout MarkupWriter) {
        let fps = scene.effectiveFPS
        writer.raw("<section class=\"scene\"")
        writer.attribute("data-fps", CGFloat(fps))
        writer.raw(">\n<h2>")
        writer.escaped(scene.title)
        writer.raw("</h2>\n<p class=\"caption\">")
        writer.escaped(scene.caption)
        writer.raw("</p>\n")
        guard !scene.frames.isEmpty else {
            writer.raw("<p class=\"empty\">No frames.</p>\n</section>\n")
            return
        }

        writer.raw("<div class=\"stage\">\n")
        for (index, frame) in scene.frames.enumerated() {
            writeInline(frame, scope: "s\(number)f\(index)-", into: &writer)
        }
        writer.raw("</div>\n<div class=\"controls\">")
        writer.raw("<button type=\"button\" class=\"play\">Pause</button>")
        writer.raw("<input type=\"range\" class=\"scrubber\" min=\"0\" max=\"")
        writer.integer(scene.frames.count - 1)
        writer.raw("\" value=\"0\" step=\"1\" aria-label=\"Frame\"/>")
        writer.raw("<span class=\"clock\">0 ms</span>")
        writer.raw("<label><input type=\"checkbox\" class=\"loop\" checked=\"checked\"/> Loop</label>")
        writer.raw("</div>\n<div class=\"filmstrip\">\n")
        for index in stride(from: 0, to: scene.frames.count, by: filmstripStride) {
            writer.raw("<figure data-frame=\"")
            writer.integer(index)
            writer.raw("\">")
            writeInline(scene.frames[index], scope: "s\(number)t\(index)-", into: &writer)
            writer.raw("<figcaption>")
            writer.integer(Int((Double(index) * 1000 / fps).rounded()))
            writer.raw(" ms</figcaption></figure>\n")
        }
        writer.raw("</div>\n</section>\n")
    }

    /// Appends `frame` without its XML declaration, which HTML would parse as a bogus
    /// comment, and with `scope` inserted at the start of each `id` attribute value
    /// and of each attribute value starting with `url(#`.
    private static func writeInline(_ frame: String, scope: String, into writer: inout MarkupWriter) {
        var body = Substring(frame)
        // A declaration's pseudo-attributes cannot contain `>`, so the first one ends it.
        if body.hasPrefix("<?xml"), let end = body.utf8.firstIndex(of: UInt8(ascii: ">")) {
            body = body[body.utf8.index(after: end)...].drop { $0.isWhitespace }
        }
        // `="` can only open an attribute value: escaped text and values hold no bare quote.
        // `window` holds the last four bytes read, to spot ` id="` without looking back.
        let utf8 = body.utf8
        let idOpening: UInt32 = 0x2069_643D  // " id=", oldest byte highest
        let urlOpening = "url(#".utf8
        var window: UInt32 = 0
        var copied = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            utf8.formIndex(after: &index)
            defer { window = window << 8 | UInt32(byte) }
            guard byte == UInt8(ascii: "\""), window & 0xFF == UInt32(UInt8(ascii: "=")) else { continue }
            let insertion: String.Index
            if window == idOpening {
                insertion = index
            } else if utf8[index...].starts(with: urlOpening) {
                insertion = utf8.index(index, offsetBy: urlOpening.count)
            } else {
                continue
            }
            writer.raw(body[copied..<insertion])
            writer.raw(scope)
            copied = insertion
        }
        writer.raw(body[copied...])
        if body.last != "\n" { writer.raw("\n") }
    }
}
