import Foundation
import Testing
@testable import ChoreoLayout

/// `OverlayLayoutSpec` and `BackgroundLayoutSpec`: the child sets the size, the decoration gets it exactly.
@MainActor
@Suite struct OverlayBackgroundSpecTests {
    @Test func overlayGetsTheChildsSize() {
        let child = box(100, 50), overlay = LayoutSpec()
        let result = layoutUnconstrained(OverlayLayoutSpec(child: child, overlay: overlay))
        #expect(result.size == size(100, 50))
        #expect(result.frame(of: child) == rect(0, 0, 100, 50))
        #expect(result.frame(of: overlay) == rect(0, 0, 100, 50))
    }

    @Test func overlayIsTheLastSublayout() {
        let child = box(100, 50), overlay = LayoutSpec()
        let result = layoutUnconstrained(OverlayLayoutSpec(child: child, overlay: overlay))
        #expect(result.sublayouts.count == 2)
        #expect(result.sublayouts[0].element === child)
        #expect(result.sublayouts[1].element === overlay)
    }

    @Test func overlaysOwnSizeIsOverriddenByTheChilds() {
        let overlay = box(10, 300)
        let result = layoutUnconstrained(OverlayLayoutSpec(child: box(100, 50), overlay: overlay))
        #expect(result.frame(of: overlay) == rect(0, 0, 100, 50))
    }

    @Test func childTakesTheConstrainedSize() {
        let overlay = LayoutSpec()
        let result = layout(OverlayLayoutSpec(child: LayoutSpec(), overlay: overlay), 200, 100)
        #expect(result.size == size(200, 100))
        #expect(result.childFrames == [rect(0, 0, 200, 100), rect(0, 0, 200, 100)])
    }

    @Test func overlayStackLaysOutItsChildrenInTheChildsSize() {
        let badge = box(10, 10)
        let overlay = stack(justify: .end, align: .end, [badge])
        let result = layoutUnconstrained(OverlayLayoutSpec(child: box(100, 50), overlay: overlay))
        #expect(result.frame(of: badge) == rect(90, 40, 10, 10))
    }

    @Test func backgroundIsTheFirstSublayout() {
        let child = box(100, 50), background = LayoutSpec()
        let result = layoutUnconstrained(BackgroundLayoutSpec(child: child, background: background))
        #expect(result.sublayouts.count == 2)
        #expect(result.sublayouts[0].element === background)
        #expect(result.sublayouts[1].element === child)
    }

    @Test func backgroundGetsTheChildsSize() {
        let child = box(100, 50), background = box(5, 5)
        let result = layoutUnconstrained(BackgroundLayoutSpec(child: child, background: background))
        #expect(result.size == size(100, 50))
        #expect(result.childFrames == [rect(0, 0, 100, 50), rect(0, 0, 100, 50)])
    }

    @Test func backgroundBehindAContentSizedStack() {
        let row = stack(spacing: 4, align: .start, [box(20, 10), box(30, 16)])
        let background = LayoutSpec()
        let result = layoutUnconstrained(BackgroundLayoutSpec(child: row, background: background))
        #expect(result.size == size(54, 16))
        #expect(result.frame(of: background) == rect(0, 0, 54, 16))
    }

    @Test func decoratedSpecInsideAnInsetReportsNestedFrames() {
        let child = box(40, 20), overlay = LayoutSpec()
        let decorated = OverlayLayoutSpec(child: child, overlay: overlay)
        let inset = InsetLayoutSpec(insets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10), child: decorated)
        let result = layoutUnconstrained(inset)
        #expect(result.size == size(60, 30))
        #expect(result.frame(of: decorated) == rect(10, 5, 40, 20))
        #expect(result.frame(of: overlay) == rect(10, 5, 40, 20))
    }

    @Test func overlayOnAStackChildFollowsTheStretchedChild() {
        let overlay = LayoutSpec()
        let decorated = OverlayLayoutSpec(child: box(40), overlay: overlay)
        let result = layout(stack([box(10), decorated]), 200, 100)
        #expect(result.frame(of: decorated) == rect(10, 0, 40, 100))
        #expect(result.frame(of: overlay) == rect(10, 0, 40, 100))
    }

    @Test func hiddenOverlayHasAZeroFrame() {
        let overlay = LayoutSpec()
        overlay.style.display = .none
        let result = layoutUnconstrained(OverlayLayoutSpec(child: box(100, 50), overlay: overlay))
        #expect(result.size == size(100, 50))
        #expect(result.frame(of: overlay) == .zero)
    }
}
