import Foundation

/// The engine's record of one style (``EngineStyle``) and what a layout derives from the style
/// alone, shared by reference: every element whose style holds the same values, and every kept
/// tree that read them, point to one record instead of holding a copy each.
///
/// A style keeps the record of its values once a layout (or a spec, as its style is set) asks
/// for it, until the values change (``LayoutElementStyle/validRecord``); a style that needs a
/// repair keeps none, and each tree build makes its own record from it, reporting the repairs.
/// Immutable, so a tree laid out on another thread reads it safely.
package final class StyleRecord: Sendable {
    let style: EngineStyle
    /// The margins, and the padding plus border, as the engine resolves them without an owner
    /// size; ``FloatEdges/none`` where an edge is a fraction, which needs one.
    let fixedMargin: FloatEdges
    let fixedBox: FloatEdges
    /// What the style alone decides of how results may be cached (see ``SubtreeTraits``).
    let traits: SubtreeTraits

    init(_ style: EngineStyle) {
        self.style = style
        fixedMargin = style.fixedEdges(.margin, plus: .zero)
        fixedBox = style.fixedEdges(.padding, plus: style.border)
        traits = SubtreeTraits(style: style)
    }

    /// The record of `style` with every invalid value replaced, each repair reported in debug.
    convenience init(sanitizing style: LayoutElementStyle) {
        self.init(EngineStyle(sanitizing: style))
    }

    /// The last records made and the values they were made from, so that styles made apart with
    /// equal values share one record too: a node's `layoutSpecThatFits` makes its specs again
    /// on every call, and a list's cells make theirs alike.
    @MainActor private static var recentValues: [StyleValues] = []
    @MainActor private static var recentRecords: [StyleRecord] = []
    /// Where the next search starts: just after the last match, as styles made alike are
    /// usually made in the same order (a cell's specs, then the next cell's).
    @MainActor private static var nextGuess = 0
    /// Where the next new record goes once the list is full (the oldest).
    @MainActor private static var oldest = 0
    private static let recentCount = 8

    /// The record of `style`'s values: one of the last made when its values are equal, else a
    /// new one; nil when a value needs a repair.
    @MainActor static func shared(for style: LayoutElementStyle) -> StyleRecord? {
        let values = style.storage.values
        let count = recentValues.count
        var index = nextGuess < count ? nextGuess : 0
        for _ in 0..<count {
            if recentValues[index] == values {
                nextGuess = index + 1
                return recentRecords[index]
            }
            index = index + 1 < count ? index + 1 : 0
        }
        guard let engineStyle = EngineStyle(validating: style) else { return nil }
        let record = StyleRecord(engineStyle)
        if count < recentCount {
            recentValues.append(values)
            recentRecords.append(record)
            nextGuess = count + 1
        } else {
            recentValues[oldest] = values
            recentRecords[oldest] = record
            nextGuess = oldest + 1
            oldest = (oldest + 1) % recentCount
        }
        return record
    }
}

extension LayoutElementStyle {
    /// The engine's record of these values when none needs a repair, nil otherwise. Made once
    /// for the values and kept with them, so every copy of this style shares it, until they
    /// change (and so do styles with equal values checked soon after, see
    /// ``StyleRecord/shared(for:)``). Read on the main actor: tree builds and specs read it, and
    /// the kept record is written there.
    @MainActor package var validRecord: StyleRecord? {
        let storage = storage
        if !storage.isRecordChecked {
            storage.record = StyleRecord.shared(for: self)
            storage.isRecordChecked = true
        }
        return storage.record
    }

    /// ``validRecord``, or a record made for this read with every repair reported.
    @MainActor package var record: StyleRecord {
        validRecord ?? StyleRecord(sanitizing: self)
    }
}
