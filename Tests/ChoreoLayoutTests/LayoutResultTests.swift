import Foundation
import Testing
@testable import ChoreoLayout

/// The `Layout` value: frames of nested elements, sublayout order, position, size and frame.
@MainActor
@Suite struct LayoutResultTests {
    @Test func frameOfFindsNestedSpecsAndLeavesInRootCoordinates() {
        let leaf = box(10, 10)
        let column = stack(.vertical, align: .start, [box(10, 5), leaf])
        let inset = InsetLayoutSpec(insets: EdgeInsets(top: 7, left: 3, bottom: 0, right: 0), child: column)
        let root = stack(align: .start, [box(20, 20), inset])
        let result = layout(root, 200, 100)
        #expect(result.frame(of: inset) == rect(20, 0, 13, 22))
        #expect(result.frame(of: column) == rect(23, 7, 10, 15))
        #expect(result.frame(of: leaf) == rect(23, 12, 10, 10))
    }

    @Test func frameOfAnElementOutsideTheTreeIsNil() {
        let result = layout(stack([box(10)]), 100, 100)
        #expect(result.frame(of: box(10)) == nil)
    }

    @Test func frameOfTheRootIsItsSizeAtTheOrigin() {
        let root = stack([box(10)])
        #expect(layout(root, 120, 80).frame(of: root) == rect(0, 0, 120, 80))
    }

    @Test func frameOfIsRelativeToTheLayoutItIsAskedOn() {
        let leaf = box(10, 10)
        let inner = stack(align: .start, [box(5, 5), leaf]) { $0.padding.top = .points(4) }
        let root = stack(align: .start, [box(30, 30), inner])
        let innerLayout = layout(root, 200, 100).sublayouts[1]
        #expect(innerLayout.frame(of: leaf) == rect(5, 4, 10, 10))
        #expect(innerLayout.frame(of: root) == nil)
    }

    @Test func sublayoutsFollowTheChildrenInOrder() {
        let a = box(10), b = box(20), c = box(30)
        let root = stack([a, b, c])
        let result = layout(root, 100, 10)
        #expect(result.element === root)
        #expect(result.sublayouts.count == 3)
        #expect(result.sublayouts[0].element === a)
        #expect(result.sublayouts[1].element === b)
        #expect(result.sublayouts[2].element === c)
    }

    @Test func sublayoutsOfAReversedStackKeepTheChildrenOrder() {
        let a = box(10), b = box(20)
        let result = layout(stack(.horizontalReverse, [a, b]), 100, 10)
        #expect(result.sublayouts[0].element === a)
        #expect(result.childFrames == [rect(90, 0, 10, 10), rect(70, 0, 20, 10)])
    }

    @Test func frameIsPositionAndSize() {
        let result = layout(stack([box(10), box(20) { $0.margin.left = .points(5) }]), 100, 40)
        let second = result.sublayouts[1]
        #expect(second.position == CGPoint(x: 15, y: 0))
        #expect(second.size == size(20, 40))
        #expect(second.frame == CGRect(origin: second.position, size: second.size))
    }

    @Test func rootPositionIsZero() {
        let result = layout(stack([box(10)]) { $0.margin.left = .points(10) }, 100, 40)
        #expect(result.position == .zero)
        #expect(result.frame == rect(0, 0, 100, 40))
    }

    @Test func leafHasNoSublayouts() {
        let result = layout(stack([box(10)]), 100, 40)
        #expect(result.sublayouts[0].sublayouts.isEmpty)
    }

    @Test func elementAppearingInADecorationIsFound() {
        let label = box(10, 10)
        let overlay = stack(justify: .center, align: .center, [label])
        let decorated = BackgroundLayoutSpec(child: box(50, 30), background: overlay)
        let result = layout(stack(align: .start, [box(10, 10), decorated]), 200, 100)
        #expect(result.frame(of: label) == rect(30, 10, 10, 10))
    }

    @Test
    func foreignElementIsMeasuredThroughItsOwnLayout() {
        let foreign = ForeignElement(natural: size(40, 30))
        let result = layout(stack(align: .start, [foreign, box(10, 10)]), 200, 100)
        #expect(result.frame(of: foreign) == rect(0, 0, 40, 30))
        #expect(result.childXs == [0, 40])
    }

    @Test
    func foreignElementIsStretchedLikeAnyLeaf() {
        let foreign = ForeignElement(natural: size(40, 30))
        let result = layout(stack(.vertical, [foreign]), 200, 100)
        #expect(result.frame(of: foreign) == rect(0, 0, 200, 30))
    }

    @Test func layoutReflectsStyleChangesMadeAfterAPreviousLayout() {
        let child = box(10)
        let root = stack([child])
        #expect(layout(root, 100, 40).frame(of: child) == rect(0, 0, 10, 40))
        child.style.width = .points(60)
        #expect(layout(root, 100, 40).frame(of: child) == rect(0, 0, 60, 40))
    }

    @Test func layoutCanBeReadOnAnotherThread() async {
        let leaf = box(25, 5)
        let result = layout(stack(align: .start, [box(10, 10), leaf]), 100, 40)
        let read = await Task.detached { (result.size, result.sublayouts.map(\.frame)) }.value
        #expect(read.0 == size(100, 40))
        #expect(read.1 == [rect(0, 0, 10, 10), rect(10, 0, 25, 5)])
    }
}
