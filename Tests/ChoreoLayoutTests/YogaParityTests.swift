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
}
