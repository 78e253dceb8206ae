import ChoreoFuzzing
import ChoreoSupport
import ChoreoTestSupport
import Foundation
import Testing

/// The committed seed corpus, and every input that once found a bug, replayed through the fuzz
/// targets' decoders: the fuzzing code compiles and runs in the normal suite.
@MainActor
@Suite("Fuzz corpus replays clean")
struct CorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/corpus")

    static func inputs(_ target: String) -> [[UInt8]] {
        FuzzReplay.files(in: [corpus.appendingPathComponent(target).path]).compactMap { file in
            (try? Data(contentsOf: file)).map { [UInt8]($0) }
        }
    }

    @Test func layoutCorpus() {
        let inputs = Self.inputs("layout")
        #expect(inputs.count >= 10)
        var violations: [String] = []
        _ = Diagnostics.capture {
            for input in inputs { violations += LayoutFuzz.run(input).violations }
        }
        #expect(violations.isEmpty, "\(violations.prefix(5))")
    }

    @Test func stageCorpus() {
        let inputs = Self.inputs("stage")
        #expect(inputs.count >= 10)
        var violations: [String] = []
        var operations = 0
        _ = Diagnostics.capture {
            for input in inputs {
                let outcome = StageFuzz.run(input)
                violations += outcome.violations
                operations += outcome.operations
            }
        }
        #expect(violations.isEmpty, "\(violations.prefix(5))")
        #expect(operations >= 250)
    }

    @Test func randomOperationSequences() {
        var generator = SeededRandom(seed: 7)
        var violations: [String] = []
        var operations = 0
        _ = Diagnostics.capture {
            for _ in 0..<300 {
                let bytes = (0..<Int.random(in: 8...900, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
                let outcome = StageFuzz.run(bytes)
                violations += outcome.violations
                operations += outcome.operations
            }
        }
        #expect(violations.isEmpty, "\(violations.prefix(5))")
        #expect(operations >= 10_000)
    }
}
