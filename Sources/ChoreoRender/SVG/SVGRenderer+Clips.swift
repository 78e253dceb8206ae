import Foundation

extension SVGRenderer {
    /// Writes the `<defs>` holding one `<clipPath id="clip-N">` per clip (N is its index)
    /// and returns their ids by index.
    static func writeClips(_ clips: [RenderClip], into writer: inout MarkupWriter) -> [String] {
        guard !clips.isEmpty else { return [] }
        let ids = clips.indices.map { "clip-\($0)" }
        writer.raw("<defs>\n")
        for (index, clip) in clips.enumerated() {
            writer.raw("<clipPath id=\"")
            writer.raw(ids[index])
            writer.raw("\"")
            // Only earlier clips may be parents, which also rules out reference cycles.
            if let parent = clip.parent, parent >= 0, parent < index {
                writer.raw(" clip-path=\"url(#")
                writer.raw(ids[parent])
                writer.raw(")\"")
            }
            writer.raw("><rect")
            writer.transform(clip.transform)
            writer.rectGeometry(size: clip.bounds, cornerRadius: clip.cornerRadius)
            writer.raw("/></clipPath>\n")
        }
        writer.raw("</defs>\n")
        return ids
    }
}
