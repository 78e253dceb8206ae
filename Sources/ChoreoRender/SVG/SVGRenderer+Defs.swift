import Foundation

extension SVGRenderer {
    /// Writes the `<defs>` holding one `<clipPath id="clip-N">` per clip (N is its index), then one
    /// `<filter id="blur-N">` per distinct blur radius (N counts them in order of first use), and
    /// returns the clip ids by index. Nothing is written when there is neither.
    static func writeDefs(of tree: RenderTree, blurs: [String], idPrefix: String,
                          into writer: inout MarkupWriter) -> [String] {
        let clips = tree.clips
        guard !clips.isEmpty || !blurs.isEmpty else { return [] }
        let ids = clips.indices.map { "\(idPrefix)clip-\($0)" }
        writer.raw("<defs>\n")
        for (index, clip) in clips.enumerated() {
            writer.raw("<clipPath id=\"")
            writer.raw(ids[index])
            writer.raw("\"")
            if let parent = tree.clipParent(of: index) {
                writer.raw(" clip-path=\"url(#")
                writer.raw(ids[parent])
                writer.raw(")\"")
            }
            writer.raw("><rect")
            writer.transform(clip.transform)
            writer.rectGeometry(size: clip.bounds, cornerRadius: clip.cornerRadius)
            writer.raw("/></clipPath>\n")
        }
        for (index, deviation) in blurs.enumerated() {
            writer.raw("<filter id=\"")
            writer.raw(idPrefix)
            writer.raw("blur-")
            writer.integer(index)
            writer.raw("\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"")
            writer.raw(deviation)
            writer.raw("\"/></filter>\n")
        }
        writer.raw("</defs>\n")
        return ids
    }

    /// The blur radius of `item` as written (3 decimals), or `nil` when it draws sharp.
    static func blurText(of item: RenderItem) -> String? {
        guard item.drawnBlurRadius > 0 else { return nil }
        var writer = MarkupWriter(capacity: 8)
        writer.number(item.drawnBlurRadius)
        return writer.output == "0" ? nil : writer.output
    }

    /// The distinct blur radii (as written) of the items that show, in order of first use.
    static func blurs(in items: [RenderItem]) -> [String] {
        var blurs: [String] = []
        // Most items have no blur: that test first, so the drawing loop alone asks what shows.
        for item in items {
            if let blur = blurText(of: item), !blurs.contains(blur), item.visibleParts != nil { blurs.append(blur) }
        }
        return blurs
    }
}
