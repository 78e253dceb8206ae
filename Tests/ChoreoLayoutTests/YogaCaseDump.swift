import Foundation
import Testing
@testable import ChoreoLayout

// Debugging aid: CHOREO_CASE=case-0001 swift test --filter dumpCase prints Choreo's and Yoga's
// frame of every node; CHOREO_CASE=count lists the failing cases (skip-list included).
@MainActor @Test func dumpCase() throws {
    guard let name = ProcessInfo.processInfo.environment["CHOREO_CASE"] else { return }
    if name.hasPrefix("batch:") {
        // CHOREO_CASE=batch:IN.json: compare every case of IN.json (fixture schema), one result
        // line per case into IN.json.out (used by Scripts/yoga_reduce.py to minimise repros).
        struct File: Decodable { var cases: [YogaFixture] }
        let path = String(name.dropFirst(6))
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        func frames(_ layout: Layout) -> String {
            let f = layout.frame
            let children = layout.sublayouts.map(frames).joined(separator: ",")
            return "[\(f.minX),\(f.minY),\(f.width),\(f.height),[\(children)]]"
        }
        let lines = file.cases.map { fixture in
            "\(fixture.name)\t" + fixture.mismatches(tolerance: fixture.tolerance).joined(separator: "; ")
                + "\t" + frames(fixture.layout().1)
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path + ".out", atomically: true, encoding: .utf8)
        return
    }
    let fixtures = try YogaFixture.load("yoga-generated")
    if name == "count" {
        let failing = fixtures.filter { !$0.mismatches(tolerance: $0.tolerance).isEmpty }.map(\.name)
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
