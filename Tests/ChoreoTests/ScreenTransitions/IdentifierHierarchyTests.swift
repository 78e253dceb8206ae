@testable import Choreo
import ChoreoSupport
import Foundation
import Testing

@MainActor
@Suite struct IdentifierHierarchyTests {
    /// a > (untagged > b > c), d, with an untagged-definition node "x" between b and c.
    private func tree() -> DisplayNode {
        let c = element("c", CGRect(x: 1, y: 1, width: 5, height: 5))
        let x = element("x", CGRect(x: 0, y: 0, width: 10, height: 10), children: [c])
        let b = element("b", CGRect(x: 0, y: 0, width: 20, height: 20), children: [x])
        let wrapper = element(nil, CGRect(x: 0, y: 0, width: 30, height: 30), children: [b])
        let a = element("a", CGRect(x: 0, y: 0, width: 40, height: 40), children: [wrapper])
        let hidden = element("h", CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.isHidden = true
        return screen("root", [a, element("d", CGRect(x: 0, y: 50, width: 40, height: 40)), hidden])
    }

    private let definition: TransitionDefinition = ["a": .crossfade, "b": .crossfade, "c": .crossfade,
                                                    "d": .crossfade, "h": .crossfade]

    @Test func findsTaggedNodesAtAnyDepthAsATree() {
        let hierarchy = IdentifierHierarchy(root: tree(), definition: definition)
        #expect(hierarchy.identifiers == ["a", "b", "c", "d"])
        #expect(hierarchy.children(of: nil) == ["a", "d"])
        #expect(hierarchy.children(of: "a") == ["b"])
        // "x" has no definition entry: transparent, so c's parent is b.
        #expect(hierarchy.children(of: "b") == ["c"])
        #expect(hierarchy.children(of: "c") == [])
        #expect(hierarchy.children(of: "x") == [])
        #expect(hierarchy.children(of: "unknown") == [])
    }

    @Test func duplicatesAreReportedAndKeptPerOccurrence() {
        let root = screen("root", [element("a", .zero), element("a", .zero), element("b", .zero)])
        var hierarchy: IdentifierHierarchy?
        let warnings = Diagnostics.capture { hierarchy = IdentifierHierarchy(root: root, definition: definition) }
        #expect(hierarchy?.identifiers == ["a", "a", "b"])
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("'a' appears 2 times") == true)
    }
}

@MainActor
@Suite struct IdentifierDiffTests {
    private let definition: TransitionDefinition = ["card": .sharedElement, "title": .crossfade, "bar": .crossfade,
                                                    "photo": .crossfade, "badge": .crossfade]

    @Test func diffsIntoInsertedRemovedAndSharedRecursively() {
        let source = screen("s", [
            element("bar", .zero),
            element("card", .zero, children: [element("title", .zero), element("badge", .zero)]),
        ])
        let destination = screen("d", [
            element("card", .zero, children: [element("photo", .zero), element("title", .zero)]),
            element("badge", .zero),
        ])
        let diff = IdentifierDiff(from: IdentifierHierarchy(root: source, definition: definition),
                                  to: IdentifierHierarchy(root: destination, definition: definition))
        #expect(diff.shared == ["card", "title"])
        // "badge" moves from inside the card to the top level: removed plus inserted.
        #expect(diff.removed == ["bar", "badge"])
        #expect(diff.inserted == ["photo", "badge"])
    }

    @Test func descendantsOfRemovedAndInsertedElementsFollowThem() {
        let source = screen("s", [element("bar", .zero, children: [element("title", .zero)])])
        let destination = screen("d", [element("card", .zero, children: [element("title", .zero)])])
        let diff = IdentifierDiff(from: IdentifierHierarchy(root: source, definition: definition),
                                  to: IdentifierHierarchy(root: destination, definition: definition))
        #expect(diff.shared == [])
        #expect(diff.removed == ["bar", "title"])
        #expect(diff.inserted == ["card", "title"])
    }

    @Test func duplicatesPairByOccurrenceOrder() {
        let source = screen("s", [element("title", .zero), element("title", .zero)])
        let destination = screen("d", [element("title", .zero), element("title", .zero), element("title", .zero)])
        var diff: IdentifierDiff?
        let warnings = Diagnostics.capture {
            diff = IdentifierDiff(from: IdentifierHierarchy(root: source, definition: definition),
                                  to: IdentifierHierarchy(root: destination, definition: definition))
        }
        #expect(diff?.shared == ["title", "title"])
        #expect(diff?.inserted == ["title"])
        #expect(warnings.count == 2)
    }
}
