import Choreo
import Foundation

/// The sign-up screen of Texture's Layout Transition documentation, as nodes: a header, a step
/// caption, a field with a button beside it, and a legal note. Switching from the user-name step
/// to the password step is a layout transition: the new field slides in from the right and fades
/// in while the old one slides out to the left and fades out; the button's title cross-fades.
@MainActor
final class SignUpScreen: DisplayNode {
    private let header = DisplayNode.box(Palette.indigo, name: "header")
    private let title = TextNode.label("Create your account", size: 18, color: .white, name: "title")
    private let stepOne = TextNode.label("Step 1 of 2 · Choose a user name", size: 13, color: Palette.slate500,
                                         name: "step 1")
    private let stepTwo = TextNode.label("Step 2 of 2 · Pick a password", size: 13, color: Palette.slate500,
                                         name: "step 2")
    private let userNameField = DisplayNode.box(Palette.slate100, cornerRadius: 8, name: "userNameField")
    private let userNameText = TextNode.label("ada.lovelace", size: 16, color: Palette.slate800, name: "userName")
    private let passwordField = DisplayNode.box(Palette.slate100, cornerRadius: 8, name: "passwordField")
    private let passwordText = TextNode.label("••••••••••", size: 16, color: Palette.slate800, name: "password")
    private let button = DisplayNode.box(Palette.indigo, cornerRadius: 8, name: "nextButton")
    private let nextTitle = TextNode.label("Next", size: 16, color: .white, name: "Next")
    private let signUpTitle = TextNode.label("Sign up", size: 16, color: .white, name: "Sign up")
    private let note = TextNode.label("By signing up you agree to the Terms of Service and the Privacy Policy.",
                                      size: 12, color: Palette.slate400, name: "legalNote")

    /// Which step shows; change it, then call `transitionLayout(withAnimation:)`.
    var showsPassword = false

    /// The nodes that slide across when they come and go (the others fade).
    private var sliding: [DisplayNode] { [userNameField, userNameText, passwordField, passwordText, stepOne, stepTwo] }

    override init() {
        super.init()
        debugName = "signUpScreen"
        backgroundColor = .white
        clipsToBounds = true
        automaticallyManagesSubnodes = true
        defaultLayoutTransitionDuration = 0.5
        header.style.height = .points(56)
        button.style.preferredSize = CGSize(width: 92, height: 44)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        let titleBar = BackgroundLayoutSpec(
            child: InsetLayoutSpec(insets: EdgeInsets(top: 17, left: 20, bottom: 17, right: 20), child: title),
            background: header)
        titleBar.style.height = .points(56)

        let (field, value) = showsPassword ? (passwordField, passwordText) : (userNameField, userNameText)
        let fieldBox = BackgroundLayoutSpec(
            child: InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 14, bottom: 12, right: 14), child: value),
            background: field)
        fieldBox.style.flexGrow = 1
        fieldBox.style.flexShrink = 1
        let buttonBox = BackgroundLayoutSpec(
            child: CenterLayoutSpec(centeringOptions: .xy, sizingOptions: .default,
                                    child: showsPassword ? signUpTitle : nextTitle),
            background: button)
        buttonBox.style.preferredSize = CGSize(width: 92, height: 44)
        let row = StackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .stretch,
                                  children: [fieldBox, buttonBox])
        row.style.height = .points(44)

        let spacer = LayoutSpec()
        spacer.style.flexGrow = 1
        let form = StackLayoutSpec(direction: .vertical, spacing: 12, justifyContent: .start, alignItems: .stretch,
                                   children: [showsPassword ? stepTwo : stepOne, row, spacer, note])
        let body = InsetLayoutSpec(insets: EdgeInsets(top: 18, left: 20, bottom: 18, right: 20), child: form)
        body.style.flexGrow = 1
        return StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                               children: [titleBar, body])
    }

    /// Texture's example animation, extended to every node that comes or goes.
    override func animateLayoutTransition(_ context: ContextTransitioning) {
        guard context.isAnimated() else {
            super.animateLayoutTransition(context)
            return
        }
        let width = bounds.width
        let sliding = Set(self.sliding.map(ObjectIdentifier.init))
        let inserted = context.insertedSubnodes()
        let removed = context.removedSubnodes()
        let insertedIDs = Set(inserted.map(ObjectIdentifier.init))
        for node in inserted {
            var start = context.finalFrame(for: node)
            if sliding.contains(ObjectIdentifier(node)) { start.origin.x += width }
            DisplayNode.performWithoutAnimation {
                node.frame = start
                node.alpha = 0
            }
        }
        DisplayNode.animate(withDuration: defaultLayoutTransitionDuration, options: .curveEaseInOut, animations: {
            for node in inserted {
                node.frame = context.finalFrame(for: node)
                node.alpha = 1
            }
            for node in removed {
                var end = context.initialFrame(for: node)
                if sliding.contains(ObjectIdentifier(node)) { end.origin.x -= width }
                node.frame = end
                node.alpha = 0
            }
            for node in context.subnodes(forKey: .toLayout) where !insertedIDs.contains(ObjectIdentifier(node)) {
                node.frame = context.finalFrame(for: node)
            }
        }, completion: { finished in
            context.completeTransition(finished)
        })
    }
}
