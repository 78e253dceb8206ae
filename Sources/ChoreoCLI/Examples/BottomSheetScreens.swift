import Choreo
import Foundation

/// The article's date-picker sheet: the search bar pill moves into the sheet, the sheet slides
/// up from the bottom edge and the dimmed backdrop fades in.
enum BottomSheetTransition {
    static let backgroundView = "BottomSheet.backgroundView"
    static let foregroundView = "BottomSheet.foregroundView"
    static let pill = "Explore.searchNavigationBarPill"

    static let definition: TransitionDefinition = [
        backgroundView: .crossfade,
        foregroundView: .edgeTranslation(.bottom),
        pill: .sharedElement,
    ]
}

extension BottomSheetTransition {
    /// The search bar pill both screens show, copied live so its label is laid out again at
    /// every size instead of stretching.
    @MainActor
    static func makePill() -> DisplayNode {
        let pill = PillNode()
        pill.transitionIdentifier = BottomSheetTransition.pill
        pill.transitionSnapshotStyle = .liveCopy
        return pill
    }
}

/// A white pill with its label inset by a layout spec.
@MainActor
final class PillNode: DisplayNode {
    private let label = TextNode.label("Lisbon · Any week · 2 guests", size: 14, color: Palette.slate800,
                                       name: "pillLabel")

    override init() {
        super.init()
        debugName = "pill"
        backgroundColor = .white
        cornerRadius = 26
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let centered = CenterLayoutSpec(centeringOptions: .y, sizingOptions: .default, child: label)
        return InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 22, bottom: 0, right: 22), child: centered)
    }
}

/// The same results under a dimmed backdrop, with the date-picker sheet holding the pill.
@MainActor
final class DatePickerScreen: DisplayNode {
    private let results = ListingsScreen.results()
    private let backdrop = DisplayNode.box(Color(red: 0, green: 0, blue: 0, alpha: 0.4), name: "backdrop")
    private let sheet = DisplayNode.box(.white, cornerRadius: 24, name: "sheet")
    private let pill = BottomSheetTransition.makePill()
    private let days = (0..<14).map { DisplayNode.box(Palette.indigoLight, cornerRadius: 8, name: "day \($0)") }

    override init() {
        super.init()
        debugName = "datePicker"
        backdrop.transitionIdentifier = BottomSheetTransition.backgroundView
        sheet.transitionIdentifier = BottomSheetTransition.foregroundView
        // The results behind are untagged: they fade with the screen (the same rows, so no change shows).
        results.subnodes.last?.transitionIdentifier = nil
        for day in days { sheet.addSubnode(day) }
        for node in [results, backdrop, sheet, pill] { addSubnode(node) }
    }

    override func layout() {
        results.frame = bounds
        backdrop.frame = bounds
        sheet.frame = CGRect(x: 0, y: 300, width: bounds.width, height: bounds.height - 300)
        pill.frame = CGRect(x: 20, y: 320, width: bounds.width - 40, height: 52)
        let side = (bounds.width - 40 - 6 * 8) / 7
        for (index, day) in days.enumerated() {
            day.frame = CGRect(x: 20 + CGFloat(index % 7) * (side + 8), y: 100 + CGFloat(index / 7) * (side + 8),
                               width: side, height: side)
        }
    }
}
