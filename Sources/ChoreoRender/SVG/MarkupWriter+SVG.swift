import ChoreoMotion
import Foundation

extension MarkupWriter {
    /// Appends ` transform="matrix(a b c d tx ty)"`, or nothing for the identity.
    mutating func transform(_ transform: Transform) {
        guard !transform.isIdentity else { return }
        raw(" transform=\"matrix(")
        for (index, value) in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].enumerated() {
            if index > 0 { raw(" ") }
            number(value)
        }
        raw(")\"")
    }

    /// Appends a rectangle's `width`, `height` and, when rounded, `rx`/`ry`, as ``DrawnRect``
    /// draws them.
    mutating func rectGeometry(size: CGSize, cornerRadius: CGFloat) {
        let rect = DrawnRect(size: size, cornerRadius: cornerRadius)
        attribute("width", rect.width)
        attribute("height", rect.height)
        if rect.cornerRadius > 0 {
            attribute("rx", rect.cornerRadius)
            attribute("ry", rect.cornerRadius)
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
