import Foundation

/// A sanitized ``LayoutElementStyle`` as each node of a ``LayoutTree`` keeps it, read through the
/// same names: the nineteen lengths in single precision with their units packed into one word,
/// and the flex factors, Texture's spacing, the aspect ratio and the borders in single precision.
///
/// The public style keeps these in double precision (288 bytes); this record takes 168. Every
/// layout copies one per element into the tree and keeps it there, so the difference is both
/// build time and memory. Single precision loses nothing the engine uses: it resolves a length
/// in points as `Float(value)` and a fraction as `Float(value * 100)` percent (Yoga's storage),
/// and computes with the others rounded to floats (Yoga stores them as floats), which is what
/// is kept. The ascenders, descenders and layout positions of Texture's specs stay in double
/// precision: the engine adds them to sizes as they are. Built by `init(sanitizing:)`, which
/// applies the overflow rule of ``LayoutLimits``, or by `init?(validating:)` for a style that
/// needs no repair under it.
package struct EngineStyle: Sendable {
    // Points, or percent for fractions.
    private var widthValue: Float = 0
    private var heightValue: Float = 0
    private var minWidthValue: Float = 0
    private var maxWidthValue: Float = 0
    private var minHeightValue: Float = 0
    private var maxHeightValue: Float = 0
    private var flexBasisValue: Float = 0
    private var marginValues = FloatEdges()
    private var paddingValues = FloatEdges()
    private var positionValues = FloatEdges()
    private var units = LengthUnits()
    /// The aspect ratio, NaN when there is none (an optional would take twice the space).
    private var aspectRatioValue: Float = .nan
    private var flexGrowValue: Float = 0
    private var flexShrinkValue: Float = 0
    private var spacingBeforeValue: Float = 0
    private var spacingAfterValue: Float = 0
    private var borderValues = FloatEdges()

    var ascender: CGFloat = 0
    var descender: CGFloat = 0
    var layoutPosition: CGPoint = .zero
    var alignSelf: StackLayoutAlignSelf = .auto
    var boxSizing: BoxSizing = .borderBox
    var positionType: PositionType = .relative
    var display: Display = .flex
    var overflow: Overflow = .visible

    @inline(__always) var width: LayoutDimension { dimension(.width, widthValue) }
    @inline(__always) var height: LayoutDimension { dimension(.height, heightValue) }
    @inline(__always) var minWidth: LayoutDimension { dimension(.minWidth, minWidthValue) }
    @inline(__always) var maxWidth: LayoutDimension { dimension(.maxWidth, maxWidthValue) }
    @inline(__always) var minHeight: LayoutDimension { dimension(.minHeight, minHeightValue) }
    @inline(__always) var maxHeight: LayoutDimension { dimension(.maxHeight, maxHeightValue) }
    @inline(__always) var flexBasis: LayoutDimension { dimension(.flexBasis, flexBasisValue) }
    @inline(__always) var margin: DimensionInsets { insets(.margin, marginValues) }
    @inline(__always) var padding: DimensionInsets { insets(.padding, paddingValues) }
    @inline(__always) var position: DimensionInsets { insets(.position, positionValues) }
    @inline(__always) var aspectRatio: CGFloat? { aspectRatioValue.isNaN ? nil : CGFloat(aspectRatioValue) }
    @inline(__always) var flexGrow: CGFloat { CGFloat(flexGrowValue) }
    @inline(__always) var flexShrink: CGFloat { CGFloat(flexShrinkValue) }
    @inline(__always) var spacingBefore: CGFloat { CGFloat(spacingBeforeValue) }
    @inline(__always) var spacingAfter: CGFloat { CGFloat(spacingAfterValue) }
    @inline(__always) var border: EdgeInsets { borderValues.insets }

    /// The record of `style` with every invalid value replaced and every number clamped (see
    /// ``LayoutLimits``), each repair reported in debug.
    init(sanitizing style: LayoutElementStyle) {
        if let kept = EngineStyle(validating: style) {
            self = kept
            return
        }
        if !keepLengths(of: style) { sanitizeLengths(of: style) }
        flexGrowValue = Float(style.flexGrow.sanitizedLength("style.flexGrow", allowsNegative: false,
                                                             limit: LayoutLimits.maximumFlexFactor))
        flexShrinkValue = Float(style.flexShrink.sanitizedLength("style.flexShrink", allowsNegative: false,
                                                                 limit: LayoutLimits.maximumFlexFactor))
        spacingBeforeValue = Float(style.spacingBefore.sanitizedLength("style.spacingBefore"))
        spacingAfterValue = Float(style.spacingAfter.sanitizedLength("style.spacingAfter"))
        ascender = style.ascender.sanitizedLength("style.ascender")
        descender = style.descender.sanitizedLength("style.descender")
        layoutPosition = CGPoint(x: style.layoutPosition.x.sanitizedLength("style.layoutPosition.x"),
                                 y: style.layoutPosition.y.sanitizedLength("style.layoutPosition.y"))
        // Nearly every style has no border: comparing is cheaper than checking each edge.
        if style.border != .zero { borderValues = FloatEdges(style.border.sanitizedBorder()) }
        aspectRatioValue = style.aspectRatio.flatMap { $0.sanitizedRatio("style.aspectRatio") }.map(Float.init) ?? .nan
        keepKeywords(of: style)
    }

    /// The record of `style` when none of its values needs a repair, nil otherwise, checked
    /// without a report: specs keep it as their styles are set, and a layout reads a spec that
    /// has none with `init(sanitizing:)`, which reports each repair.
    init?(validating style: LayoutElementStyle) {
        let factorLimit = LayoutLimits.maximumFlexFactor
        guard keepLengths(of: style),
              style.flexGrow.isKept(allowsNegative: false, limit: factorLimit),
              style.flexShrink.isKept(allowsNegative: false, limit: factorLimit),
              style.spacingBefore.isKept(), style.spacingAfter.isKept(),
              style.ascender.isKept(), style.descender.isKept(),
              style.layoutPosition.x.isKept(), style.layoutPosition.y.isKept(),
              style.border == .zero || style.border.isKeptBorder,
              style.aspectRatio.map(LayoutLimits.aspectRatioRange.contains) ?? true
        else { return nil }
        flexGrowValue = Float(style.flexGrow)
        flexShrinkValue = Float(style.flexShrink)
        spacingBeforeValue = Float(style.spacingBefore)
        spacingAfterValue = Float(style.spacingAfter)
        ascender = style.ascender
        descender = style.descender
        layoutPosition = style.layoutPosition
        borderValues = FloatEdges(style.border)
        aspectRatioValue = style.aspectRatio.map(Float.init) ?? .nan
        keepKeywords(of: style)
    }

    /// Keeps the values of `style` that are keywords, which need no repair: its alignment, box
    /// sizing, position type, display and overflow.
    private mutating func keepKeywords(of style: LayoutElementStyle) {
        alignSelf = style.alignSelf
        boxSizing = style.boxSizing
        positionType = style.positionType
        display = style.display
        overflow = style.overflow
    }

    /// Keeps the lengths of `style` when none needs a repair, as `sanitizeLengths(of:)` would keep
    /// them, in one pass over the stored values and unit codes; returns false, keeping nothing,
    /// otherwise. Nearly every style is valid, and this skips building each length and its
    /// repair message.
    private mutating func keepLengths(of style: LayoutElementStyle) -> Bool {
        let (values, units) = style.storedLengths
        // Buffers rather than SIMD vectors: a lane picked by a variable index costs a store of the
        // whole vector, and writing one lane and reading the vector back stalls on every length.
        return values.withSlots { values in
            withUnsafeTemporaryAllocation(of: Float.self, capacity: LengthSlot.count) { kept in
                var codes = units.codes
                for slot in 0..<LengthSlot.count {
                    guard let value = EngineStyle.keptLength(values[slot], code: codes & 0b111, slot: slot) else {
                        return false
                    }
                    kept[slot] = value
                    codes >>= 3
                }
                (widthValue, heightValue, minWidthValue, maxWidthValue) = (kept[0], kept[1], kept[2], kept[3])
                (minHeightValue, maxHeightValue, flexBasisValue) = (kept[4], kept[5], kept[6])
                marginValues = FloatEdges(top: kept[7], left: kept[8], bottom: kept[9], right: kept[10])
                paddingValues = FloatEdges(top: kept[11], left: kept[12], bottom: kept[13], right: kept[14])
                positionValues = FloatEdges(top: kept[15], left: kept[16], bottom: kept[17], right: kept[18])
                self.units = units
                return true
            }
        }
    }

    /// Slots whose lengths may be negative (margins and positions), and slots that may not be
    /// automatic (paddings), one bit each.
    private static let signedSlots: UInt32 = 0b1111_0000_1111 << LengthSlot.margin.rawValue
    private static let paddingSlots: UInt32 = 0b1111 << LengthSlot.padding.rawValue

    /// What `keepLengths(of:)` keeps of the length in `slot` with unit `code` (see
    /// ``LengthUnits/codes``), nil when it needs a repair.
    @inline(__always)
    private static func keptLength(_ value: CGFloat, code: UInt64, slot: Int) -> Float? {
        let allowsNegative = signedSlots >> UInt32(slot) & 1 != 0
        switch code {
        case LengthUnits.pointsCode:
            guard Swift.abs(value) <= LayoutLimits.maximumLength, allowsNegative || value >= 0 else { return nil }
            return Float(value)
        case LengthUnits.fractionCode:
            guard Swift.abs(value) <= LayoutLimits.maximumFraction, allowsNegative || value >= 0 else { return nil }
            return Float(value * 100)
        case LengthUnits.autoCode:
            // Padding may not be automatic; an automatic size keeps no value.
            if paddingSlots >> UInt32(slot) & 1 != 0 { return nil }
            return slot < LengthSlot.margin.rawValue ? 0 : Float(value)
        default:
            return nil
        }
    }

    /// Keeps the lengths of `style` with every invalid one replaced and every one clamped,
    /// each repair reported in debug.
    private mutating func sanitizeLengths(of style: LayoutElementStyle) {
        widthValue = store(style.width.sanitizedSize("width"), at: .width)
        heightValue = store(style.height.sanitizedSize("height"), at: .height)
        minWidthValue = store(style.minWidth.sanitizedSize("minWidth"), at: .minWidth)
        maxWidthValue = store(style.maxWidth.sanitizedSize("maxWidth"), at: .maxWidth)
        minHeightValue = store(style.minHeight.sanitizedSize("minHeight"), at: .minHeight)
        maxHeightValue = store(style.maxHeight.sanitizedSize("maxHeight"), at: .maxHeight)
        flexBasisValue = store(style.flexBasis.sanitizedSize("flexBasis"), at: .flexBasis)
        marginValues = store(style.margin.sanitized("margin", allowsNegative: true, allowsAuto: true), at: .margin)
        paddingValues = store(style.padding.sanitized("padding", allowsNegative: false, allowsAuto: false),
                              at: .padding)
        positionValues = store(style.position.sanitizedPosition(), at: .position)
    }

    /// Whether a length resolves against a containing block (a fraction).
    var hasFractions: Bool { units.containsFraction }

    /// Whether the length in `slot` is anything but automatic (an automatic length resolves to
    /// NaN, so the engine may skip it).
    @inline(__always)
    func isSet(_ slot: LengthSlot) -> Bool { units[slot.rawValue] != .auto }

    /// Whether a size, minimum or maximum size is in points (the sizes that narrow an offered
    /// range).
    var hasSizesInPoints: Bool {
        units.slots(holding: LengthUnits.pointsCode) & LengthUnits.slots(from: .width, through: .maxHeight) != 0
    }

    /// Whether a minimum or maximum size is set.
    var hasSizeLimits: Bool {
        let limits = LengthUnits.slots(from: .minWidth, through: .maxHeight)
        return units.slots(holding: LengthUnits.autoCode) & limits != limits
    }

    /// The margins plus `extra`, or the padding plus `extra`, as `Edges(_:ownerWidth:plus:)`
    /// resolves them without an owner size (edges that are not lengths count as 0), read from the
    /// kept values; ``FloatEdges/none`` when an edge is a fraction, which needs one.
    @inline(__always)
    func fixedEdges(_ first: LengthSlot, plus extra: EdgeInsets) -> FloatEdges {
        let kept = first == .margin ? marginValues : paddingValues
        let codes = units.codes >> UInt64(3 * first.rawValue)
        @inline(__always) func edge(_ index: UInt64, _ value: Float, _ extra: CGFloat) -> Float? {
            switch codes >> (3 * index) & 0b111 {
            case LengthUnits.pointsCode: Float(CGFloat(value) + extra.float32)
            case LengthUnits.fractionCode: nil
            default: Float(0 + extra.float32)
            }
        }
        guard let top = edge(0, kept.top, extra.top), let left = edge(1, kept.left, extra.left),
              let bottom = edge(2, kept.bottom, extra.bottom), let right = edge(3, kept.right, extra.right)
        else { return .none }
        return FloatEdges(top: top, left: left, bottom: bottom, right: right)
    }

    /// The length in `slot` from its kept value: a fraction's percent divided by 100 is within a
    /// double's rounding of the fraction whose `Float(value * 100)` it was, so it resolves alike.
    @inline(__always)
    private func dimension(at slot: Int, _ kept: Float) -> LayoutDimension {
        let unit = units[slot]
        return LayoutDimension(unit: unit, value: unit == .fraction ? CGFloat(kept) / 100 : CGFloat(kept))
    }

    @inline(__always)
    private func dimension(_ length: LengthSlot, _ kept: Float) -> LayoutDimension {
        dimension(at: length.rawValue, kept)
    }

    @inline(__always)
    private func insets(_ first: LengthSlot, _ kept: FloatEdges) -> DimensionInsets {
        let slot = first.rawValue
        return DimensionInsets(top: dimension(at: slot, kept.top), left: dimension(at: slot + 1, kept.left),
                               bottom: dimension(at: slot + 2, kept.bottom), right: dimension(at: slot + 3, kept.right))
    }

    /// Records the unit and returns the value to keep: points as a float, a fraction as its
    /// percent (what ``LayoutDimension/resolve(against:)`` computes with).
    private mutating func store(_ dimension: LayoutDimension, at slot: Int) -> Float {
        units[slot] = dimension.unit
        return dimension.unit == .fraction ? Float(dimension.value * 100) : Float(dimension.value)
    }

    private mutating func store(_ dimension: LayoutDimension, at length: LengthSlot) -> Float {
        store(dimension, at: length.rawValue)
    }

    private mutating func store(_ insets: DimensionInsets, at first: LengthSlot) -> FloatEdges {
        let slot = first.rawValue
        var kept = FloatEdges()
        kept.top = store(insets.top, at: slot)
        kept.left = store(insets.left, at: slot + 1)
        kept.bottom = store(insets.bottom, at: slot + 2)
        kept.right = store(insets.right, at: slot + 3)
        return kept
    }
}
