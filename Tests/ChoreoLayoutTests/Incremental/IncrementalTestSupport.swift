import ChoreoTestSupport
import Foundation
@testable import ChoreoLayout

/// A feed of cards as specs, keeping the leaves tests change.
@MainActor
struct FeedSpecs {
    let root: StackLayoutSpec
    var titles: [LayoutSpec] = []
    var bodies: [LayoutSpec] = []

    init(cells: Int) {
        var titles: [LayoutSpec] = [], bodies: [LayoutSpec] = []
        root = stack(.vertical, (0..<cells).map { _ in
            let title = box(nil, 20) { $0.flexGrow = 1 }
            let body = box(nil, 48) { $0.margin.top = .points(6) }
            titles.append(title)
            bodies.append(body)
            let header = stack(align: .center, [title, box(40, 14) { $0.margin.left = .points(8) }])
            let actions = stack(justify: .spaceBetween, (0..<4).map { _ in box(24, 24) }) { $0.margin.top = .points(8) }
            let content = stack(.vertical, [header, box(150, 16) { $0.margin.top = .points(4) }, body, actions]) {
                $0.flexGrow = 1
                $0.flexShrink = 1
            }
            let row = stack(align: .start, [box(40, 40) { $0.margin.right = .points(12) }, content])
            return stack(.vertical, [row, box(nil, 1) { $0.margin.top = .points(12) }]) {
                $0.padding = DimensionInsets(EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
            }
        })
        self.titles = titles
        self.bodies = bodies
    }
}

/// One random change to a spec tree: a style, a stack property, or the children.
@MainActor
enum RandomChange {
    @discardableResult
    static func apply(to root: StackLayoutSpec, using random: inout SeededRandom) -> String {
        var stacks: [StackLayoutSpec] = []
        var pending = [root]
        while let stack = pending.popLast() {
            stacks.append(stack)
            pending.append(contentsOf: stack.children.compactMap { $0 as? StackLayoutSpec })
        }
        let target = stacks.randomElement(using: &random)!
        let value = CGFloat(Int.random(in: 0...80, using: &random))
        let kind = Int.random(in: 0..<10, using: &random)
        let description = "change \(kind) value \(value) on stack \(stacks.firstIndex { $0 === target }!)"
        switch kind {
        case 0: target.style.width = Bool.random(using: &random) ? .points(value) : .auto
        case 1: target.style.height = Bool.random(using: &random) ? .points(value) : .fraction(value / 100)
        case 2: target.style.flexGrow = value / 40
        case 3: target.style.margin.left = .points(value / 4)
        case 4: target.style.padding.top = .points(value / 8)
        case 5: target.style.display = target.style.display == .none || target === root ? .flex : .none
        case 6: target.direction = [.horizontal, .vertical, .horizontalReverse, .verticalReverse][Int(value) % 4]
        case 7: target.justifyContent = [.start, .center, .end, .spaceBetween, .spaceEvenly][Int(value) % 5]
        case 8:
            let leaf = StackLayoutSpec()
            leaf.style.width = .points(value)
            leaf.style.height = .points(value / 2)
            target.children.insert(leaf, at: Int.random(in: 0...target.children.count, using: &random))
        default:
            if !target.children.isEmpty { target.children.remove(at: Int.random(in: 0..<target.children.count, using: &random)) }
        }
        return description
    }
}

extension StackLayoutSpec {
    /// Whether any spec in the tree has a length in fractions (which Yoga resolves with
    /// history-dependent caches: see ``IncrementalLayoutTests``).
    var treeHasFractions: Bool {
        var pending: [StackLayoutSpec] = [self]
        while let spec = pending.popLast() {
            let style = spec.style
            let lengths = [style.width, style.height, style.minWidth, style.maxWidth, style.minHeight, style.maxHeight,
                           style.flexBasis]
            let edges = [style.margin, style.padding, style.position]
            if lengths.contains(where: { $0.unit == .fraction })
                || edges.contains(where: { [$0.top, $0.left, $0.bottom, $0.right].contains { $0.unit == .fraction } }) {
                return true
            }
            pending.append(contentsOf: spec.children.compactMap { $0 as? StackLayoutSpec })
        }
        return false
    }
}
