import ChoreoMotion
import Foundation

// What every renderer of a render tree draws the same way: which parts of an item show, how
// much it blurs, how a rectangle's size and corner radius are drawn, which clip a clip sits
// inside, and which items share a clip.

extension RenderItem {
    /// The parts of the item that would show, or `nil` when nothing would: no part draws at
    /// opacity 0, a fill needs a visible colour and a positive width and height, text needs a
    /// visible colour, a positive font size and a line that is not empty.
    package var visibleParts: (fill: Color?, text: RenderText?)? {
        guard opacity > 0 else { return nil }
        let fill = backgroundColor.flatMap { color in
            color.alpha > 0 && bounds.width > 0 && bounds.height > 0 ? color : nil
        }
        let text = self.text.flatMap { text in
            text.color.alpha > 0 && text.fontSize > 0 && text.lines.contains { !$0.text.isEmpty } ? text : nil
        }
        return fill == nil && text == nil ? nil : (fill, text)
    }

    /// The blur radius drawn: 0 (sharp) for 0, negative or non-finite radii.
    package var drawnBlurRadius: CGFloat {
        blurRadius.isFinite && blurRadius > 0 ? blurRadius : 0
    }
}

/// A rectangle as drawn: negative or NaN sides draw as 0, and the corner radius is clamped to
/// half the shorter side (as SVG clamps `rx`), so a written radius is the drawn one.
package struct DrawnRect {
    package var width: CGFloat
    package var height: CGFloat
    package var cornerRadius: CGFloat

    package init(size: CGSize, cornerRadius: CGFloat) {
        width = SVGRenderer.nonNegative(size.width)
        height = SVGRenderer.nonNegative(size.height)
        self.cornerRadius = SVGRenderer.nonNegative(min(cornerRadius, width / 2, height / 2))
    }
}

extension RenderTree {
    /// The clip that clip `index` sits inside: its parent, when that is an earlier clip. Only
    /// earlier clips may be parents, which also rules out cycles.
    package func clipParent(of index: Int) -> Int? {
        guard let parent = clips[index].parent, parent >= 0, parent < index else { return nil }
        return parent
    }

    /// The clip index an item draws inside, or `nil` when it has none or names no clip.
    package func clipIndex(of item: RenderItem) -> Int? {
        item.clip.flatMap { clips.indices.contains($0) ? $0 : nil }
    }

    /// Walks the items that show, back to front, in runs of consecutive items drawn inside the
    /// same clip: `startClip` with the clip's index before a clipped run, `endClip` after it.
    package func forEachVisibleItem(startClip: (Int) -> Void, endClip: () -> Void,
                                    _ body: (RenderItem, _ fill: Color?, _ text: RenderText?) -> Void) {
        var openClip: Int?
        for item in items {
            guard let parts = item.visibleParts else { continue }
            let clip = clipIndex(of: item)
            if clip != openClip {
                if openClip != nil { endClip() }
                if let clip { startClip(clip) }
                openClip = clip
            }
            body(item, parts.fill, parts.text)
        }
        if openClip != nil { endClip() }
    }
}
