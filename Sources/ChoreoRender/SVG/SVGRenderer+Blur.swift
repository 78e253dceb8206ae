import Foundation

extension SVGRenderer {
    /// Writes one `<filter id="blur-R">` holding an `feGaussianBlur` of standard deviation R for
    /// each distinct positive ``RenderItem/blurRadius``, in order of first use.
    static func writeBlurFilters(_ items: [RenderItem], into writer: inout MarkupWriter) {
        var written = Set<String>()
        for item in items where item.blurRadius > 0 && item.blurRadius.isFinite && item.opacity > 0 {
            let id = blurFilterID(item.blurRadius)
            guard written.insert(id).inserted else { continue }
            if written.count == 1 { writer.raw("<defs>\n") }
            // The region grows by three deviations on each side so the blur is not cut off.
            writer.raw("<filter id=\"")
            writer.raw(id)
            writer.raw("\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur")
            writer.attribute("stdDeviation", item.blurRadius)
            writer.raw("/></filter>\n")
        }
        if !written.isEmpty { writer.raw("</defs>\n") }
    }

    /// The id of the filter blurring by `radius` (its value, with 3 decimals).
    static func blurFilterID(_ radius: CGFloat) -> String {
        var writer = MarkupWriter(capacity: 16)
        writer.number(radius)
        return "blur-" + writer.output
    }
}
