import Choreo
import Foundation

/// Two chat bubbles whose width changes in a layout transition: the top label's words move to
/// their new lines (`reflowsInTransitions`, the default), the bottom one jumps from wrapping to
/// wrapping as the width crosses each break.
@MainActor
final class ReflowScreen: DisplayNode {
    static let message = "Yes, 7 pm at the usual place. I will bring the cake and the candles"
    let moving = ReflowScreen.bubble("words move", reflows: true)
    let jumping = ReflowScreen.bubble("words jump", reflows: false)
    var isNarrow = false

    override init() {
        super.init()
        configureDemoScreen(transitionDuration: 0.9)
    }

    private static func bubble(_ name: String, reflows: Bool) -> TextNode {
        let label = TextNode(text: message, fontSize: 15, textColor: .white)
        label.debugName = name
        label.backgroundColor = reflows ? Palette.indigo : Palette.slate500
        label.cornerRadius = 10
        label.reflowsInTransitions = reflows
        return label
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        for label in [moving, jumping] { label.style.width = .points(isNarrow ? 150 : 320) }
        let stack = StackLayoutSpec()
        stack.direction = .vertical
        stack.spacing = 24
        stack.alignItems = .start
        stack.children = [moving, jumping]
        return InsetLayoutSpec(insets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20), child: stack)
    }
}
