import Choreo
import Foundation

/// Airbnb's search transition (the article's example): the explore screen's "Where to?" card
/// becomes the search input's big card while its content (the search field) fades in inside
/// it, the tab bar drops in from 40 pt above, and the "When" and "Who" cards move with the card
/// while they fade in. One definition plays both ways.
enum SearchTransition {
    static let whereCard = "SearchInput.whereCard"
    static let topBar = "SearchInput.topBar"
    static let whenCard = "SearchInput.whenCard"
    static let whoCard = "SearchInput.whoCard"
    static let whereCardContent = "SearchInput.whereCardContent"

    static let definition: TransitionDefinition = [
        whereCard: .sharedElement,
        whereCardContent: .crossfade,
        topBar: .translateY(-40),
        whenCard: .anchorTranslation(relativeTo: whereCard),
        whoCard: .anchorTranslation(relativeTo: whereCard),
    ]
}

/// The seeds' CardView: a rounded card whose transition copy is a fresh card laid out at every
/// size, so its corners and title never stretch.
@MainActor
final class WhereCard: DisplayNode, Transitionable {
    private let title: TextNode
    private let subtitle: TextNode?

    init(title text: String, subtitle detail: String?) {
        title = TextNode.label(text, size: 17, color: Palette.slate800, name: "whereTitle")
        subtitle = detail.map { TextNode.label($0, size: 13, color: Palette.slate500, name: "whereSubtitle") }
        super.init()
        debugName = "whereCard"
        transitionIdentifier = SearchTransition.whereCard
        backgroundColor = .white
        cornerRadius = 30
        addSubnode(title)
        if let subtitle { addSubnode(subtitle) }
    }

    func makeTransitionSnapshot() -> DisplayNode {
        WhereCard(title: title.text, subtitle: subtitle?.text)
    }

    override func layout() {
        title.frame = CGRect(x: 24, y: min(20, bounds.height / 2 - 10), width: bounds.width - 48, height: 22)
        subtitle?.frame = CGRect(x: 24, y: 56, width: bounds.width - 48, height: 18)
    }
}

/// The search input: the tab bar, the big "Where to?" card with a search field, and the "When"
/// and "Who" cards below it.
@MainActor
final class SearchInputScreen: DisplayNode {
    private let tabBar = DisplayNode.box(.white, cornerRadius: 10, name: "topBar")
    private let stays = TextNode.label("Stays", size: 14, color: Palette.slate800, name: "stays")
    private let experiences = TextNode.label("Experiences", size: 14, color: Palette.slate500, name: "experiences")
    private let card = WhereCard(title: "Where to?", subtitle: "Search destinations")
    private let field = DisplayNode.box(Palette.slate100, cornerRadius: 12, name: "searchField")
    private let when = DisplayNode.box(.white, cornerRadius: 16, name: "whenCard")
    private let who = DisplayNode.box(.white, cornerRadius: 16, name: "whoCard")

    override init() {
        super.init()
        debugName = "searchInput"
        backgroundColor = Palette.slate100
        tabBar.transitionIdentifier = SearchTransition.topBar
        field.transitionIdentifier = SearchTransition.whereCardContent
        when.transitionIdentifier = SearchTransition.whenCard
        who.transitionIdentifier = SearchTransition.whoCard
        tabBar.addSubnode(stays)
        tabBar.addSubnode(experiences)
        card.addSubnode(field)
        when.addSubnode(TextNode.label("When    Any week", size: 15, color: Palette.slate800, name: "whenLabel"))
        who.addSubnode(TextNode.label("Who    Add guests", size: 15, color: Palette.slate800, name: "whoLabel"))
        for node in [tabBar, card, when, who] { addSubnode(node) }
    }

    override func layout() {
        tabBar.frame = CGRect(x: (bounds.width - 180) / 2, y: 67, width: 180, height: 28)
        stays.frame = CGRect(x: 16, y: 6, width: 50, height: 18)
        experiences.frame = CGRect(x: 80, y: 6, width: 90, height: 18)
        card.frame = CGRect(x: 12, y: 112, width: bounds.width - 24, height: 300)
        field.frame = CGRect(x: 24, y: 96, width: card.frame.width - 48, height: 52)
        when.frame = CGRect(x: 12, y: 428, width: bounds.width - 24, height: 60)
        who.frame = CGRect(x: 12, y: 500, width: bounds.width - 24, height: 60)
        for box in [when, who] { box.subnodes.first?.frame = CGRect(x: 24, y: 20, width: box.frame.width - 48, height: 20) }
    }
}
