@testable import Choreo
import Foundation
import Testing

extension PinTests {
    /// Margins (CSS-like rules of PinLayout's MarginsSpec), justify/align, pinEdges.
    @MainActor @Suite struct Margins {
        nonisolated static let cases: [PinCase] = [
            pinCase("top().marginTop(10)", 140, 10, 200, 100) { $0.a.pin.top().marginTop(10); return $0.a },
            pinCase("top(10).marginTop(10%)", 140, 50, 200, 100) { $0.a.pin.top(10).marginTop(10%); return $0.a },
            pinCase("left().marginLeft(10)", 10, 100, 200, 100) { $0.a.pin.left().marginLeft(10); return $0.a },
            pinCase("left().marginRight(10): ignored", 0, 100, 200, 100) { $0.a.pin.left().marginRight(10); return $0.a },
            pinCase("right().marginRight(10)", 190, 100, 200, 100) { $0.a.pin.right().marginRight(10); return $0.a },
            pinCase("right().marginLeft(10): ignored", 200, 100, 200, 100) { $0.a.pin.right().marginLeft(10); return $0.a },
            pinCase("left().right().marginLeft(10): shrinks", 10, 100, 390, 100) {
                $0.a.pin.left().right().marginLeft(10); return $0.a
            },
            pinCase("left().right().marginRight(10): shrinks", 0, 100, 390, 100) {
                $0.a.pin.left().right().marginRight(10); return $0.a
            },
            pinCase("left().right().marginHorizontal(10)", 10, 100, 380, 100) {
                $0.a.pin.left().right().marginHorizontal(10); return $0.a
            },
            pinCase("left().right().marginHorizontal(10%)", 40, 100, 320, 100) {
                $0.a.pin.left().right().marginHorizontal(10%); return $0.a
            },
            pinCase("hCenter().marginLeft(10)", 110, 100, 200, 100) { $0.a.pin.hCenter().marginLeft(10); return $0.a },
            pinCase("hCenter().marginRight(10)", 90, 100, 200, 100) { $0.a.pin.hCenter().marginRight(10); return $0.a },
            pinCase("hCenter().marginHorizontal(10): cancel", 100, 100, 200, 100) {
                $0.a.pin.hCenter().marginHorizontal(10); return $0.a
            },
            pinCase("top().bottom().marginVertical(10)", 140, 10, 200, 380) {
                $0.a.pin.top().bottom().marginVertical(10); return $0.a
            },
            pinCase("top().bottom().marginVertical(5%)", 140, 20, 200, 360) {
                $0.a.pin.top().bottom().marginVertical(5%); return $0.a
            },
            pinCase("vCenter().marginTop(10)", 140, 160, 200, 100) { $0.a.pin.vCenter().marginTop(10); return $0.a },
            pinCase("vCenter().marginBottom(10)", 140, 140, 200, 100) { $0.a.pin.vCenter().marginBottom(10); return $0.a },
            pinCase("bottom().marginBottom(10)", 140, 290, 200, 100) { $0.a.pin.bottom().marginBottom(10); return $0.a },
            pinCase("bottom().marginTop(10): ignored", 140, 300, 200, 100) { $0.a.pin.bottom().marginTop(10); return $0.a },
            pinCase("marginTop(10) without edges: ignored", 140, 100, 200, 100) { $0.a.pin.marginTop(10); return $0.a },
            pinCase("all().margin(10, 20)", 20, 10, 360, 380) { $0.a.pin.all().margin(10, 20); return $0.a },
            pinCase("all().margin(10, 20, 30)", 20, 10, 360, 360) { $0.a.pin.all().margin(10, 20, 30); return $0.a },
            pinCase("all().margin(10, 20, 30, 40)", 20, 10, 340, 360) { $0.a.pin.all().margin(10, 20, 30, 40); return $0.a },
            pinCase("all().margin(insets)", 20, 10, 340, 360) {
                $0.a.pin.all().margin(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)); return $0.a
            },
            pinCase("all().margin(directional insets) LTR", 20, 10, 340, 360) {
                $0.a.pin.all().margin(DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)); return $0.a
            },
            pinCase("all().margin(10%)", 40, 40, 320, 320) { $0.a.pin.all().margin(10%); return $0.a },
            pinCase("all().margin(5%, 10%)", 40, 20, 320, 360) { $0.a.pin.all().margin(5%, 10%); return $0.a },
            pinCase("all().margin(5%, 10%, 15%)", 40, 20, 320, 320) { $0.a.pin.all().margin(5%, 10%, 15%); return $0.a },
            pinCase("all().margin(1%, 2%, 3%, 4%)", 8, 4, 376, 384) { $0.a.pin.all().margin(1%, 2%, 3%, 4%); return $0.a },
            pinCase("all().margin(10).marginLeft(20): the last wins", 20, 10, 370, 380) {
                $0.a.pin.all().margin(10).marginLeft(20); return $0.a
            },
            pinCase("all().marginLeft(20).margin(10): the last wins", 10, 10, 380, 380) {
                $0.a.pin.all().marginLeft(20).margin(10); return $0.a
            },
            pinCase("all().marginStart(10) LTR", 10, 0, 390, 400) { $0.a.pin.all().marginStart(10); return $0.a },
            pinCase("all().marginEnd(10) LTR", 0, 0, 390, 400) { $0.a.pin.all().marginEnd(10); return $0.a },
            pinCase("all().marginStart(10%) LTR", 40, 0, 360, 400) { $0.a.pin.all().marginStart(10%); return $0.a },
            pinCase("all().marginEnd(10%) LTR", 0, 0, 360, 400) { $0.a.pin.all().marginEnd(10%); return $0.a },
            pinCase("all().margin(-10): negative margins grow", -10, -10, 420, 420) {
                $0.a.pin.all().margin(-10); return $0.a
            },
            pinCase("left(10).width(100).marginLeft(10)", 20, 100, 100, 100) {
                $0.a.pin.left(10).width(100).marginLeft(10); return $0.a
            },
            pinCase("all().margin(safeArea + 10) (no stage: zero)", 10, 10, 380, 380) {
                let builder = $0.a.pin; builder.all().margin(builder.safeArea + 10); return $0.a
            },
            pinCase("all(layoutMargins)", 8, 8, 384, 384) {
                let builder = $0.a.pin; builder.all(builder.layoutMargins); return $0.a
            },
            pinCase("justify(.left)", 10, 100, 100, 100) {
                $0.a.pin.left().right().width(100).marginHorizontal(10).justify(.left); return $0.a
            },
            pinCase("justify(.center)", 150, 100, 100, 100) {
                $0.a.pin.left().right().width(100).marginHorizontal(10).justify(.center); return $0.a
            },
            pinCase("justify(.right)", 290, 100, 100, 100) {
                $0.a.pin.left().right().width(100).marginHorizontal(10).justify(.right); return $0.a
            },
            pinCase("justify(.start) LTR", 10, 100, 100, 100) {
                $0.a.pin.left().right().width(100).marginHorizontal(10).justify(.start); return $0.a
            },
            pinCase("justify(.end) LTR", 290, 100, 100, 100) {
                $0.a.pin.left().right().width(100).marginHorizontal(10).justify(.end); return $0.a
            },
            pinCase("justify(.none) is left", 10, 100, 100, 100) {
                $0.a.pin.left().right().width(100).marginHorizontal(10).justify(.none); return $0.a
            },
            pinCase("justify(.center).justify(.right): the last wins", 290, 100, 100, 100) {
                $0.a.pin.left().right().width(100).marginHorizontal(10).justify(.center).justify(.right); return $0.a
            },
            pinCase("left().right().maxWidth(300).justify(.center)", 50, 100, 300, 100) {
                $0.a.pin.left().right().maxWidth(300).justify(.center); return $0.a
            },
            pinCase("left().width(100).justify(.center): no effect", 0, 100, 100, 100) {
                $0.a.pin.left().width(100).justify(.center); return $0.a
            },
            pinCase("align(.top)", 140, 0, 200, 100) { $0.a.pin.top().bottom().height(100).align(.top); return $0.a },
            pinCase("align(.center)", 140, 150, 200, 100) { $0.a.pin.top().bottom().height(100).align(.center); return $0.a },
            pinCase("align(.bottom)", 140, 300, 200, 100) { $0.a.pin.top().bottom().height(100).align(.bottom); return $0.a },
            pinCase("align(.center) with marginVertical(10)", 140, 150, 200, 100) {
                $0.a.pin.top().bottom().height(100).marginVertical(10).align(.center); return $0.a
            },
            pinCase("align(.bottom) with marginBottom(20)", 140, 280, 200, 100) {
                $0.a.pin.top().bottom().height(100).marginBottom(20).align(.bottom); return $0.a
            },
            pinCase("top().bottom().maxHeight(100).align(.center)", 140, 150, 200, 100) {
                $0.a.pin.top().bottom().maxHeight(100).align(.center); return $0.a
            },
            pinCase("pinEdges: left + width, margins shrink", 20, 100, 80, 100) {
                $0.a.pin.left(10).width(100).pinEdges().marginHorizontal(10); return $0.a
            },
            pinCase("without pinEdges: left + width, margins move", 20, 100, 100, 100) {
                $0.a.pin.left(10).width(100).marginHorizontal(10); return $0.a
            },
            pinCase("pinEdges: right + width", 300, 100, 80, 100) {
                $0.a.pin.right(10).width(100).pinEdges().marginHorizontal(10); return $0.a
            },
            pinCase("pinEdges: hCenter + width", 160, 100, 80, 100) {
                $0.a.pin.hCenter().width(100).pinEdges().marginHorizontal(10); return $0.a
            },
            pinCase("pinEdges: hCenter without width is a no-op", 200, 100, 200, 100) {
                $0.a.pin.hCenter(100).pinEdges().margin(10); return $0.a
            },
            pinCase("pinEdges: top + height", 140, 20, 200, 80) {
                $0.a.pin.top(10).height(100).pinEdges().marginVertical(10); return $0.a
            },
            pinCase("pinEdges: bottom + height", 140, 310, 200, 80) {
                $0.a.pin.bottom(0).height(100).pinEdges().marginVertical(10); return $0.a
            },
            pinCase("pinEdges: vCenter + height, marginTop", 140, 160, 200, 90) {
                $0.a.pin.vCenter().height(100).pinEdges().marginTop(10); return $0.a
            },
            pinCase("pinEdges: left + maxWidth", 10, 100, 80, 100) {
                $0.a.pin.left().maxWidth(100).pinEdges().marginHorizontal(10); return $0.a
            },
            pinCase("pinEdges order irrelevant", 20, 100, 80, 100) {
                $0.a.pin.pinEdges().marginHorizontal(10).width(100).left(10); return $0.a
            },
        ]

        @Test(arguments: cases) func margin(_ testCase: PinCase) { check(testCase) }
    }

    /// Right-to-left: start/end edges, margins, anchors, relative methods and alignments swap.
    @MainActor @Suite struct RightToLeft {
        nonisolated static let cases: [PinCase] = [
            pinCase("start() RTL", 200, 100, 200, 100) { Pin.layoutDirection = .rightToLeft; $0.a.pin.start(); return $0.a },
            pinCase("start(10) RTL", 190, 100, 200, 100) { Pin.layoutDirection(.rightToLeft); $0.a.pin.start(10); return $0.a },
            pinCase("start(10%) RTL", 160, 100, 200, 100) { Pin.layoutDirection = .rightToLeft; $0.a.pin.start(10%); return $0.a },
            pinCase("start(insets) RTL uses right", 160, 100, 200, 100) {
                Pin.layoutDirection = .rightToLeft
                $0.a.pin.start(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)); return $0.a
            },
            pinCase("end() RTL", 0, 100, 200, 100) { Pin.layoutDirection = .rightToLeft; $0.a.pin.end(); return $0.a },
            pinCase("end(10) RTL", 10, 100, 200, 100) { Pin.layoutDirection = .rightToLeft; $0.a.pin.end(10); return $0.a },
            pinCase("end(insets) RTL uses left", 20, 100, 200, 100) {
                Pin.layoutDirection = .rightToLeft
                $0.a.pin.end(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)); return $0.a
            },
            pinCase("start(10).left(20) RTL: no conflict", 20, 100, 370, 100) {
                Pin.layoutDirection = .rightToLeft; $0.a.pin.start(10).left(20); return $0.a
            },
            pinCase("start(10).right(20) RTL: the first wins", 190, 100, 200, 100) {
                Pin.layoutDirection = .rightToLeft; $0.a.pin.start(10).right(20); return $0.a
            },
            pinCase("all().marginStart(10) RTL", 0, 0, 390, 400) {
                Pin.layoutDirection = .rightToLeft; $0.a.pin.all().marginStart(10); return $0.a
            },
            pinCase("all().marginEnd(10) RTL", 10, 0, 390, 400) {
                Pin.layoutDirection = .rightToLeft; $0.a.pin.all().marginEnd(10); return $0.a
            },
            pinCase("all().margin(directional insets) RTL", 40, 10, 340, 360) {
                Pin.layoutDirection = .rightToLeft
                $0.a.pin.all().margin(DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)); return $0.a
            },
            pinCase("start().marginStart(10) RTL", 190, 100, 200, 100) {
                Pin.layoutDirection = .rightToLeft; $0.a.pin.start().marginStart(10); return $0.a
            },
            pinCase("topStart(10) RTL", 190, 10, 200, 100) { Pin.layoutDirection = .rightToLeft; $0.a.pin.topStart(10); return $0.a },
            pinCase("topEnd(10) RTL", 10, 10, 200, 100) { Pin.layoutDirection = .rightToLeft; $0.a.pin.topEnd(10); return $0.a },
            pinCase("centerStart(10) RTL", 190, 150, 200, 100) {
                Pin.layoutDirection = .rightToLeft; $0.a.pin.centerStart(10); return $0.a
            },
            pinCase("centerEnd(10) RTL", 10, 150, 200, 100) { Pin.layoutDirection = .rightToLeft; $0.a.pin.centerEnd(10); return $0.a },
            pinCase("bottomStart(10) RTL", 190, 290, 200, 100) {
                Pin.layoutDirection = .rightToLeft; $0.a.pin.bottomStart(10); return $0.a
            },
            pinCase("bottomEnd(10) RTL", 10, 290, 200, 100) { Pin.layoutDirection = .rightToLeft; $0.a.pin.bottomEnd(10); return $0.a },
            pinCase("c.start(to: a.edge.end) RTL", 60, 250, 80, 50) {
                Pin.layoutDirection = .rightToLeft; $0.c.pin.start(to: $0.a.edge.end); return $0.c
            },
            pinCase("c.end(to: a.edge.start) RTL", 340, 250, 80, 50) {
                Pin.layoutDirection = .rightToLeft; $0.c.pin.end(to: $0.a.edge.start); return $0.c
            },
            pinCase("c.topStart(to: a.anchor.topEnd) RTL", 60, 100, 80, 50) {
                Pin.layoutDirection = .rightToLeft; $0.c.pin.topStart(to: $0.a.anchor.topEnd); return $0.c
            },
            pinCase("c.bottomEnd(to: a.anchor.bottomEnd) RTL", 140, 150, 80, 50) {
                Pin.layoutDirection = .rightToLeft; $0.c.pin.bottomEnd(to: $0.a.anchor.bottomEnd); return $0.c
            },
            pinCase("c.centerStart(to: a.anchor.centerStart) RTL", 260, 125, 80, 50) {
                Pin.layoutDirection = .rightToLeft; $0.c.pin.centerStart(to: $0.a.anchor.centerStart); return $0.c
            },
            pinCase("c.before(of: a) RTL", 340, 250, 80, 50) { Pin.layoutDirection = .rightToLeft; $0.c.pin.before(of: $0.a); return $0.c },
            pinCase("c.after(of: a) RTL", 60, 250, 80, 50) { Pin.layoutDirection = .rightToLeft; $0.c.pin.after(of: $0.a); return $0.c },
            pinCase("c.after(of: [a, b], aligned: .top) RTL", 60, 100, 80, 50) {
                Pin.layoutDirection = .rightToLeft; $0.c.pin.after(of: [$0.a, $0.b], aligned: .top); return $0.c
            },
            pinCase("c.above(of: a, aligned: .start) RTL", 260, 50, 80, 50) {
                Pin.layoutDirection = .rightToLeft; $0.c.pin.above(of: $0.a, aligned: .start); return $0.c
            },
            pinCase("c.below(of: a, aligned: .end) RTL", 140, 200, 80, 50) {
                Pin.layoutDirection = .rightToLeft; $0.c.pin.below(of: $0.a, aligned: .end); return $0.c
            },
            pinCase("justify(.start) RTL", 300, 100, 100, 100) {
                Pin.layoutDirection = .rightToLeft; $0.a.pin.left().right().width(100).justify(.start); return $0.a
            },
            pinCase("justify(.end) RTL", 0, 100, 100, 100) {
                Pin.layoutDirection = .rightToLeft; $0.a.pin.left().right().width(100).justify(.end); return $0.a
            },
            pinCase("verticallyBetween(a, and: c, aligned: .start) RTL", 230, 200, 110, 50) {
                Pin.layoutDirection = .rightToLeft; $0.b.pin.verticallyBetween($0.a, and: $0.c, aligned: .start); return $0.b
            },
            pinCase("RTL never mirrors: left(10) stays left", 10, 100, 200, 100) {
                Pin.layoutDirection = .rightToLeft; $0.a.pin.left(10); return $0.a
            },
            pinCase("RTL: top/bottom unaffected", 140, 10, 200, 380) {
                Pin.layoutDirection = .rightToLeft; $0.a.pin.top(10).bottom(10); return $0.a
            },
        ]

        @Test(arguments: cases) func rtl(_ testCase: PinCase) { check(testCase) }

        @Test func currentLayoutDirection() {
            _ = PinFixture()
            #expect(Pin.currentLayoutDirection == .leftToRight)
            Pin.layoutDirection(.rightToLeft)
            #expect(Pin.currentLayoutDirection == .rightToLeft)
            Pin.layoutDirection = .leftToRight
        }
    }

    /// Pixel snapping at scales 1, 2 and 3: origins rounded (halves away from zero), sizes rounded up.
    @MainActor @Suite struct Snapping {
        nonisolated static let cases: [PinCase] = [
            pinCase("scale 1", 21, 10, 101, 51) {
                Pin.displayScale = 1; $0.a.pin.top(10.3).left(20.6).width(100.2).height(50.1); return $0.a
            },
            pinCase("scale 2", 20.5, 10.5, 100.5, 50.5) {
                Pin.displayScale = 2; $0.a.pin.top(10.3).left(20.6).width(100.2).height(50.1); return $0.a
            },
            pinCase("scale 3", 62.0 / 3, 31.0 / 3, 301.0 / 3, 151.0 / 3) {
                Pin.displayScale = 3; $0.a.pin.top(10.3).left(20.6).width(100.2).height(50.1); return $0.a
            },
            pinCase("scale 2: height 5.333 -> 5.5", 140, 100, 200, 5.5) {
                Pin.displayScale = 2; $0.a.pin.height(16.0 / 3); return $0.a
            },
            pinCase("scale 2: height 8.42 -> 8.5", 140, 100, 200, 8.5) { Pin.displayScale = 2; $0.a.pin.height(8.42); return $0.a },
            pinCase("scale 2: height 6.4 -> 6.5", 140, 100, 200, 6.5) { Pin.displayScale = 2; $0.a.pin.height(6.4); return $0.a },
            pinCase("scale 2: origin 120.56 -> 120.5", 120.5, 100, 200, 100) {
                Pin.displayScale = 2; $0.a.pin.left(120.56); return $0.a
            },
            pinCase("scale 3: origin 182.5", 548.0 / 3, 100, 200, 100) { Pin.displayScale = 3; $0.a.pin.left(182.5); return $0.a },
            pinCase("scale 3: origin 177.5", 533.0 / 3, 100, 200, 100) { Pin.displayScale = 3; $0.a.pin.left(177.5); return $0.a },
            pinCase("scale 1: half rounds away from zero", 1, -1, 200, 100) {
                Pin.displayScale = 1; $0.a.pin.left(0.5).top(-0.5); return $0.a
            },
            pinCase("scale 1: 2.5 -> 3", 3, 100, 200, 100) { Pin.displayScale = 1; $0.a.pin.left(2.5); return $0.a },
            pinCase("scale 1: -2.5 -> -3, 3.5 -> 4", 4, -3, 200, 100) {
                Pin.displayScale = 1; $0.a.pin.left(3.5).top(-2.5); return $0.a
            },
            pinCase("scale 1: beyond 2^22 still rounds halves away", 5_000_001, -5_000_001, 200, 100) {
                Pin.displayScale = 1; $0.a.pin.left(5_000_000.5).top(-5_000_000.5); return $0.a
            },
            pinCase("scale 1: beyond Float's range keeps the current origin", 140, 100, 200, 100) {
                Pin.displayScale = 1; $0.a.pin.left(1e39).top(-1e39); return $0.a
            },
            pinCase("scale 1: hCenter with width 101", 150, 100, 101, 100) {
                Pin.displayScale = 1; $0.a.pin.hCenter().width(101); return $0.a
            },
            pinCase("scale 2: hCenter with width 101", 149.5, 100, 101, 100) {
                Pin.displayScale = 2; $0.a.pin.hCenter().width(101); return $0.a
            },
            pinCase("scale 3: hCenter with width 101", 449.0 / 3, 100, 101, 100) {
                Pin.displayScale = 3; $0.a.pin.hCenter().width(101); return $0.a
            },
            pinCase("scale 1: width(30%) stays 120", 140, 100, 120, 100) { Pin.displayScale = 1; $0.a.pin.width(30%); return $0.a },
            pinCase("scale 2: width(100).aspectRatio(3)", 140, 100, 100, 33.5) {
                Pin.displayScale = 2; $0.a.pin.width(100).aspectRatio(3); return $0.a
            },
            pinCase("scale 3: width(100).aspectRatio(3)", 140, 100, 100, 100.0 / 3) {
                Pin.displayScale = 3; $0.a.pin.width(100).aspectRatio(3); return $0.a
            },
            pinCase("scale 0 acts as 1", 21, 100, 200, 100) { Pin.displayScale = 0; $0.a.pin.left(20.6); return $0.a },
            pinCase("scale 2: integers unchanged", 10, 20, 30, 40) {
                Pin.displayScale = 2; $0.a.pin.left(10).top(20).width(30).height(40); return $0.a
            },
            pinCase("scale 2: wrapContent snaps the shifted children", 30.5, 0.5, 60, 20) {
                Pin.displayScale = 2; _ = addSecondChild($0)
                $0.b.pin.wrapContent(padding: 0.3); return $0.bChild
            },
        ]

        @Test(arguments: cases) func snap(_ testCase: PinCase) {
            check(testCase)
            Pin.displayScale = 1
        }
    }
}
