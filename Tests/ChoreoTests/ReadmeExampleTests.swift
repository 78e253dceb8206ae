import Choreo
import Testing

/// The example in the README, checked.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test func cardExampleLaysOutAsDocumented() {
        let avatar = LayoutSpec()
        avatar.style.preferredSize = CGSize(width: 44, height: 44)
        let name = LayoutSpec()
        name.style.height = .points(20)
        name.style.flexGrow = 1

        let row = StackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start,
                                  alignItems: .center, children: [avatar, name])
        let card = InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: row)

        let layout = card.layoutThatFits(SizeRange(min: CGSize(width: 375, height: 0),
                                                    max: CGSize(width: 375, height: CGFloat.infinity)))
        #expect(layout.size == CGSize(width: 375, height: 60))
        #expect(layout.frame(of: name) == CGRect(x: 72, y: 20, width: 287, height: 20))
    }

    @Test func transitionExampleSwapsTheFields() {
        let stage = Stage(size: CGSize(width: 320, height: 60))
        let node = ReadmeSignUpNode()
        stage.rootNode = node
        stage.layoutIfNeeded()
        #expect(node.subnodes.first === node.userName)

        node.showsPassword = true
        node.transitionLayout(withAnimation: true)
        #expect(node.password.presentation.alpha == 0)
        (stage.clock as? ManualClock)?.advance(by: 0.2)
        #expect(node.subnodes.count == 1 && node.subnodes.first === node.password)
        #expect(node.password.presentation.alpha == 1)
        #expect(node.password.frame.origin == CGPoint(x: 15, y: 15))
    }
}

/// The README's sign-up node, verbatim.
final class ReadmeSignUpNode: DisplayNode {
    let userName = TextNode(text: "Username"), password = TextNode(text: "Password")
    var showsPassword = false

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
        InsetLayoutSpec(insets: EdgeInsets(top: 15, left: 15, bottom: 15, right: 15),
                        child: showsPassword ? password : userName)
    }
}

@MainActor
@Suite struct ReadmeGettingStartedTests {
    @Test func gettingStartedPrintsWhatTheReadmeSays() {
        let stage = Stage(size: CGSize(width: 320, height: 120))
        let card = DisplayNode()
        card.backgroundColor = .white
        card.frame = CGRect(x: 20, y: 20, width: 120, height: 80)
        stage.rootNode = DisplayNode()
        stage.rootNode?.addSubnode(card)

        DisplayNode.animate(withDuration: 1, options: .curveLinear) {
            card.frame.origin.x = 180
        }
        (stage.clock as? ManualClock)?.advance(by: 0.5)
        #expect("\(card.presentation.frame.minX)" == "100.0")
        #expect("\(card.frame.minX)" == "180.0")
        #expect(String(stage.svg().prefix(38)) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    }
}
