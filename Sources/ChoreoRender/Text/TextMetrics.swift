import Foundation

/// A deterministic model of a Helvetica/Arial-like sans-serif font, used to measure
/// and wrap text identically on every platform, with no font files or system APIs.
///
/// Units are 1/1000 em: multiply by `fontSize / 1000` to get points.
///
/// - Advance widths: printable ASCII uses the standard Helvetica AFM widths
///   (space 278, `a` 556, `i` 222, `m` 833, `W` 944, …; `'` is *quotesingle*, 191,
///   and `` ` `` is *grave*, 333). A no-break space is 278. CJK ideographs, kana,
///   Hangul, full-width forms and emoji are 1000. Controls, combining marks,
///   format characters (joiners, variation selectors, tags) and emoji skin-tone
///   modifiers are 0. Every other character is 556.
/// - Vertical metrics: ascender 905, descender 212 (Arial's), no line gap, so the
///   line height is 1117, and a line's baseline sits one ascender below its top.
public enum TextMetrics: Sendable {
    /// Distance from a line's top to its baseline, in 1/1000 em.
    public static let ascender = 905
    /// Distance from a line's baseline to its bottom, in 1/1000 em.
    public static let descender = 212
    /// Distance between consecutive baselines: ``ascender`` + ``descender``, in 1/1000 em.
    public static let lineHeight = ascender + descender

    /// The advance width of `scalar`, in 1/1000 em.
    public static func advance(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20, value <= 0x7E { return Int(asciiAdvances[Int(value - 0x20)]) }
        if value < 0xA0 { return 0 }  // C0 controls, DEL and C1 controls.
        if value == 0xA0 { return 278 }  // No-break space looks like a space.
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if properties.isEmojiModifier { return 0 }  // Merges into the preceding emoji.
        if isWide(value) || properties.isEmojiPresentation { return 1000 }
        return 556
    }

    /// The width of `text` set on a single line, in points, ignoring line breaks.
    ///
    /// A non-finite or negative `fontSize` measures as 0.
    public static func width(of text: String, fontSize: CGFloat) -> CGFloat {
        var units = 0
        for scalar in text.unicodeScalars { units += advance(of: scalar) }
        return points(units, fontSize: sanitized(fontSize: fontSize))
    }

    /// Lays `text` out into lines no wider than `maxWidth`.
    ///
    /// - Lines break at `"\n"`, `"\r\n"` and `"\r"`, and greedily at spaces (U+0020)
    ///   when the next word would not fit. The spaces at a wrap and at the end of a
    ///   line are neither drawn nor measured; leading spaces of a paragraph are kept
    ///   and measured as part of its first word.
    /// - A word wider than `maxWidth` starts a new line and is broken between
    ///   characters, keeping at least one character per line; zero-width characters
    ///   (marks, joiners) and the character after a zero-width joiner stay with the
    ///   character before them.
    /// - Empty text has no lines and measures 0 × 0; each explicit line break adds a line.
    /// - A non-finite or negative `fontSize` is treated as 0 (everything measures 0);
    ///   a NaN or negative `maxWidth` as infinite (no wrapping).
    ///
    /// - Parameters:
    ///   - text: The text to lay out.
    ///   - fontSize: The font size in points.
    ///   - maxWidth: The widest a line may be, in points; `.infinity` disables wrapping.
    public static func layout(_ text: String, fontSize: CGFloat, maxWidth: CGFloat = .infinity) -> TextLayout {
        let size = sanitized(fontSize: fontSize)
        let limit = maxWidth.isNaN || maxWidth < 0 ? CGFloat.infinity : maxWidth
        var breaker = LineBreaker(scalars: text.unicodeScalars, fontSize: size, maxWidth: limit)
        breaker.run()
        let lines = breaker.lines
        let width = lines.reduce(0) { max($0, $1.width) }
        return TextLayout(lines: lines, size: CGSize(width: width, height: points(lines.count * lineHeight, fontSize: size)))
    }

    /// Converts font units to points. Scaling the integer sum once (rather than adding
    /// per-character products) keeps results exact-looking and independent of order.
    static func points(_ units: Int, fontSize: CGFloat) -> CGFloat {
        CGFloat(units) * fontSize / 1000
    }

    static func sanitized(fontSize: CGFloat) -> CGFloat {
        fontSize.isFinite && fontSize > 0 ? fontSize : 0
    }

    /// East Asian wide blocks; emoji are recognised through their Unicode properties.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F,  // Hangul Jamo leading consonants
             0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
             0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed CJK
             0x3400...0x4DBF,  // CJK Extension A
             0x4E00...0x9FFF,  // CJK Unified Ideographs
             0xA000...0xA4CF,  // Yi
             0xAC00...0xD7A3,  // Hangul syllables
             0xF900...0xFAFF,  // CJK compatibility ideographs
             0xFE30...0xFE4F,  // CJK compatibility forms
             0xFF00...0xFF60,  // full-width forms
             0xFFE0...0xFFE6,  // full-width signs
             0x20000...0x3FFFD:  // CJK Extensions B and beyond
            return true
        default:
            return false
        }
    }

    /// Helvetica AFM advance widths for U+0020 through U+007E.
    private static let asciiAdvances: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  //  !"#$%&'()*+,-./
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0123456789:;<=>?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ABCDEFGHIJKLMNO
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // PQRSTUVWXYZ[\]^_
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // `abcdefghijklmno
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // pqrstuvwxyz{|}~
    ]
}
