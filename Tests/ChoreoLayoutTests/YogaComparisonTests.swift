import Foundation
import Testing
@testable import ChoreoLayout

/// Choreo's stacks against Yoga on generated trees (Scripts/yoga_fixtures.py).
@MainActor
@Suite struct YogaComparisonTests {
    @Test func generatedTreesMatchYoga() throws {
        let fixtures = try YogaFixture.load("yoga-generated")
        #expect(fixtures.count >= 300)
        var failing: [String] = []
        for fixture in fixtures {
            let problems = fixture.mismatches(tolerance: fixture.tolerance)
            if !problems.isEmpty { failing.append(problems.prefix(3).joined(separator: "\n")) }
        }
        #expect(failing.isEmpty, "\(failing.count) of \(fixtures.count) trees differ:\n\(failing.prefix(40).joined(separator: "\n"))")
    }
}
