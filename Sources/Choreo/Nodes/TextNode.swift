import ChoreoLayout
import ChoreoMotion
import ChoreoRender
import Foundation

/// A node that shows text, measured with Choreo's built-in metrics of a common sans-serif font
/// (``TextMetrics``: per-character advances, line height 1.117 em, greedy word wrapping within
/// the width it is given). Its style's baselines come from the font unless set explicitly.
open class TextNode: DisplayNode {
    public var text: String = "" {
        didSet { if text != oldValue { contentDidChange() } }
    }

    /// Points; NaN, infinite or negative sizes measure as 0.
    public var fontSize: CGFloat = 17 {
        didSet { if fontSize != oldValue { contentDidChange() } }
    }

    public var textColor: Color = .black

    public override init() {
        super.init()
    }

    public convenience init(text: String, fontSize: CGFloat = 17, textColor: Color = .black) {
        self.init()
        self.text = text
        self.fontSize = fontSize
        self.textColor = textColor
    }

    open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        TextMetrics.layout(text, fontSize: fontSize, maxWidth: constrainedSize.width).size
    }

    override func contentMeasure() -> LeafMeasure? {
        // Pure values, so asynchronous measurement never needs the main actor.
        let text = self.text, fontSize = self.fontSize
        return LeafMeasure(isText: true) { size in
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
        invalidateLayoutUpward()
    }
}

/// A placeholder box with a fixed natural size, standing in for an image.
open class ImageNode: DisplayNode {
    /// The natural size; negative or non-finite components count as 0.
    public var intrinsicSize: CGSize = .zero {
        didSet { if intrinsicSize != oldValue { invalidateLayoutUpward() } }
    }

    public override init() {
        super.init()
    }

    public convenience init(intrinsicSize: CGSize) {
        self.init()
        self.intrinsicSize = intrinsicSize
    }

    open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        ImageNode.sanitized(intrinsicSize)
    }

    override func contentMeasure() -> LeafMeasure? {
        let size = ImageNode.sanitized(intrinsicSize)
        return LeafMeasure { _ in size }
    }

    private static func sanitized(_ size: CGSize) -> CGSize {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }
}
