import Choreo
import Foundation

/// An upload card: three files with thumbnails, a progress bar and a percentage. The bar's fill
/// is a flex basis fraction of its track (Texture's progress-bar example), so raising `progress`
/// and transitioning the layout animates the fill; changed captions cross-fade.
@MainActor
final class UploadScreen: DisplayNode {
    private let title = TextNode.label("Uploading 3 photos…", size: 17, color: Palette.slate800, name: "title")
    private let doneTitle = TextNode.label("Upload complete", size: 17, color: Palette.slate800, name: "doneTitle")
    private let rows: [(thumbnail: ImageNode, name: TextNode, size: TextNode)]
    private let track = DisplayNode.box(Palette.slate200, cornerRadius: 6, name: "track")
    let fill = DisplayNode.box(Palette.sky, cornerRadius: 6, name: "fill")
    private let startPercent = TextNode.label("12 %", size: 13, color: Palette.slate500, name: "percent")
    private let endPercent = TextNode.label("100 %", size: 13, color: Palette.green, name: "percentDone")

    /// From 0 to 1; change it, then call `transitionLayout(withAnimation:)`.
    var progress: CGFloat = 0.12

    override init() {
        let files: [(String, String, Color)] = [
            ("beach.jpg", "2.4 MB", Palette.amber),
            ("mountains.jpg", "3.1 MB", Palette.green),
            ("city-at-night.jpg", "1.8 MB", Palette.indigo),
        ]
        rows = files.map { name, size, color in
            let thumbnail = ImageNode(intrinsicSize: CGSize(width: 32, height: 32))
            thumbnail.backgroundColor = color
            thumbnail.cornerRadius = 6
            thumbnail.debugName = "thumbnail"
            return (thumbnail, TextNode.label(name, size: 14, color: Palette.slate800, name: name),
                    TextNode.label(size, size: 12, color: Palette.slate400, name: "size"))
        }
        super.init()
        debugName = "uploadScreen"
        backgroundColor = Palette.slate50
        automaticallyManagesSubnodes = true
        defaultLayoutTransitionDuration = 1.2
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let fileRows: [any LayoutElement] = rows.map { row in
            let spacer = LayoutSpec()
            spacer.style.flexGrow = 1
            return StackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start, alignItems: .center,
                                   children: [row.thumbnail, row.name, spacer, row.size])
        }
        fill.style.flexBasis = .fraction(min(max(progress, 0), 1))
        let bar = BackgroundLayoutSpec(
            child: StackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .stretch,
                                   children: [fill]),
            background: track)
        bar.style.height = .points(12)
        let done = progress >= 1
        let percentRow = StackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .end, alignItems: .center,
                                         children: [done ? endPercent : startPercent])
        let column = StackLayoutSpec(direction: .vertical, spacing: 12, justifyContent: .start, alignItems: .stretch,
                                     children: [done ? doneTitle : title] + fileRows + [bar, percentRow])
        return InsetLayoutSpec(insets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20), child: column)
    }
}
