@testable import ChoreoLayout
import ChoreoSupport
import Foundation
import Testing

/// Bad layout input is reported through the one diagnostics channel, naming the value.
@MainActor
@Suite struct LayoutWarningTests {
    @Test func styleRepairsAreReportedInOrder() {
        let child = LayoutSpec()
        child.style.width = .points(.nan)
        child.style.height = .points(-5)
        child.style.flexGrow = -1
        child.style.aspectRatio = 0
        let stack = StackLayoutSpec.vertical(children: [child])
        var layout: Layout?
        let warnings = Diagnostics.capture { layout = stack.layoutThatFits(.unconstrained) }
        #expect(layout?.sublayouts.first?.size == CGSize(width: 0, height: 0))
        #expect(warnings.contains("Choreo: style.width nan is not a valid length; using .auto"))
        #expect(warnings.contains("Choreo: style.height must be >= 0, got -5.0; using 0"))
        #expect(warnings.contains("Choreo: style.flexGrow must be finite and >= 0, got -1.0; using 0"))
        #expect(warnings.contains("Choreo: style.aspectRatio must be finite and > 0, got 0.0; ignoring it"))
    }

    /// A spec keeps its style's record as the style is set; a style that needs a repair keeps
    /// none, so each layout reads and reports it, until a valid style is set again.
    @Test func keptStyleRecordFollowsTheStyle() {
        let child = LayoutSpec()
        child.style.width = .points(30)
        let stack = StackLayoutSpec.horizontal(children: [child])
        var layout: Layout?
        let first = Diagnostics.capture { layout = stack.layoutThatFits(.unconstrained) }
        #expect(first.isEmpty)
        #expect(layout?.sublayouts.first?.size.width == 30)
        child.style.width = .points(-4)
        let second = Diagnostics.capture { layout = stack.layoutThatFits(.unconstrained) }
        #expect(second == ["Choreo: style.width must be >= 0, got -4.0; using 0"])
        #expect(layout?.sublayouts.first?.size.width == 0)
        child.style.width = .points(12)
        let third = Diagnostics.capture { layout = stack.layoutThatFits(.unconstrained) }
        #expect(third.isEmpty)
        #expect(layout?.sublayouts.first?.size.width == 12)
    }

    @Test func sizeRangeAndSpecRepairsAreReported() {
        let warnings = Diagnostics.capture {
            _ = SizeRange(min: CGSize(width: -1, height: 0), max: CGSize(width: CGFloat.nan, height: 10))
            _ = InsetLayoutSpec(insets: EdgeInsets(top: -2, left: 0, bottom: 0, right: 0), child: LayoutSpec())
                .layoutThatFits(.unconstrained)
        }
        #expect(warnings.contains("Choreo: SizeRange min.width must be finite and >= 0, got -1.0; using 0"))
        #expect(warnings.contains("Choreo: SizeRange max.width is NaN; using infinity"))
        #expect(warnings.contains("Choreo: InsetLayoutSpec insets.top must be >= 0, got -2.0; using 0"))
    }

    @Test func validInputIsSilent() {
        let warnings = Diagnostics.capture {
            _ = StackLayoutSpec.horizontal(spacing: 4, children: [LayoutSpec(), LayoutSpec()])
                .layoutThatFits(SizeRange(min: .zero, max: CGSize(width: 100, height: 100)))
        }
        #expect(warnings.isEmpty)
    }
}
