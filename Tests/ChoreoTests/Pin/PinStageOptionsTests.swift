@testable import Choreo
import Foundation
import Testing

extension PinTests {
    /// A node on a stage takes its direction and pixel scale from the stage's layout options;
    /// Pin's globals serve nodes on no stage.
    @MainActor @Suite struct StageOptions {
        private func stagedFixture(direction: LayoutDirection, scale: CGFloat) -> (Stage, PinFixture) {
            let fixture = PinFixture()
            let stage = Stage(size: CGSize(width: 400, height: 400))
            stage.layoutOptions = LayoutOptions(direction: direction, scale: scale)
            stage.rootNode = fixture.root
            stage.layoutIfNeeded()
            return (stage, fixture)
        }

        @Test("start and end follow the stage's direction, not Pin.layoutDirection")
        func direction() {
            let (stage, fixture) = stagedFixture(direction: .rightToLeft, scale: 1)
            Pin.layoutDirection = .leftToRight
            fixture.a.pin.start(10).width(100)
            #expect(fixture.a.frame == CGRect(x: 290, y: 100, width: 100, height: 100))
            fixture.a.pin.end(10).width(100)
            #expect(fixture.a.frame == CGRect(x: 10, y: 100, width: 100, height: 100))
            #expect(fixture.root.edge.start.node === fixture.root)
            fixture.c.pin.left(to: fixture.a.edge.start)
            #expect(fixture.c.frame.minX == 110)
            #expect(stage.rootNode === fixture.root)
        }

        @Test("off a stage, Pin.layoutDirection decides")
        func globalDirection() {
            let fixture = PinFixture()
            Pin.layoutDirection = .rightToLeft
            defer { Pin.layoutDirection = .leftToRight }
            fixture.a.pin.start(10).width(100)
            #expect(fixture.a.frame == CGRect(x: 290, y: 100, width: 100, height: 100))
        }

        @Test("frames snap to the stage's pixel scale, not Pin.displayScale")
        func scale() {
            let (stage, fixture) = stagedFixture(direction: .leftToRight, scale: 2)
            Pin.displayScale = 1
            fixture.a.pin.top(10.3).left(20.26).width(50.1).height(20.6)
            #expect(fixture.a.frame == CGRect(x: 20.5, y: 10.5, width: 50.5, height: 21))
            #expect(stage.rootNode === fixture.root)
        }
    }
}
