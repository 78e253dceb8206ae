import Foundation
import Testing
import ChoreoRender

@Suite("TextMetrics")
struct TextMetricsTests {
    private func texts(_ layout: TextLayout) -> [String] { layout.lines.map(\.text) }

    @Test("ASCII advances are Helvetica's AFM widths")
    func asciiAdvances() {
        let expected: [(Unicode.Scalar, Int)] = [
            (" ", 278), ("a", 556), ("m", 833), ("i", 222), ("W", 944), ("@", 1015),
            ("H", 722), ("'", 191), ("`", 333), ("|", 260), ("{", 334), ("~", 584), ("0", 556),
        ]
        for (scalar, width) in expected {
            #expect(TextMetrics.advance(of: scalar) == width, "\(scalar)")
        }
    }

    @Test("Other characters get the documented defaults")
    func otherAdvances() {
        let expected: [(Unicode.Scalar, Int)] = [
            ("\u{E9}", 556),  // é
            ("\u{416}", 556),  // Cyrillic Zhe
            ("\u{4E2D}", 1000),  // CJK ideograph
            ("\u{3042}", 1000),  // Hiragana a
            ("\u{AC00}", 1000),  // Hangul syllable
            ("\u{1F600}", 1000),  // emoji
            ("\u{A0}", 278),  // no-break space
            ("\u{301}", 0),  // combining acute
            ("\u{200D}", 0),  // zero-width joiner
            ("\u{FE0F}", 0),  // variation selector
            ("\u{1F3FD}", 0),  // skin-tone modifier
            ("\t", 0), ("\u{7F}", 0),
        ]
        for (scalar, width) in expected {
            #expect(TextMetrics.advance(of: scalar) == width, "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test("Vertical metrics")
    func verticalMetrics() {
        #expect(TextMetrics.ascender == 905)
        #expect(TextMetrics.descender == 212)
        #expect(TextMetrics.lineHeight == 1117)
    }

    @Test("Single-line width sums advances")
    func width() {
        #expect(TextMetrics.width(of: "Hello", fontSize: 10) == CGFloat(722 + 556 + 222 + 222 + 556) / 1000 * 10)
        #expect(TextMetrics.width(of: "Hello", fontSize: 10) == 22.78)
        #expect(TextMetrics.width(of: "", fontSize: 10) == 0)
        #expect(TextMetrics.width(of: "Hello", fontSize: -.infinity) == 0)
    }

    @Test("Text that fits stays on one line")
    func fitsOnOneLine() {
        let layout = TextMetrics.layout("Hello world", fontSize: 10, maxWidth: 100)
        // Hello 2278 + space 278 + world 2389.
        #expect(layout.lines == [TextLine(text: "Hello world", width: 49.45, baseline: 9.05)])
        #expect(layout.size == CGSize(width: 49.45, height: 11.17))
    }

    @Test("Wraps greedily at spaces, dropping the spaces at the wrap")
    func wrapsAtSpaces() {
        let layout = TextMetrics.layout("Hello   world again", fontSize: 10, maxWidth: 30)
        #expect(layout.lines == [
            TextLine(text: "Hello", width: 22.78, baseline: 9.05),
            TextLine(text: "world", width: 23.89, baseline: 20.22),
            TextLine(text: "again", width: 24.46, baseline: 31.39),
        ])
        #expect(layout.size == CGSize(width: 24.46, height: 33.51))
    }

    @Test("Several words share a line while they fit")
    func wordsShareLine() {
        // "Hi there" is 944 + 278 + 2279 = 3501 units.
        #expect(texts(TextMetrics.layout("Hi there you", fontSize: 10, maxWidth: 36)) == ["Hi there", "you"])
        #expect(texts(TextMetrics.layout("Hi there you", fontSize: 10, maxWidth: 35.01)) == ["Hi there", "you"])
        #expect(texts(TextMetrics.layout("Hi there you", fontSize: 10, maxWidth: 35)) == ["Hi", "there", "you"])
    }

    @Test("A measured width fits its own text when fed back")
    func measuredWidthFits() {
        let text = "The quick brown fox jumps over the lazy dog"
        let measured = TextMetrics.layout(text, fontSize: 13, maxWidth: .infinity).size.width
        let roundTripped = (measured + 0.1) - 0.1
        #expect(TextMetrics.layout(text, fontSize: 13, maxWidth: roundTripped).lines.count == 1)
    }

    @Test("Spaces: interior kept, trailing not measured, leading kept")
    func spaces() {
        #expect(TextMetrics.layout("a  b", fontSize: 10).lines == [TextLine(text: "a  b", width: 16.68, baseline: 9.05)])
        #expect(TextMetrics.layout("ab   ", fontSize: 10).lines == [TextLine(text: "ab", width: 11.12, baseline: 9.05)])
        #expect(TextMetrics.layout("  ab", fontSize: 10).lines == [TextLine(text: "  ab", width: 16.68, baseline: 9.05)])
        #expect(TextMetrics.layout("   ", fontSize: 10).lines == [TextLine(text: "", width: 0, baseline: 9.05)])
    }

    @Test("A word wider than the line is broken between characters")
    func longWordBroken() {
        let layout = TextMetrics.layout("mmmmm", fontSize: 10, maxWidth: 20)
        #expect(layout.lines == [
            TextLine(text: "mm", width: 16.66, baseline: 9.05),
            TextLine(text: "mm", width: 16.66, baseline: 20.22),
            TextLine(text: "m", width: 8.33, baseline: 31.39),
        ])
        // The long word starts on a fresh line; its last piece can take the next word.
        #expect(texts(TextMetrics.layout("a mmmmm", fontSize: 10, maxWidth: 20)) == ["a", "mm", "mm", "m"])
        #expect(texts(TextMetrics.layout("mmmmm i", fontSize: 10, maxWidth: 20)) == ["mm", "mm", "m i"])
        // Zero width keeps at least one character per line.
        #expect(texts(TextMetrics.layout("ab c", fontSize: 10, maxWidth: 0)) == ["a", "b", "c"])
    }

    @Test("Breaking never separates marks or joined emoji from their base")
    func clustersStayTogether() {
        let accented = "e\u{301}e\u{301}"
        #expect(texts(TextMetrics.layout(accented, fontSize: 10, maxWidth: 5)) == ["e\u{301}", "e\u{301}"])
        let family = "\u{1F469}\u{200D}\u{1F469}"
        let layout = TextMetrics.layout(family, fontSize: 10, maxWidth: 5)
        #expect(layout.lines == [TextLine(text: family, width: 20, baseline: 9.05)])
    }

    @Test("Explicit line breaks")
    func explicitBreaks() {
        #expect(texts(TextMetrics.layout("one\ntwo", fontSize: 10)) == ["one", "two"])
        #expect(texts(TextMetrics.layout("one\r\ntwo\rthree", fontSize: 10)) == ["one", "two", "three"])
        #expect(texts(TextMetrics.layout("a\n", fontSize: 10)) == ["a", ""])
        let blank = TextMetrics.layout("\n\n", fontSize: 10)
        #expect(texts(blank) == ["", "", ""])
        #expect(blank.size == CGSize(width: 0, height: 33.51))
        // Trailing spaces before a break are not measured either.
        #expect(TextMetrics.layout("ab  \ncd", fontSize: 10).lines[0] == TextLine(text: "ab", width: 11.12, baseline: 9.05))
    }

    @Test("Infinite width never wraps")
    func infiniteWidth() {
        let text = String(repeating: "word ", count: 200) + "end"
        let layout = TextMetrics.layout(text, fontSize: 12, maxWidth: .infinity)
        #expect(layout.lines.count == 1)
        #expect(layout.size.width == TextMetrics.width(of: text, fontSize: 12))
    }

    @Test("Empty text measures 0 × 0")
    func emptyText() {
        #expect(TextMetrics.layout("", fontSize: 10, maxWidth: 100) == TextLayout(lines: [], size: .zero))
    }

    @Test("Bad font sizes measure as 0", arguments: [CGFloat.nan, -12, .infinity, 0])
    func badFontSize(fontSize: CGFloat) {
        let layout = TextMetrics.layout("Hello world", fontSize: fontSize, maxWidth: 10)
        #expect(layout.lines == [TextLine(text: "Hello world", width: 0, baseline: 0)])
        #expect(layout.size == .zero)
    }

    @Test("NaN or negative widths do not wrap", arguments: [CGFloat.nan, -1, -CGFloat.infinity])
    func badMaxWidth(maxWidth: CGFloat) {
        let layout = TextMetrics.layout("Hello world", fontSize: 10, maxWidth: maxWidth)
        #expect(texts(layout) == ["Hello world"])
        #expect(layout.size.width == 49.45)
    }

    @Test("RenderText lays its string out with TextMetrics")
    func renderTextLayout() {
        let text = RenderText(string: "Hello world again", fontSize: 10, color: .black, maxWidth: 30)
        #expect(text.lines == TextMetrics.layout("Hello world again", fontSize: 10, maxWidth: 30).lines)
        #expect(text.lines.count == 3)
    }
}
