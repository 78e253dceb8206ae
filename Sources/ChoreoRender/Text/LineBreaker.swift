import Foundation

/// The greedy line breaker behind ``TextMetrics/layout(_:fontSize:maxWidth:)``.
///
/// It walks the text's unicode scalars once, summing integer font units, and only
/// creates a `String` per emitted line.
struct LineBreaker {
    typealias Index = String.UnicodeScalarView.Index

    /// Widths fed back from layout may have lost a few ulps to arithmetic (for example
    /// `measured + padding - padding`); such a width must still fit its own text.
    private static let fitTolerance: CGFloat = 1e-6
    private static let spaceAdvance = TextMetrics.advance(of: " ")
    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    private let scalars: String.UnicodeScalarView
    private let fontSize: CGFloat
    private let maxWidth: CGFloat
    private(set) var lines: [TextLine] = []

    // The current line so far is `lineStart..<lineEnd`, measuring `lineUnits`.
    private var lineStart: Index
    private var lineEnd: Index
    private var lineUnits = 0
    private var lineHasWord = false
    // Spaces after the line's content, which only count once a word follows them.
    private var pendingSpaceUnits = 0

    init(scalars: String.UnicodeScalarView, fontSize: CGFloat, maxWidth: CGFloat) {
        self.scalars = scalars
        self.fontSize = fontSize
        self.maxWidth = maxWidth
        lineStart = scalars.startIndex
        lineEnd = scalars.startIndex
    }

    mutating func run() {
        guard !scalars.isEmpty else { return }
        var index = scalars.startIndex
        var wordStart = index
        var wordUnits = 0
        var inWord = false
        while index < scalars.endIndex {
            let scalar = scalars[index]
            switch scalar {
            case " ", "\n", "\r":
                if inWord {
                    place(word: wordStart..<index, units: wordUnits)
                    inWord = false
                }
                scalars.formIndex(after: &index)
                if scalar == " " {
                    pendingSpaceUnits += Self.spaceAdvance
                } else {
                    if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
                        scalars.formIndex(after: &index)
                    }
                    emitLine(nextLineStart: index)
                }
            default:
                if !inWord {
                    inWord = true
                    wordStart = index
                    wordUnits = 0
                }
                wordUnits += TextMetrics.advance(of: scalar)
                scalars.formIndex(after: &index)
            }
        }
        if inWord { place(word: wordStart..<index, units: wordUnits) }
        emitLine(nextLineStart: index)
    }

    private mutating func place(word: Range<Index>, units: Int) {
        let extended = lineUnits + pendingSpaceUnits + units
        if fits(extended) {
            commit(end: word.upperBound, units: extended)
            return
        }
        if lineHasWord {
            emitLine(nextLineStart: word.lowerBound)
            if fits(units) {
                commit(end: word.upperBound, units: units)
                return
            }
        }
        // Alone on a line (with a paragraph's leading spaces, if any) and still too wide.
        breakBetweenCharacters(upTo: word.upperBound)
    }

    /// Breaks `lineStart..<end` into as many lines as needed, keeping the last piece
    /// on the current line so the next word may still join it.
    private mutating func breakBetweenCharacters(upTo end: Index) {
        var index = lineStart
        var pieceUnits = 0
        while index < end {
            let clusterStart = index
            var clusterUnits = TextMetrics.advance(of: scalars[index])
            var previous = scalars[index]
            scalars.formIndex(after: &index)
            while index < end {
                let scalar = scalars[index]
                let advance = TextMetrics.advance(of: scalar)
                guard advance == 0 || previous == Self.zeroWidthJoiner else { break }
                clusterUnits += advance
                previous = scalar
                scalars.formIndex(after: &index)
            }
            if clusterStart > lineStart, !fits(pieceUnits + clusterUnits) {
                lineEnd = clusterStart
                lineUnits = pieceUnits
                emitLine(nextLineStart: clusterStart)
                pieceUnits = 0
            }
            pieceUnits += clusterUnits
        }
        commit(end: end, units: pieceUnits)
    }

    private mutating func commit(end: Index, units: Int) {
        lineEnd = end
        lineUnits = units
        lineHasWord = true
        pendingSpaceUnits = 0
    }

    /// Ends the current line (dropping pending spaces) and starts the next at `nextLineStart`.
    private mutating func emitLine(nextLineStart: Index) {
        let baselineUnits = lines.count * TextMetrics.lineHeight + TextMetrics.ascender
        lines.append(TextLine(
            text: String(scalars[lineStart..<lineEnd]),
            width: TextMetrics.points(lineUnits, fontSize: fontSize),
            baseline: TextMetrics.points(baselineUnits, fontSize: fontSize)
        ))
        lineStart = nextLineStart
        lineEnd = nextLineStart
        lineUnits = 0
        lineHasWord = false
        pendingSpaceUnits = 0
    }

    private func fits(_ units: Int) -> Bool {
        TextMetrics.points(units, fontSize: fontSize) <= maxWidth + Self.fitTolerance
    }
}
