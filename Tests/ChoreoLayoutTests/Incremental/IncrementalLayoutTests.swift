import Foundation
import ChoreoSupport
import ChoreoTestSupport
import Testing
@testable import ChoreoLayout

/// A spec keeps its tree between layouts: relayout after a change redoes only the changed path,
/// and always gives what a layout from scratch gives. Reuse is proved by counting the elements
/// laid out or measured anew, not by timing.
@MainActor
@Suite struct IncrementalLayoutTests {
    static let feedRange = SizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))

    @Test func anUnchangedTreeIsNotLaidOutAgain() {
        let feed = FeedSpecs(cells: 100)
        let first = feed.root.layoutThatFits(Self.feedRange)
        // 31 a cell: each content column shrinks along its row's width only, so its row and it
        // are measured once for the heights their card offers, not again for each of them.
        #expect(feed.root.computationsInLastLayout == 3_101)
        let second = feed.root.layoutThatFits(Self.feedRange)
        #expect(feed.root.computationsInLastLayout == 0)
        expectSameFrames(second, first)
        #expect(second.size == CGSize(width: 375, height: 16_300))
    }

    @Test func oneLeafChangeLaysOutItsPathOnly() {
        let feed = FeedSpecs(cells: 100)
        _ = feed.root.layoutThatFits(Self.feedRange)
        feed.bodies[50].style.height = .points(60)
        let layout = feed.root.layoutThatFits(Self.feedRange)
        // The body, the cell's column, row and card, and the feed: each laid out or measured a
        // few times, while the 99 other cells answer from the cache.
        #expect(feed.root.computationsInLastLayout == 11)
        expectSameFrames(layout, LayoutSnapshot(feed.root).layoutOnMainActor(in: Self.feedRange))
        #expect(layout.frame(of: feed.bodies[50])?.height == 60)
        #expect(layout.sublayouts[51].frame == CGRect(x: 0, y: 51 * 163 + 12, width: 375, height: 163))
    }

    @Test func aChangedSizeMovesTheFollowingCells() {
        let feed = FeedSpecs(cells: 10)
        let before = feed.root.layoutThatFits(Self.feedRange)
        feed.bodies[3].style.height = .points(60.5)
        let after = feed.root.layoutThatFits(Self.feedRange)
        expectSameFrames(after, LayoutSnapshot(feed.root).layoutOnMainActor(in: Self.feedRange))
        #expect(after.size.height == before.size.height + 13)
        #expect(after.sublayouts[4].position.y == before.sublayouts[4].position.y + 13)
    }

    @Test func replacedChildrenAreLaidOutAnew() {
        let feed = FeedSpecs(cells: 5)
        _ = feed.root.layoutThatFits(Self.feedRange)
        let extra = box(nil, 30)
        feed.root.children.insert(extra, at: 2)
        feed.root.children.removeLast()
        let layout = feed.root.layoutThatFits(Self.feedRange)
        expectSameFrames(layout, LayoutSnapshot(feed.root).layoutOnMainActor(in: Self.feedRange))
        #expect(layout.frame(of: extra) == CGRect(x: 0, y: 326, width: 375, height: 30))
        // The removed cell no longer reports to the tree.
        feed.titles[4].style.width = .points(10)
        _ = feed.root.layoutThatFits(Self.feedRange)
        #expect(feed.root.computationsInLastLayout == 0)
    }

    @Test func aSpecInTwoPlacesIsFollowedInBoth() {
        let shared = box(20, 20)
        let root = stack(.vertical, [stack([shared]), stack([shared])])
        _ = root.layoutThatFits(.unconstrained)
        shared.style.height = .points(35)
        let layout = root.layoutThatFits(.unconstrained)
        #expect(layout.sublayouts.map(\.frame) == [CGRect(x: 0, y: 0, width: 20, height: 35),
                                                    CGRect(x: 0, y: 35, width: 20, height: 35)])
    }

    @Test func aSpecInsideItselfIsReportedAndCut() {
        let leaf = box(10, 10)
        let inner = stack(.vertical, [leaf])
        let outer = stack(.vertical, [inner])
        _ = outer.layoutThatFits(.unconstrained)
        var layout: Layout?
        let warnings = Diagnostics.capture {
            inner.children.append(outer)
            layout = outer.layoutThatFits(.unconstrained)
        }
        // Reported when the change is applied, and again when the tree, which now holds a spec in
        // two places, is read anew.
        #expect(warnings == Array(repeating: "Choreo: StackLayoutSpec \(ObjectIdentifier(outer)) contains itself; "
                                  + "laying it out without children where it repeats", count: 2))
        // The repeated outer stack is an empty box under the leaf.
        #expect(layout?.size == CGSize(width: 10, height: 10))
        #expect(layout?.sublayouts[0].sublayouts.count == 2)
        let fresh = LayoutSnapshot(outer).layoutOnMainActor(in: .unconstrained)
        #expect(fresh.size == CGSize(width: 10, height: 10))
    }

    @Test func aSpecLaidOutInAnotherTreeStillReportsToBoth() {
        let leaf = box(10, 10)
        let outer = stack(.vertical, [leaf])
        _ = outer.layoutThatFits(.unconstrained)
        _ = leaf.layoutThatFits(.unconstrained)
        leaf.style.width = .points(44)
        #expect(outer.layoutThatFits(.unconstrained).size == CGSize(width: 44, height: 10))
        #expect(leaf.layoutThatFits(.unconstrained).size == CGSize(width: 44, height: 10))
    }

    @Test func aSpecOutlivingItsTreeForgetsIt() {
        let kept = box(10, 10), dropped = box(20, 20)
        do {
            let root = stack(.vertical, [kept, dropped])
            _ = root.layoutThatFits(.unconstrained)
            #expect(dropped.treeMembership.store != nil)
            // Other options build the tree anew, without `dropped`.
            root.children = [kept]
            _ = root.layoutThatFits(.unconstrained, parentSize: nil, options: LayoutOptions(scale: 2))
            #expect(dropped.treeMembership.store == nil)
            #expect(kept.treeMembership.store != nil)
        }
        // The root and its tree are gone: the spec no longer points at them, and changing it is safe.
        #expect(kept.treeMembership.store == nil)
        kept.style.width = .points(30)
        #expect(kept.layoutThatFits(.unconstrained).size == CGSize(width: 30, height: 10))
    }

    @Test func earlierResultsKeepTheirFrames() {
        let feed = FeedSpecs(cells: 3)
        let before = feed.root.layoutThatFits(Self.feedRange)
        let beforeTitle = before.frame(of: feed.titles[1])
        feed.titles[1].style.width = .points(80)
        _ = feed.root.layoutThatFits(Self.feedRange)
        #expect(before.frame(of: feed.titles[1]) == beforeTitle)
    }

    @Test func otherOptionsOrRangesLayOutAgain() {
        let feed = FeedSpecs(cells: 4)
        _ = feed.root.layoutThatFits(Self.feedRange)
        let narrow = SizeRange(min: CGSize(width: 320, height: 0), max: CGSize(width: 320, height: CGFloat.infinity))
        let layout = feed.root.layoutThatFits(narrow)
        expectSameFrames(layout, LayoutSnapshot(feed.root).layoutOnMainActor(in: narrow))
        let mirrored = LayoutOptions(direction: .rightToLeft, scale: 2)
        let rtl = feed.root.layoutThatFits(narrow, parentSize: nil, options: mirrored)
        expectSameFrames(rtl, LayoutSnapshot(feed.root, options: mirrored).layoutOnMainActor(in: narrow))
    }

    /// Random style, container and children changes on the committed Yoga trees, each relayout
    /// compared with a layout from scratch of the same specs. Trees with Yoga's baseline
    /// alignment are left out: as in Yoga, a baseline read while measuring comes from the
    /// descendants' last layout, so it depends on what was laid out before.
    @Test func randomChangesMatchLayoutsFromScratch() throws {
        let fixtures = try YogaFixture.load("yoga-generated").filter { !$0.usesYogaBaselines }
        var random = SeededRandom(seed: 7)
        for fixture in fixtures.prefix(400) {
            let root = fixture.root.makeSpec()
            let options = LayoutOptions(direction: fixture.direction == "rtl" ? .rightToLeft : .leftToRight,
                                        scale: fixture.scale)
            let range = SizeRange(min: .zero, max: CGSize(width: fixture.availableWidth ?? .infinity,
                                                          height: fixture.availableHeight ?? .infinity))
            _ = root.layoutThatFits(range, parentSize: nil, options: options)
            for step in 0..<4 {
                let change = RandomChange.apply(to: root, using: &random)
                let kept = root.layoutThatFits(range, parentSize: nil, options: options)
                let scratch = LayoutSnapshot(root, options: options).layoutOnMainActor(in: range)
                expectSameFrames(kept, scratch, "\(fixture.name) step \(step) \(change)")
            }
        }
    }
}

/// Checks that two layouts of the same tree have the same frames everywhere (to 1e-9 pt: pixel
/// grids like 1/3 pt are not exact in floating point, whatever the order of the sums).
@MainActor
func expectSameFrames(_ actual: Layout, _ expected: Layout, _ context: String = "",
                      sourceLocation: SourceLocation = #_sourceLocation) {
    var pending = [(actual, expected, "root")]
    while let (got, want, path) = pending.popLast() {
        let close = abs(got.frame.minX - want.frame.minX) <= 1e-9 && abs(got.frame.minY - want.frame.minY) <= 1e-9
            && abs(got.frame.width - want.frame.width) <= 1e-9 && abs(got.frame.height - want.frame.height) <= 1e-9
        guard close, got.sublayouts.count == want.sublayouts.count else {
            Issue.record("\(context) \(path): \(got.frame) (\(got.sublayouts.count) children), expected \(want.frame) (\(want.sublayouts.count))",
                         sourceLocation: sourceLocation)
            return
        }
        for (index, pair) in zip(got.sublayouts, want.sublayouts).enumerated() {
            pending.append((pair.0, pair.1, "\(path)/\(index)"))
        }
    }
}

/// The elements of a kept tree's slots are shared with its results in chunks: a patch writes
/// its own copy of a chunk a result holds, so the result keeps the elements it laid out.
@MainActor
@Suite struct KeptResultElementTests {
    @Test func aResultKeepsItsElementsWhileTheTreeIsPatched() {
        // Three chunks of slots: the stack, then 2,500 leaves.
        let leaves = (0..<2_500).map { _ in LayoutSpec() }
        for leaf in leaves { leaf.style.height = .points(10) }
        let stack = StackLayoutSpec()
        stack.direction = .vertical
        stack.children = leaves
        let range = SizeRange(min: CGSize(width: 100, height: 0), max: CGSize(width: 100, height: CGFloat.infinity))
        let before = stack.layoutThatFits(range)
        // A new leaf in the second chunk and one in the third; the first chunk is left as it is.
        let replacements = [LayoutSpec(), LayoutSpec()]
        for replacement in replacements { replacement.style.height = .points(20) }
        var children: [any LayoutElement] = leaves
        children[1_500] = replacements[0]
        children[2_400] = replacements[1]
        stack.children = children
        let after = stack.layoutThatFits(range)
        #expect(stack.computationsInLastLayout > 0)
        #expect(after.sublayouts[1_500].element === replacements[0])
        #expect(after.sublayouts[2_400].element === replacements[1])
        #expect(after.sublayouts[2_400].frame == CGRect(x: 0, y: 24_010, width: 100, height: 20))
        #expect(before.sublayouts[1_500].element === leaves[1_500])
        #expect(before.sublayouts[2_400].element === leaves[2_400])
        #expect(before.sublayouts[2_400].frame == CGRect(x: 0, y: 24_000, width: 100, height: 10))
        for index in [0, 1_023, 1_024, 1_499, 1_501, 2_499] {
            #expect(before.sublayouts[index].element === leaves[index])
            #expect(after.sublayouts[index].element === leaves[index])
        }
        #expect(before.element === stack && after.element === stack)
    }
}

/// Stacks alternating vertical and horizontal, two growing children each: Yoga 3's measurement
/// cache is exponential in the depth here (4.6 s at depth 40); Choreo's is linear.
@MainActor
@Suite struct AlternatingNestTests {
    @Test(arguments: [8, 20, 40, 200])
    func layoutWorkIsLinearInDepth(depth: Int) {
        let root = StackLayoutSpec()
        var current = root
        var leaves: [LayoutSpec] = []
        for level in 0..<depth {
            current.direction = level % 2 == 0 ? .vertical : .horizontal
            let next = StackLayoutSpec()
            next.style.flexGrow = 1
            let leaf = LayoutSpec()
            leaf.style.flexGrow = 1
            leaves.append(leaf)
            current.children = [next, leaf]
            current = next
        }
        let layout = root.layoutThatFits(SizeRange(exactly: CGSize(width: 512, height: 512)))
        #expect(root.computationsInLastLayout == 13 * depth - 9)
        // Each level halves one axis: the leaves tile the square.
        #expect(layout.frame(of: leaves[0]) == CGRect(x: 0, y: 256, width: 512, height: 256))
        #expect(layout.frame(of: leaves[1]) == CGRect(x: 256, y: 0, width: 256, height: 256))
        #expect(layout.frame(of: leaves[2]) == CGRect(x: 0, y: 128, width: 256, height: 128))
    }
}
