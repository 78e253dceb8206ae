import ChoreoSupport
import Foundation

/// What an element contributes to a layout tree: its own box and its child elements.
package struct LayoutTreeEntry {
    package var kind: LayoutNodeKind
    package var style: LayoutElementStyle
    package var measure: LeafMeasure?
    package var children: [any LayoutElement]

    package init(kind: LayoutNodeKind, style: LayoutElementStyle,
                 measure: LeafMeasure? = nil, children: [any LayoutElement] = []) {
        self.kind = kind
        self.style = style
        self.measure = measure
        self.children = children
    }
}

/// Elements that describe themselves to the layout engine (specs and display nodes).
@MainActor package protocol LayoutTreeContributor: AnyObject {
    func layoutTreeEntry() -> LayoutTreeEntry
}

extension LayoutTree {
    /// Snapshots the element tree under `root`. Iterative, so arbitrarily deep trees are fine.
    @MainActor
    package init(root: any LayoutElement, options: LayoutOptions) {
        self.init(options: options)
        // Each pending element knows the slot in `childIndices` its index goes to, the stack
        // that owns it (for Texture's spacing sugar) and its depth.
        struct Pending {
            var element: any LayoutElement
            var slot: Int
            var parentFlex: StackLayoutDirection?
            var depth: Int
        }
        var stack = [Pending(element: root, slot: -1, parentFlex: nil, depth: 1)]
        while let pending = stack.popLast() {
            let index = nodes.count
            if pending.slot >= 0 { childIndices[pending.slot] = index }
            depth = Swift.max(depth, pending.depth)
            var entry = LayoutTree.entry(for: pending.element)
            entry.style = entry.style.sanitized()
            var node = LayoutTreeNode(kind: entry.kind, style: entry.style, hasMeasure: entry.measure != nil)
            if let measure = entry.measure { measures[index] = measure }
            if let direction = pending.parentFlex {
                node.extraMargin = LayoutTree.spacingMargins(entry.style, stack: direction, options.direction)
            }
            node.firstChild = childIndices.count
            node.childCount = entry.children.count
            childIndices.append(contentsOf: repeatElement(-1, count: entry.children.count))
            nodes.append(node)
            elements.append(ElementReference(pending.element))
            var flexDirection: StackLayoutDirection?
            if case .flex(let container) = entry.kind { flexDirection = container.direction }
            for (offset, child) in entry.children.enumerated().reversed() {
                stack.append(Pending(element: child, slot: node.firstChild + offset,
                                     parentFlex: flexDirection, depth: pending.depth + 1))
            }
        }
    }

    @MainActor
    private static func entry(for element: any LayoutElement) -> LayoutTreeEntry {
        if let contributor = element as? any LayoutTreeContributor {
            return contributor.layoutTreeEntry()
        }
        // A foreign element: measure it through its own layoutThatFits.
        let opaque = OpaqueElement(element: element)
        return LayoutTreeEntry(kind: .leaf, style: element.style, measure: LeafMeasure(requiresMainActor: true) { size in
            opaque.size(fitting: size)
        })
    }

    /// Texture's `spacingBefore`/`spacingAfter` as physical margins: "before" is the edge the
    /// stack's flow starts from.
    private static func spacingMargins(_ style: LayoutElementStyle, stack: StackLayoutDirection,
                                       _ direction: LayoutDirection) -> EdgeInsets {
        guard style.spacingBefore != 0 || style.spacingAfter != 0 else { return .zero }
        let before = style.spacingBefore, after = style.spacingAfter
        let flowsLeftToRight: Bool
        switch stack {
        case .vertical: return EdgeInsets(top: before, left: 0, bottom: after, right: 0)
        case .verticalReverse: return EdgeInsets(top: after, left: 0, bottom: before, right: 0)
        case .horizontal: flowsLeftToRight = direction == .leftToRight
        case .horizontalReverse: flowsLeftToRight = direction == .rightToLeft
        }
        return flowsLeftToRight
            ? EdgeInsets(top: 0, left: before, bottom: 0, right: after)
            : EdgeInsets(top: 0, left: after, bottom: 0, right: before)
    }
}

/// Lets a foreign ``LayoutElement`` be measured from the layout thread: its own
/// `layoutThatFits` runs on the main actor.
private final class OpaqueElement: Sendable {
    // Strong, unlike the layout's element references: nothing else may keep a foreign element
    // alive until it is measured (an element that references a node storing this layout would
    // make a cycle; Choreo's own elements never do).
    let element: any LayoutElement
    init(element: any LayoutElement) { self.element = element }

    func size(fitting size: CGSize) -> CGSize {
        let range = SizeRange(min: .zero, max: size)
        return onMainActor { element.layoutThatFits(range).size }
    }
}

/// Runs `body` on the main actor, synchronously: directly when already there, through the
/// waiting main thread when layout runs on a large-stack worker, otherwise by waiting for the
/// main queue (async measurement never blocks the main actor, so this cannot deadlock).
package func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if MainActorChannel.callerHoldsMainActor {
        return MainActor.assumeIsolated { body() }
    }
    return withoutActuallyEscaping(body) { escapable in
        let box = UncheckedSendableBox(escapable)
        if let channel = MainActorChannel.current {
            var result: T?
            channel.perform { result = MainActor.assumeIsolated { box.value() } }
            return result!
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { box.value() } }
    }
}

private struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

