@testable import ChoreoExport
import ChoreoMotion
import ChoreoRender
import Foundation
import Testing

@Suite("Glyph outlines")
struct GlyphOutlineTests {
    /// A circle of radius 1 around (0, 0) as `count` arcs (exact quarter arcs when `count` is 4).
    private func circle(arcs count: Int) -> [Double] {
        let step = 2 * Double.pi / Double(count)
        let handle = 4.0 / 3 * tan(step / 4)
        return (0..<count).flatMap { index -> [Double] in
            let angle = Double(index) * step
            let (x, y) = (cos(angle), sin(angle))
            // Tangent handles run along the circle, backwards for the in handle.
            return [x, y, handle * y, -handle * x, -handle * y, handle * x]
        }
    }

    @Test("Arcs of a circle join into fewer cubics within the tolerance; corners stay")
    func simplify() {
        let joined = ContourSimplifier.simplify(circle(arcs: 16), tolerance: 0.001)
        #expect(joined.count / 6 == 8)
        #expect(Array(joined[0..<2]) == [1, 0])
        #expect(ContourSimplifier.simplify(circle(arcs: 16), tolerance: 0.00001).count / 6 == 16)
        let square: [Double] = [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0]
        #expect(ContourSimplifier.simplify(square, tolerance: 0.1) == square)
    }

    @Test("Liberation Sans outlines: H is one contour, o two; advances are the font's")
    func glyphs() throws {
        let glyphs = try GlyphOutlines()
        #expect(glyphs.glyph(of: "H").contours.count == 1)
        #expect(glyphs.glyph(of: "o").contours.count == 2)
        #expect(glyphs.glyph(of: " ").contours.isEmpty)
        // 1139/2048 em: Helvetica's 556 to a thousandth.
        #expect(glyphs.glyph(of: "a").advance == 1139.0 / 2048)
        #expect(glyphs.glyph(of: "\u{2022}").advance == 717.0 / 2048)
        #expect(throws: ExportError.fontUnavailable(path: "/nonexistent.ttf")) { try GlyphOutlines(fontPath: "/nonexistent.ttf") }
    }

    @Test("A clip around the whole item, or beyond the stage, masks nothing")
    func clipsThatCut() {
        let item = RenderItem(bounds: CGSize(width: 10, height: 10), transform: Transform(translationX: 20, y: 20))
        let stage = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(!SceneVisibility.cuts(RenderClip(bounds: CGSize(width: 100, height: 100)), item, on: stage))
        #expect(SceneVisibility.cuts(RenderClip(bounds: CGSize(width: 25, height: 100)), item, on: stage))
        #expect(SceneVisibility.cuts(RenderClip(bounds: CGSize(width: 40, height: 40), cornerRadius: 15), item, on: stage))
        var offStage = item
        offStage.transform = Transform(translationX: 95, y: 20)
        #expect(!SceneVisibility.cuts(RenderClip(bounds: CGSize(width: 100, height: 100)), offStage, on: stage))
    }
}
