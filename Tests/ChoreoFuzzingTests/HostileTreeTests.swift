import ChoreoFuzzing
import ChoreoLayout
import ChoreoSupport
import ChoreoTestSupport
import Foundation
import Testing

@MainActor
@Suite("Hostile trees: every frame finite, every size non-negative")
struct HostileTreeTests {
    static let treeCount = 3_000

    @Test func randomHostileTreesLayOutFinite() {
        var generator = SeededRandom(seed: 20)
        var elements = 0
        var failures: [String] = []
        _ = Diagnostics.capture {
            for tree in 0..<Self.treeCount {
                let bytes = (0..<Int.random(in: 16...600, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
                let outcome = LayoutFuzz.run(bytes)
                elements += outcome.elements
                if let first = outcome.violations.first { failures.append("tree \(tree): \(first)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) trees: \(failures.prefix(5))")
        #expect(elements > 40_000)
    }

    @Test func lengthsBeyondFloatAreClampedToTheLimit() {
        let spec = LayoutSpec()
        spec.style.height = .points(1e39)
        spec.style.width = .points(10)
        var layout: Layout?
        let warnings = Diagnostics.capture { layout = spec.layoutThatFits(.unconstrained) }
        #expect(layout?.size == CGSize(width: 10, height: 10_000_000))
        #expect(warnings == ["Choreo: style.height 1e+39 is beyond the layout limit ±10000000.0; using 10000000.0"])
    }

    @Test func tinyAspectRatiosAreClampedIntoTheirRange() {
        let spec = LayoutSpec()
        spec.style.width = .points(10)
        spec.style.aspectRatio = 1e-39
        let stack = StackLayoutSpec.vertical(children: [spec])
        var layout: Layout?
        let warnings = Diagnostics.capture { layout = stack.layoutThatFits(.unconstrained) }
        #expect(layout?.sublayouts.first?.size == CGSize(width: 10, height: 100_000))
        #expect(warnings == ["Choreo: style.aspectRatio 1e-39 is outside the layout limits 0.0001...10000.0; using 0.0001"])
    }

    /// Stack spacing and gaps, insets, ratio-spec ratios and the parent size follow the overflow
    /// rule too.
    @Test func hostileSpecParametersLayOutFinite() {
        var generator = SeededRandom(seed: 21)
        var failing = 0
        _ = Diagnostics.capture {
            for _ in 0..<300 {
                let bytes = (0..<400).map { _ in UInt8.random(in: 0...255, using: &generator) }
                if !LayoutFuzz.run(bytes, hostileSpecParameters: true).violations.isEmpty { failing += 1 }
            }
        }
        #expect(failing == 0)
    }
}
