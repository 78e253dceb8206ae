import ChoreoMotion
import ChoreoRender
import Foundation
import Testing

@Suite("SVGRenderer blur")
struct SVGBlurTests {
    private let size = CGSize(width: 100, height: 50)

    @Test("A blurred item refers to one feGaussianBlur filter per distinct radius")
    func blurFilters() {
        let items = [
            RenderItem(bounds: CGSize(width: 10, height: 10), backgroundColor: .red, blurRadius: 4),
            RenderItem(name: "b", bounds: CGSize(width: 10, height: 10), transform: Transform(translationX: 20, y: 0),
                       backgroundColor: .blue, blurRadius: 1.25),
            RenderItem(bounds: CGSize(width: 10, height: 10), opacity: 0.5, backgroundColor: .red, blurRadius: 4.0001),
            RenderItem(bounds: CGSize(width: 10, height: 10), backgroundColor: .green),
        ]
        let svg = SVGRenderer.document(RenderTree(size: size, items: items))
        #expect(svg == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100" height="50" viewBox="0 0 100 50">
            <defs>
            <filter id="blur-0" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
            <filter id="blur-1" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="1.25"/></filter>
            </defs>
            <rect filter="url(#blur-0)" width="10" height="10" fill="rgb(255,0,0)"/>
            <rect transform="matrix(1 0 0 1 20 0)" filter="url(#blur-1)" width="10" height="10" fill="rgb(0,0,255)"><title>b</title></rect>
            <rect opacity="0.5" filter="url(#blur-0)" width="10" height="10" fill="rgb(255,0,0)"/>
            <rect width="10" height="10" fill="rgb(0,255,0)"/>
            </svg>

            """)
    }

    @Test("Zero, negative, tiny and non-finite radii draw sharp", arguments: [0, -3, 0.0004, .nan, .infinity] as [CGFloat])
    func sharp(radius: CGFloat) {
        let item = RenderItem(bounds: CGSize(width: 10, height: 10), backgroundColor: .red, blurRadius: radius)
        let svg = SVGRenderer.document(RenderTree(size: size, items: [item]))
        #expect(!svg.contains("filter"))
        #expect(!svg.contains("<defs>"))
    }

    @Test("A blurred group of fill and text carries the filter; invisible items add no filter")
    func groupAndInvisible() {
        let text = RenderText(string: "Hi", fontSize: 10, color: .black, lines: [TextLine(text: "Hi", width: 10, baseline: 8)])
        let items = [
            RenderItem(bounds: CGSize(width: 10, height: 10), opacity: 0, backgroundColor: .red, blurRadius: 9),
            RenderItem(bounds: CGSize(width: 10, height: 10), backgroundColor: .red, text: text, blurRadius: 2),
        ]
        let svg = SVGRenderer.document(RenderTree(size: size, items: items))
        #expect(svg.contains("<filter id=\"blur-0\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"2\"/></filter>\n</defs>"))
        #expect(svg.contains("<g filter=\"url(#blur-0)\"><rect width=\"10\" height=\"10\""))
        #expect(!svg.contains("stdDeviation=\"9\""))
    }

    @Test("Clips and filters share one defs element")
    func clipsAndFilters() {
        let items = [RenderItem(bounds: CGSize(width: 10, height: 10), backgroundColor: .red, clip: 0, blurRadius: 3)]
        let svg = SVGRenderer.document(RenderTree(size: size, items: items, clips: [RenderClip(bounds: size)]))
        #expect(svg.contains("""
            <defs>
            <clipPath id="clip-0"><rect width="100" height="50"/></clipPath>
            <filter id="blur-0" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>
            </defs>
            <g clip-path="url(#clip-0)">
            <rect filter="url(#blur-0)" width="10" height="10" fill="rgb(255,0,0)"/>
            </g>
            """))
    }
}
