import Choreo
import Foundation

/// A page of rounded listing rows with a search element pinned near the top: the explore screen
/// (with the "Where to?" card) and the search results (with the search pill).
@MainActor
final class ListingsScreen: DisplayNode {
    private let top: DisplayNode
    private let topHeight: CGFloat
    private let rows: [DisplayNode]
    private let rowHeight: CGFloat

    init(name: String, top: DisplayNode, topHeight: CGFloat, rows count: Int, rowHeight: CGFloat, color: Color) {
        self.top = top
        self.topHeight = topHeight
        self.rowHeight = rowHeight
        rows = (0..<count).map { DisplayNode.box(Palette.slate200, cornerRadius: 16, name: "\(name) row \($0)") }
        super.init()
        debugName = name
        backgroundColor = color
        for row in rows { addSubnode(row) }
        addSubnode(top)
    }

    /// The explore screen: the "Where to?" card over three listings.
    static func explore() -> ListingsScreen {
        ListingsScreen(name: "explore", top: WhereCard(title: "Where to?", subtitle: nil), topHeight: 60, rows: 3,
                       rowHeight: 210, color: Palette.slate100)
    }

    /// Search results: the search pill over five results.
    static func results() -> ListingsScreen {
        ListingsScreen(name: "results", top: BottomSheetTransition.makePill(), topHeight: 52, rows: 5, rowHeight: 124,
                       color: Palette.slate50)
    }

    override func layout() {
        top.frame = CGRect(x: 20, y: 47, width: bounds.width - 40, height: topHeight)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 20, y: 67 + topHeight + CGFloat(index) * (rowHeight + 16), width: bounds.width - 40,
                               height: rowHeight)
        }
    }
}
