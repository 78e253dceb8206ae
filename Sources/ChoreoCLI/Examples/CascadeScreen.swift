import Choreo
import Foundation

/// A grid of tiles that goes from three columns to four and back in a staggered layout
/// transition whose tiles travel on arcs. The tiles keep their order, so their drawing order
/// never changes (as Lottie's layers cannot).
@MainActor
final class CascadeScreen: DisplayNode {
    static let colors = [Palette.indigo, Palette.sky, Palette.green, Palette.amber, Palette.rose, Palette.slate500]
    let tiles: [DisplayNode] = (0..<12).map { index in
        DisplayNode.box(CascadeScreen.colors[index % CascadeScreen.colors.count], cornerRadius: 10, name: "tile \(index + 1)")
    }
    /// Four smaller tiles a row instead of three.
    var isCompact = false

    override init() {
        super.init()
        configureDemoScreen(transitionDuration: 0.5)
        defaultLayoutTransitionStagger = Stagger(interval: 0.04, order: .fromCenter)
        defaultLayoutTransitionPath = .arc()
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let size = isCompact ? CGSize(width: 62, height: 62) : CGSize(width: 90, height: 70)
        for tile in tiles { tile.style.preferredSize = size }
        let grid = StackLayoutSpec()
        grid.direction = .horizontal
        grid.flexWrap = .wrap
        grid.spacing = 16
        grid.lineSpacing = 16
        grid.children = tiles
        return InsetLayoutSpec(insets: EdgeInsets(top: 24, left: 24, bottom: 24, right: 24), child: grid)
    }
}
