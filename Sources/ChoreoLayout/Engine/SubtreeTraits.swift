/// Features of a subtree that decide how its results may be cached (see ``MeasurementCache``).
struct SubtreeTraits: OptionSet, Sendable {
    let rawValue: UInt8

    /// A length in fractions of a containing block: results depend on the order of a pass's
    /// computations, as in Yoga, so they are not reused in later passes.
    static let fractions = SubtreeTraits(rawValue: 1)
    /// Wrapping, min or max sizes, aspect ratios, absolute positions, scrolling or fractional
    /// gaps: sizes under a fit-content space may differ from the max-content size clamped to the
    /// space (Yoga's float rules), so measurements answer only the same space.
    static let intricateSizing = SubtreeTraits(rawValue: 2)
    /// A stack with a shrinking child (`flexShrink` above 0) along the width (a row) or the
    /// height (a column): a different space along that axis may shrink the child differently,
    /// so measurements answer only the same space along it. (Along the other axis the child
    /// keeps its size.)
    static let shrinksAlongWidth = SubtreeTraits(rawValue: 4)
    static let shrinksAlongHeight = SubtreeTraits(rawValue: 8)

    /// The traits of a style.
    init(style: EngineStyle) {
        var traits: SubtreeTraits = []
        if style.hasFractions { traits.insert(.fractions) }
        if style.hasSizeLimits || style.aspectRatio != nil || style.positionType == .absolute
            || style.overflow == .scroll {
            traits.insert(.intricateSizing)
        }
        self = traits
    }

    /// What a shrinking child adds to the traits of its parent, a node of `kind` (a child of a
    /// `display: contents` stack shrinks along its grandparent's axis, which may be either).
    init(shrinkingChildOf kind: LayoutNodeKind, display: Display) {
        guard case .flex(let container) = kind else {
            self = []
            return
        }
        if display == .contents {
            self = [.shrinksAlongWidth, .shrinksAlongHeight]
            return
        }
        switch container.direction {
        case .horizontal, .horizontalReverse: self = .shrinksAlongWidth
        case .vertical, .verticalReverse: self = .shrinksAlongHeight
        }
    }

    /// Whether measurements of the subtree answer other spaces along the width (see
    /// ``MeasurementCache/Entry/answers(_:margins:inexact:strictWidth:strictHeight:)``).
    var measuresPlainlyAlongWidth: Bool { isDisjoint(with: [.fractions, .intricateSizing, .shrinksAlongWidth]) }
    /// Whether measurements of the subtree answer other spaces along the height.
    var measuresPlainlyAlongHeight: Bool { isDisjoint(with: [.fractions, .intricateSizing, .shrinksAlongHeight]) }

    /// The traits a node's kind adds to its style's.
    init(kind: LayoutNodeKind) {
        switch kind {
        case .flex(let container):
            self = container.flexWrap != .noWrap || container.hasFractionalGaps ? .intricateSizing : []
        case .leaf: self = []
        default: self = .intricateSizing
        }
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }
}
