import Foundation
@testable import Choreo

/// The sign-up node of Texture's Layout Transition documentation: a field and a button in a row;
/// switching `showsPassword` swaps the field with a custom slide-and-fade animation.
@MainActor
final class SignUpNode: DisplayNode {
    let userNameField = TextNode(text: "Username", fontSize: 16)
    let passwordField = TextNode(text: "Password", fontSize: 16)
    let nextButton = DisplayNode()
    var showsPassword = false
    var animatedFlags: [Bool] = []
    var onBeforeAnimate: (() -> Void)?

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        userNameField.style.flexGrow = 1
        passwordField.style.flexGrow = 1
        userNameField.style.height = .points(44)
        passwordField.style.height = .points(44)
        nextButton.style.preferredSize = CGSize(width: 80, height: 44)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let field = showsPassword ? passwordField : userNameField
        let row = StackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start,
                                  children: [field, nextButton])
        return InsetLayoutSpec(insets: EdgeInsets(top: 15, left: 15, bottom: 15, right: 15), child: row)
    }

    /// Texture's example: the new field slides in from the right and fades in while the old one
    /// slides out to the left and fades out, over 0.4 s.
    override func animateLayoutTransition(_ context: ContextTransitioning) {
        animatedFlags.append(context.isAnimated())
        onBeforeAnimate?()
        guard context.isAnimated(), let fromNode = context.removedSubnodes().first,
              let toNode = context.insertedSubnodes().first else {
            super.animateLayoutTransition(context)
            return
        }
        let width = bounds.width
        var toStart = context.finalFrame(for: toNode)
        toStart.origin.x += width
        toNode.frame = toStart
        toNode.alpha = 0
        var fromEnd = context.initialFrame(for: fromNode)
        fromEnd.origin.x -= width
        DisplayNode.animate(withDuration: 0.4, animations: {
            toNode.frame = context.finalFrame(for: toNode)
            toNode.alpha = 1
            fromNode.frame = fromEnd
            fromNode.alpha = 0
        }, completion: { finished in
            context.completeTransition(finished)
        })
    }
}

/// A progress bar whose filled part has a flex basis fraction of the track (Texture's example).
@MainActor
final class ProgressNode: DisplayNode {
    let fill = DisplayNode()
    var progress: CGFloat = 0.2

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        fill.backgroundColor = .blue
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        fill.style.flexBasis = .fraction(progress)
        return StackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .stretch,
                               children: [fill])
    }
}

/// A node whose layout is a column of whichever of its `pool` nodes are listed in `visible`.
@MainActor
class ListNode: DisplayNode {
    let pool: [DisplayNode]
    var visible: [Int]
    /// Replaces the animation when set: receives the context (and must complete it).
    var onAnimate: ((ContextTransitioning) -> Void)?

    init(count: Int, visible: [Int]) {
        pool = (0..<count).map { index in
            let node = DisplayNode()
            node.debugName = "item\(index)"
            node.style.height = .points(10)
            return node
        }
        self.visible = visible
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func animateLayoutTransition(_ context: ContextTransitioning) {
        if let onAnimate {
            onAnimate(context)
            if (context as? LayoutTransitionContext)?.didCompleteSuccessfully == nil { context.completeTransition(true) }
        } else {
            super.animateLayoutTransition(context)
        }
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                        children: visible.map { pool[$0] })
    }
}

/// Stages made by `makeStage`, kept alive for the whole test run (nodes refer to their stage weakly).
@MainActor var retainedStages: [Stage] = []

@MainActor
func makeStage<Node: DisplayNode>(_ node: Node, size: CGSize) -> (Stage, ManualClock, Node) {
    let scene = TestStage(size: size, root: node)
    retainedStages.append(scene.stage)
    return (scene.stage, scene.clock, node)
}
