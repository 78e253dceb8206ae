import Foundation

extension Recording {
    /// Writes every frame as a standalone SVG document into `directory` (created when missing),
    /// named `frame-0000.svg`, `frame-0001.svg`, … (more digits when there are more frames), and
    /// returns the files' URLs in frame order.
    @discardableResult
    public func writeSVGFrames(to directory: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let names = Recording.svgFrameNames(count: frames.count)
        var urls: [URL] = []
        urls.reserveCapacity(frames.count)
        for (name, tree) in zip(names, frames) {
            let url = directory.appendingPathComponent(name)
            try SVGRenderer.document(tree).write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        return urls
    }

    /// The file names ``writeSVGFrames(to:)`` uses for `count` frames: `frame-` and the frame
    /// number padded with zeros to at least 4 digits (so they sort in frame order), then `.svg`.
    public static func svgFrameNames(count: Int) -> [String] {
        let digits = max(4, String(max(count - 1, 0)).count)
        return (0..<max(count, 0)).map { index in
            let number = String(index)
            return "frame-" + String(repeating: "0", count: digits - number.count) + number + ".svg"
        }
    }

    /// The whole recording as one SVG document that plays by itself in a browser, looping.
    ///
    /// Each run of identical consecutive frames is drawn once, in a group shown only during its
    /// time by a discrete SMIL `<animate>` of `visibility`; ids are prefixed per frame (`f12-clip-0`).
    public func animatedSVG() -> String {
        var writer = MarkupWriter(capacity: 4096 + frames.count * 1024)
        SVGRenderer.writeOpening(size: size, into: &writer)
        let runs = Recording.runs(of: frames)
        let duration = CGFloat(duration)
        for run in runs {
            writer.raw("<g")
            if runs.count > 1 { writer.raw(" visibility=\"hidden\"") }
            writer.raw(">\n")
            SVGRenderer.writeBody(frames[run.lowerBound], idPrefix: "f\(run.lowerBound)-", into: &writer)
            if runs.count > 1 {
                writeVisibility(from: CGFloat(run.lowerBound) / CGFloat(frames.count),
                                to: CGFloat(run.upperBound) / CGFloat(frames.count),
                                duration: duration, into: &writer)
            }
            writer.raw("</g>\n")
        }
        writer.raw("</svg>\n")
        return writer.output
    }

    /// The ranges of frame indices whose frames are equal to the range's first.
    static func runs(of frames: [RenderTree]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for index in frames.indices.dropFirst() where frames[index] != frames[start] {
            runs.append(start..<index)
            start = index
        }
        if !frames.isEmpty { runs.append(start..<frames.count) }
        return runs
    }

    /// An `<animate>` showing its group from `start` to `end` (fractions of the loop).
    private func writeVisibility(from start: CGFloat, to end: CGFloat, duration: CGFloat,
                                 into writer: inout MarkupWriter) {
        var values: [String] = []
        var times: [CGFloat] = []
        if start > 0 {
            values.append("hidden")
            times.append(0)
        }
        values.append("visible")
        times.append(start)
        if end < 1 {
            values.append("hidden")
            times.append(end)
        }
        writer.raw("<animate attributeName=\"visibility\" calcMode=\"discrete\" repeatCount=\"indefinite\" dur=\"")
        writer.number(duration)
        writer.raw("s\" values=\"")
        writer.raw(values.joined(separator: ";"))
        writer.raw("\" keyTimes=\"")
        for (index, time) in times.enumerated() {
            if index > 0 { writer.raw(";") }
            // Six decimals: three could merge the key times of neighbouring frames in long recordings.
            writer.raw(String(format: "%.6f", Double(time)))
        }
        writer.raw("\"/>\n")
    }
}
