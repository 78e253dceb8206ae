import Foundation
import Testing
@testable import ChoreoLayout

// Temporary debugging aid: CHOREO_CASE=case-0001 swift test --filter dumpCase
@MainActor @Test func dumpCase() throws {
    guard let name = ProcessInfo.processInfo.environment["CHOREO_CASE"] else { return }
    let fixtures = try YogaFixture.load("yoga-generated")
    if name == "count" {
        let failing = fixtures.filter { $0.scale != 0 && !$0.mismatches(tolerance: 1.01 / $0.scale).isEmpty }.map(\.name)
        print("FAILING \(failing.count): \(failing.joined(separator: " "))")
        return
    }
    let fixture = fixtures.first { $0.name == name }!
    let (_, layout) = fixture.layout()
    func dump(_ l: Layout, _ e: YogaFixture.Box, _ indent: String) {
        print("\(indent)got (\(l.frame.minX), \(l.frame.minY), \(l.frame.width), \(l.frame.height))  yoga (\(e.left), \(e.top), \(e.width), \(e.height))")
        for (c, b) in zip(l.sublayouts, e.children) { dump(c, b, indent + "  ") }
    }
    dump(layout, fixture.expected, "")
}
