import ChoreoMotion
import Foundation

/// Encodes a ``Recording`` as the JSON a player page shows its frames from: every frame's markup
/// exactly as ``SVGRenderer`` writes it, stored compactly, and the values the plot shows.
///
/// The renderer is the only writer of the drawing; the page's script joins strings and knows
/// nothing of items. Each frame's `<defs>` and elements are written with the scene's id prefix and
/// cut into lines (an element, or a clip group's start or end, a line). A line is stored once, as
/// a template (``MarkupTemplate``'s literals, with the numbers that all its lines share written
/// in) and the numbers that vary; a frame is stored once, as its lines; `o` gives the frame shown
/// at each time step.
///
/// ```text
/// {"fps":…, "svg":"<svg …>\n",
///  "t":[[literal, literal, …], …], "l":[[template, number, …], …], "f":[[line, …], …],
///  "o":[frame per time step], "p":[[x, y, width, height, alpha] per plot node]}
/// ```
/// A frame's markup is `svg`, then each of its lines (a template's literals with the line's
/// numbers in between), then `</svg>\n`. Plot nodes are in the order of the page's plot menu,
/// their properties in ``HTMLPlayer/PlotProperty``'s order.
struct PlayerData {
    /// A line of markup: its template (an index in `templates`) and the numbers between the
    /// template's literals.
    private struct Line: Hashable {
        var template: Int
        var numbers: [String]
    }

    // Strings, not substrings of a frame's markup: a substring would keep all of it.
    private var templates = Table<[String]>()
    private var lines = Table<Line>()
    private var frames = Table<Frame>()
    private var order: [Int] = []

    /// The JSON for `recording`, with ids starting with `idPrefix` and the plot series of
    /// `plotNodes` (names found once at most in every frame).
    static func json(for recording: Recording, idPrefix: String, plotNodes: [String]) -> String {
        var data = PlayerData()
        for tree in recording.frames {
            data.order.append(data.add(tree, idPrefix: idPrefix, plotNodes: plotNodes))
        }
        var writer = MarkupWriter(capacity: 4096)
        writer.raw("{\"fps\":")
        writer.number(CGFloat(recording.effectiveFramesPerSecond))
        var startTag = MarkupWriter(capacity: 128)
        SVGRenderer.writeStartTag(size: recording.size, into: &startTag)
        writer.raw(",\"svg\":")
        writer.jsonString(startTag.output)
        data.writeLines(into: &writer)
        writer.raw(",\"f\":[")
        writer.raw(data.frames.entries.map { "[" + $0.lines.map(String.init).joined(separator: ",") + "]" }
            .joined(separator: ","))
        writer.raw("],\"o\":[")
        writer.raw(data.order.map(String.init).joined(separator: ","))
        writer.raw("],\"p\":")
        data.writePlotSeries(nodeCount: plotNodes.count, into: &writer)
        writer.raw("}")
        return writer.output
    }

    /// A frame: its lines (indices in `lines`) and what the plot shows in it, which can differ
    /// between frames drawn alike (a node that is not drawn can still move).
    private struct Frame: Hashable {
        var lines: [Int]
        /// Thousandths of the plot nodes' values (``PlotSeries/values(of:in:)``).
        var plotValues: [Int?]
    }

    /// Adds the frame `tree` draws; returns its index in `f`.
    private mutating func add(_ tree: RenderTree, idPrefix: String, plotNodes: [String]) -> Int {
        var body = MarkupWriter(capacity: 256 + tree.items.count * 256)
        SVGRenderer.writeBody(tree, idPrefix: idPrefix, into: &body)
        // Every line ends with a line break; text may hold more, which split the line further.
        var lineTexts = body.output.split(separator: "\n", omittingEmptySubsequences: false)
        lineTexts.removeLast()
        let lineIndices = lineTexts.map { text in
            let (literals, numbers) = MarkupTemplate.split(Substring(text + "\n"))
            return lines.index(of: Line(template: templates.index(of: literals.map(String.init)),
                                        numbers: numbers.map(String.init)))
        }
        let plotValues = PlotSeries.values(of: plotNodes, in: tree).map { $0.map(Self.thousandths) }
        return frames.index(of: Frame(lines: lineIndices, plotValues: plotValues))
    }

    /// `value` in thousandths, as ``MarkupWriter/number(_:decimals:)`` rounds it (0 when not finite).
    private static func thousandths(_ value: CGFloat) -> Int {
        value.isFinite ? Int((min(max(value, -1e12), 1e12) * 1000).rounded()) : 0
    }

    /// `"t":[template, …],"l":[line, …]`. A number that every line of a template has in the
    /// same place is written into the template, so a line holds only what changes.
    private func writeLines(into writer: inout MarkupWriter) {
        var isConstant = templates.entries.map { Array(repeating: true, count: $0.count - 1) }
        var firstNumbers: [[String]?] = Array(repeating: nil, count: templates.entries.count)
        for line in lines.entries {
            guard let first = firstNumbers[line.template] else {
                firstNumbers[line.template] = line.numbers
                continue
            }
            for (hole, number) in line.numbers.enumerated() where number != first[hole] {
                isConstant[line.template][hole] = false
            }
        }
        writer.raw(",\"t\":[")
        for (index, literals) in templates.entries.enumerated() {
            if index > 0 { writer.raw(",") }
            var merged = [literals[0]]
            for (hole, literal) in literals.dropFirst().enumerated() {
                if isConstant[index][hole], let numbers = firstNumbers[index] {
                    merged[merged.count - 1] += numbers[hole] + literal
                } else {
                    merged.append(literal)
                }
            }
            writer.raw("[")
            writer.raw(merged.map { Self.json($0) }.joined(separator: ","))
            writer.raw("]")
        }
        writer.raw("],\"l\":[")
        for (index, line) in lines.entries.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.raw("[")
            writer.integer(line.template)
            for (hole, number) in line.numbers.enumerated() where !isConstant[line.template][hole] {
                writer.raw(",")
                writer.raw(number)
            }
            writer.raw("]")
        }
        writer.raw("]")
    }

    /// `[[x, y, width, height, alpha], …]` for each plot node: one number when the series is
    /// constant, else per frame of `f` the change in thousandths from the last present value
    /// (`null` where absent), which is small or 0 from one frame to the next.
    private func writePlotSeries(nodeCount: Int, into writer: inout MarkupWriter) {
        let propertyCount = HTMLPlayer.PlotProperty.allCases.count
        writer.raw("[")
        for node in 0..<nodeCount {
            if node > 0 { writer.raw(",") }
            writer.raw("[")
            for property in 0..<propertyCount {
                if property > 0 { writer.raw(",") }
                let series = frames.entries.map { $0.plotValues[node * propertyCount + property] }
                if let first = series.first, let constant = first, series.allSatisfy({ $0 == constant }) {
                    writer.number(CGFloat(constant) / 1000)
                    continue
                }
                var last = 0
                writer.raw("[")
                for (index, value) in series.enumerated() {
                    if index > 0 { writer.raw(",") }
                    guard let value else {
                        writer.raw("null")
                        continue
                    }
                    writer.integer(value - last)
                    last = value
                }
                writer.raw("]")
            }
            writer.raw("]")
        }
        writer.raw("]")
    }

    private static func json(_ string: String) -> String {
        var writer = MarkupWriter(capacity: string.utf8.count + 16)
        writer.jsonString(string)
        return writer.output
    }

    /// Distinct entries in order of first use.
    private struct Table<Entry: Hashable> {
        private(set) var entries: [Entry] = []
        private var indices: [Entry: Int] = [:]

        mutating func index(of entry: Entry) -> Int {
            if let index = indices[entry] { return index }
            entries.append(entry)
            indices[entry] = entries.count - 1
            return entries.count - 1
        }
    }
}
