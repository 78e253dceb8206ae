import Foundation
import Testing
@testable import ChoreoLayout

/// `LayoutOptions(direction: .rightToLeft)`: horizontal flow mirrors, physical edges stay physical.
@MainActor
@Suite struct RightToLeftTests {
    private let rtl = LayoutOptions(direction: .rightToLeft)

    @Test func defaultOptionsAreLeftToRightAtScaleOne() {
        let options = LayoutOptions()
        #expect(options.direction == .leftToRight)
        #expect(options.scale == 1)
    }

    @Test func horizontalStackFlowsFromTheRight() {
        let spec = stack(align: .start, [box(50, 20), box(30, 20)])
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(150, 0, 50, 20), rect(120, 0, 30, 20)])
    }

    @Test func horizontalReverseStackFlowsFromTheLeft() {
        let spec = stack(.horizontalReverse, align: .start, [box(50, 20), box(30, 20)])
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(0, 0, 50, 20), rect(50, 0, 30, 20)])
    }

    @Test func verticalStackKeepsItsMainAxis() {
        let spec = stack(.vertical, [box(nil, 20), box(nil, 30)])
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(0, 0, 200, 20), rect(0, 20, 200, 30)])
    }

    @Test func verticalStackAlignsStartToTheRight() {
        let spec = stack(.vertical, align: .start, [box(50, 20)])
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(150, 0, 50, 20)])
    }

    @Test func verticalStackAlignsEndToTheLeft() {
        let spec = stack(.vertical, align: .end, [box(50, 20)])
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(0, 0, 50, 20)])
    }

    @Test func justifyEndPacksChildrenAtTheLeft() {
        let spec = stack(justify: .end, [box(50), box(30)])
        #expect(layout(spec, 200, 100, options: rtl).childXs == [30, 0])
    }

    @Test func spacingSeparatesChildrenFromTheRight() {
        let spec = stack(spacing: 10, [box(50), box(30)])
        #expect(layout(spec, 200, 100, options: rtl).childXs == [150, 110])
    }

    @Test func leftMarginStaysOnThePhysicalLeft() {
        let spec = stack([box(50) { $0.margin.left = .points(10) }, box(30)])
        #expect(layout(spec, 200, 100, options: rtl).childXs == [150, 110])
    }

    @Test func paddingStaysOnItsPhysicalEdges() {
        let spec = stack([box(50)]) { $0.padding.left = .points(10); $0.padding.right = .points(20) }
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(130, 0, 50, 100)])
    }

    @Test func spacingBeforeIsOnTheRightOfAChild() {
        let spec = stack([box(50) { $0.spacingBefore = 5 }, box(30) { $0.spacingBefore = 5 }])
        #expect(layout(spec, 200, 100, options: rtl).childXs == [145, 110])
    }

    @Test func wrappedLinesStartAtTheRight() {
        let spec = stack(wrap: .wrap, [box(80, 30), box(80, 30), box(80, 30)])
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(120, 0, 80, 30), rect(40, 0, 80, 30),
                                                                     rect(120, 30, 80, 30)])
    }

    @Test func autoRightMarginPushesTheChildToTheLeftEdge() {
        let spec = stack([box(50) { $0.margin.right = .auto }])
        #expect(layout(spec, 200, 100, options: rtl).childXs == [0])
    }

    @Test func relativeLeftOffsetStaysPhysical() {
        let spec = stack(align: .start, [box(50, 20) { $0.position.left = .points(10) }])
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(160, 0, 50, 20)])
    }

    @Test func relativeRightWinsOverLeft() {
        let spec = stack(align: .start, [box(50, 20) { $0.position.left = .points(10); $0.position.right = .points(20) }])
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(130, 0, 50, 20)])
    }

    @Test func absoluteChildWithoutInsetsStartsAtTheRight() {
        let spec = stack([box(20, 20) { $0.positionType = .absolute }])
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(180, 0, 20, 20)])
    }

    @Test func absoluteLeftInsetStaysPhysical() {
        let spec = stack([box(20, 20) { $0.positionType = .absolute; $0.position.left = .points(10) }])
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(10, 0, 20, 20)])
    }

    @Test func absoluteRightInsetWinsOverLeft() {
        let spec = stack([box(20, 20) {
            $0.positionType = .absolute
            $0.position.left = .points(10)
            $0.position.right = .points(10)
        }])
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(170, 0, 20, 20)])
    }

    @Test func nestedStacksMirrorAtEveryLevel() {
        let leaf = box(10, 10)
        let inner = stack(align: .start, [leaf, box(10, 10)])
        let outer = stack(align: .start, [box(40, 40), inner])
        let result = layout(outer, 200, 100, options: rtl)
        #expect(result.frame(of: inner) == rect(140, 0, 20, 10))
        #expect(result.frame(of: leaf) == rect(150, 0, 10, 10))
    }

    @Test func insetSpecInsetsAreNotMirrored() {
        let child = LayoutSpec()
        let inset = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 30), child: child)
        #expect(layout(inset, 200, 100, options: rtl).childFrames == [rect(10, 0, 160, 100)])
    }

    @Test func wrapReverseLinesStartAtTheBottomRight() {
        let spec = stack(wrap: .wrapReverse, [box(80, 30), box(80, 30), box(80, 30)])
        #expect(layout(spec, 200, 100, options: rtl).childFrames == [rect(120, 70, 80, 30), rect(40, 70, 80, 30),
                                                                     rect(120, 40, 80, 30)])
    }

    @Test func snappingWorksOnMirroredEdges() {
        let spec = stack([box { $0.flexGrow = 1 }, box { $0.flexGrow = 1 }, box { $0.flexGrow = 1 }])
        #expect(layout(spec, 100, 10, options: rtl).childFrames == [rect(67, 0, 33, 10), rect(33, 0, 34, 10),
                                                                    rect(0, 0, 33, 10)])
    }
}
