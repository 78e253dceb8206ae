import ChoreoMotion
import Foundation

/// Text drawn by a ``RenderItem``, carried together with the lines it was laid out into.
///
/// Keeping the lines makes renderers draw exactly the wrapping that layout measured,
/// instead of wrapping again with a font that may differ.
public struct RenderText: Sendable, Equatable {
    /// The full text, including explicit line breaks.
    public var string: String
    /// The font size in points.
    public var fontSize: CGFloat
    /// The fill color of the glyphs.
    public var color: Color
    /// The laid-out lines, with baselines relative to the item's local origin.
    public var lines: [TextLine]

    /// Creates render text from lines laid out elsewhere.
    public init(string: String, fontSize: CGFloat, color: Color, lines: [TextLine]) {
        self.string = string
        self.fontSize = fontSize
        self.color = color
        self.lines = lines
    }

    /// Creates render text by laying `string` out with ``TextMetrics`` within `maxWidth`.
    public init(string: String, fontSize: CGFloat, color: Color, maxWidth: CGFloat = .infinity) {
        let layout = TextMetrics.layout(string, fontSize: fontSize, maxWidth: maxWidth)
        self.init(string: string, fontSize: fontSize, color: color, lines: layout.lines)
    }
}
