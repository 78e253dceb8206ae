@testable import Choreo
import Foundation
import Testing

/// Every Pin suite runs under this one serialized parent: they share the global Pin settings
/// (direction, display scale, warning handler).
@MainActor
@Suite(.serialized)
struct PinTests {}

/// PinLayout's own test hierarchy (its PinEdgesSpec): a 400 x 400 root with `a` (140, 100, 200, 100),
/// `b` (160, 120, 110, 80) and `b`'s child `bChild` (40, 10, 60, 20); plus `c` (40, 250, 80, 50) and
/// a fitting node `fit` (40 x 40 area). No stage: changes apply at once.
@MainActor
final class PinFixture {
    let root = DisplayNode()
    let a = DisplayNode()
    let b = DisplayNode()
    let bChild = DisplayNode()
    let c = DisplayNode()
    let fit = FitNode(area: 40 * 40)

    init() {
        Pin.resetWarnings()
        Pin.logWarnings = true
        Pin.warningHandler = { _ in }
        Pin.layoutDirection = .leftToRight
        Pin.displayScale = 1
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        a.frame = CGRect(x: 140, y: 100, width: 200, height: 100)
        b.frame = CGRect(x: 160, y: 120, width: 110, height: 80)
        bChild.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
        c.frame = CGRect(x: 40, y: 250, width: 80, height: 50)
        fit.frame = CGRect(x: 40, y: 100, width: 100, height: 60)
        root.addSubnode(a)
        root.addSubnode(b)
        b.addSubnode(bChild)
        root.addSubnode(c)
        root.addSubnode(fit)
    }
}

/// PinLayout's test view that measures itself: for a bounded width w it wants
/// (min(w, natural), area / that); for a bounded height h, (area / h, h); otherwise `content`.
@MainActor
final class FitNode: DisplayNode {
    let area: CGFloat
    var natural: CGFloat = 160
    var content = CGSize(width: 50, height: 30)

    init(area: CGFloat) {
        self.area = area
        super.init()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let unbounded = CGFloat.greatestFiniteMagnitude
        if size.width != unbounded, size.height == unbounded {
            let width = min(size.width, natural)
            return CGSize(width: width, height: area / width)
        }
        if size.height != unbounded, size.width == unbounded {
            return CGSize(width: area / size.height, height: size.height)
        }
        return content
    }
}

/// One exact-frame case: a chain run on a fresh fixture, the node it lays out, its expected frame.
struct PinCase: Sendable, CustomTestStringConvertible {
    let name: String
    let expected: CGRect
    let run: @MainActor @Sendable (PinFixture) -> DisplayNode

    var testDescription: String { name }
}

func pinCase(_ name: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
             _ run: @escaping @MainActor @Sendable (PinFixture) -> DisplayNode) -> PinCase {
    PinCase(name: name, expected: CGRect(x: x, y: y, width: width, height: height), run: run)
}

/// Runs a case and checks the node's frame exactly.
@MainActor
func check(_ testCase: PinCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let fixture = PinFixture()
    let node = testCase.run(fixture)
    #expect(node.frame == testCase.expected, "\(testCase.name)", sourceLocation: sourceLocation)
}

/// Collects the warnings emitted while `body` runs.
@MainActor
func warnings(_ body: () -> Void) -> [String] {
    var collected: [String] = []
    let previous = Pin.warningHandler
    Pin.logWarnings = true
    Pin.warningHandler = { collected.append($0) }
    body()
    Pin.warningHandler = previous
    return collected
}
