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
}
