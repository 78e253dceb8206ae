import ChoreoMotion
import Foundation

extension MarkupWriter {
    /// Appends ` transform="matrix(a b c d tx ty)"`, or nothing for the identity.
    mutating func transform(_ transform: Transform) {
        guard transform != .identity else { return }
        raw(" transform=\"matrix(")
        for (index, value) in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].enumerated() {
            if index > 0 { raw(" ") }
            number(value)
        }
        raw(")\"")
    }

    /// Appends a rectangle's `width`, `height` and, when rounded, `rx`/`ry` clamped to half
    /// its shorter side (as SVG would) so the written radius is the drawn one.
    mutating func rectGeometry(size: CGSize, cornerRadius: CGFloat) {
        let width = SVGRenderer.nonNegative(size.width)
        let height = SVGRenderer.nonNegative(size.height)
        attribute("width", width)
        attribute("height", height)
        let radius = SVGRenderer.nonNegative(min(cornerRadius, width / 2, height / 2))
        if radius > 0 {
            attribute("rx", radius)
            attribute("ry", radius)
        }
    }

    /// Appends ` fill="rgb(…)"`, plus `fill-opacity` when the color is translucent.
    mutating func fill(_ color: Color) {
        raw(" fill=\"")
        rgb(color)
        raw("\"")
        if color.alpha < 1 { attribute("fill-opacity", color.alpha) }
    }
}
