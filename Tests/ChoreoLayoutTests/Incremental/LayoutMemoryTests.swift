import ChoreoSupport
import Foundation
import Testing
@testable import ChoreoLayout

/// The memory a kept layout tree holds per element: at most a Yoga node's, about 750 bytes.
@MainActor
@Suite struct LayoutMemoryTests {
    /// Yoga's "huge nested layout": four levels of ten growing 10 x 10 stacks (11,111 elements).
    private static func nestedTree() -> StackLayoutSpec {
        func node(depth: Int) -> StackLayoutSpec {
            let stack = StackLayoutSpec()
            stack.direction = depth % 2 == 0 ? .vertical : .horizontal
            if depth > 0 {
                stack.style.flexGrow = 1
                stack.style.preferredSize = CGSize(width: 10, height: 10)
            }
            if depth < 4 { stack.children = (0..<10).map { _ in node(depth: depth + 1) } }
            return stack
        }
        return node(depth: 0)
    }

    @Test func recordsArePacked() {
        // The public style is a reference to values its copies share until one changes, which
        // keep its lengths' units packed (a LayoutDimension alone takes 16 bytes); the engine
        // keeps lengths as floats with packed units, and the flex factors, spacing, aspect ratio
        // and borders as floats, in a record the style shares with the trees that read it.
        #expect(MemoryLayout<LayoutElementStyle>.stride == 8)
        #expect(MemoryLayout<StyleValues>.stride == 288)
        #expect(MemoryLayout<EngineStyle>.stride == 168)
        #expect(MemoryLayout<LayoutTreeNode>.stride == 80)
        #expect(MemoryLayout<FlexContainer>.size == 32)
        // A node's measurements take a run of 1, 2, 4, then 8 entries; its layout result is the
        // space it was computed for, as its size is the committed one.
        #expect(MemoryLayout<MeasurementCache.Entry>.stride == 40)
        #expect(MemoryLayout<MeasurementCache.Space?>.stride == 24)
    }

    /// The bytes per element of the tree kept for `root` once laid out in `range` (the style
    /// records it shares with the elements' styles are theirs).
    private static func bytesPerElement(_ root: LayoutSpec, in range: SizeRange) -> Int {
        let store = LayoutTreeStore(root: root)
        _ = store.layout(in: range, parentSize: nil, options: LayoutOptions())
        return store.bytesPerElement
    }

    @Test func nestedTreeHoldsLessThanAYogaNode() {
        // Record 80, links and element 32, results 118, cache 33: nothing here is measured.
        #expect(Self.bytesPerElement(Self.nestedTree(), in: .unconstrained) == 263)
    }

    @Test func feedHoldsLessThanAYogaNode() {
        let range = SizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))
        // As the nested tree, plus 13 bytes of measurements (stacks are measured once or twice;
        // leaves are sized directly, without the cache).
        #expect(Self.bytesPerElement(FeedSpecs(cells: 1000).root, in: range) == 276)
    }

    @Test func elementsWithEqualStylesShareOneRecord() {
        var style = LayoutElementStyle()
        style.width = .points(10)
        let first = LayoutSpec(), second = LayoutSpec()
        first.style = style
        second.style = style
        let tree = LayoutTree(root: StackLayoutSpec.horizontal(children: [first, second]), options: LayoutOptions())
        let record = first.style.validRecord
        #expect(record != nil && record === second.style.validRecord)
        #expect(tree.nodes[1].styleRecord === record && tree.nodes[2].styleRecord === record)
        // A change gives the changed style a record of its own; the tree keeps what it read.
        second.style.height = .points(5)
        #expect(second.style.validRecord !== record)
        #expect(second.style.validRecord?.style.height == .points(5))
        #expect(tree.nodes[2].style.height == .auto)
        // A style that needs a repair keeps none: each build makes its own, reporting the repair.
        style.width = .points(-1)
        #expect(style.validRecord == nil)
        let warnings = Diagnostics.capture { #expect(style.record !== style.record) }
        #expect(warnings == Array(repeating: "Choreo: style.width must be >= 0, got -1.0; using 0", count: 2))
    }

    @Test func stylesMadeApartWithEqualValuesShareOneRecord() {
        // A node's `layoutSpecThatFits` makes its specs anew on every call, and a list's cells
        // make theirs alike: their trees hold one record, not one each.
        func actions() -> StackLayoutSpec {
            let spec = StackLayoutSpec()
            spec.style.margin.top = .points(8)
            return spec
        }
        let first = actions(), second = actions()
        #expect(first.style.validRecord != nil && first.style.validRecord === second.style.validRecord)
        let other = StackLayoutSpec()
        other.style.margin.top = .points(9)
        #expect(other.style.validRecord !== first.style.validRecord)
        #expect(other.style.validRecord?.style.margin.top == .points(9))
        // Styles made in the same order again (the next cell's specs) find theirs.
        func cell() -> [LayoutSpec] {
            (1...3).map { width in
                let spec = LayoutSpec()
                spec.style.width = .points(CGFloat(width))
                return spec
            }
        }
        let firstCell = cell(), secondCell = cell()
        for (first, second) in zip(firstCell, secondCell) {
            #expect(first.style.validRecord != nil && first.style.validRecord === second.style.validRecord)
        }
    }

    @Test func measurementsTakeRunsThatDoubleWhenFull() {
        // A node measured once holds one entry; each measurement beyond its run's room moves it
        // to a run twice as long, up to eight, and frees the shorter run for the next node.
        var cache = MeasurementCache()
        cache.grow(to: 2)
        func request(_ width: CGFloat) -> LayoutRequest {
            LayoutRequest(width: width, height: .nan, widthMode: .fitContent, heightMode: .maxContent,
                          ownerWidth: .nan, ownerHeight: .nan, performsLayout: false)
        }
        let stride = MemoryLayout<MeasurementCache.Entry>.stride
        let perNode = MemoryLayout<MeasurementCache.Space?>.stride + 4 + 1 + 4
        #expect(cache.bytesInUse == 2 * perNode)
        // Node 0 moves from one entry to two, then four (freeing a single and a pair), which
        // node 1 then takes, keeping what it moves into them; node 0's fifth needs a run of eight.
        let steps: [(width: CGFloat, node: Int, entries: Int)] = [
            (10, 0, 1), (20, 0, 3), (30, 0, 7), (40, 1, 7), (45, 1, 7), (50, 0, 7), (60, 0, 15),
        ]
        for step in steps {
            cache.store(CGSize(width: step.width / 10, height: 1), of: step.node, for: request(step.width), pass: 1,
                        lasting: true)
            #expect(cache.bytesInUse == 2 * perNode + step.entries * stride, "after \(step.width)")
        }
        for step in steps {
            let size = cache.size(of: step.node, for: request(step.width), pass: 1, lasting: true, margins: nil,
                                  laidOutSize: .zero)
            #expect(size?.width == step.width / 10)
        }
    }
}

/// A freed tree hands its own buffers to the next one, not copies the allocator must fault in.
@MainActor
@Suite struct LayoutBufferReuseTests {
    @Test func freedTreeGivesItsBuffersToThePool() {
        var address = 0
        do {
            let root = StackLayoutSpec()
            root.children = (0..<5000).map { _ in LayoutSpec() }
            // The result shares the tree's child list; its address names the buffer.
            let layout = root.layoutThatFits(.unconstrained)
            address = layout.storage.childIndices.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        }
        let spare = LayoutBufferPool.spareTree?.childIndices.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        #expect(spare == address)
    }
}
