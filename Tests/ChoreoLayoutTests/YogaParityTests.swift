import ChoreoSupport
import Foundation
import Testing
@testable import ChoreoLayout

/// Yoga 3's features beyond Texture's (API.md section 1b), each on a tree laid out by
/// yoga-python (the fixture format of `Scripts/yoga_fixtures.py`; expected boxes are Yoga's).
@MainActor
@Suite struct YogaParityTests {
    /// A static node ignores its insets and is no containing block: its absolute children are
    /// sized and placed by insets against the padding box of the column above it (50 % of its
    /// 200 pt, 10 % of it from the bottom), and placed relative to the static node itself.
    @Test func staticNodesLeaveAbsoluteChildrenToTheirContainer() throws {
        try YogaComparisonTests.expectAgreement(#"""
        {"cases":[
        {"name":"static-parent-passes-absolute-child-to-its-container","root":{"style":{"flexDirection":"column","width":200,"height":200,"padding":{"left":10,"top":10}},"children":[{"style":{"flexDirection":"row","positionType":"static","margin":{"left":30,"top":20},"width":100,"height":100,"padding":{"left":5,"top":5},"position":{"left":50,"top":50}},"children":[{"style":{"flexDirection":"column","positionType":"absolute","position":{"left":0,"bottom":"10%"},"width":"50%","height":20},"children":[]},{"style":{"flexDirection":"column","positionType":"absolute","width":10,"height":10},"children":[]}]}]},"scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,"expected":[0,0,200,200,[[40,30,100,100,[[-40,130,100,20],[5,5,10,10]]]]]}
        ]}
        """#)
    }

    /// Content-box sizes, min and max sizes and flex bases get padding and border added.
    @Test func contentBoxSizesAddPaddingAndBorder() throws {
        try YogaComparisonTests.expectAgreement(#"""
        {"cases":[
        {"name":"content-box-sizes-add-padding-and-border","root":{"style":{"flexDirection":"row","width":300,"height":100},"children":[{"style":{"flexDirection":"column","boxSizing":"content-box","width":50,"height":40,"padding":{"left":10,"right":10,"top":5},"border":{"bottom":3}},"children":[]},{"style":{"flexDirection":"column","boxSizing":"content-box","flexBasis":30,"maxHeight":20,"padding":{"left":4,"top":6}},"children":[]},{"style":{"flexDirection":"column","boxSizing":"content-box","flexGrow":1,"maxWidth":60,"minHeight":90,"padding":{"left":"10%"},"border":{"right":2}},"children":[]}]},"scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,"expected":[0,0,300,100,[[0,0,70,48],[70,0,34,26],[104,0,92,100]]]}
        ]}
        """#)
    }

    /// A `display: contents` node's children are the stack's items (they grow, align and take
    /// gaps there); the node's own size, margin and padding play no part, and it is laid out at
    /// zero size at the stack's origin.
    @Test func contentsChildrenJoinTheirGrandparentStack() throws {
        try YogaComparisonTests.expectAgreement(#"""
        {"cases":[
        {"name":"contents-children-join-the-stack","root":{"style":{"flexDirection":"row","width":300,"height":100,"padding":{"left":10},"spacing":5},"children":[{"style":{"flexDirection":"column","width":40},"children":[]},{"style":{"flexDirection":"column","display":"contents","width":500,"margin":{"left":50},"padding":{"top":20}},"children":[{"style":{"flexDirection":"column","flexGrow":1},"children":[]},{"style":{"flexDirection":"column","width":30,"height":20,"alignSelf":"center"},"children":[]}]},{"style":{"flexDirection":"column","width":40},"children":[]}]},"scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,"expected":[0,0,300,100,[[10,0,40,100],[0,0,0,0,[[55,0,165,100],[225,40,30,20]]],[260,0,40,100]]]}
        ]}
        """#)
    }

    /// Switching a kept tree's child to `display: contents` and back lays it out anew.
    @Test func contentsIsAppliedOnRelayout() {
        let inner = stack(.vertical, [box(20, 10), box(30, 10)])
        let root = stack([box(10, 10), inner])
        #expect(layout(root, 200, 50).childFrames == [rect(0, 0, 10, 10), rect(10, 0, 30, 50)])
        inner.style.display = .contents
        let flattened = layout(root, 200, 50)
        #expect(flattened.childFrames == [rect(0, 0, 10, 10), rect(0, 0, 0, 0)])
        #expect(flattened.sublayouts[1].childFrames == [rect(10, 0, 20, 10), rect(30, 0, 30, 10)])
        inner.style.display = .flex
        #expect(layout(root, 200, 50).childFrames == [rect(0, 0, 10, 10), rect(10, 0, 30, 50)])
    }

    /// `display: contents` on a root has no stack to join: it is laid out as `.flex`, reported.
    @Test func contentsOnTheRootActsAsFlex() {
        let root = stack([box(10, 10)]) { $0.display = .contents }
        var result: Layout?
        let warnings = Diagnostics.capture { result = layout(root, 100, 40) }
        #expect(result?.size == CGSize(width: 100, height: 40))
        #expect(result?.childFrames == [rect(0, 0, 10, 10)])
        #expect(warnings.contains("Choreo: style.display .contents needs a parent stack; laying out the root as .flex"))
    }

    /// Measured leaves wrap their text in the space they get (inside their padding), shrink to
    /// it when aligned to the start, and are not measured when both sizes are exact.
    @Test func measureFunctionsSizeLeavesAsInYoga() throws {
        try YogaComparisonTests.expectAgreement(#"""
        {"cases":[
        {"name":"measured-text-wraps-in-a-column","root":{"style":{"flexDirection":"column","width":100,"padding":{"left":10,"right":10}},"children":[{"style":{"flexDirection":"column","padding":{"top":4}},"children":[],"measure":{"chars":25,"charWidth":8,"lineHeight":12}},{"style":{"flexDirection":"column","alignSelf":"flex-start"},"children":[],"measure":{"chars":5,"charWidth":8,"lineHeight":12}},{"style":{"flexDirection":"column","width":30,"height":15},"children":[],"measure":{"chars":50,"charWidth":8,"lineHeight":12}}]},"scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,"expected":[0,0,100,67,[[10,0,80,40],[10,40,40,12],[10,52,30,15]]]}
        ]}
        """#)
    }

    /// The engine calls a measure function with Yoga's modes, and answers the same request from
    /// its cache: laying out again, or after a sibling changed, measures nothing anew.
    @Test func measureFunctionsAreCalledWithModesAndCached() {
        let calls = CallLog()
        let text = LayoutSpec()
        text.measureFunction = { width, widthMode, height, heightMode in
            calls.append("\(width) \(widthMode) \(height) \(heightMode)")
            return CGSize(width: 40, height: 12)
        }
        let sibling = box(10, 10)
        let column = stack(.vertical, align: .start, [text, sibling])
        #expect(layout(column, 100, 80).childFrames == [rect(0, 0, 40, 12), rect(0, 12, 10, 10)])
        #expect(calls.entries == ["100.0 atMost 80.0 atMost"])
        _ = layout(column, 100, 80)
        sibling.style.height = .points(20)
        #expect(layout(column, 100, 80).childFrames == [rect(0, 0, 40, 12), rect(0, 12, 10, 20)])
        #expect(calls.entries.count == 1)
    }

    /// NaN, negative and infinite sizes from a measure function count as 0, huge ones as the
    /// layout limit; each is reported naming the value.
    @Test func badMeasuredSizesAreClamped() {
        func measured(_ size: CGSize) -> (CGSize?, [String]) {
            let leaf = LayoutSpec()
            leaf.measureFunction = { _, _, _, _ in size }
            var result: Layout?
            let warnings = Diagnostics.capture { result = layoutUnconstrained(stack([leaf])) }
            return (result?.sublayouts.first?.size, warnings)
        }
        let (nanSize, nanWarnings) = measured(CGSize(width: CGFloat.nan, height: -5))
        #expect(nanSize == .zero)
        #expect(nanWarnings.contains("Choreo: measureFunction width must be finite and >= 0, got nan; using 0"))
        #expect(nanWarnings.contains("Choreo: measureFunction height must be finite and >= 0, got -5.0; using 0"))
        let (hugeSize, hugeWarnings) = measured(CGSize(width: 1e12, height: .infinity))
        #expect(hugeSize == CGSize(width: LayoutLimits.maximumLength, height: 0))
        #expect(hugeWarnings.contains("Choreo: measureFunction width 1000000000000.0 is beyond the layout limit ±10000000.0; using 10000000.0"))
        #expect(hugeWarnings.contains("Choreo: measureFunction height must be finite and >= 0, got inf; using 0"))
    }

    /// Yoga's baselines: a baseline function's (a quarter of 40 pt), a first child's plus its
    /// offset (half of 30 pt below 7 pt of padding), or the height (60 pt) for a box without.
    @Test func baselineAlignmentFollowsYoga() throws {
        try YogaComparisonTests.expectAgreement(#"""
        {"cases":[
        {"name":"baseline-alignment","root":{"style":{"flexDirection":"row","alignItems":"baseline","width":300,"height":200},"children":[{"style":{"flexDirection":"column","width":40,"height":60},"children":[]},{"style":{"flexDirection":"column","width":40,"height":40},"children":[],"baseline":0.25},{"style":{"flexDirection":"column","width":50,"padding":{"top":7}},"children":[{"style":{"flexDirection":"column","width":20,"height":30},"children":[],"baseline":0.5},{"style":{"flexDirection":"column","width":20,"height":30},"children":[]}]}]},"scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,"expected":[0,0,300,200,[[0,0,40,60],[40,50,40,40],[80,38,50,67,[[0,7,20,30],[0,37,20,30]]]]]}
        ]}
        """#)
    }

    /// A NaN baseline counts as the height; one outside the node is clamped into it; both reported.
    @Test func badBaselinesAreRepaired() {
        func positions(_ baseline: CGFloat) -> ([CGFloat], [String]) {
            let odd = box(20, 40)
            odd.baselineFunction = { _, _ in baseline }
            let spec = stack(align: .baseline, [box(20, 30), odd])
            var result: Layout?
            let warnings = Diagnostics.capture { result = layoutUnconstrained(spec) }
            return (result?.childFrames.map(\.minY) ?? [], warnings)
        }
        let (nanTops, nanWarnings) = positions(.nan)
        #expect(nanTops == [10, 0])
        #expect(nanWarnings.contains("Choreo: baselineFunction returned nan; using the height 40.0"))
        let (highTops, highWarnings) = positions(-15)
        #expect(highTops == [0, 30])
        #expect(highWarnings.contains("Choreo: baselineFunction returned -15.0, outside the node's height 40.0; using 0.0"))
    }

    /// `maxContent`, `fitContent` and `stretch` sizes lay out as `.auto`, as in Yoga 3.
    @Test func sizeKeywordsActAsAuto() throws {
        try YogaComparisonTests.expectAgreement(#"""
        {"cases":[
        {"name":"size-keywords-act-as-auto","root":{"style":{"flexDirection":"column","width":200,"height":100,"alignItems":"flex-start"},"children":[{"style":{"flexDirection":"row","width":"stretch","height":"max-content","minWidth":"fit-content","flexBasis":"max-content"},"children":[{"style":{"flexDirection":"column","width":50,"height":20},"children":[]}]}]},"scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,"expected":[0,0,200,100,[[0,0,50,20,[[0,0,50,20]]]]]}
        ]}
        """#)
    }
}

/// Records calls from a `@Sendable` closure.
private final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func append(_ entry: String) { lock.withLock { recorded.append(entry) } }
    var entries: [String] { lock.withLock { recorded } }
}
