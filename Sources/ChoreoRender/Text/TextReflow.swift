import Foundation

/// A text moving from one wrapping to another: each run of characters that stays together in
/// both (a word, or the piece of a word broken across lines) travels from its place in the old
/// lines to its place in the new ones. Glyphs are never scaled.
///
/// At progress 0 the lines are exactly the old layout's and at 1 exactly the new one's; in
/// between, every run is a ``TextLine`` of its own, its `x` and baseline interpolated linearly.
/// Runs stay in reading order in both layouts, so two runs that share a baseline at some moment
/// share a line at both ends, and being apart there, they are apart all the way.
public struct TextReflow: Sendable, Equatable {
    /// A run of characters and where it stands in either layout.
    struct Run: Sendable, Equatable {
        var text: String
        var width: CGFloat
        var from: CGPoint
        var to: CGPoint
    }

    let from: TextLayout
    let to: TextLayout
    let runs: [Run]

    /// The reflow of `string`, laid out at `fontSize` as `from`, into `to`. Both layouts must
    /// be ``TextMetrics``' of that string; text without characters to move has no runs.
    public init(_ string: String, fontSize: CGFloat, from: TextLayout, to: TextLayout) {
        self.from = from
        self.to = to
        let scalars = Array(string.unicodeScalars)
        let old = TextReflow.placements(of: from.lines, in: scalars)
        let new = TextReflow.placements(of: to.lines, in: scalars)
        // Runs break where a line starts or ends in either layout, and at spaces.
        let breaks = Set(old.flatMap { [$0.start, $0.end] } + new.flatMap { [$0.start, $0.end] })
        var runs: [Run] = []
        var start: Int?
        for index in 0...scalars.count {
            let ends = index == scalars.count || TextReflow.isSpace(scalars[index]) || breaks.contains(index)
            if let runStart = start, ends {
                if let a = TextReflow.position(of: runStart, in: old, scalars: scalars, fontSize: fontSize),
                   let b = TextReflow.position(of: runStart, in: new, scalars: scalars, fontSize: fontSize) {
                    let text = String(String.UnicodeScalarView(scalars[runStart..<index]))
                    let units = scalars[runStart..<index].reduce(0) { $0 + TextMetrics.advance(of: $1) }
                    runs.append(Run(text: text, width: TextMetrics.points(units, fontSize: fontSize), from: a, to: b))
                }
                start = nil
            }
            if index < scalars.count, !TextReflow.isSpace(scalars[index]), start == nil { start = index }
        }
        self.runs = runs
    }

    /// The lines at `progress` (clamped to 0...1).
    public func lines(at progress: CGFloat) -> [TextLine] {
        guard progress > 0 else { return from.lines }
        guard progress < 1 else { return to.lines }
        return runs.map { run in
            TextLine(text: run.text, width: run.width, baseline: run.from.y + (run.to.y - run.from.y) * progress,
                     x: run.from.x + (run.to.x - run.from.x) * progress)
        }
    }

    /// A line's span of `scalars` (offsets) and its baseline.
    private struct Placement {
        var start: Int
        var end: Int
        var baseline: CGFloat
        var x: CGFloat
    }

    /// Where each line's text is in `scalars`: the lines are the text's substrings in order,
    /// with the spaces and line breaks between them left out.
    private static func placements(of lines: [TextLine], in scalars: [Unicode.Scalar]) -> [Placement] {
        var placements: [Placement] = []
        var cursor = 0
        for line in lines {
            let text = Array(line.text.unicodeScalars)
            while cursor < scalars.count, !text.isEmpty, !scalars[cursor...].starts(with: text) { cursor += 1 }
            placements.append(Placement(start: cursor, end: min(cursor + text.count, scalars.count),
                                        baseline: line.baseline, x: line.x))
            cursor = min(cursor + text.count, scalars.count)
        }
        return placements
    }

    /// The pen position (line start plus the advances before it) of the run starting at `offset`.
    private static func position(of offset: Int, in placements: [Placement], scalars: [Unicode.Scalar],
                                 fontSize: CGFloat) -> CGPoint? {
        guard let line = placements.first(where: { $0.start <= offset && offset < $0.end }) else { return nil }
        let units = scalars[line.start..<offset].reduce(0) { $0 + TextMetrics.advance(of: $1) }
        return CGPoint(x: line.x + TextMetrics.points(units, fontSize: fontSize), y: line.baseline)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\r"
    }
}
