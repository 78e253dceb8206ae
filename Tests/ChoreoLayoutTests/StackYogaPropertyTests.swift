import ChoreoSupport
import Foundation
import Testing
@testable import ChoreoLayout

/// Yoga 3's stack properties beyond Texture's: `columnGap` and `rowGap` (points or fractions of
/// the inner size on their axis, overriding `spacing` and `lineSpacing`) and `overflow`.
/// Expected layouts from yoga-python (Yoga 3).
@MainActor
@Suite struct StackYogaPropertyTests {
    @Test func gapsMatchYoga() throws {
        let json = #"""
        {"cases": [
        {"name": "percent-column-gap-row", "scale": 1, "direction": "ltr", "availableWidth": 300.0, "availableHeight": null,
         "root": {"style": {"flexDirection": "row", "width": 300, "columnGap": "10%", "padding": {"left": 20}}, "children": [
           {"style": {"flexDirection": "column", "width": 50, "height": 20}, "children": []},
           {"style": {"flexDirection": "column", "width": 50, "height": 20}, "children": []},
           {"style": {"flexDirection": "column", "flexGrow": 1, "height": 20}, "children": []}]},
         "expected": [0, 0, 300, 20, [[20, 0, 50, 20], [98, 0, 50, 20], [176, 0, 124, 20]]]},
        {"name": "percent-row-gap-wrapping-row", "scale": 1, "direction": "ltr", "availableWidth": 200.0, "availableHeight": null,
         "root": {"style": {"flexDirection": "row", "flexWrap": "wrap", "width": 200, "height": 150, "rowGap": "20%", "columnGap": 12}, "children": [
           {"style": {"flexDirection": "column", "width": 80, "height": 30}, "children": []},
           {"style": {"flexDirection": "column", "width": 80, "height": 30}, "children": []},
           {"style": {"flexDirection": "column", "width": 80, "height": 30}, "children": []}]},
         "expected": [0, 0, 200, 150, [[0, 0, 80, 30], [92, 0, 80, 30], [0, 60, 80, 30]]]},
        {"name": "percent-row-gap-of-unknown-height", "scale": 2, "direction": "rtl", "availableWidth": null, "availableHeight": null,
         "root": {"style": {"flexDirection": "column", "rowGap": "25%", "columnGap": "50%"}, "children": [
           {"style": {"flexDirection": "row", "width": 40, "height": 10}, "children": []},
           {"style": {"flexDirection": "row", "width": 60, "height": 10}, "children": []}]},
         "expected": [0, 0, 60, 25, [[20, 0, 40, 10], [0, 15, 60, 10]]]},
        {"name": "points-gap-overrides-spacing", "scale": 1, "direction": "ltr", "availableWidth": null, "availableHeight": null,
         "root": {"style": {"flexDirection": "column", "height": 100, "rowGap": 7.5, "spacing": 3}, "children": [
           {"style": {"flexDirection": "row", "width": 40, "height": 10}, "children": []},
           {"style": {"flexDirection": "row", "width": 60, "height": 10}, "children": []}]},
         "expected": [0, 0, 60, 100, [[0, 0, 40, 10], [0, 18, 60, 10]]]}
        ]}
        """#
        try YogaComparisonTests.expectAgreement(json, tolerance: 0.001)
    }

    /// A scrolling stack measures its items at their content size on the main axis and, sized
    /// to fit, takes no more than the space it has (a generated tree where that decides).
    @Test func overflowMatchesYoga() throws {
        let json = #"""
        {"cases": [
        {"name": "scroll-row-measures-items-unwrapped", "scale": 1, "direction": "ltr", "availableWidth": 120.0, "availableHeight": null,
         "root": {"style": {"flexDirection": "column", "width": 120}, "children": [
           {"style": {"flexDirection": "row", "overflow": "scroll"}, "children": [
             {"style": {"flexDirection": "row", "flexWrap": "wrap"}, "children": [
               {"style": {"flexDirection": "column", "width": 50, "height": 20}, "children": []},
               {"style": {"flexDirection": "column", "width": 50, "height": 20}, "children": []},
               {"style": {"flexDirection": "column", "width": 50, "height": 20}, "children": []}]}]},
           {"style": {"flexDirection": "row"}, "children": [
             {"style": {"flexDirection": "row", "flexWrap": "wrap"}, "children": [
               {"style": {"flexDirection": "column", "width": 50, "height": 20}, "children": []},
               {"style": {"flexDirection": "column", "width": 50, "height": 20}, "children": []},
               {"style": {"flexDirection": "column", "width": 50, "height": 20}, "children": []}]}]}]},
         "expected": [0, 0, 120, 60, [[0, 0, 120, 20, [[0, 0, 150, 20, [[0, 0, 50, 20], [50, 0, 50, 20], [100, 0, 50, 20]]]]],
                                      [0, 20, 120, 40, [[0, 0, 120, 40, [[0, 0, 50, 20], [50, 0, 50, 20], [0, 20, 50, 20]]]]]]]}
        ]}
        """#
        try YogaComparisonTests.expectAgreement(json, tolerance: 0.001)
        // Generated at scale 3 (within a device pixel, as every generated tree).
        let generated = #"""
        {"cases": [
        {"name": "scroll-row-sized-to-fit-takes-its-space (generated)", "scale": 3, "direction": "rtl", "availableWidth": 509.9, "availableHeight": null, "root": {"style": {"flexDirection": "row", "justifyContent": "space-between", "alignItems": "stretch", "columnGap": 7.27}, "children": [{"style": {"flexDirection": "column", "justifyContent": "flex-start", "flexWrap": "wrap", "flexGrow": 1.5, "height": 81.0, "overflow": "scroll"}, "children": [{"style": {"flexDirection": "column", "alignItems": "stretch", "flexWrap": "wrap", "alignContent": "space-evenly", "flexGrow": 0.3, "flexShrink": 1, "width": "75%", "height": "120%"}, "children": []}, {"style": {"flexDirection": "column", "alignContent": "stretch", "flexShrink": 1, "width": "50%", "padding": {"right": "120%"}, "maxHeight": "nan"}, "children": []}]}, {"style": {"flexDirection": "row", "alignItems": "stretch", "alignContent": "center", "alignSelf": "flex-start", "width": "50%", "maxWidth": 157.0}, "children": [{"style": {"flexDirection": "row-reverse", "alignItems": "stretch", "flexWrap": "wrap", "alignSelf": "stretch", "width": 131.85, "height": "33.3%"}, "children": []}, {"style": {"flexDirection": "column-reverse", "alignSelf": "center", "flexBasis": 112.35, "position": {"left": 31.6, "top": 4.2}, "padding": {"top": "nan"}}, "children": []}]}]}, "expected": [0, 0, 510, 81, [[0, 0, 510, 81, [[127.333, 0, 382.667, 81], [-484.333, 0, 611.667, 0]]], [-164.333, 0, 157, 0, [[25, 0, 131.667, 0], [-55.667, 4.333, 112.333, 0]]]]]}
        ]}
        """#
        try YogaComparisonTests.expectAgreement(generated)
    }

    @Test func aFractionalGapFollowsTheStacksWidthThroughLayoutThatFits() {
        let first = LayoutSpec(), second = LayoutSpec()
        first.style.preferredSize = CGSize(width: 20, height: 20)
        second.style.preferredSize = CGSize(width: 20, height: 20)
        let row = StackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                  children: [first, second])
        row.columnGap = .fraction(0.1)
        let wide = SizeRange(exactly: CGSize(width: 300, height: 20))
        #expect(row.layoutThatFits(wide).frame(of: second)?.minX == 50)
        let narrow = SizeRange(exactly: CGSize(width: 200, height: 20))
        #expect(row.layoutThatFits(narrow).frame(of: second)?.minX == 40)
        row.columnGap = .auto
        #expect(row.layoutThatFits(narrow).frame(of: second)?.minX == 24)
    }

    @Test func badGapsAreReportedAndIgnored() {
        let row = StackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                  children: [LayoutSpec(), LayoutSpec()])
        row.rowGap = .points(-3)
        row.columnGap = .fraction(.nan)
        var layout: Layout?
        let warnings = Diagnostics.capture { layout = row.layoutThatFits(.unconstrained) }
        #expect(warnings == [
            "Choreo: StackLayoutSpec.columnGap must be finite and >= 0 points or a fraction, got fraction nan; using .auto",
            "Choreo: StackLayoutSpec.rowGap must be finite and >= 0 points or a fraction, got points -3.0; using .auto",
        ])
        #expect(layout?.sublayouts[1].position.x == 4)
    }
}
