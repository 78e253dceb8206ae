@testable import Choreo
import Foundation
import Testing

@MainActor
@Suite("Node appearance (model values and bad input)")
struct AppearanceTests {
    @Test func defaults() {
        let node = DisplayNode()
        #expect(node.frame == .zero)
        #expect(node.alpha == 1)
        #expect(node.backgroundColor == nil)
        #expect(node.cornerRadius == 0)
        #expect(node.transform == .identity)
        #expect(!node.isHidden && !node.clipsToBounds)
        #expect(node.zPosition == 0)
        #expect(node.presentation == node.appearance)
    }

    @Test func boundsAndPositionFollowTheFrame() {
        let node = DisplayNode()
        node.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(node.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(node.position == CGPoint(x: 60, y: 45))
        node.position = CGPoint(x: 0, y: 0)
        #expect(node.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        node.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        // Resizing keeps the center.
        #expect(node.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
        #expect(node.position == .zero)
    }

    @Test func nanFrameComponentsBecomeZero() {
        let node = DisplayNode()
        let nan = CGFloat.nan, infinity = CGFloat.infinity
        node.frame = CGRect(x: nan, y: 5, width: 10, height: infinity)
        #expect(node.frame == CGRect(x: 0, y: 5, width: 10, height: 0))
        node.frame = CGRect(x: 1, y: 2, width: -infinity, height: nan)
        #expect(node.frame == CGRect(x: 1, y: 2, width: 0, height: 0))
    }

    @Test func negativeFrameSizesAreStandardized() {
        let node = DisplayNode()
        node.frame = CGRect(x: 10, y: 10, width: -4, height: -6)
        #expect(node.frame == CGRect(x: 6, y: 4, width: 4, height: 6))
    }

    @Test func nanPositionLeavesTheFrameUsable() {
        let node = DisplayNode()
        node.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let nan: CGFloat = .nan
        node.position = CGPoint(x: nan, y: 40)
        #expect(node.frame == CGRect(x: 0, y: 30, width: 20, height: 20))
    }

    @Test func alphaIsClampedAndNaNBecomesOne() {
        let node = DisplayNode()
        node.alpha = 0.25
        #expect(node.alpha == 0.25)
        node.alpha = 3
        #expect(node.alpha == 1)
        node.alpha = -1
        #expect(node.alpha == 0)
        node.alpha = .nan
        #expect(node.alpha == 1)
    }

    @Test func badCornerRadiiBecomeZero() {
        let node = DisplayNode()
        node.cornerRadius = 8
        #expect(node.cornerRadius == 8)
        node.cornerRadius = -2
        #expect(node.cornerRadius == 0)
        node.cornerRadius = 8
        node.cornerRadius = .nan
        #expect(node.cornerRadius == 0)
        node.cornerRadius = .infinity
        #expect(node.cornerRadius == 0)
    }

    @Test func backgroundColorRoundTripsAndClears() {
        let node = DisplayNode()
        node.backgroundColor = .red
        #expect(node.backgroundColor == .red)
        node.backgroundColor = nil
        #expect(node.backgroundColor == nil)
        #expect(node.presentation.backgroundColor == nil)
    }

    @Test func outsideAStagePresentationIsTheModel() {
        let node = DisplayNode()
        var completed: [Bool] = []
        DisplayNode.animate(withDuration: 1, animations: {
            node.alpha = 0.5
            node.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        }, completion: { completed.append($0) })
        // Applied at once, completed at once with true.
        #expect(completed == [true])
        #expect(node.presentation.alpha == 0.5)
        #expect(node.presentation.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func appearanceCollectsTheModelValues() {
        let node = DisplayNode()
        node.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        node.alpha = 0.5
        node.backgroundColor = .blue
        node.cornerRadius = 2
        node.transform = Transform(scaleX: 2, y: 2)
        node.isHidden = true
        node.clipsToBounds = true
        node.zPosition = 3
        #expect(node.appearance == NodeAppearance(frame: CGRect(x: 1, y: 2, width: 3, height: 4), alpha: 0.5,
                                                  backgroundColor: .blue, cornerRadius: 2,
                                                  transform: Transform(scaleX: 2, y: 2), isHidden: true,
                                                  clipsToBounds: true, zPosition: 3))
    }
}
