import ChoreoSupport
import Foundation
import Testing
@testable import ChoreoLayout

/// Choreo's stacks against Yoga 3 on random trees (Scripts/yoga_fixtures.py). The generator avoids
/// and repairs nothing, so the suite holds Choreo to agreement rates rather than to every tree:
/// rounded trees within one device pixel, unrounded trees within 0.01 pt.
@MainActor
@Suite struct YogaComparisonTests {
    /// Least share of rounded trees (scale 1, 2, 3) within one device pixel of Yoga: the goal
    /// (0.995). With Yoga 3's own features in the trees, fresh 10,000-tree runs agree
    /// on about 99.8%; what remains is mostly Yoga's baselines read from descendants' stale
    /// layouts and Yoga's cache reusing a percentage resolved against an earlier containing block.
    static let roundedTarget = 0.995
    /// Least share of unrounded trees (scale 0) within 0.01 pt of Yoga (same goal).
    static let unroundedTarget = 0.995

    @Test func committedTreesAgreeWithYoga() throws {
        let fixtures = try YogaFixture.load("yoga-generated")
        #expect(fixtures.count >= 2000)
        try Self.checkAgreement(of: fixtures)
    }

    /// Replays the file named by CHOREO_YOGA_FIXTURES (`yoga_fixtures.py --fresh N` sets it).
    @Test func freshTreesAgreeWithYoga() throws {
        guard let path = ProcessInfo.processInfo.environment["CHOREO_YOGA_FIXTURES"] else { return }
        try Self.checkAgreement(of: YogaFixture.load(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Two trees that once differed from Yoga, with yoga-python's layouts.
    @Test func issueExamplesMatchYoga() throws {
        let json = #"""
        {"cases":[
        {"name":"fixed-height-in-content-sized-row","scale":1,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"row","justifyContent":"space-evenly","alignItems":"flex-start"},"children":[
           {"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"row","alignSelf":"flex-start"},
             "children":[{"style":{"flexDirection":"column","height":39},"children":[]}]}]}]},
         "expected":[0,0,0,39,[[0,0,0,39,[[0,0,0,39,[[0,0,0,39]]]]]]]},
        {"name":"shrinking-row-of-centered-columns","scale":1,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"row","width":183,"justifyContent":"space-between","alignItems":"flex-end"},"children":[
           {"style":{"flexDirection":"column"},"children":[]},{"style":{"flexDirection":"column"},"children":[]},
           {"style":{"flexDirection":"column"},"children":[]},{"style":{"flexDirection":"column"},"children":[]},
           {"style":{"flexDirection":"row","flexShrink":2,"justifyContent":"space-between","alignItems":"center"},"children":[
             {"style":{"flexDirection":"column","justifyContent":"space-evenly","alignItems":"flex-end"},
              "children":[{"style":{"flexDirection":"column","width":42},"children":[]}]}]}]},
         "expected":[0,0,183,0,[[0,0,0,0],[35,0,0,0],[71,0,0,0],[106,0,0,0],[141,0,42,0,[[0,0,42,0,[[0,0,42,0]]]]]]]}
        ]}
        """#
        try Self.expectAgreement(json)
    }

    /// Yoga sizes a stack asked for a fixed size on both axes (here fit-content in no width,
    /// and an exact height) without its children. The row was measured before in the same
    /// width and a fit-content height, where its content overflowed to 5 pt: that measurement
    /// must not answer in place of Yoga's shortcut. Layout from yoga-python.
    @Test func aSizeYogaFixesIsNotTakenFromAnOverflowingMeasurement() throws {
        let json = #"""
        {"cases":[
        {"name":"overflowing-row-in-no-width","scale":1,"direction":"ltr","availableWidth":null,"availableHeight":99,
         "root":{"style":{"flexDirection":"column","alignItems":"flex-end","width":0},"children":[
           {"style":{"flexDirection":"column-reverse"},"children":[
             {"style":{"flexDirection":"row-reverse"},"children":[{"style":{"flexDirection":"row","width":4.9},"children":[]}]}]}]},
         "expected":[0,0,0,99,[[0,0,0,0,[[0,0,0,0,[[-5,0,5,0]]]]]]]}
        ]}
        """#
        try Self.expectAgreement(json)
    }

    /// Yoga sums flex factors and shares free space in float32: a share that should be 0 lands on
    /// 0 (not just below, which would freeze the item at its min), and factors taken out of a
    /// total can leave a residue rather than 0 (which sends the item to 0, not to its own
    /// scaled size). Layouts from yoga-python.
    @Test func flexFactorsRoundLikeYoga() throws {
        let json = #"""
        {"cases":[
        {"name":"shrink-to-exactly-zero","scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"row","width":0},"children":[
           {"style":{"flexDirection":"column","flexShrink":1.5,"width":239.6},"children":[]}]},
         "expected":[0,0,0,0,[[0,0,0,0]]]},
        {"name":"shrink-total-residue","scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column","height":103},"children":[
           {"style":{"flexDirection":"column","flexShrink":2,"height":101},"children":[]},
           {"style":{"flexDirection":"column","flexShrink":0.5,"height":209.01},"children":[]},
           {"style":{"flexDirection":"column","height":205},"children":[]}]},
         "expected":[0,0,0,103,[[0,0,0,0],[0,0,0,0],[0,0,0,205]]]}
        ]}
        """#
        try Self.expectAgreement(json)
    }

    /// Percentages resolved in float like Yoga's (33.3% of 156 and 120% of 156, times 0.01f) leave
    /// the shrink total the same float32 residue as Yoga's, so the item shrinks to 0 as in Yoga.
    /// Dividing by a residue of the other sign once sized it 6,870,273,024 pt wide; an item never
    /// grows by more than the line's free space, so that can no longer happen.
    @Test func aResidueShrinkTotalShrinksLikeYoga() throws {
        let json = #"""
        {"cases":[
        {"name":"residue-shrink-total","scale":3,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"row","width":156},"children":[
           {"style":{"flexDirection":"column","minWidth":191},"children":[]},
           {"style":{"flexDirection":"column","flexShrink":2,"width":"120%"},"children":[]},
           {"style":{"flexDirection":"column","flexShrink":0.5,"flexBasis":"33.3%"},"children":[]}]},
         "expected":[0,0,156,0,[[0,0,191,0],[191,0,0,0],[191,0,26,0]]]}
        ]}
        """#
        try Self.expectAgreement(json)
    }

    /// A percentage size is definite only when it resolves to 0 or more (Yoga): against an inner
    /// size made negative by padding larger than the box it is automatic, so the item takes its
    /// content size or stretches.
    @Test func percentOfNegativeInnerSizeIsAuto() throws {
        let json = #"""
        {"cases":[
        {"name":"percent-height-stretches","scale":3,"direction":"ltr","availableWidth":458.0,"availableHeight":null,
         "root":{"style":{"flexDirection":"row","flexWrap":"wrap","height":214.0,"minHeight":165,"padding":{"bottom":"75%"}},"children":[{"style":{"flexDirection":"column","height":223.0},"children":[]},{"style":{"flexDirection":"column","height":"33.3%"},"children":[]}]},
         "expected":[0,0,458,343.667,[[0,0,0,223],[0,0,0,223]]]},
        {"name":"percent-height-takes-content","scale":0,"direction":"ltr","availableWidth":null,"availableHeight":11.3,
         "root":{"style":{"flexDirection":"column","minHeight":"66.7%","padding":{"bottom":11.8}},"children":[{"style":{"flexDirection":"column","height":"100%"},"children":[{"style":{"flexDirection":"column","minHeight":171},"children":[]}]}]},
         "expected":[0,0,0,11.8,[[0,0,0,171,[[0,0,0,171]]]]]},
        {"name":"percent-width-takes-padding","scale":1,"direction":"ltr","availableWidth":0,"availableHeight":null,
         "root":{"style":{"flexDirection":"row-reverse","minWidth":0,"padding":{"left":9.4}},"children":[{"style":{"flexDirection":"column","width":"33.3%"},"children":[{"style":{"flexDirection":"column","padding":{"left":8.17}},"children":[]}]}]},
         "expected":[0,0,9,0,[[1,0,8,0,[[0,0,8,0]]]]]}
        ]}
        """#
        try Self.expectAgreement(json)
    }

    /// Yoga divides the free space by the item count plus one for space-evenly even without
    /// items: a fit-content container with only hidden children puts its min size before the
    /// (absent) first item, which makes its content size its min, so a smaller max wins.
    @Test func spaceEvenlyWithoutItemsLikeYoga() throws {
        let json = #"""
        {"cases":[
        {"name":"space-evenly-hidden-child","scale":1,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"row-reverse","justifyContent":"space-evenly","minWidth":56,"maxWidth":36},"children":[{"style":{"flexDirection":"column","display":"none"},"children":[]}]},
         "expected":[0,0,36,0,[[0,0,0,0]]]}
        ]}
        """#
        try Self.expectAgreement(json)
    }

    /// Replays fixtures given as JSON text and expects each to match Yoga.
    /// Checks the trees in `json` (the fixture format) against their Yoga layouts, within each
    /// tree's tolerance or within `tolerance` points.
    static func expectAgreement(_ json: String, tolerance: Double? = nil,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-yoga-\(UUID()).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        for fixture in try YogaFixture.load(contentsOf: url) {
            #expect(fixture.mismatches(tolerance: tolerance ?? fixture.tolerance) == [], "\(fixture.name)",
                    sourceLocation: sourceLocation)
        }
    }

    /// Bad values in a tree each raise a warning naming the value, and never trap.
    @Test func badInputInTreesIsReported() throws {
        let fixtures = try YogaFixture.load("yoga-generated").filter(\.hasBadInput)
        #expect(!fixtures.isEmpty)
        for fixture in fixtures {
            let warnings = Diagnostics.capture { _ = fixture.layout() }
            #expect(!warnings.isEmpty, "\(fixture.name): no warning for its bad input")
        }
    }

    static func checkAgreement(of fixtures: [YogaFixture]) throws {
        var rounded = (agree: 0, total: 0), unrounded = (agree: 0, total: 0)
        var failing: [String] = []
        var byScale: [Double: (agree: Int, total: Int)] = [:]
        for fixture in fixtures {
            let problems = fixture.mismatches(tolerance: fixture.tolerance)
            byScale[fixture.scale, default: (0, 0)].total += 1
            if problems.isEmpty { byScale[fixture.scale, default: (0, 0)].agree += 1 }
            if fixture.scale > 0 {
                rounded.total += 1
                if problems.isEmpty { rounded.agree += 1 }
            } else {
                unrounded.total += 1
                if problems.isEmpty { unrounded.agree += 1 }
            }
            if !problems.isEmpty { failing.append(problems.prefix(3).joined(separator: "\n")) }
        }
        let roundedShare = Double(rounded.agree) / Double(max(rounded.total, 1))
        let unroundedShare = Double(unrounded.agree) / Double(max(unrounded.total, 1))
        let summary = "agreement: rounded \(rounded.agree)/\(rounded.total) = \(percent(roundedShare)) within 1 px, "
            + "unrounded \(unrounded.agree)/\(unrounded.total) = \(percent(unroundedShare)) within 0.01 pt"
        print(summary)
        for (scale, counts) in byScale.sorted(by: { $0.key < $1.key }) {
            print("agreement at scale \(scale): \(counts.agree)/\(counts.total) = "
                  + percent(Double(counts.agree) / Double(counts.total)))
        }
        if let dump = ProcessInfo.processInfo.environment["CHOREO_YOGA_FAILURES"] {
            try failing.joined(separator: "\n").write(toFile: dump, atomically: true, encoding: .utf8)
        }
        #expect(roundedShare >= roundedTarget, "\(summary)\n\(failing.prefix(20).joined(separator: "\n"))")
        #expect(unroundedShare >= unroundedTarget, "\(summary)\n\(failing.prefix(20).joined(separator: "\n"))")
    }

    private static func percent(_ share: Double) -> String {
        String(format: "%.2f%%", share * 100)
    }
}
