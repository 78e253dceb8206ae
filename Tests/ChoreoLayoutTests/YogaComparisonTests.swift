import Foundation
import Testing
@testable import ChoreoLayout

/// Choreo's stacks against Yoga on generated trees (Scripts/yoga_fixtures.py). The generator keeps
/// the trees clear of the places where Choreo deliberately differs from Yoga 1.19 (see its docstring),
/// so every tree must match, within float noise or one device pixel when rounded, except these.
@MainActor
@Suite struct YogaComparisonTests {
    /// Trees Choreo is known to lay out differently, by case name, each with its reason (none at present).
    static let knownDifferences: [String: String] = [:]

    @Test func generatedTreesMatchYoga() throws {
        let fixtures = try YogaFixture.load("yoga-generated")
        #expect(fixtures.count >= 300)
        var failing: [String] = [], nowMatching: [String] = []
        for fixture in fixtures {
            let problems = fixture.mismatches(tolerance: fixture.tolerance)
            if Self.knownDifferences[fixture.name] != nil {
                if problems.isEmpty { nowMatching.append(fixture.name) }
            } else if !problems.isEmpty {
                failing.append(problems.prefix(3).joined(separator: "\n"))
            }
        }
        #expect(failing.isEmpty, "\(failing.count) of \(fixtures.count) trees differ:\n\(failing.prefix(40).joined(separator: "\n"))")
        #expect(nowMatching.isEmpty, "known differences that now match Yoga, remove them: \(nowMatching.joined(separator: " "))")
        let names = Set(fixtures.map(\.name))
        let stale = Self.knownDifferences.keys.filter { !names.contains($0) }.sorted()
        #expect(stale.isEmpty, "knownDifferences names no fixture: \(stale.joined(separator: " "))")
    }
}
