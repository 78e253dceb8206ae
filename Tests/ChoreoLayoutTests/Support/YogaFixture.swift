import Foundation
@testable import ChoreoLayout

/// A generated flexbox tree with the layout Yoga computed for it (see Scripts/yoga_fixtures.py).
struct YogaFixture: Decodable, Sendable {
    /// Yoga's layout of a node: `[left, top, width, height]`, then `[children]` if it has any.
    struct Box: Decodable, Sendable {
        var left, top, width, height: Double
        var children: [Box]

        init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            left = try container.decode(Double.self)
            top = try container.decode(Double.self)
            width = try container.decode(Double.self)
            height = try container.decode(Double.self)
            children = container.isAtEnd ? [] : try container.decode([Box].self)
        }
    }

    indirect enum Dim: Decodable, Sendable {
        case points(Double), percent(Double), auto, keyword(LayoutDimension)

        static let keywords: [String: LayoutDimension] = [
            "max-content": .maxContent, "fit-content": .fitContent, "stretch": .stretch,
        ]

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) { self = .points(number); return }
            let text = try container.decode(String.self)
            if text == "auto" { self = .auto; return }
            if let keyword = Dim.keywords[text] { self = .keyword(keyword); return }
            if let bad = YogaFixture.badNumber(text) { self = .points(bad); return }
            self = .percent(Double(text.dropLast())!)
        }

        var dimension: LayoutDimension {
            switch self {
            case .points(let value): .points(value)
            case .percent(let value): .fraction(value / 100)
            case .auto: .auto
            case .keyword(let keyword): keyword
            }
        }
    }

    struct Node: Decodable, Sendable {
        var style: [String: StyleValue]
        var children: [Node]
        /// A leaf measured by ``TextMeasure``.
        var measure: TextMeasure?
        /// A baseline function: this share of the height.
        var baseline: Double?
    }

    /// The generator's text-like measure function: `chars` characters of `charWidth` on lines of
    /// `lineHeight`, broken between any two characters (as `text_measure` in the script).
    struct TextMeasure: Decodable, Sendable {
        var chars: Double
        var charWidth: Double
        var lineHeight: Double

        func size(_ width: CGFloat, _ widthMode: MeasureMode, _ height: CGFloat, _ heightMode: MeasureMode) -> CGSize {
            let natural = chars * charWidth
            var measured: CGFloat, lines: CGFloat
            if widthMode == .undefined || width.isNaN {
                (measured, lines) = (natural, 1)
            } else {
                let perLine = Swift.max(1, (width / charWidth).rounded(.down))
                lines = chars > 0 ? (chars / perLine).rounded(.up) : 1
                measured = widthMode == .exactly ? width : Swift.min(natural, perLine * charWidth)
            }
            var lineBoxHeight = lines * lineHeight
            if heightMode == .exactly { lineBoxHeight = height }
            if heightMode == .atMost { lineBoxHeight = Swift.min(lineBoxHeight, height) }
            return CGSize(width: measured, height: lineBoxHeight)
        }
    }

    enum StyleValue: Decodable, Sendable {
        case text(String), number(Double), edges([String: Dim])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) { self = .number(number); return }
            if let text = try? container.decode(String.self) { self = .text(text); return }
            self = .edges(try container.decode([String: Dim].self))
        }

        var text: String { if case .text(let value) = self { value } else { "" } }
        var number: Double {
            switch self {
            case .number(let value): value
            case .text(let value): YogaFixture.badNumber(value) ?? 0
            case .edges: 0
            }
        }
        var dim: Dim {
            switch self {
            case .number(let value): .points(value)
            case .text(let value):
                if value == "auto" { .auto } else if let keyword = Dim.keywords[value] { .keyword(keyword) }
                else if let bad = YogaFixture.badNumber(value) { .points(bad) }
                else { .percent(Double(value.dropLast())!) }
            case .edges: .auto
            }
        }
        var edges: [String: Dim] { if case .edges(let value) = self { value } else { [:] } }
    }

    var name: String
    var scale: Double
    var direction: String
    var availableWidth: Double?
    var availableHeight: Double?
    var root: Node
    var expected: Box

    /// Bad input in the fixtures: "nan", "inf" and "-inf" stand for those numbers.
    static func badNumber(_ text: String) -> Double? {
        ["nan": Double.nan, "inf": Double.infinity, "-inf": -Double.infinity][text]
    }

    /// Whether the tree holds a value that Choreo must replace (and warn about).
    var hasBadInput: Bool {
        func bad(_ node: Node) -> Bool {
            node.style.contains { key, value in
                switch value {
                case .text(let text): Self.badNumber(text) != nil
                case .number(let number): number < 0 && !["margin", "position"].contains(key)
                case .edges(let edges):
                    edges.values.contains {
                        switch $0 {
                        case .points(let value): !value.isFinite || (value < 0 && key != "margin" && key != "position")
                        default: false
                        }
                    }
                }
            } || node.children.contains(where: bad)
        }
        return bad(root)
    }

    /// Whether the tree aligns anything on Yoga's baselines.
    var usesYogaBaselines: Bool {
        func uses(_ node: Node) -> Bool {
            node.style["alignItems"]?.text == "baseline" || node.style["alignSelf"]?.text == "baseline"
                || node.children.contains(where: uses)
        }
        return uses(root)
    }

    static func load(_ resource: String) throws -> [YogaFixture] {
        let url = Bundle.module.url(forResource: resource, withExtension: "json", subdirectory: "Fixtures")!
        return try load(contentsOf: url)
    }

    static func load(contentsOf url: URL) throws -> [YogaFixture] {
        struct File: Decodable { var cases: [YogaFixture] }
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases
    }
}

extension YogaFixture.Node {
    /// The tree as Choreo stacks.
    @MainActor func makeSpec() -> StackLayoutSpec {
        let spec = StackLayoutSpec()
        var style = LayoutElementStyle()
        for (key, value) in self.style {
            switch key {
            case "flexDirection":
                spec.direction = ["row": .horizontal, "column": .vertical, "row-reverse": .horizontalReverse,
                                  "column-reverse": .verticalReverse][value.text]!
            case "justifyContent":
                spec.justifyContent = ["flex-start": .start, "center": .center, "flex-end": .end,
                                       "space-between": .spaceBetween, "space-around": .spaceAround,
                                       "space-evenly": .spaceEvenly][value.text]!
            case "alignItems":
                spec.alignItems = ["flex-start": .start, "center": .center, "flex-end": .end,
                                   "stretch": .stretch, "baseline": .baseline][value.text]!
            case "alignSelf":
                style.alignSelf = ["auto": .auto, "flex-start": .start, "center": .center, "flex-end": .end,
                                   "stretch": .stretch, "baseline": .baseline][value.text]!
            case "alignContent":
                spec.alignContent = ["flex-start": .start, "center": .center, "flex-end": .end, "stretch": .stretch,
                                     "space-between": .spaceBetween, "space-around": .spaceAround,
                                     "space-evenly": .spaceEvenly][value.text]!
            case "spacing": spec.spacing = value.number
            case "lineSpacing": spec.lineSpacing = value.number
            case "columnGap": spec.columnGap = value.dim.dimension
            case "rowGap": spec.rowGap = value.dim.dimension
            case "flexWrap":
                spec.flexWrap = ["nowrap": .noWrap, "wrap": .wrap, "wrap-reverse": .wrapReverse][value.text]!
            case "flexGrow": style.flexGrow = value.number
            case "flexShrink": style.flexShrink = value.number
            case "flexBasis": style.flexBasis = value.dim.dimension
            case "width": style.width = value.dim.dimension
            case "height": style.height = value.dim.dimension
            case "minWidth": style.minWidth = value.dim.dimension
            case "minHeight": style.minHeight = value.dim.dimension
            case "maxWidth": style.maxWidth = value.dim.dimension
            case "maxHeight": style.maxHeight = value.dim.dimension
            case "margin": style.margin = Self.insets(value.edges, default: .points(0))
            case "padding": style.padding = Self.insets(value.edges, default: .points(0))
            case "position": style.position = Self.insets(value.edges, default: .auto)
            case "border":
                let edges = value.edges
                func points(_ key: String) -> CGFloat {
                    if case .points(let value) = edges[key] { return value }
                    return 0
                }
                style.border = EdgeInsets(top: points("top"), left: points("left"),
                                          bottom: points("bottom"), right: points("right"))
            case "positionType": style.positionType = Self.positionTypes[value.text]!
            case "boxSizing": style.boxSizing = value.text == "content-box" ? .contentBox : .borderBox
            case "aspectRatio": style.aspectRatio = value.number
            case "display": style.display = Self.displays[value.text]!
            case "overflow": style.overflow = ["visible": .visible, "hidden": .hidden, "scroll": .scroll][value.text]!
            default: fatalError("unknown fixture style key \(key)")
            }
        }
        spec.style = style
        // As the generator's function: 0 while the height is unknown (Yoga traps on NaN).
        if let share = baseline { spec.baselineFunction = { _, height in height.isNaN ? 0 : height * share } }
        spec.children = children.map { $0.makeElement() }
        return spec
    }

    private static let positionTypes: [String: PositionType] = ["absolute": .absolute, "static": .static,
                                                                "relative": .relative]
    private static let displays: [String: Display] = ["none": .none, "contents": .contents, "flex": .flex]

    /// The node as a spec: a plain spec with a measure function for measured leaves.
    @MainActor func makeElement() -> LayoutSpec {
        let stack = makeSpec()
        guard let measure else { return stack }
        let leaf = LayoutSpec()
        leaf.style = stack.style
        leaf.measureFunction = { measure.size($0, $1, $2, $3) }
        leaf.baselineFunction = stack.baselineFunction
        return leaf
    }

    private static func insets(_ edges: [String: YogaFixture.Dim], default value: LayoutDimension) -> DimensionInsets {
        DimensionInsets(top: edges["top"]?.dimension ?? value, left: edges["left"]?.dimension ?? value,
                        bottom: edges["bottom"]?.dimension ?? value, right: edges["right"]?.dimension ?? value)
    }
}

extension YogaFixture {
    /// Lays the tree out the way Yoga's `calculateLayout(root, availableWidth, availableHeight)`
    /// treats its root.
    @MainActor func layout() -> (StackLayoutSpec, Layout) {
        let spec = root.makeSpec()
        let options = LayoutOptions(direction: direction == "rtl" ? .rightToLeft : .leftToRight, scale: scale)
        let tree = LayoutTree(root: spec, options: options)
        return (spec, tree.computeYogaRootLayout(availableWidth: availableWidth ?? .nan,
                                                 availableHeight: availableHeight ?? .nan))
    }

    /// How far Choreo may be from Yoga: 0.01 pt unrounded (Yoga computes in float32); one device
    /// pixel when rounded, because Choreo snaps absolute edges where Yoga rounds positions relative
    /// to the parent.
    var tolerance: Double { scale > 0 ? 1 / scale + 0.001 : 0.01 }

    /// Differences between Choreo's layout and Yoga's, as readable lines.
    @MainActor func mismatches(tolerance: Double = 0.02) -> [String] {
        let (_, layout) = self.layout()
        var problems: [String] = []
        func compare(_ actual: Layout, _ expected: Box, _ path: String, isRoot: Bool) {
            let frame = actual.frame
            let pairs: [(String, Double, Double)] = [
                ("left", isRoot ? expected.left : frame.minX, expected.left),
                ("top", isRoot ? expected.top : frame.minY, expected.top),
                ("width", frame.width, expected.width), ("height", frame.height, expected.height),
            ]
            for (field, got, want) in pairs where abs(got - want) > tolerance {
                problems.append("\(name) \(path).\(field): got \(got), Yoga \(want)")
            }
            for (index, (child, box)) in zip(actual.sublayouts, expected.children).enumerated() {
                compare(child, box, "\(path)/\(index)", isRoot: false)
            }
        }
        compare(layout, expected, "root", isRoot: true)
        return problems
    }
}
