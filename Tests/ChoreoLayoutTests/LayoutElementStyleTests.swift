@testable import ChoreoLayout
import Foundation
import Testing

/// The style stores its lengths packed; every length must read back exactly as it was written.
@Suite("Layout element style")
struct LayoutElementStyleTests {
    private static let lengths: [WritableKeyPath<LayoutElementStyle, LayoutDimension> & Sendable] = [
        \.width, \.height, \.minWidth, \.maxWidth, \.minHeight, \.maxHeight, \.flexBasis,
        \.margin.top, \.margin.left, \.margin.bottom, \.margin.right,
        \.padding.top, \.padding.left, \.padding.bottom, \.padding.right,
        \.position.top, \.position.left, \.position.bottom, \.position.right,
    ]

    private static let samples: [LayoutDimension] = [
        .auto, .points(12.345678901234), .fraction(0.333333333333), .maxContent, .fitContent, .stretch,
        .points(-7.5), .points(.infinity), .points(-0.0), .fraction(1e300), LayoutDimension(unit: .auto, value: 5),
    ]

    @Test("the defaults: sizes and positions automatic, margins and padding 0 points")
    func defaults() {
        let style = LayoutElementStyle()
        #expect([style.width, style.height, style.minWidth, style.maxWidth, style.minHeight, style.maxHeight,
                 style.flexBasis] == Array(repeating: .auto, count: 7))
        #expect(style.margin == .zero)
        #expect(style.padding == .zero)
        #expect(style.position == DimensionInsets())
    }

    @Test("copies share their values until one changes, and a change reaches no other copy")
    func copiesAreIndependentValues() {
        var shared = LayoutElementStyle()
        shared.width = .points(40)
        shared.flexGrow = 1
        var copy = shared
        let untouched = LayoutElementStyle()
        copy.width = .points(12)
        copy.margin.top = .fraction(0.5)
        copy.aspectRatio = 2
        #expect(shared.width == .points(40) && shared.margin.top == .points(0) && shared.aspectRatio == nil)
        #expect(copy.width == .points(12) && copy.margin.top == .fraction(0.5) && copy.aspectRatio == 2)
        #expect(copy.flexGrow == 1)
        #expect(untouched == LayoutElementStyle() && untouched.width == .auto && untouched.flexGrow == 0)
        // Equal values are equal styles, with equal hashes, whichever storage holds them.
        var rebuilt = LayoutElementStyle()
        rebuilt.flexGrow = 1
        rebuilt.width = .points(40)
        #expect(rebuilt == shared && rebuilt.hashValue == shared.hashValue)
        #expect(copy != shared)
    }

    @Test("every length reads back what was written, and changes no other length")
    func lengthsRoundTrip() {
        for (index, length) in LayoutElementStyleTests.lengths.enumerated() {
            for sample in LayoutElementStyleTests.samples {
                var style = LayoutElementStyle()
                let before = LayoutElementStyleTests.lengths.map { style[keyPath: $0] }
                style[keyPath: length] = sample
                let after = LayoutElementStyleTests.lengths.map { style[keyPath: $0] }
                for other in after.indices where other != index {
                    #expect(after[other] == before[other])
                }
                #expect(after[index].unit == sample.unit)
                #expect(after[index].value.bitPattern == sample.value.bitPattern)
            }
        }
    }

    @Test("NaN values are kept, so the engine can name them; styles compare by their lengths")
    func nanAndEquality() {
        var style = LayoutElementStyle()
        style.margin.left = .points(.nan)
        #expect(style.margin.left.value.isNaN)
        #expect(style.margin.left.unit == .points)
        var a = LayoutElementStyle(), b = LayoutElementStyle()
        a.width = .points(10)
        b.width = .fraction(10)
        #expect(a != b)
        b.width = .points(10)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        a.position.right = LayoutDimension(unit: .auto, value: 3)
        #expect(a != b)
    }

    /// The engine's record of each length, as `EngineStyle` reads it back.
    private static let recordLengths: [KeyPath<EngineStyle, LayoutDimension> & Sendable] = [
        \.width, \.height, \.minWidth, \.maxWidth, \.minHeight, \.maxHeight, \.flexBasis,
        \.margin.top, \.margin.left, \.margin.bottom, \.margin.right,
        \.padding.top, \.padding.left, \.padding.bottom, \.padding.right,
        \.position.top, \.position.left, \.position.bottom, \.position.right,
    ]

    @Test("the engine keeps a valid style's lengths in one pass exactly as its repairing pass keeps them")
    func engineRecordKeepsLengthsAlike() {
        // A style with nothing to repair takes the one-pass path; the same style with one
        // invalid length elsewhere takes the repairing path: every other length must match.
        let samples = LayoutElementStyleTests.samples + [
            .points(1e7), .points(-1e7), .fraction(-10), .fraction(0.1), .points(0.1), .points(3.4e38),
        ]
        for (index, length) in LayoutElementStyleTests.lengths.enumerated() {
            let poisoned = index == 11 ? 0 : 11
            for sample in samples {
                var style = LayoutElementStyle()
                style[keyPath: length] = sample
                var repaired = style
                repaired[keyPath: LayoutElementStyleTests.lengths[poisoned]] = .points(.nan)
                let record = EngineStyle(sanitizing: style), repairedRecord = EngineStyle(sanitizing: repaired)
                for (slot, kept) in LayoutElementStyleTests.recordLengths.enumerated() where slot != poisoned {
                    let (a, b) = (record[keyPath: kept], repairedRecord[keyPath: kept])
                    #expect(a.unit == b.unit, "slot \(slot), \(sample)")
                    #expect(a.value.bitPattern == b.value.bitPattern, "slot \(slot), \(sample): \(a) vs \(b)")
                }
            }
        }
        // Kept as floats: a fraction as its percent, a length as its nearest float.
        var style = LayoutElementStyle()
        style.width = .fraction(0.1)
        style.margin.left = .points(0.1)
        let record = EngineStyle(sanitizing: style)
        #expect(record.width == LayoutDimension(unit: .fraction, value: CGFloat(Float(0.1 * 100)) / 100))
        #expect(record.margin.left == .points(CGFloat(Float(0.1))))
        #expect(record.height == .auto && record.padding.top == .points(0))
    }

    @Test("the engine's shortcuts on a record agree with its lengths, for every length and unit")
    func engineRecordShortcutsAgree() {
        let extra = EdgeInsets(top: 0.3, left: -2, bottom: 0, right: 1e-9)
        for length in LayoutElementStyleTests.lengths {
            for sample in LayoutElementStyleTests.samples + [.fraction(0.25), .points(3.5)] {
                var style = LayoutElementStyle()
                style[keyPath: length] = sample
                style.border = EdgeInsets(top: 1, left: 0.5, bottom: 0, right: 2)
                let record = EngineStyle(sanitizing: style)
                let units = LayoutElementStyleTests.recordLengths.map { record[keyPath: $0].unit }
                #expect(record.hasFractions == units.contains(.fraction), "\(sample)")
                #expect(record.hasSizeLimits == units[2...5].contains { $0 != .auto }, "\(sample)")
                #expect(record.hasSizesInPoints == units[0...5].contains(.points), "\(sample)")
                #expect(record.isSet(.maxHeight) == (record.maxHeight.unit != .auto), "\(sample)")
                #expect(bits(record.fixedEdges(.margin, plus: extra))
                        == bits(resolvedWithoutOwner(record.margin, plus: extra)), "\(sample)")
                #expect(bits(record.fixedEdges(.padding, plus: record.border))
                        == bits(resolvedWithoutOwner(record.padding, plus: record.border)), "\(sample)")
            }
        }
    }

    /// `insets` plus `extra` as the engine resolves them when no owner size is known; none when
    /// an edge is a fraction, which needs one.
    private func resolvedWithoutOwner(_ insets: DimensionInsets, plus extra: EdgeInsets) -> FloatEdges {
        let units = [insets.top, insets.left, insets.bottom, insets.right].map(\.unit)
        return units.contains(.fraction) ? .none : FloatEdges(Edges(insets, ownerWidth: .nan, plus: extra))
    }

    /// The edges bit for bit (``FloatEdges/none`` holds a NaN, which equals nothing).
    private func bits(_ edges: FloatEdges) -> [UInt32] {
        [edges.top, edges.left, edges.bottom, edges.right].map(\.bitPattern)
    }
}
