@testable import Choreo
import Foundation
import Testing

/// A node with a frame, an optional identifier and an opaque white fill (named after its
/// identifier, so render trees and SVG titles show it).
@MainActor
func element(_ identifier: String?, _ frame: CGRect, color: Color? = .white, name: String? = nil,
             children: [DisplayNode] = []) -> DisplayNode {
    let node = DisplayNode()
    node.transitionIdentifier = identifier
    node.debugName = name ?? identifier
    node.frame = frame
    node.backgroundColor = color
    for child in children { node.addSubnode(child) }
    return node
}

/// A screen: a plain node holding `children` (frames in screen coordinates).
@MainActor
func screen(_ name: String, _ children: [DisplayNode]) -> DisplayNode {
    let node = DisplayNode()
    node.debugName = name
    node.backgroundColor = .white
    for child in children { node.addSubnode(child) }
    return node
}

/// The re-creation's identifiers.
enum SearchInput {
    static let whereCard = "SearchInput.whereCard"
    static let topBar = "SearchInput.topBar"
}

/// An iPhone-sized stage (390 x 844) on a manual clock showing `source` as its root.
@MainActor
struct TransitionScene {
    private let base: TestStage
    var stage: Stage { base.stage }
    var clock: ManualClock { base.clock }
    var source: DisplayNode { base.root }

    init(_ source: DisplayNode, size: CGSize = CGSize(width: 390, height: 844)) {
        base = TestStage(size: size, root: source)
    }

    /// `Stage.transition(to:)` with linear timing unless told otherwise.
    @discardableResult
    func transition(to destination: DisplayNode, _ definition: TransitionDefinition,
                    timing: TransitionTiming = .curve(.linear), duration: TimeInterval = 0.6,
                    completion: ((Bool) -> Void)? = nil) -> ScreenTransition {
        stage.transition(to: destination, definition: definition, duration: duration, timing: timing,
                         completion: completion)
    }

    func advance(_ seconds: TimeInterval) {
        base.advance(seconds)
    }

    /// The render items named `name`, in drawing order.
    func items(named name: String) -> [RenderItem] {
        stage.renderTree().items.filter { $0.name == name }
    }

    /// The drawing order of the named items.
    func order(of names: [String]) -> [String] {
        stage.renderTree().items.compactMap(\.name).filter(names.contains)
    }
}

/// Airbnb's search screens (the re-creation's worked numbers): the search screen has the
/// "Where to?" card at (20, 47, 350, 60); the search input has the tab bar at (125, 67, 140, 20)
/// and the card at (12, 112, 366, 300).
@MainActor
enum AirbnbScreens {
    static let search: TransitionDefinition = [SearchInput.whereCard: .sharedElement, SearchInput.topBar: .translateY(-40)]
    static let bottomSheet: TransitionDefinition = [SearchInput.whereCard: .edgeTranslation(.bottom),
                                                    SearchInput.topBar: .crossfade]

    static func searchScreen() -> DisplayNode {
        screen("search", [element(SearchInput.whereCard, CGRect(x: 20, y: 47, width: 350, height: 60))])
    }

    static func inputScreen(cardFrame: CGRect = CGRect(x: 12, y: 112, width: 366, height: 300)) -> DisplayNode {
        screen("input", [
            element(SearchInput.topBar, CGRect(x: 125, y: 67, width: 140, height: 20)),
            element(SearchInput.whereCard, cardFrame),
        ])
    }
}

func close(_ lhs: TransitionElementState?, _ frame: CGRect, alpha: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    guard let lhs else { return false }
    return close(lhs.frame, frame, tolerance) && close(lhs.alpha, alpha, tolerance)
}
