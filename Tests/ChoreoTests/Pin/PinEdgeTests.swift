@testable import Choreo
import Foundation
import Testing

extension PinTests {
    /// Edges relative to the supernode: points, percent, insets, start/end (PinLayout's PinEdgesSpec).
    @MainActor @Suite struct Edges {
        nonisolated static let cases: [PinCase] = [
            pinCase("top()", 140, 0, 200, 100) { $0.a.pin.top(); return $0.a },
            pinCase("top(0)", 140, 0, 200, 100) { $0.a.pin.top(0); return $0.a },
            pinCase("top(20)", 140, 20, 200, 100) { $0.a.pin.top(20); return $0.a },
            pinCase("top(20).bottom()", 140, 20, 200, 380) { $0.a.pin.top(20).bottom(); return $0.a },
            pinCase("top(-20)", 140, -20, 200, 100) { $0.a.pin.top(-20); return $0.a },
            pinCase("top(-20).bottom()", 140, -20, 200, 420) { $0.a.pin.top(-20).bottom(); return $0.a },
            pinCase("top(20%)", 140, 80, 200, 100) { $0.a.pin.top(20%); return $0.a },
            pinCase("top(-20%)", 140, -80, 200, 100) { $0.a.pin.top(-20%); return $0.a },
            pinCase("top(insets)", 140, 10, 200, 100) {
                $0.a.pin.top(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)); return $0.a
            },
            pinCase("left()", 0, 100, 200, 100) { $0.a.pin.left(); return $0.a },
            pinCase("left(0)", 0, 100, 200, 100) { $0.a.pin.left(0); return $0.a },
            pinCase("left(-20)", -20, 100, 200, 100) { $0.a.pin.left(-20); return $0.a },
            pinCase("left(-20).right()", -20, 100, 420, 100) { $0.a.pin.left(-20).right(); return $0.a },
            pinCase("left(20%)", 80, 100, 200, 100) { $0.a.pin.left(20%); return $0.a },
            pinCase("left(20.0%)", 80, 100, 200, 100) { $0.a.pin.left(20.0%); return $0.a },
            pinCase("left(20%).right()", 80, 100, 320, 100) { $0.a.pin.left(20%).right(); return $0.a },
            pinCase("left(-20%)", -80, 100, 200, 100) { $0.a.pin.left(-20%); return $0.a },
            pinCase("left(-20%).right()", -80, 100, 480, 100) { $0.a.pin.left(-20%).right(); return $0.a },
            pinCase("left(insets)", 20, 100, 200, 100) {
                $0.a.pin.left(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)); return $0.a
            },
            pinCase("bottom()", 140, 300, 200, 100) { $0.a.pin.bottom(); return $0.a },
            pinCase("bottom(0)", 140, 300, 200, 100) { $0.a.pin.bottom(0); return $0.a },
            pinCase("bottom(-20)", 140, 320, 200, 100) { $0.a.pin.bottom(-20); return $0.a },
            pinCase("top().bottom(-20)", 140, 0, 200, 420) { $0.a.pin.top().bottom(-20); return $0.a },
            pinCase("bottom(20%)", 140, 220, 200, 100) { $0.a.pin.bottom(20%); return $0.a },
            pinCase("top().bottom(20%)", 140, 0, 200, 320) { $0.a.pin.top().bottom(20%); return $0.a },
            pinCase("bottom(-20%)", 140, 380, 200, 100) { $0.a.pin.bottom(-20%); return $0.a },
            pinCase("top().bottom(-20%)", 140, 0, 200, 480) { $0.a.pin.top().bottom(-20%); return $0.a },
            pinCase("bottom(insets)", 140, 270, 200, 100) {
                $0.a.pin.bottom(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)); return $0.a
            },
            pinCase("right()", 200, 100, 200, 100) { $0.a.pin.right(); return $0.a },
            pinCase("right(0)", 200, 100, 200, 100) { $0.a.pin.right(0); return $0.a },
            pinCase("right(-20)", 220, 100, 200, 100) { $0.a.pin.right(-20); return $0.a },
            pinCase("left().right(-20)", 0, 100, 420, 100) { $0.a.pin.left().right(-20); return $0.a },
            pinCase("right(20%)", 120, 100, 200, 100) { $0.a.pin.right(20%); return $0.a },
            pinCase("left().right(20%)", 0, 100, 320, 100) { $0.a.pin.left().right(20%); return $0.a },
            pinCase("right(-20%)", 280, 100, 200, 100) { $0.a.pin.right(-20%); return $0.a },
            pinCase("left().right(-20%)", 0, 100, 480, 100) { $0.a.pin.left().right(-20%); return $0.a },
            pinCase("right(insets)", 160, 100, 200, 100) {
                $0.a.pin.right(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)); return $0.a
            },
            pinCase("hCenter()", 100, 100, 200, 100) { $0.a.pin.hCenter(); return $0.a },
            pinCase("hCenter(0)", 100, 100, 200, 100) { $0.a.pin.hCenter(0); return $0.a },
            pinCase("hCenter(-20)", 80, 100, 200, 100) { $0.a.pin.hCenter(-20); return $0.a },
            pinCase("left().hCenter(-20) keeps left", 0, 100, 200, 100) { $0.a.pin.left().hCenter(-20); return $0.a },
            pinCase("hCenter(40%)", 260, 100, 200, 100) { $0.a.pin.hCenter(40%); return $0.a },
            pinCase("hCenter(-20%)", 20, 100, 200, 100) { $0.a.pin.hCenter(-20%); return $0.a },
            pinCase("vCenter()", 140, 150, 200, 100) { $0.a.pin.vCenter(); return $0.a },
            pinCase("vCenter(0)", 140, 150, 200, 100) { $0.a.pin.vCenter(0); return $0.a },
            pinCase("vCenter(-20)", 140, 130, 200, 100) { $0.a.pin.vCenter(-20); return $0.a },
            pinCase("top().vCenter(-20) keeps top", 140, 0, 200, 100) { $0.a.pin.top().vCenter(-20); return $0.a },
            pinCase("vCenter(20%)", 140, 230, 200, 100) { $0.a.pin.vCenter(20%); return $0.a },
            pinCase("vCenter(-20%)", 140, 70, 200, 100) { $0.a.pin.vCenter(-20%); return $0.a },
            pinCase("top().vCenter(-20%) keeps top", 140, 0, 200, 100) { $0.a.pin.top().vCenter(-20%); return $0.a },
            pinCase("start() LTR", 0, 100, 200, 100) { $0.a.pin.start(); return $0.a },
            pinCase("start(10) LTR", 10, 100, 200, 100) { $0.a.pin.start(10); return $0.a },
            pinCase("start(10%) LTR", 40, 100, 200, 100) { $0.a.pin.start(10%); return $0.a },
            pinCase("start(insets) LTR uses left", 20, 100, 200, 100) {
                $0.a.pin.start(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)); return $0.a
            },
            pinCase("end() LTR", 200, 100, 200, 100) { $0.a.pin.end(); return $0.a },
            pinCase("end(10) LTR", 190, 100, 200, 100) { $0.a.pin.end(10); return $0.a },
            pinCase("end(10%) LTR", 160, 100, 200, 100) { $0.a.pin.end(10%); return $0.a },
            pinCase("end(insets) LTR uses right", 160, 100, 200, 100) {
                $0.a.pin.end(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)); return $0.a
            },
            pinCase("start().end()", 0, 100, 400, 100) { $0.a.pin.start().end(); return $0.a },
            pinCase("nested: bChild.top(10%)", 40, 8, 60, 20) { $0.bChild.pin.top(10%); return $0.bChild },
            pinCase("nested: bChild.right(10)", 40, 10, 60, 20) { $0.bChild.pin.right(10); return $0.bChild },
            pinCase("nested: bChild.bottom()", 40, 60, 60, 20) { $0.bChild.pin.bottom(); return $0.bChild },
            pinCase("order is irrelevant: bottom(10).top(10)", 140, 10, 200, 380) {
                $0.a.pin.bottom(10).top(10); return $0.a
            },
            pinCase("same value twice is accepted", 140, 20, 200, 100) { $0.a.pin.top(20).top(20); return $0.a },
            pinCase("first value wins", 140, 20, 200, 100) { $0.a.pin.top(20).top(40); return $0.a },
            pinCase("unattached: top(20%) ignored", 10, 10, 10, 10) { _ in
                let node = DisplayNode(); node.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
                node.pin.top(20%); return node
            },
            pinCase("unattached: bottom(20) ignored", 10, 10, 10, 10) { _ in
                let node = DisplayNode(); node.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
                node.pin.bottom(20); return node
            },
            pinCase("unattached: hCenter() ignored", 10, 10, 10, 10) { _ in
                let node = DisplayNode(); node.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
                node.pin.hCenter(); return node
            },
            pinCase("unattached: top(20).left(30).width(5) still apply", 30, 20, 5, 10) { _ in
                let node = DisplayNode(); node.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
                node.pin.top(20).left(30).width(5); return node
            },
        ]

        @Test(arguments: cases) func edge(_ testCase: PinCase) { check(testCase) }
    }

    /// all / horizontally / vertically and the two-edge shortcuts.
    @MainActor @Suite struct Shortcuts {
        nonisolated static let cases: [PinCase] = [
            pinCase("all()", 0, 0, 400, 400) { $0.a.pin.all(); return $0.a },
            pinCase("all().margin(10)", 10, 10, 380, 380) { $0.a.pin.all().margin(10); return $0.a },
            pinCase("all(10)", 10, 10, 380, 380) { $0.a.pin.all(10); return $0.a },
            pinCase("bChild all()", 0, 0, 110, 80) { $0.bChild.pin.all(); return $0.bChild },
            pinCase("bChild all().margin(10)", 10, 10, 90, 60) { $0.bChild.pin.all().margin(10); return $0.bChild },
            pinCase("bChild all(10)", 10, 10, 90, 60) { $0.bChild.pin.all(10); return $0.bChild },
            pinCase("all(insets)", 20, 10, 340, 360) {
                $0.a.pin.all(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)); return $0.a
            },
            pinCase("horizontally()", 0, 100, 400, 100) { $0.a.pin.horizontally(); return $0.a },
            pinCase("horizontally().margin(10)", 10, 100, 380, 100) { $0.a.pin.horizontally().margin(10); return $0.a },
            pinCase("horizontally(10)", 10, 100, 380, 100) { $0.a.pin.horizontally(10); return $0.a },
            pinCase("horizontally(10%)", 40, 100, 320, 100) { $0.a.pin.horizontally(10%); return $0.a },
            pinCase("bChild horizontally()", 0, 10, 110, 20) { $0.bChild.pin.horizontally(); return $0.bChild },
            pinCase("bChild horizontally().margin(10)", 10, 10, 90, 20) {
                $0.bChild.pin.horizontally().margin(10); return $0.bChild
            },
            pinCase("bChild horizontally(10)", 10, 10, 90, 20) { $0.bChild.pin.horizontally(10); return $0.bChild },
            pinCase("bChild horizontally(10%)", 11, 10, 88, 20) { $0.bChild.pin.horizontally(10%); return $0.bChild },
            pinCase("horizontally(insets)", 20, 100, 340, 100) {
                $0.a.pin.horizontally(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)); return $0.a
            },
            pinCase("vertically()", 140, 0, 200, 400) { $0.a.pin.vertically(); return $0.a },
            pinCase("vertically().margin(10)", 140, 10, 200, 380) { $0.a.pin.vertically().margin(10); return $0.a },
            pinCase("vertically(10)", 140, 10, 200, 380) { $0.a.pin.vertically(10); return $0.a },
            pinCase("vertically(10%)", 140, 40, 200, 320) { $0.a.pin.vertically(10%); return $0.a },
            pinCase("bChild vertically()", 40, 0, 60, 80) { $0.bChild.pin.vertically(); return $0.bChild },
            pinCase("bChild vertically().margin(10)", 40, 10, 60, 60) {
                $0.bChild.pin.vertically().margin(10); return $0.bChild
            },
            pinCase("vertically(insets)", 140, 10, 200, 360) {
                $0.a.pin.vertically(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)); return $0.a
            },
            pinCase("topLeft()", 0, 0, 200, 100) { $0.a.pin.topLeft(); return $0.a },
            pinCase("topLeft(10)", 10, 10, 200, 100) { $0.a.pin.topLeft(10); return $0.a },
            pinCase("topCenter(10)", 100, 10, 200, 100) { $0.a.pin.topCenter(10); return $0.a },
            pinCase("topRight(10)", 190, 10, 200, 100) { $0.a.pin.topRight(10); return $0.a },
            pinCase("centerLeft(10)", 10, 150, 200, 100) { $0.a.pin.centerLeft(10); return $0.a },
            pinCase("center()", 100, 150, 200, 100) { $0.a.pin.center(); return $0.a },
            pinCase("center(10)", 110, 160, 200, 100) { $0.a.pin.center(10); return $0.a },
            pinCase("centerRight(10)", 190, 150, 200, 100) { $0.a.pin.centerRight(10); return $0.a },
            pinCase("bottomLeft(10)", 10, 290, 200, 100) { $0.a.pin.bottomLeft(10); return $0.a },
            pinCase("bottomCenter(10)", 100, 290, 200, 100) { $0.a.pin.bottomCenter(10); return $0.a },
            pinCase("bottomRight(10)", 190, 290, 200, 100) { $0.a.pin.bottomRight(10); return $0.a },
            pinCase("topStart(10) LTR", 10, 10, 200, 100) { $0.a.pin.topStart(10); return $0.a },
            pinCase("topEnd(10) LTR", 190, 10, 200, 100) { $0.a.pin.topEnd(10); return $0.a },
            pinCase("centerStart(10) LTR", 10, 150, 200, 100) { $0.a.pin.centerStart(10); return $0.a },
            pinCase("centerEnd(10) LTR", 190, 150, 200, 100) { $0.a.pin.centerEnd(10); return $0.a },
            pinCase("bottomStart(10) LTR", 10, 290, 200, 100) { $0.a.pin.bottomStart(10); return $0.a },
            pinCase("bottomEnd(10) LTR", 190, 290, 200, 100) { $0.a.pin.bottomEnd(10); return $0.a },
            pinCase("topLeft().bottomRight() fills", 0, 0, 400, 400) { $0.a.pin.topLeft().bottomRight(); return $0.a },
            pinCase("topLeft(10).bottomRight(10)", 10, 10, 380, 380) {
                $0.a.pin.topLeft(10).bottomRight(10); return $0.a
            },
            pinCase("center().width(100).height(50)", 150, 175, 100, 50) {
                $0.a.pin.center().width(100).height(50); return $0.a
            },
        ]

        @Test(arguments: cases) func shortcut(_ testCase: PinCase) { check(testCase) }
    }
}
