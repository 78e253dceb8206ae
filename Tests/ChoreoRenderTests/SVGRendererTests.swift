import ChoreoMotion
import ChoreoRender
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ChoreoTestSupport
import Testing

@Suite("SVGRenderer")
struct SVGRendererTests {
    private let size = CGSize(width: 200, height: 100)

    private func render(_ items: [RenderItem], clips: [RenderClip] = []) -> (svg: String, root: XMLElement?) {
        let svg = SVGRenderer.document(RenderTree(size: size, items: items, clips: clips))
        return (svg, parseXML(svg))
    }

    private func translation(_ x: CGFloat, _ y: CGFloat) -> Transform {
        Transform(translationX: x, y: y)
    }

    @Test("The document is standalone SVG 1.1")
    func documentHeader() throws {
        let (svg, root) = render([])
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        let svgElement = try #require(root)
        #expect(svgElement.name == "svg")
        #expect(svgElement.uri == "http://www.w3.org/2000/svg")
        #expect(svgElement["version"] == "1.1")
        #expect(svgElement["width"] == "200")
        #expect(svgElement["height"] == "100")
        #expect(svgElement["viewBox"] == "0 0 200 100")
        #expect(svgElement.childElements.isEmpty)
    }

    @Test("A filled item becomes one rect with exact attributes")
    func rectAttributes() throws {
        let item = RenderItem(bounds: CGSize(width: 100, height: 50), transform: translation(10, 20),
                              backgroundColor: .orange, cornerRadius: 8)
        let rect = try #require(render([item]).root?.childElements.first)
        #expect(rect.name == "rect")
        // The local rect is at the origin, so x and y stay at their default 0.
        #expect(rect.attributeMap == [
            "transform": "matrix(1 0 0 1 10 20)", "width": "100", "height": "50",
            "rx": "8", "ry": "8", "fill": "rgb(255,128,0)",
        ])
    }

    @Test("Identity transforms, opaque colors and full opacity add no attributes")
    func defaultsOmitted() {
        let item = RenderItem(bounds: CGSize(width: 10, height: 10), backgroundColor: .blue)
        #expect(render([item]).svg.contains("\n<rect width=\"10\" height=\"10\" fill=\"rgb(0,0,255)\"/>\n"))
    }

    @Test("Opacity and color alpha")
    func opacityAndAlpha() throws {
        let item = RenderItem(bounds: CGSize(width: 10, height: 20), opacity: 0.25,
                              backgroundColor: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        let rect = try #require(render([item]).root?.childElements.first)
        #expect(rect.attributeMap == [
            "opacity": "0.25", "width": "10", "height": "20", "fill": "rgb(51,102,153)", "fill-opacity": "0.5",
        ])
    }

    @Test("Corner radius is clamped to half the shorter side")
    func cornerRadiusClamped() throws {
        let items = [
            RenderItem(bounds: CGSize(width: 40, height: 10), backgroundColor: .red, cornerRadius: 50),
            RenderItem(bounds: CGSize(width: 40, height: 10), backgroundColor: .red, cornerRadius: -3),
        ]
        let rects = try #require(render(items).root?.childElements)
        #expect(rects[0]["rx"] == "5" && rects[0]["ry"] == "5")
        #expect(rects[1]["rx"] == nil && rects[1]["ry"] == nil)
    }

    @Test("Numbers have at most 3 decimals and never read -0")
    func numberFormatting() throws {
        var skew = Transform.identity
        skew.a = 1.0 / 3
        skew.b = -0.0001
        skew.c = 0.05
        skew.d = 2.0 / 3
        skew.tx = 1234.5678
        skew.ty = -2.5
        let items = [
            RenderItem(bounds: CGSize(width: 10, height: 10), transform: Transform(rotationAngle: .pi / 2), backgroundColor: .red),
            RenderItem(bounds: CGSize(width: 0.1 + 0.2, height: 1e-9), transform: skew, backgroundColor: .red),
            RenderItem(bounds: CGSize(width: 1, height: 1), transform: translation(.nan, .infinity), backgroundColor: .red),
        ]
        let (svg, root) = render(items)
        let rects = try #require(root?.childElements)
        #expect(rects[0]["transform"] == "matrix(0 1 -1 0 0 0)")
        #expect(rects[1]["transform"] == "matrix(0.333 0 0.05 0.667 1234.568 -2.5)")
        // A width below 0.0005 rounds to 0, but the rect still counts as filled.
        #expect(rects[1]["width"] == "0.3" && rects[1]["height"] == "0")
        #expect(rects[2]["transform"] == "matrix(1 0 0 1 0 0)")
        #expect(!svg.contains("-0 ") && !svg.contains("-0)"))
    }

    @Test("Invisible items are skipped")
    func invisibleItemsSkipped() {
        let items = [
            RenderItem(bounds: CGSize(width: 10, height: 10), opacity: 0, backgroundColor: .red),
            RenderItem(bounds: CGSize(width: 10, height: 10), opacity: .nan, backgroundColor: .red),
            RenderItem(bounds: CGSize(width: 10, height: 10), backgroundColor: .clear),
            RenderItem(bounds: CGSize(width: 10, height: 10)),
            RenderItem(bounds: CGSize(width: 0, height: 10), backgroundColor: .red),
            RenderItem(bounds: CGSize(width: 10, height: 10),
                       text: RenderText(string: "hidden", fontSize: 12, color: .clear)),
        ]
        #expect(render(items).root?.childElements.isEmpty == true)
    }

    @Test("Text draws one tspan per non-empty line at its baseline")
    func textLines() throws {
        let text = RenderText(string: "a\n\nb", fontSize: 10, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        let item = RenderItem(bounds: CGSize(width: 50, height: 40), transform: translation(5, 6), text: text)
        let textElement = try #require(render([item]).root?.childElements.first)
        #expect(textElement.name == "text")
        #expect(textElement.attributeMap == [
            "transform": "matrix(1 0 0 1 5 6)", "font-family": "Liberation Sans, Arial, Helvetica, sans-serif",
            "style": "font-kerning:none", "font-size": "10",
            "fill": "rgb(0,0,0)", "fill-opacity": "0.5", "xml:space": "preserve",
        ])
        let spans = textElement.childElements
        #expect(spans.map(\.attributeMap) == [["x": "0", "y": "9.05"], ["x": "0", "y": "31.39"]])
        #expect(spans.map(\.stringValue) == ["a", "b"])
    }

    @Test("Text and names are XML-escaped")
    func escaping() throws {
        let hostile = "Tom & \"Jerry\" <b>'s</b>"
        let item = RenderItem(name: "<node id='1'> & \u{1}", bounds: CGSize(width: 10, height: 10),
                              text: RenderText(string: hostile, fontSize: 12, color: .black))
        let (svg, root) = render([item])
        #expect(svg.contains("Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s&lt;/b&gt;"))
        let textElement = try #require(root?.childElements.first)
        #expect(textElement.descendants(named: "tspan").first?.stringValue == hostile)
        // Control characters cannot appear in XML at all, so they are dropped.
        #expect(textElement.descendants(named: "title").first?.stringValue == "<node id='1'> & ")
    }

    @Test("Fill and text together share a group carrying placement and name")
    func fillAndText() throws {
        let item = RenderItem(name: "label", bounds: CGSize(width: 60, height: 20), transform: translation(1, 2),
                              opacity: 0.5, backgroundColor: .white,
                              text: RenderText(string: "OK", fontSize: 10, color: .black))
        let group = try #require(render([item]).root?.childElements.first)
        #expect(group.name == "g")
        #expect(group.attributeMap == ["transform": "matrix(1 0 0 1 1 2)", "opacity": "0.5"])
        let children = group.childElements
        #expect(children.map(\.name) == ["title", "rect", "text"])
        #expect(children[0].stringValue == "label")
        #expect(children[1].attributeMap == ["width": "60", "height": "20", "fill": "rgb(255,255,255)"])
        #expect(children[2]["transform"] == nil && children[2]["opacity"] == nil)
    }

    @Test("A named lone rect carries its name as a title")
    func namedRect() {
        let item = RenderItem(name: "box", bounds: CGSize(width: 1, height: 2), backgroundColor: .black)
        #expect(render([item]).svg.contains("<rect width=\"1\" height=\"2\" fill=\"rgb(0,0,0)\"><title>box</title></rect>"))
    }

    @Test("Clips become nested clipPaths and items are grouped by clip")
    func nestedClips() throws {
        let clips = [
            RenderClip(bounds: CGSize(width: 100, height: 80), transform: translation(10, 10), cornerRadius: 12),
            RenderClip(bounds: CGSize(width: 50, height: 50), transform: translation(20, 20), parent: 0),
        ]
        let box = RenderItem(bounds: CGSize(width: 30, height: 30), backgroundColor: .green)
        let items = [
            RenderItem(bounds: CGSize(width: 200, height: 100), backgroundColor: .gray),
            { var item = box; item.clip = 0; return item }(),
            { var item = box; item.clip = 1; return item }(),
            { var item = box; item.clip = 1; return item }(),
            box,
        ]
        let root = try #require(render(items, clips: clips).root)
        let children = root.childElements
        #expect(children.map(\.name) == ["defs", "rect", "g", "g", "rect"])

        let clipPaths = children[0].childElements
        #expect(clipPaths.count == 2)
        let outerID = "clip-0", innerID = "clip-1"
        #expect(clipPaths[0].attributeMap == ["id": outerID])
        #expect(clipPaths[1].attributeMap == ["id": innerID, "clip-path": "url(#\(outerID))"])
        #expect(clipPaths[0].childElements.first?.attributeMap == [
            "transform": "matrix(1 0 0 1 10 10)", "width": "100", "height": "80", "rx": "12", "ry": "12",
        ])
        #expect(clipPaths[1].childElements.first?.attributeMap == [
            "transform": "matrix(1 0 0 1 20 20)", "width": "50", "height": "50",
        ])

        // Groups carry only the clip, so clip coordinates are stage coordinates.
        #expect(children[2].attributeMap == ["clip-path": "url(#\(outerID))"])
        #expect(children[2].childElements.count == 1)
        #expect(children[3].attributeMap == ["clip-path": "url(#\(innerID))"])
        #expect(children[3].childElements.count == 2)
    }

    @Test("Clip ids are numbered by index")
    func clipIDs() {
        let clip = RenderClip(bounds: CGSize(width: 10, height: 10))
        let root = parseXML(SVGRenderer.document(RenderTree(size: size, clips: [clip, clip])))
        #expect(root?.descendants(named: "clipPath").map { $0["id"] } == ["clip-0", "clip-1"])
    }

    @Test("Invalid clip references are ignored")
    func invalidClipReferences() throws {
        let clips = [RenderClip(bounds: CGSize(width: 10, height: 10), parent: 0)]
        let items = [
            RenderItem(bounds: CGSize(width: 10, height: 10), backgroundColor: .red, clip: 3),
            RenderItem(bounds: CGSize(width: 10, height: 10), backgroundColor: .red, clip: -1),
        ]
        let root = try #require(render(items, clips: clips).root)
        #expect(root.childElements.map(\.name) == ["defs", "rect", "rect"])
        #expect(root.descendants(named: "clipPath").first?["clip-path"] == nil)
    }

    @Test("Output is deterministic")
    func deterministic() {
        func makeTree() -> RenderTree {
            RenderTree(size: CGSize(width: 320, height: 240), items: [
                RenderItem(name: "card", bounds: CGSize(width: 120, height: 80),
                           transform: Transform(rotationAngle: 0.3).concatenating(Transform(translationX: 40, y: 30)),
                           opacity: 0.8, backgroundColor: .orange, cornerRadius: 10, clip: 0,
                           text: RenderText(string: "Déjà vu, 你好 👋", fontSize: 14, color: .darkGray, maxWidth: 100)),
            ], clips: [RenderClip(bounds: CGSize(width: 300, height: 200), cornerRadius: 6)])
        }
        let first = SVGRenderer.document(makeTree())
        #expect(first == SVGRenderer.document(makeTree()))
        #expect(first.utf8.elementsEqual(SVGRenderer.document(makeTree()).utf8))
        #expect(parseXML(first) != nil)
    }

    @Test("Negative or NaN stage sizes are written as 0")
    func badStageSize() throws {
        let svg = SVGRenderer.document(RenderTree(size: CGSize(width: -5, height: CGFloat.nan)))
        let root = try #require(parseXML(svg))
        #expect(root["width"] == "0" && root["height"] == "0" && root["viewBox"] == "0 0 0 0")
    }
}
