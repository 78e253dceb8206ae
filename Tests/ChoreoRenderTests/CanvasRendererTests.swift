import ChoreoMotion
import ChoreoRender
import Foundation
import Testing

/// The steps the live preview's canvas draws; `Scripts/check_preview.py` compares their pixels
/// with the SVG renderer's in a browser.
@Suite("The canvas drawing of a render tree")
struct CanvasRendererTests {
    /// Every item kind: the same items show as in SVG, in the same clip runs (a clip's chain
    /// written outermost first, a malformed parent and an item's unknown clip ignored), with
    /// the same rounded numbers, clamped radii and opacity, and escaped strings.
    @Test func everyItemKindDrawsAsInSVG() {
        let tree = Recording.everyItemKind(frameCount: 2).frames[1]
        let font = "Liberation Sans, Arial, Helvetica, sans-serif"
        #expect(CanvasRenderer.drawing(tree) == """
        ["item","ground",[1,0,0,1,0,0],1,0,200,120,"rgba(255,255,255,1)",0,null,null]
        ["clip",1,0,0,1,10,10,180,100,12,1,0,0,1,20,20,150,80,6]
        ["item","pill '1'",[0.54,0.841,-0.841,0.54,110,60],0.5,2,80,20,"rgba(255,128,0,1)",10,null,null]
        ["end"]
        ["clip",1,0,0,1,10,10,180,100,12]
        ["item","label",[1,0,0,1,10,10],1,2,60,30,"rgba(0,0,255,0.3)",4,"9px \(font)","rgba(51,26,0,0.6)",0,8.145,\
        "A \\u003cb\\u003e \\u0026 \\"c\\"",0,18.198,"12.5"]
        ["end"]
        ["item",null,[1,0,0,1,10,80],1,0,40,10,null,0,"7px \(font)","rgba(0,0,0,1)",0,6.5,"one\\ntwo"]
        ["item","scaled",[2,0,0,2,0,0],1,2,10,10,"rgba(0,255,0,1)",0,null,null]

        """)
    }

    @Test func anEmptyTreeDrawsNothing() {
        #expect(CanvasRenderer.drawing(RenderTree(size: CGSize(width: 10, height: 10))) == "")
        let invisible = RenderTree(size: CGSize(width: 10, height: 10), items: [
            RenderItem(bounds: CGSize(width: 5, height: 5), opacity: 0, backgroundColor: .red, clip: 0),
            RenderItem(bounds: CGSize(width: 5, height: 5), backgroundColor: Color(red: 1, green: 0, blue: 0, alpha: 0)),
        ], clips: [RenderClip(bounds: CGSize(width: 5, height: 5))])
        #expect(CanvasRenderer.drawing(invisible) == "", "no step for items that draw nothing, no clip run around none")
    }

    /// Every line is one JSON array, whatever the names and text hold.
    @Test func everyStepIsJSON() throws {
        for tree in Recording.everyItemKind().frames {
            for line in CanvasRenderer.drawing(tree).split(separator: "\n") {
                let step = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any]
                #expect(step?.first as? String != nil, "\(line)")
            }
        }
    }
}
