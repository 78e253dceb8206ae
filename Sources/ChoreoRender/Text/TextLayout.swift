import Foundation

/// The result of ``TextMetrics/layout(_:fontSize:maxWidth:)``: the lines, top to bottom, and their extent.
public struct TextLayout: Sendable, Equatable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// The widest line's width by the number of lines times the line height, in points.
    public var size: CGSize

    /// Creates a text layout.
    public init(lines: [TextLine], size: CGSize) {
        self.lines = lines
        self.size = size
    }
}

/// One laid-out line of text.
public struct TextLine: Sendable, Equatable {
    /// The characters on the line, without the spaces at a wrap or the line's end.
    public var text: String
    /// The measured width of ``text``, in points.
    public var width: CGFloat
    /// The y coordinate of the line's baseline, in points from the top of the text.
    public var baseline: CGFloat
    /// Where the line starts, in points from the left of the text: 0 for laid-out lines; a word
    /// moving between lines (``TextReflow``) is drawn as a line of its own, wherever it is.
    public var x: CGFloat

    /// Creates a line.
    public init(text: String, width: CGFloat, baseline: CGFloat, x: CGFloat = 0) {
        self.text = text
        self.width = width
        self.baseline = baseline
        self.x = x
    }
}
