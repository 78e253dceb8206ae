import ChoreoRender
import Foundation

/// Text as Lottie paths: each line's glyph outlines placed at the font's own advances, as the
/// SVG renderer's text is drawn (for ASCII they are ``TextMetrics``' widths to a thousandth of
/// an em, so the lines are as wide as the layout measured them).
enum LottieText {
    /// Glyph coordinates keep one decimal: a twentieth of a point at most, well below a pixel.
    static let decimals = 1

    /// Whether two texts draw the same glyphs in the same places (their colors may differ).
    static func sameGlyphs(_ lhs: RenderText, _ rhs: RenderText) -> Bool {
        lhs.fontSize == rhs.fontSize && lhs.lines == rhs.lines
    }

    /// One static path shape (`ty` "sh") per glyph contour of `text`, in the item's coordinates.
    static func paths(of text: RenderText, glyphs: GlyphOutlines) -> [JSONValue] {
        let size = Double(text.fontSize)
        var shapes: [JSONValue] = []
        for line in text.lines where !line.text.isEmpty {
            var pen = Double(line.x)
            for scalar in line.text.unicodeScalars {
                let glyph = glyphs.glyph(of: scalar)
                for contour in glyph.contours {
                    shapes.append(path(placing: contour, at: pen, baseline: Double(line.baseline), size: size))
                }
                pen += glyph.advance * size
            }
        }
        return shapes
    }

    /// A contour in ems scaled to `size` and moved to the pen position on the baseline.
    private static func path(placing contour: [Double], at pen: Double, baseline: Double, size: Double) -> JSONValue {
        var placed = contour
        for index in stride(from: 0, to: placed.count, by: 6) {
            placed[index] = pen + placed[index] * size
            placed[index + 1] = baseline + placed[index + 1] * size
            for tangent in index + 2..<index + 6 { placed[tangent] *= size }
        }
        return .object([("ty", .string("sh")),
                        ("ks", .object([("a", .int(0)), ("k", PathSamples.shape(placed, decimals: decimals))]))])
    }
}
