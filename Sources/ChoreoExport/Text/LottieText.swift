import ChoreoRender
import Foundation

/// Text as Lottie paths: each line's glyph outlines placed at the font's own advances, as the
/// SVG renderer's text is drawn (for ASCII they are ``TextMetrics``' widths to a thousandth of
/// an em, so the lines are as wide as the layout measured them).
enum LottieText {
    /// Glyph coordinates keep one decimal: a twentieth of a point at most, well below a pixel.
    static let decimals = 1

    /// A word of a text (characters between spaces) and where its pen starts.
    struct PlacedWord: Equatable {
        var text: String
        var x: Double
        var baseline: Double
    }

    /// The words of `text`'s lines, placed at the font's advances along their lines. Two texts
    /// with the same words in the same order differ only in where the words stand: a text that
    /// re-wraps, or whose words move between wrappings (``TextReflow``).
    static func words(of text: RenderText, glyphs: GlyphOutlines) -> [PlacedWord] {
        let size = Double(text.fontSize)
        var words: [PlacedWord] = []
        for line in text.lines {
            var pen = Double(line.x)
            var word: PlacedWord?
            for scalar in line.text.unicodeScalars {
                if scalar == " " {
                    if let finished = word { words.append(finished) }
                    word = nil
                } else if word == nil {
                    word = PlacedWord(text: String(scalar), x: pen, baseline: Double(line.baseline))
                } else {
                    word?.text.unicodeScalars.append(scalar)
                }
                pen += glyphs.glyph(of: scalar).advance * size
            }
            if let finished = word { words.append(finished) }
        }
        return words
    }

    /// One static path shape (`ty` "sh") per glyph contour of `text`, in the item's coordinates.
    static func paths(of text: RenderText, glyphs: GlyphOutlines) -> [JSONValue] {
        text.lines.flatMap { line in
            paths(of: line.text, fontSize: text.fontSize, glyphs: glyphs, pen: Double(line.x), baseline: Double(line.baseline))
        }
    }

    /// The glyph contours of one line's `text`, its pen starting at `pen` on `baseline`.
    static func paths(of text: String, fontSize: CGFloat, glyphs: GlyphOutlines, pen start: Double = 0,
                      baseline: Double = 0) -> [JSONValue] {
        let size = Double(fontSize)
        var shapes: [JSONValue] = []
        var pen = start
        for scalar in text.unicodeScalars {
            let glyph = glyphs.glyph(of: scalar)
            for contour in glyph.contours {
                shapes.append(path(placing: contour, at: pen, baseline: baseline, size: size))
            }
            pen += glyph.advance * size
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
