import ChoreoLayout
import ChoreoMotion
import ChoreoRender
import Foundation

/// A node that shows text, measured with Choreo's built-in metrics of a common sans-serif font
/// (``TextMetrics``: per-character advances, line height 1.117 em, greedy word wrapping within
/// the width it is given). Its style's baselines come from the font unless set explicitly.
open class TextNode: DisplayNode {
    /// The text shown; changing it lays the node and its ancestors out again.
    public var text: String = "" {
        didSet { if text != oldValue { contentDidChange() } }
    }

    /// Points; NaN, infinite or negative sizes measure as 0.
    public var fontSize: CGFloat = 17 {
        didSet { if fontSize != oldValue { contentDidChange() } }
    }

    /// The colour of the glyphs.
    public var textColor: Color = .black

    /// Whether the words move from their old lines to their new ones while the node's width
    /// animates (a layout transition, an animation block), instead of the text jumping from one
    /// wrapping to the next as the width crosses each break. Glyphs never scale either way.
    /// Default true.
    public var reflowsInTransitions = true

    /// The lines of the last wrap, reused by every frame until the text, font or width changes.
    private var wrapped: (width: CGFloat, layout: TextLayout)?
    /// The width the words move from and the width they move to, while the width animates.
    private var reflowWidths: ReflowWidths?
    /// Widths a screen transition's copy moves its words between, whatever sets its frame.
    private var pinnedReflowWidths: ReflowWidths?
    /// The runs moving between those widths' wrappings, made by the first frame that draws them.
    private var reflow: (widths: ReflowWidths, runs: TextReflow)?
    private typealias ReflowWidths = (from: CGFloat, to: CGFloat)

    /// An empty text node at 17 points, black.
    public override init() {
        super.init()
    }

    /// A text node showing `text`.
    public convenience init(text: String, fontSize: CGFloat = 17, textColor: Color = .black) {
        self.init()
        self.text = text
        self.fontSize = fontSize
        self.textColor = textColor
    }

    /// The size of the text wrapped within `constrainedSize.width` (no wrapping when infinite).
    open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        textLayout(width: constrainedSize.width).size
    }

    /// The text wrapped within `width`, from the cache when nothing changed.
    private func textLayout(width: CGFloat) -> TextLayout {
        if let wrapped, wrapped.width == width { return wrapped.layout }
        let layout = TextMetrics.layout(text, fontSize: fontSize, maxWidth: width)
        wrapped = (width, layout)
        return layout
    }

    override func renderContent(size: CGSize) -> RenderText? {
        guard !text.isEmpty else { return nil }
        if let lines = reflowingLines(width: size.width) {
            return RenderText(string: text, fontSize: fontSize, color: textColor, lines: lines)
        }
        // Snapping rounds the frame's edges, so a frame may be up to a pixel (at most a point)
        // narrower than the text it was measured for: wrapping allows for that, and the lines
        // stay those of the layout.
        let lines = textLayout(width: size.width + TextNode.snappingTolerance).lines
        return RenderText(string: text, fontSize: fontSize, color: textColor, lines: lines)
    }

    /// The moving words' lines at `width` (what is on screen), while the width animates from
    /// the reflow's start to the model width; nil at rest, or when the text is drawn wrapped.
    private func reflowingLines(width: CGFloat) -> [TextLine]? {
        guard reflowsInTransitions,
              let widths = pinnedReflowWidths ?? reflowWidths.flatMap({ width != untransformedFrame.width ? $0 : nil }),
              widths.from != widths.to, widths.from.isFinite, widths.to.isFinite else { return nil }
        if reflow?.widths.from != widths.from || reflow?.widths.to != widths.to {
            let tolerance = TextNode.snappingTolerance
            let from = TextMetrics.layout(text, fontSize: fontSize, maxWidth: widths.from + tolerance)
            let to = TextMetrics.layout(text, fontSize: fontSize, maxWidth: widths.to + tolerance)
            reflow = (widths, TextReflow(text, fontSize: fontSize, from: from, to: to))
        }
        // A spring overshooting its end (or starting back) stays at the end's (or start's) wrapping.
        return reflow?.runs.lines(at: (width - widths.from) / (widths.to - widths.from))
    }

    /// Moves the words between the wrappings at `from` and `to` as the node's width goes from
    /// one to the other, however it is set (a screen transition's copy, resized every frame).
    func pinReflow(from: CGFloat, to: CGFloat) {
        pinnedReflowWidths = (from, to)
    }

    /// Starts the words moving when the width changes while what is on screen keeps the old one
    /// (the change animates); a width that simply jumps ends any reflow.
    override func untransformedFrameChanged(from old: CGRect, to new: CGRect) {
        super.untransformedFrameChanged(from: old, to: new)
        guard old.width != new.width else { return }
        let shown = stage.map { state.untransformedFrame.presentation(at: $0.clock.now).width } ?? new.width
        reflowWidths = shown != new.width ? (shown, new.width) : nil
    }

    /// How much narrower than its measured width a text's snapped frame may be.
    static let snappingTolerance: CGFloat = 1

    override func contentMeasure() -> LeafMeasure? {
        // A subclass with its own calculateSizeThatFits is measured through it (on the main actor).
        guard type(of: self) == TextNode.self else { return super.contentMeasure() }
        // Pure values, so asynchronous measurement never needs the main actor.
        let text = self.text, fontSize = self.fontSize
        return LeafMeasure { size in
            TextMetrics.layout(text, fontSize: fontSize, maxWidth: size.width).size
        }
    }

    override var layoutStyle: LayoutElementStyle {
        var style = self.style
        if style.ascender == 0 { style.ascender = fontSize * CGFloat(TextMetrics.ascender) / 1000 }
        if style.descender == 0 { style.descender = -fontSize * CGFloat(TextMetrics.descender) / 1000 }
        return style
    }

    private func contentDidChange() {
        wrapped = nil
        reflowWidths = nil
        reflow = nil
        setNeedsOwnLayout()
    }
}

/// A placeholder box with a fixed natural size, standing in for an image.
open class ImageNode: DisplayNode {
    /// The natural size; negative or non-finite components count as 0.
    public var intrinsicSize: CGSize = .zero {
        didSet { if intrinsicSize != oldValue { setNeedsOwnLayout() } }
    }

    /// A placeholder with no natural size.
    public override init() {
        super.init()
    }

    /// A placeholder of `intrinsicSize`.
    public convenience init(intrinsicSize: CGSize) {
        self.init()
        self.intrinsicSize = intrinsicSize
    }

    /// The natural size, whatever the constraint (an image does not reflow).
    open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        ImageNode.sanitized(intrinsicSize)
    }

    override func contentMeasure() -> LeafMeasure? {
        guard type(of: self) == ImageNode.self else { return super.contentMeasure() }
        let size = ImageNode.sanitized(intrinsicSize)
        return LeafMeasure { _ in size }
    }

    private static func sanitized(_ size: CGSize) -> CGSize {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }
}
