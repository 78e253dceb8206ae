@testable import Choreo
import Foundation
import Testing

/// Adds a second child (10, 40, 20, 20) to `b`, so `b`'s children span (10, 10, 90, 50).
@MainActor
func addSecondChild(_ fixture: PinFixture, hidden: Bool = false) -> DisplayNode {
    let child = DisplayNode()
    child.frame = CGRect(x: 10, y: 40, width: 20, height: 20)
    child.isHidden = hidden
    fixture.b.addSubnode(child)
    return child
}

extension PinTests {
    /// width/height/size, min/max, aspectRatio (PinLayout's AspectRatioTests and MinMaxWidthHeightSpec rules).
    @MainActor @Suite struct Sizes {
        nonisolated static let cases: [PinCase] = [
            pinCase("width(100)", 140, 100, 100, 100) { $0.a.pin.width(100); return $0.a },
            pinCase("width(25%)", 140, 100, 100, 100) { $0.a.pin.width(25%); return $0.a },
            pinCase("height(30)", 140, 100, 200, 30) { $0.a.pin.height(30); return $0.a },
            pinCase("height(10%)", 140, 100, 200, 40) { $0.a.pin.height(10%); return $0.a },
            pinCase("size(CGSize(50, 60))", 140, 100, 50, 60) { $0.a.pin.size(CGSize(width: 50, height: 60)); return $0.a },
            pinCase("size(25)", 140, 100, 25, 25) { $0.a.pin.size(25); return $0.a },
            pinCase("size(10%)", 140, 100, 40, 40) { $0.a.pin.size(10%); return $0.a },
            pinCase("width(0) is accepted", 140, 100, 0, 100) { $0.a.pin.width(0); return $0.a },
            pinCase("width(-2) is rejected", 140, 100, 200, 100) { $0.a.pin.width(-2); return $0.a },
            pinCase("width(nan) is rejected", 140, 100, 200, 100) { $0.a.pin.width(.nan); return $0.a },
            pinCase("height(infinity) is rejected", 140, 100, 200, 100) { $0.a.pin.height(.infinity); return $0.a },
            pinCase("width(-10%) is rejected", 140, 100, 200, 100) { $0.a.pin.width(-10%); return $0.a },
            pinCase("width(90).size(25 x 25): the width stays", 140, 100, 90, 25) {
                $0.a.pin.width(90).size(CGSize(width: 25, height: 25)); return $0.a
            },
            pinCase("width(100).width(50): the first wins", 140, 100, 100, 100) { $0.a.pin.width(100).width(50); return $0.a },
            pinCase("left(10).right(10)", 10, 100, 380, 100) { $0.a.pin.left(10).right(10); return $0.a },
            pinCase("left(10).right(10).width(200): width applied, left-justified", 10, 100, 200, 100) {
                $0.a.pin.left(10).right(10).width(200); return $0.a
            },
            pinCase("right(140).width(100).marginLeft(10)", 160, 100, 100, 100) {
                $0.a.pin.right(140).width(100).marginLeft(10); return $0.a
            },
            pinCase("left(300).right(300): the width stays", 300, 100, 200, 100) {
                $0.a.pin.left(300).right(300); return $0.a
            },
            pinCase("left(100).right(100).minWidth(250) overflows right", 100, 100, 250, 100) {
                $0.a.pin.left(100).right(100).minWidth(250); return $0.a
            },
            pinCase("right(100).minWidth(300) grows left", 0, 100, 300, 100) {
                $0.a.pin.right(100).minWidth(300); return $0.a
            },
            pinCase("minWidth(300)", 140, 100, 300, 100) { $0.a.pin.minWidth(300); return $0.a },
            pinCase("maxWidth(150)", 140, 100, 150, 100) { $0.a.pin.maxWidth(150); return $0.a },
            pinCase("minWidth(60%)", 140, 100, 240, 100) { $0.a.pin.minWidth(60%); return $0.a },
            pinCase("maxWidth(25%)", 140, 100, 100, 100) { $0.a.pin.maxWidth(25%); return $0.a },
            pinCase("minHeight(150)", 140, 100, 200, 150) { $0.a.pin.minHeight(150); return $0.a },
            pinCase("maxHeight(50)", 140, 100, 200, 50) { $0.a.pin.maxHeight(50); return $0.a },
            pinCase("minHeight(50%)", 140, 100, 200, 200) { $0.a.pin.minHeight(50%); return $0.a },
            pinCase("maxHeight(10%)", 140, 100, 200, 40) { $0.a.pin.maxHeight(10%); return $0.a },
            pinCase("left().right().maxWidth(300)", 0, 100, 300, 100) { $0.a.pin.left().right().maxWidth(300); return $0.a },
            pinCase("width(100).minWidth(150)", 140, 100, 150, 100) { $0.a.pin.width(100).minWidth(150); return $0.a },
            pinCase("width(300).maxWidth(250)", 140, 100, 250, 100) { $0.a.pin.width(300).maxWidth(250); return $0.a },
            pinCase("minWidth(300).maxWidth(200): max last", 140, 100, 200, 100) {
                $0.a.pin.minWidth(300).maxWidth(200); return $0.a
            },
            pinCase("minWidth(100).minWidth(300): the first wins", 140, 100, 200, 100) {
                $0.a.pin.minWidth(100).minWidth(300); return $0.a
            },
            pinCase("top().bottom().maxHeight(100)", 140, 0, 200, 100) { $0.a.pin.top().bottom().maxHeight(100); return $0.a },
            pinCase("width(100).aspectRatio(2)", 140, 100, 100, 50) { $0.a.pin.width(100).aspectRatio(2); return $0.a },
            pinCase("height(100).aspectRatio(2)", 140, 100, 200, 100) { $0.a.pin.height(100).aspectRatio(2); return $0.a },
            pinCase("height(50).aspectRatio(2)", 140, 100, 100, 50) { $0.a.pin.height(50).aspectRatio(2); return $0.a },
            pinCase("left().right().aspectRatio(4)", 0, 100, 400, 100) { $0.a.pin.left().right().aspectRatio(4); return $0.a },
            pinCase("top().bottom().aspectRatio(0.5)", 140, 0, 200, 400) {
                $0.a.pin.top().bottom().aspectRatio(0.5); return $0.a
            },
            pinCase("height(100).aspectRatio(2).minWidth(240): min wins over the ratio", 140, 100, 240, 100) {
                $0.a.pin.height(100).aspectRatio(2).minWidth(240); return $0.a
            },
            pinCase("width(100).aspectRatio(2).maxHeight(40)", 140, 100, 100, 40) {
                $0.a.pin.width(100).aspectRatio(2).maxHeight(40); return $0.a
            },
            pinCase("width(300).maxWidth(200).aspectRatio(2): clamped first", 140, 100, 200, 100) {
                $0.a.pin.width(300).maxWidth(200).aspectRatio(2); return $0.a
            },
            pinCase("left().aspectRatio(2): nothing determinable, only moved", 0, 100, 200, 100) {
                $0.a.pin.left().aspectRatio(2); return $0.a
            },
            pinCase("width(100).height(100).aspectRatio(2): both known", 140, 100, 100, 100) {
                $0.a.pin.width(100).height(100).aspectRatio(2); return $0.a
            },
            pinCase("width(100).aspectRatio(-1) rejected", 140, 100, 100, 100) {
                $0.a.pin.width(100).aspectRatio(-1); return $0.a
            },
            pinCase("width(100).aspectRatio(nan) rejected", 140, 100, 100, 100) {
                $0.a.pin.width(100).aspectRatio(.nan); return $0.a
            },
            pinCase("width(110).aspectRatio(of: b)", 140, 100, 110, 80) { $0.a.pin.width(110).aspectRatio(of: $0.b); return $0.a },
            pinCase("width(100).aspectRatio(3): height rounded up", 140, 100, 100, 34) {
                $0.a.pin.width(100).aspectRatio(3); return $0.a
            },
            pinCase("width(100).aspectRatio(2).aspectRatio(4): the first wins", 140, 100, 100, 50) {
                $0.a.pin.width(100).aspectRatio(2).aspectRatio(4); return $0.a
            },
            pinCase("sizeToFit(.width) with width(100)", 40, 100, 100, 16) {
                $0.fit.pin.width(100).sizeToFit(.width); return $0.fit
            },
            pinCase("top(0).height(70).width(100).sizeToFit(.width): overrides the height", 40, 0, 100, 16) {
                $0.fit.pin.top(0).height(70).width(100).sizeToFit(.width); return $0.fit
            },
            pinCase("sizeToFit(.width) with the current width", 40, 100, 100, 16) {
                $0.fit.pin.sizeToFit(.width); return $0.fit
            },
            pinCase("width(200).sizeToFit(.width) keeps the width", 40, 100, 200, 10) {
                $0.fit.pin.width(200).sizeToFit(.width); return $0.fit
            },
            pinCase("width(200).sizeToFit(.widthFlexible) takes the fitting width", 40, 100, 160, 10) {
                $0.fit.pin.width(200).sizeToFit(.widthFlexible); return $0.fit
            },
            pinCase("width(50).sizeToFit(.widthFlexible)", 40, 100, 50, 32) {
                $0.fit.pin.width(50).sizeToFit(.widthFlexible); return $0.fit
            },
            pinCase("height(40).sizeToFit(.height)", 40, 100, 40, 40) { $0.fit.pin.height(40).sizeToFit(.height); return $0.fit },
            pinCase("height(20).sizeToFit(.heightFlexible)", 40, 100, 80, 20) {
                $0.fit.pin.height(20).sizeToFit(.heightFlexible); return $0.fit
            },
            pinCase("sizeToFit()", 40, 100, 50, 30) { $0.fit.pin.sizeToFit(); return $0.fit },
            pinCase("sizeToFit(.content) ignores width(100)", 40, 100, 50, 30) {
                $0.fit.pin.width(100).sizeToFit(.content); return $0.fit
            },
            pinCase("minWidth(160).sizeToFit(.width)", 40, 100, 160, 10) {
                $0.fit.pin.minWidth(160).sizeToFit(.width); return $0.fit
            },
            pinCase("left(10).right(10).sizeToFit(.width)", 10, 100, 380, 10) {
                $0.fit.pin.left(10).right(10).sizeToFit(.width); return $0.fit
            },
            pinCase("left(10).right(10).sizeToFit(.widthFlexible)", 10, 100, 160, 10) {
                $0.fit.pin.left(10).right(10).sizeToFit(.widthFlexible); return $0.fit
            },
            pinCase("left(10).right(10).sizeToFit(.widthFlexible).justify(.center)", 120, 100, 160, 10) {
                $0.fit.pin.left(10).right(10).sizeToFit(.widthFlexible).justify(.center); return $0.fit
            },
            pinCase("left(10).right(10).sizeToFit(.widthFlexible).justify(.right)", 230, 100, 160, 10) {
                $0.fit.pin.left(10).right(10).sizeToFit(.widthFlexible).justify(.right); return $0.fit
            },
            pinCase("width(100).sizeToFit(.width).maxHeight(10)", 40, 100, 100, 10) {
                $0.fit.pin.width(100).sizeToFit(.width).maxHeight(10); return $0.fit
            },
            pinCase("width(100).sizeToFit(.width).aspectRatio(2): sizeToFit wins", 40, 100, 100, 16) {
                $0.fit.pin.width(100).sizeToFit(.width).aspectRatio(2); return $0.fit
            },
            pinCase("width(100).aspectRatio(2).sizeToFit(.width): aspectRatio wins", 40, 100, 100, 50) {
                $0.fit.pin.width(100).aspectRatio(2).sizeToFit(.width); return $0.fit
            },
            pinCase("width(100).sizeToFit(.width).marginTop(10): no top edge, margin ignored", 40, 100, 100, 16) {
                $0.fit.pin.width(100).sizeToFit(.width).marginTop(10); return $0.fit
            },
            pinCase("width(30).sizeToFit(.width): 53.33 rounds up", 40, 100, 30, 54) {
                $0.fit.pin.width(30).sizeToFit(.width); return $0.fit
            },
            pinCase("bottom().width(100).sizeToFit(.width)", 40, 384, 100, 16) {
                $0.fit.pin.bottom().width(100).sizeToFit(.width); return $0.fit
            },
            pinCase("TextNode sizeToFit(.width) measures its text", 0, 0, 100, 19) {
                let text = TextNode(text: "Hello", fontSize: 17); $0.root.addSubnode(text)
                text.pin.topLeft().width(100).sizeToFit(.width); return text
            },
        ]

        @Test(arguments: cases) func size(_ testCase: PinCase) { check(testCase) }
    }

    /// wrapContent, done when called: the node's size and its subnodes' shift.
    @MainActor @Suite struct WrapContent {
        nonisolated static let cases: [PinCase] = [
            pinCase("wrapContent(): size", 160, 120, 90, 50) { _ = addSecondChild($0); $0.b.pin.wrapContent(); return $0.b },
            pinCase("wrapContent(): children shift", 30, 0, 60, 20) {
                _ = addSecondChild($0); $0.b.pin.wrapContent(); return $0.bChild
            },
            pinCase("wrapContent(): second child shift", 0, 30, 20, 20) {
                let child = addSecondChild($0); $0.b.pin.wrapContent(); return child
            },
            pinCase("wrapContent(padding: 10): size", 160, 120, 110, 70) {
                _ = addSecondChild($0); $0.b.pin.wrapContent(padding: 10); return $0.b
            },
            pinCase("wrapContent(padding: 10): children stay", 40, 10, 60, 20) {
                _ = addSecondChild($0); $0.b.pin.wrapContent(padding: 10); return $0.bChild
            },
            pinCase("wrapContent(.horizontally): size", 160, 120, 90, 80) {
                _ = addSecondChild($0); $0.b.pin.wrapContent(.horizontally); return $0.b
            },
            pinCase("wrapContent(.horizontally): children shift horizontally", 30, 10, 60, 20) {
                _ = addSecondChild($0); $0.b.pin.wrapContent(.horizontally); return $0.bChild
            },
            pinCase("wrapContent(.vertically): size", 160, 120, 110, 50) {
                _ = addSecondChild($0); $0.b.pin.wrapContent(.vertically); return $0.b
            },
            pinCase("wrapContent(.vertically): children shift vertically", 40, 0, 60, 20) {
                _ = addSecondChild($0); $0.b.pin.wrapContent(.vertically); return $0.bChild
            },
            pinCase("wrapContent(padding: insets): size", 160, 120, 120, 70) {
                _ = addSecondChild($0)
                $0.b.pin.wrapContent(padding: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)); return $0.b
            },
            pinCase("wrapContent(padding: insets): children", 40, 5, 60, 20) {
                _ = addSecondChild($0)
                $0.b.pin.wrapContent(padding: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)); return $0.bChild
            },
            pinCase("wrapContent(.horizontally, padding: 5)", 160, 120, 100, 80) {
                _ = addSecondChild($0); $0.b.pin.wrapContent(.horizontally, padding: 5); return $0.b
            },
            pinCase("wrapContent(.horizontally, padding: 5): children", 35, 10, 60, 20) {
                _ = addSecondChild($0); $0.b.pin.wrapContent(.horizontally, padding: 5); return $0.bChild
            },
            pinCase("width(100).wrapContent(): the width stays", 160, 120, 100, 50) {
                _ = addSecondChild($0); $0.b.pin.width(100).wrapContent(); return $0.b
            },
            pinCase("width(100).wrapContent(): children still move", 30, 0, 60, 20) {
                _ = addSecondChild($0); $0.b.pin.width(100).wrapContent(); return $0.bChild
            },
            pinCase("wrapContent().center()", 155, 175, 90, 50) {
                _ = addSecondChild($0); $0.b.pin.wrapContent().center(); return $0.b
            },
            pinCase("wrapContent() includes hidden children", 160, 120, 90, 50) {
                _ = addSecondChild($0, hidden: true); $0.b.pin.wrapContent(); return $0.b
            },
            pinCase("wrapContent() one child", 160, 120, 60, 20) { $0.b.pin.wrapContent(); return $0.b },
            pinCase("wrapContent() without subnodes changes nothing", 40, 250, 80, 50) {
                $0.c.pin.wrapContent(); return $0.c
            },
            pinCase("wrapContent().minWidth(120)", 160, 120, 120, 50) {
                _ = addSecondChild($0); $0.b.pin.wrapContent().minWidth(120); return $0.b
            },
        ]

        @Test(arguments: cases) func wrap(_ testCase: PinCase) { check(testCase) }
    }
}
