/// The stage's drawing steps as the page has them, and what a new drawing changes in them.
///
/// The drawing is `CanvasRenderer`'s: one step per line. A frame names each changed step by its
/// index, `INDEX STEP`, so a scene where little moves sends little. The first frame, the one
/// after a reset, and any frame where the number of steps changes (an item appears or
/// disappears, a clip starts or ends) are full: every step, for the page to take anew.
///
/// Lines are compared and copied as bytes: a large scene's drawing, every frame, is tens of
/// kilobytes that `String`'s character-by-character splitting would take milliseconds over.
struct DrawingLines {
    /// The drawing the page has, as UTF-8, and the byte range of each step in it.
    private var bytes: [UInt8] = []
    private var steps: [Range<Int>] = []
    /// Whether the page has steps to change: not before the first frame nor after a reset.
    private var pageHasSteps = false

    /// How many steps the page has.
    var count: Int { steps.count }

    /// The changes from the steps the page has to `drawing`'s, and whether they are all of them.
    mutating func changes(to drawing: String) -> (text: String, full: Bool) {
        let next = Array(drawing.utf8)
        let nextSteps = Self.lines(of: next)
        let full = !pageHasSteps || nextSteps.count != steps.count
        var text: [UInt8] = []
        text.reserveCapacity(full ? next.count + nextSteps.count * 6 : 1024)
        for (index, range) in nextSteps.enumerated() where full || next[range] != bytes[steps[index]] {
            text.append(contentsOf: String(index).utf8)
            text.append(UInt8(ascii: " "))
            text.append(contentsOf: next[range])
            text.append(UInt8(ascii: "\n"))
        }
        bytes = next
        steps = nextSteps
        pageHasSteps = true
        return (String(decoding: text, as: UTF8.self), full)
    }

    /// Forgets the page's steps: the next changes are all of them.
    mutating func reset() {
        bytes = []
        steps = []
        pageHasSteps = false
    }

    /// The byte ranges of the lines of `bytes`, without their line breaks.
    private static func lines(of bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(start..<index)
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }
}
