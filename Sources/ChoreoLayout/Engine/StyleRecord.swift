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

    /// The last records made, with the values they were made from, so that styles made apart
    /// with equal values share one record too: a node's `layoutSpecThatFits` makes its specs
    /// again on every call, and a list's cells make theirs alike.
    @MainActor private static var recent: [(values: StyleValues, record: StyleRecord)] = []
    @MainActor private static var nextRecentSlot = 0
    private static let recentCount = 8

    /// The record of `style`'s values: one of the last made when its values are equal, else a
    /// new one; nil when a value needs a repair.
    @MainActor static func shared(for style: LayoutElementStyle) -> StyleRecord? {
        let values = style.storage.values
        if let match = recent.first(where: { $0.values == values }) { return match.record }
        guard let engineStyle = EngineStyle(validating: style) else { return nil }
        let record = StyleRecord(engineStyle)
        if recent.count < recentCount {
            recent.append((values, record))
        } else {
            recent[nextRecentSlot] = (values, record)
            nextRecentSlot = (nextRecentSlot + 1) % recentCount
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
