import Foundation

/// How an element sizes and positions itself in its parent: Texture's `ASLayoutElementStyle`,
/// including the flexbox box-model properties of Texture's Yoga mode.
///
/// Sizes are border-box (they include padding and border, as in Yoga). The size resolution rule is
/// Texture's: `min` beats `max` beats the exact size. Invalid values are replaced, never trapped on:
/// NaN or infinite lengths act as `.auto`, negative sizes, paddings, borders and flex factors as 0,
/// and a non-positive or NaN `aspectRatio` as `nil`.
public struct LayoutElementStyle: Hashable, Sendable {
    // The values live in storage that copies share until one of them changes (copy on write):
    // every node and spec holds a style, most hold the default or one shared with their
    // siblings (a list's cells), and the values take 288 bytes.
    private(set) var storage = LayoutElementStyle.defaultStorage

    // MARK: Size

    /// The exact width, clamped by ``minWidth`` and ``maxWidth``; `.auto` sizes to the content or the
    /// container, and a fraction is of the parent's width.
    public var width: LayoutDimension { get { self[.width] } set { self[.width] = newValue } }
    /// The exact height, clamped by ``minHeight`` and ``maxHeight``; `.auto` sizes to the content or the
    /// container, and a fraction is of the parent's height.
    public var height: LayoutDimension { get { self[.height] } set { self[.height] = newValue } }
    /// The smallest width (CSS `min-width`); it beats ``maxWidth``. `.auto` means no minimum.
    public var minWidth: LayoutDimension { get { self[.minWidth] } set { self[.minWidth] = newValue } }
    /// The largest width (CSS `max-width`); it beats ``width``. `.auto` means no maximum.
    public var maxWidth: LayoutDimension { get { self[.maxWidth] } set { self[.maxWidth] = newValue } }
    /// The smallest height (CSS `min-height`); it beats ``maxHeight``. `.auto` means no minimum.
    public var minHeight: LayoutDimension { get { self[.minHeight] } set { self[.minHeight] = newValue } }
    /// The largest height (CSS `max-height`); it beats ``height``. `.auto` means no maximum.
    public var maxHeight: LayoutDimension { get { self[.maxHeight] } set { self[.maxHeight] = newValue } }

    /// Width and height in points. Reading it returns the point values of `width` and `height`
    /// (0 where they are not in points).
    public var preferredSize: CGSize {
        get {
            CGSize(width: width.unit == .points ? width.value : 0,
                   height: height.unit == .points ? height.value : 0)
        }
        set {
            width = .points(newValue.width)
            height = .points(newValue.height)
        }
    }

    // MARK: Stack child

    /// How much of the positive free space this child takes, relative to its siblings.
    public var flexGrow: CGFloat { get { self[value: \.flexGrow] } set { self[value: \.flexGrow] = newValue } }
    /// How much this child shrinks when the stack overflows, weighted by its flex basis (CSS).
    public var flexShrink: CGFloat { get { self[value: \.flexShrink] } set { self[value: \.flexShrink] = newValue } }
    /// The child's main-axis size before free space is distributed; `.auto` uses its size.
    public var flexBasis: LayoutDimension { get { self[.flexBasis] } set { self[.flexBasis] = newValue } }
    /// Extra main-axis space before this child (Texture).
    public var spacingBefore: CGFloat { get { self[value: \.spacingBefore] } set { self[value: \.spacingBefore] = newValue } }
    /// Extra main-axis space after this child (Texture).
    public var spacingAfter: CGFloat { get { self[value: \.spacingAfter] } set { self[value: \.spacingAfter] = newValue } }
    /// Distance from the top to the first baseline, for baseline alignment.
    public var ascender: CGFloat { get { self[value: \.ascender] } set { self[value: \.ascender] = newValue } }
    /// Distance from the last baseline to the bottom, negative as in UIKit, for baseline alignment.
    public var descender: CGFloat { get { self[value: \.descender] } set { self[value: \.descender] = newValue } }

    // MARK: Absolute spec child

    /// The child's origin inside an ``AbsoluteLayoutSpec``.
    public var layoutPosition: CGPoint { get { self[value: \.layoutPosition] } set { self[value: \.layoutPosition] = newValue } }

    // MARK: Flexbox box model

    /// Outer spacing. Fractions resolve against the parent's width; `.auto` margins absorb free space.
    public var margin: DimensionInsets { get { self[insets: .margin] } set { self[insets: .margin] = newValue } }
    /// Inner spacing of a stack or leaf. Fractions resolve against the parent's width.
    public var padding: DimensionInsets { get { self[insets: .padding] } set { self[insets: .padding] = newValue } }
    /// Border widths; they only take up space (nothing draws them).
    public var border: EdgeInsets { get { self[value: \.border] } set { self[value: \.border] = newValue } }
    /// Whether the sizes (``width``, ``height``, their min and max, and ``flexBasis``) include
    /// padding and border (`.borderBox`, Yoga's default) or give the content box, padding and
    /// border added (`.contentBox`).
    public var boxSizing: BoxSizing { get { self[value: \.boxSizing] } set { self[value: \.boxSizing] = newValue } }
    /// `.absolute` takes the child out of the flex flow and places it by ``position``; `.static`
    /// ignores ``position`` and leaves its absolute children to its nearest non-static ancestor.
    public var positionType: PositionType { get { self[value: \.positionType] } set { self[value: \.positionType] = newValue } }
    /// Offsets from the parent's padding box edges (absolute) or from the normal position (relative).
    public var position: DimensionInsets { get { self[insets: .position] } set { self[insets: .position] = newValue } }
    /// Width divided by height, as in CSS and Yoga.
    public var aspectRatio: CGFloat? { get { self[value: \.aspectRatio] } set { self[value: \.aspectRatio] = newValue } }
    /// `.none` lays the element out at zero size, taking no space.
    public var display: Display { get { self[value: \.display] } set { self[value: \.display] = newValue } }
    /// How a stack's content beyond its bounds is treated; `.scroll` sizes the items on the
    /// main axis to their content rather than to the stack (Yoga). Drawing does not clip.
    public var overflow: Overflow { get { self[value: \.overflow] } set { self[value: \.overflow] = newValue } }
    /// Overrides the stack's `alignItems` for this child (a stack child's property).
    public var alignSelf: StackLayoutAlignSelf { get { self[value: \.alignSelf] } set { self[value: \.alignSelf] = newValue } }

    /// Texture's default style: every size `.auto`, no flexing, zero margin, padding and border.
    public init() {}

    /// The nineteen lengths as stored (values and units in ``LengthSlot`` order), read in bulk
    /// by the engine's record of the style (``EngineStyle``).
    var storedLengths: (values: LengthValues, units: LengthUnits) {
        (storage.values.lengths, storage.values.units)
    }

    /// One of the values other than the lengths.
    @inline(__always)
    private subscript<Value>(value field: WritableKeyPath<StyleValues, Value>) -> Value {
        get { storage.values[keyPath: field] }
        set { update { $0[keyPath: field] = newValue } }
    }

    /// Changes the values, first copying them when another style shares them.
    @inline(__always)
    private mutating func update(_ change: (inout StyleValues) -> Void) {
        if isKnownUniquelyReferenced(&storage) {
            storage.forgetRecord()
        } else {
            storage = StyleStorage(storage.values)
        }
        change(&storage.values)
    }

    /// The default style's values, which every style starts out sharing.
    private static let defaultStorage = StyleStorage(StyleValues())

    /// Whether every value of both styles is equal, whether or not they share storage (a NaN
    /// equals nothing, so a style holding one is not equal to itself).
    public static func == (lhs: LayoutElementStyle, rhs: LayoutElementStyle) -> Bool {
        lhs.storage.values == rhs.storage.values
    }

    /// Hashes every value, the values equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.values)
    }

    private subscript(slot: LengthSlot) -> LayoutDimension {
        get { self[length: slot.rawValue] }
        set { self[length: slot.rawValue] = newValue }
    }

    /// The four edges from `first` (its top edge) on, in the order top, left, bottom, right.
    private subscript(insets first: LengthSlot) -> DimensionInsets {
        get {
            let slot = first.rawValue
            return DimensionInsets(top: self[length: slot], left: self[length: slot + 1],
                                   bottom: self[length: slot + 2], right: self[length: slot + 3])
        }
        set {
            let slot = first.rawValue
            self[length: slot] = newValue.top
            self[length: slot + 1] = newValue.left
            self[length: slot + 2] = newValue.bottom
            self[length: slot + 3] = newValue.right
        }
    }

    /// The length at `slot` (a ``LengthSlot`` raw value, or an edge after one).
    private subscript(length slot: Int) -> LayoutDimension {
        get { LayoutDimension(unit: storage.values.units[slot], value: storage.values.lengths[slot]) }
        set {
            update {
                $0.units[slot] = newValue.unit
                $0.lengths[slot] = newValue.value
            }
        }
    }
}

/// A style's values, as ``LayoutElementStyle``'s storage holds them. Lengths are stored as
/// their values, with their units packed into one word: a `LayoutDimension` alone takes 16
/// bytes (9 used). The style's properties read and write them as `LayoutDimension`s, exactly.
struct StyleValues: Hashable, Sendable {
    var lengths = LengthValues()
    var units = StyleValues.defaultUnits
    var flexGrow: CGFloat = 0
    var flexShrink: CGFloat = 0
    var spacingBefore: CGFloat = 0
    var spacingAfter: CGFloat = 0
    var ascender: CGFloat = 0
    var descender: CGFloat = 0
    var layoutPosition: CGPoint = .zero
    var border: EdgeInsets = .zero
    var aspectRatio: CGFloat?
    var boxSizing: BoxSizing = .borderBox
    var positionType: PositionType = .relative
    var display: Display = .flex
    var overflow: Overflow = .visible
    var alignSelf: StackLayoutAlignSelf = .auto

    /// Margins and padding at 0 points, every other length automatic.
    private static let defaultUnits: LengthUnits = {
        var units = LengthUnits()
        for slot in LengthSlot.margin.rawValue..<LengthSlot.position.rawValue { units[slot] = .points }
        return units
    }()
}

/// The storage styles share: changed only through a style that holds the sole reference.
final class StyleStorage: @unchecked Sendable {
    var values: StyleValues
    /// The engine's record of ``values`` (see ``LayoutElementStyle/validRecord``), once checked:
    /// nil when a value needs a repair. Made on the main actor (tree builds and specs ask for
    /// it), and forgotten by the style holding the sole reference as it changes the values.
    var record: StyleRecord?
    var isRecordChecked = false

    init(_ values: StyleValues) {
        self.values = values
    }

    /// Drops the record before the values change.
    @inline(__always)
    func forgetRecord() {
        guard isRecordChecked else { return }
        record = nil
        isRecordChecked = false
    }
}

/// The values of a style's nineteen lengths, by ``LengthSlot`` (their units are apart).
struct LengthValues: Hashable, Sendable {
    private var first = SIMD16<Double>(), rest = SIMD4<Double>()

    /// Calls `body` with the values in slot order, for reading them in bulk.
    func withSlots<Result>(_ body: (UnsafeBufferPointer<Double>) -> Result) -> Result {
        // The two vectors lie one after the other: twenty doubles (the last unused).
        withUnsafeBytes(of: self) { $0.withMemoryRebound(to: Double.self, body) }
    }

    subscript(slot: Int) -> CGFloat {
        get { CGFloat(slot < 16 ? first[slot] : rest[slot - 16]) }
        set {
            if slot < 16 { first[slot] = Double(newValue) } else { rest[slot - 16] = Double(newValue) }
        }
    }
}
