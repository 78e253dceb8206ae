@testable import Choreo
import Foundation
import Testing

/// The README's "Manual layout with pin" example, verbatim.
@MainActor
private final class ProfileNode: DisplayNode {
    let avatar = DisplayNode(), name = TextNode(text: "Grace Hopper"), bio = TextNode(text: "...")
    let follow = DisplayNode()

    override init() {
        super.init()
        [avatar, name, bio, follow].forEach(addSubnode)
    }

    override func layout() {
        avatar.pin.top(pin.safeArea.top + 16).left(16).size(64)
        follow.pin.vCenter(to: avatar.edge.vCenter).right(16).width(25%).height(32)
        name.pin.after(of: avatar, aligned: .top).before(of: follow).marginHorizontal(12).sizeToFit(.width)
        bio.pin.below(of: [avatar, name]).horizontally(16).marginTop(12).sizeToFit(.width)
    }
}

extension PinTests {
    @MainActor @Suite struct Readme {
        @Test func profileExample() {
            _ = PinFixture()
            let stage = Stage(size: CGSize(width: 375, height: 600))
            let node = ProfileNode()
            let warned = warnings {
                stage.rootNode = node
                stage.layoutIfNeeded()
            }
            #expect(warned.isEmpty)
            #expect(node.avatar.frame == CGRect(x: 16, y: 16, width: 64, height: 64))
            #expect(node.follow.frame == CGRect(x: 265, y: 32, width: 94, height: 32))
            #expect(node.name.frame == CGRect(x: 92, y: 16, width: 161, height: 19))
            #expect(node.bio.frame == CGRect(x: 16, y: 92, width: 343, height: 19))
        }
    }
}
