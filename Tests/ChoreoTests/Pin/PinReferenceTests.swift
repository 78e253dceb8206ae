@testable import Choreo
import Foundation
import Testing

extension PinTests {
    /// Edges and anchors of other nodes, including nodes under other supernodes and other trees.
    @MainActor @Suite struct References {
        nonisolated static let cases: [PinCase] = [
            pinCase("b.hCenter(to: a.left)", 85, 120, 110, 80) { $0.b.pin.hCenter(to: $0.a.edge.left); return $0.b },
            pinCase("b.hCenter(to: a.hCenter)", 185, 120, 110, 80) { $0.b.pin.hCenter(to: $0.a.edge.hCenter); return $0.b },
            pinCase("b.hCenter(to: a.right)", 285, 120, 110, 80) { $0.b.pin.hCenter(to: $0.a.edge.right); return $0.b },
            pinCase("b.vCenter(to: a.top)", 160, 60, 110, 80) { $0.b.pin.vCenter(to: $0.a.edge.top); return $0.b },
            pinCase("b.vCenter(to: a.vCenter)", 160, 110, 110, 80) { $0.b.pin.vCenter(to: $0.a.edge.vCenter); return $0.b },
            pinCase("b.vCenter(to: a.bottom)", 160, 160, 110, 80) { $0.b.pin.vCenter(to: $0.a.edge.bottom); return $0.b },
            pinCase("bChild.vCenter(to: a.vCenter) (sibling of the supernode)", 40, 20, 60, 20) {
                $0.bChild.pin.vCenter(to: $0.a.edge.vCenter); return $0.bChild
            },
            pinCase("c.top(to: a.bottom)", 40, 200, 80, 50) { $0.c.pin.top(to: $0.a.edge.bottom); return $0.c },
            pinCase("c.bottom(to: a.top)", 40, 50, 80, 50) { $0.c.pin.bottom(to: $0.a.edge.top); return $0.c },
            pinCase("c.left(to: a.right)", 340, 250, 80, 50) { $0.c.pin.left(to: $0.a.edge.right); return $0.c },
            pinCase("c.right(to: a.left)", 60, 250, 80, 50) { $0.c.pin.right(to: $0.a.edge.left); return $0.c },
            pinCase("c.left(to: a.hCenter)", 240, 250, 80, 50) { $0.c.pin.left(to: $0.a.edge.hCenter); return $0.c },
            pinCase("c.start(to: a.end) LTR", 340, 250, 80, 50) { $0.c.pin.start(to: $0.a.edge.end); return $0.c },
            pinCase("c.end(to: a.start) LTR", 60, 250, 80, 50) { $0.c.pin.end(to: $0.a.edge.start); return $0.c },
            pinCase("c between a's left and right edges", 140, 200, 200, 50) {
                $0.c.pin.top(to: $0.a.edge.bottom).left(to: $0.a.edge.left).right(to: $0.a.edge.right); return $0.c
            },
            pinCase("c.top(to: a.bottom).bottom(to: b.bottom): zero height", 40, 200, 80, 0) {
                $0.c.pin.top(to: $0.a.edge.bottom).bottom(to: $0.b.edge.bottom); return $0.c
            },
            pinCase("c.top(to: a.bottom).marginTop(10)", 40, 210, 80, 50) {
                $0.c.pin.top(to: $0.a.edge.bottom).marginTop(10); return $0.c
            },
            pinCase("reference without a supernode is dropped", 40, 250, 80, 50) {
                $0.c.pin.top(to: $0.root.edge.top); return $0.c
            },
            pinCase("bChild.top(to: a.bottom) converts", 40, 80, 60, 20) {
                $0.bChild.pin.top(to: $0.a.edge.bottom); return $0.bChild
            },
            pinCase("bChild.left(to: a.left) converts", -20, 10, 60, 20) {
                $0.bChild.pin.left(to: $0.a.edge.left); return $0.bChild
            },
            pinCase("bChild.top(to: c.top) converts", 40, 130, 60, 20) {
                $0.bChild.pin.top(to: $0.c.edge.top); return $0.bChild
            },
            pinCase("bChild.top(to: b.top): the supernode itself", 40, 0, 60, 20) {
                $0.bChild.pin.top(to: $0.b.edge.top); return $0.bChild
            },
            pinCase("a.top(to: bChild.bottom) (a nested reference)", 140, 150, 200, 100) {
                $0.a.pin.top(to: $0.bChild.edge.bottom); return $0.a
            },
            pinCase("a.left(to: bChild.right) (a nested reference)", 260, 100, 200, 100) {
                $0.a.pin.left(to: $0.bChild.edge.right); return $0.a
            },
            pinCase("bChild.topLeft(to: a child of c) (cousins)", -115, 135, 60, 20) {
                let d = DisplayNode(); d.frame = CGRect(x: 5, y: 5, width: 10, height: 10); $0.c.addSubnode(d)
                $0.bChild.pin.topLeft(to: d.anchor.topLeft); return $0.bChild
            },
            pinCase("a.topLeft(to: a node of another tree): roots share a space", 35, 35, 200, 100) {
                let other = DisplayNode(); other.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
                let child = DisplayNode(); child.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
                other.addSubnode(child)
                $0.a.pin.topLeft(to: child.anchor.bottomRight); return $0.a
            },
            pinCase("topLeft(to: bottomRight)", 340, 200, 80, 50) { $0.c.pin.topLeft(to: $0.a.anchor.bottomRight); return $0.c },
            pinCase("topCenter(to: bottomCenter)", 200, 200, 80, 50) {
                $0.c.pin.topCenter(to: $0.a.anchor.bottomCenter); return $0.c
            },
            pinCase("topRight(to: bottomLeft)", 60, 200, 80, 50) { $0.c.pin.topRight(to: $0.a.anchor.bottomLeft); return $0.c },
            pinCase("centerLeft(to: centerRight)", 340, 125, 80, 50) {
                $0.c.pin.centerLeft(to: $0.a.anchor.centerRight); return $0.c
            },
            pinCase("center(to: center)", 200, 125, 80, 50) { $0.c.pin.center(to: $0.a.anchor.center); return $0.c },
            pinCase("centerRight(to: centerLeft)", 60, 125, 80, 50) {
                $0.c.pin.centerRight(to: $0.a.anchor.centerLeft); return $0.c
            },
            pinCase("bottomLeft(to: topRight)", 340, 50, 80, 50) { $0.c.pin.bottomLeft(to: $0.a.anchor.topRight); return $0.c },
            pinCase("bottomCenter(to: topCenter)", 200, 50, 80, 50) {
                $0.c.pin.bottomCenter(to: $0.a.anchor.topCenter); return $0.c
            },
            pinCase("bottomRight(to: topLeft)", 60, 50, 80, 50) { $0.c.pin.bottomRight(to: $0.a.anchor.topLeft); return $0.c },
            pinCase("topStart(to: topEnd) LTR", 340, 100, 80, 50) { $0.c.pin.topStart(to: $0.a.anchor.topEnd); return $0.c },
            pinCase("topEnd(to: topStart) LTR", 60, 100, 80, 50) { $0.c.pin.topEnd(to: $0.a.anchor.topStart); return $0.c },
            pinCase("centerStart(to: centerEnd) LTR", 340, 125, 80, 50) {
                $0.c.pin.centerStart(to: $0.a.anchor.centerEnd); return $0.c
            },
            pinCase("centerEnd(to: centerStart) LTR", 60, 125, 80, 50) {
                $0.c.pin.centerEnd(to: $0.a.anchor.centerStart); return $0.c
            },
            pinCase("bottomStart(to: bottomStart) LTR", 140, 150, 80, 50) {
                $0.c.pin.bottomStart(to: $0.a.anchor.bottomStart); return $0.c
            },
            pinCase("bottomEnd(to: bottomEnd) LTR", 260, 150, 80, 50) {
                $0.c.pin.bottomEnd(to: $0.a.anchor.bottomEnd); return $0.c
            },
            pinCase("topLeft(to:) + bottomRight(to:) copies a's rect", 140, 100, 200, 100) {
                $0.c.pin.topLeft(to: $0.a.anchor.topLeft).bottomRight(to: $0.a.anchor.bottomRight); return $0.c
            },
            pinCase("topLeft(to: center) + bottomRight(to: bottomRight): a quarter", 240, 150, 100, 50) {
                $0.c.pin.topLeft(to: $0.a.anchor.center).bottomRight(to: $0.a.anchor.bottomRight); return $0.c
            },
            pinCase("bChild.center(to: a.center) converts", 50, 20, 60, 20) {
                $0.bChild.pin.center(to: $0.a.anchor.center); return $0.bChild
            },
            pinCase("topLeft(to:).margin(10)", 350, 210, 80, 50) {
                $0.c.pin.topLeft(to: $0.a.anchor.bottomRight).margin(10); return $0.c
            },
            pinCase("width(of:)", 40, 250, 200, 50) { $0.c.pin.width(of: $0.a); return $0.c },
            pinCase("height(of:)", 40, 250, 80, 100) { $0.c.pin.height(of: $0.a); return $0.c },
            pinCase("size(of:)", 40, 250, 200, 100) { $0.c.pin.size(of: $0.a); return $0.c },
            pinCase("size(of: nested bChild)", 40, 250, 60, 20) { $0.c.pin.size(of: $0.bChild); return $0.c },
        ]

        @Test(arguments: cases) func reference(_ testCase: PinCase) { check(testCase) }
    }

    /// above/below/left/right/before/after, one node or several, visible(), and between.
    @MainActor @Suite struct Relative {
        nonisolated static let cases: [PinCase] = [
            pinCase("above(of: a)", 40, 50, 80, 50) { $0.c.pin.above(of: $0.a); return $0.c },
            pinCase("above(of: a, aligned: .left)", 140, 50, 80, 50) { $0.c.pin.above(of: $0.a, aligned: .left); return $0.c },
            pinCase("above(of: a, aligned: .center)", 200, 50, 80, 50) {
                $0.c.pin.above(of: $0.a, aligned: .center); return $0.c
            },
            pinCase("above(of: a, aligned: .right)", 260, 50, 80, 50) { $0.c.pin.above(of: $0.a, aligned: .right); return $0.c },
            pinCase("above(of: a, aligned: .start) LTR", 140, 50, 80, 50) {
                $0.c.pin.above(of: $0.a, aligned: .start); return $0.c
            },
            pinCase("above(of: a, aligned: .end) LTR", 260, 50, 80, 50) { $0.c.pin.above(of: $0.a, aligned: .end); return $0.c },
            pinCase("below(of: a)", 40, 200, 80, 50) { $0.c.pin.below(of: $0.a); return $0.c },
            pinCase("below(of: a, aligned: .left)", 140, 200, 80, 50) { $0.c.pin.below(of: $0.a, aligned: .left); return $0.c },
            pinCase("below(of: a, aligned: .center)", 200, 200, 80, 50) {
                $0.c.pin.below(of: $0.a, aligned: .center); return $0.c
            },
            pinCase("below(of: a, aligned: .right)", 260, 200, 80, 50) { $0.c.pin.below(of: $0.a, aligned: .right); return $0.c },
            pinCase("left(of: a)", 60, 250, 80, 50) { $0.c.pin.left(of: $0.a); return $0.c },
            pinCase("left(of: a, aligned: .top)", 60, 100, 80, 50) { $0.c.pin.left(of: $0.a, aligned: .top); return $0.c },
            pinCase("left(of: a, aligned: .center)", 60, 125, 80, 50) { $0.c.pin.left(of: $0.a, aligned: .center); return $0.c },
            pinCase("left(of: a, aligned: .bottom)", 60, 150, 80, 50) { $0.c.pin.left(of: $0.a, aligned: .bottom); return $0.c },
            pinCase("right(of: a)", 340, 250, 80, 50) { $0.c.pin.right(of: $0.a); return $0.c },
            pinCase("right(of: a, aligned: .top)", 340, 100, 80, 50) { $0.c.pin.right(of: $0.a, aligned: .top); return $0.c },
            pinCase("right(of: a, aligned: .center)", 340, 125, 80, 50) {
                $0.c.pin.right(of: $0.a, aligned: .center); return $0.c
            },
            pinCase("right(of: a, aligned: .bottom)", 340, 150, 80, 50) {
                $0.c.pin.right(of: $0.a, aligned: .bottom); return $0.c
            },
            pinCase("before(of: a) LTR", 60, 250, 80, 50) { $0.c.pin.before(of: $0.a); return $0.c },
            pinCase("before(of: a, aligned: .top) LTR", 60, 100, 80, 50) { $0.c.pin.before(of: $0.a, aligned: .top); return $0.c },
            pinCase("after(of: a) LTR", 340, 250, 80, 50) { $0.c.pin.after(of: $0.a); return $0.c },
            pinCase("after(of: a, aligned: .bottom) LTR", 340, 150, 80, 50) {
                $0.c.pin.after(of: $0.a, aligned: .bottom); return $0.c
            },
            pinCase("above(of: [a, b])", 40, 50, 80, 50) { $0.c.pin.above(of: [$0.a, $0.b]); return $0.c },
            pinCase("above(of: [a, b], aligned: .left)", 140, 50, 80, 50) {
                $0.c.pin.above(of: [$0.a, $0.b], aligned: .left); return $0.c
            },
            pinCase("above(of: [a, b], aligned: .right)", 260, 50, 80, 50) {
                $0.c.pin.above(of: [$0.a, $0.b], aligned: .right); return $0.c
            },
            pinCase("above(of: [a, b], aligned: .center): average center, snapped", 188, 50, 80, 50) {
                $0.c.pin.above(of: [$0.a, $0.b], aligned: .center); return $0.c
            },
            pinCase("below(of: [a, c])", 160, 300, 110, 80) { $0.b.pin.below(of: [$0.a, $0.c]); return $0.b },
            pinCase("below(of: [a, c], aligned: .left)", 40, 300, 110, 80) {
                $0.b.pin.below(of: [$0.a, $0.c], aligned: .left); return $0.b
            },
            pinCase("left(of: [a, b])", 60, 250, 80, 50) { $0.c.pin.left(of: [$0.a, $0.b]); return $0.c },
            pinCase("left(of: [a, b], aligned: .center)", 60, 130, 80, 50) {
                $0.c.pin.left(of: [$0.a, $0.b], aligned: .center); return $0.c
            },
            pinCase("right(of: [a, b], aligned: .top)", 340, 100, 80, 50) {
                $0.c.pin.right(of: [$0.a, $0.b], aligned: .top); return $0.c
            },
            pinCase("right(of: [a, b], aligned: .bottom)", 340, 150, 80, 50) {
                $0.c.pin.right(of: [$0.a, $0.b], aligned: .bottom); return $0.c
            },
            pinCase("above(of: visible([a, hidden b]), aligned: .center)", 200, 50, 80, 50) {
                $0.b.isHidden = true
                $0.c.pin.above(of: visible([$0.a, $0.b]), aligned: .center); return $0.c
            },
            pinCase("above(of: visible([a, transparent b]), aligned: .center)", 200, 50, 80, 50) {
                $0.b.alpha = 0
                $0.c.pin.above(of: visible([$0.a, $0.b]), aligned: .center); return $0.c
            },
            pinCase("above(of: []) changes nothing", 40, 250, 80, 50) { $0.c.pin.above(of: []); return $0.c },
            pinCase("below(of: [a, unattached]) uses a", 40, 200, 80, 50) {
                $0.c.pin.below(of: [$0.a, DisplayNode()]); return $0.c
            },
            pinCase("above(of: a).margin(10)", 40, 40, 80, 50) { $0.c.pin.above(of: $0.a).margin(10); return $0.c },
            pinCase("above(of: a, aligned: .left).margin(10)", 150, 40, 80, 50) {
                $0.c.pin.above(of: $0.a, aligned: .left).margin(10); return $0.c
            },
            pinCase("below(of: a).left().right(): full width", 0, 200, 400, 50) {
                $0.c.pin.below(of: $0.a).left().right(); return $0.c
            },
            pinCase("below(of: a).above(of: c)... between by relatives", 160, 200, 110, 50) {
                $0.b.pin.below(of: $0.a).above(of: $0.c); return $0.b
            },
            pinCase("bChild.below(of: a) converts", 40, 80, 60, 20) { $0.bChild.pin.below(of: $0.a); return $0.bChild },
            pinCase("horizontallyBetween(c, and: a)", 120, 120, 20, 80) {
                $0.b.pin.horizontallyBetween($0.c, and: $0.a); return $0.b
            },
            pinCase("horizontallyBetween(a, and: c)", 120, 120, 20, 80) {
                $0.b.pin.horizontallyBetween($0.a, and: $0.c); return $0.b
            },
            pinCase("horizontallyBetween(c, and: a, aligned: .top) on c", 120, 250, 20, 80) {
                $0.b.pin.horizontallyBetween($0.c, and: $0.a, aligned: .top); return $0.b
            },
            pinCase("horizontallyBetween(a, and: c, aligned: .top) on a", 120, 100, 20, 80) {
                $0.b.pin.horizontallyBetween($0.a, and: $0.c, aligned: .top); return $0.b
            },
            pinCase("horizontallyBetween(c, and: a, aligned: .center)", 120, 235, 20, 80) {
                $0.b.pin.horizontallyBetween($0.c, and: $0.a, aligned: .center); return $0.b
            },
            pinCase("horizontallyBetween(a, and: c, aligned: .bottom)", 120, 120, 20, 80) {
                $0.b.pin.horizontallyBetween($0.a, and: $0.c, aligned: .bottom); return $0.b
            },
            pinCase("horizontallyBetween + marginHorizontal(5)", 125, 120, 10, 80) {
                $0.b.pin.horizontallyBetween($0.c, and: $0.a).marginHorizontal(5); return $0.b
            },
            pinCase("horizontallyBetween touching nodes: zero width", 140, 120, 0, 80) {
                $0.b.pin.horizontallyBetween($0.fit, and: $0.a); return $0.b
            },
            pinCase("horizontallyBetween overlapping nodes changes nothing", 160, 120, 110, 80) {
                $0.b.pin.horizontallyBetween($0.c, and: $0.fit); return $0.b
            },
            pinCase("horizontallyBetween(a, and: a) changes nothing", 160, 120, 110, 80) {
                $0.b.pin.horizontallyBetween($0.a, and: $0.a); return $0.b
            },
            pinCase("horizontallyBetween itself changes nothing", 160, 120, 110, 80) {
                $0.b.pin.horizontallyBetween($0.b, and: $0.a); return $0.b
            },
            pinCase("verticallyBetween(a, and: c)", 160, 200, 110, 50) {
                $0.b.pin.verticallyBetween($0.a, and: $0.c); return $0.b
            },
            pinCase("verticallyBetween(c, and: a)", 160, 200, 110, 50) {
                $0.b.pin.verticallyBetween($0.c, and: $0.a); return $0.b
            },
            pinCase("verticallyBetween(a, and: c, aligned: .left)", 140, 200, 110, 50) {
                $0.b.pin.verticallyBetween($0.a, and: $0.c, aligned: .left); return $0.b
            },
            pinCase("verticallyBetween(a, and: c, aligned: .center)", 185, 200, 110, 50) {
                $0.b.pin.verticallyBetween($0.a, and: $0.c, aligned: .center); return $0.b
            },
            pinCase("verticallyBetween(a, and: c, aligned: .right)", 230, 200, 110, 50) {
                $0.b.pin.verticallyBetween($0.a, and: $0.c, aligned: .right); return $0.b
            },
            pinCase("verticallyBetween(c, and: a, aligned: .left) on c", 40, 200, 110, 50) {
                $0.b.pin.verticallyBetween($0.c, and: $0.a, aligned: .left); return $0.b
            },
            pinCase("verticallyBetween(a, and: c, aligned: .start) LTR", 140, 200, 110, 50) {
                $0.b.pin.verticallyBetween($0.a, and: $0.c, aligned: .start); return $0.b
            },
            pinCase("verticallyBetween(a, and: c).marginVertical(10)", 160, 210, 110, 30) {
                $0.b.pin.verticallyBetween($0.a, and: $0.c).marginVertical(10); return $0.b
            },
        ]

        @Test(arguments: cases) func relative(_ testCase: PinCase) { check(testCase) }
    }
}
