import ChoreoFuzzing
import ChoreoSupport
import Foundation
import Testing

/// The scene fuzz target's seed corpus replayed: the example scenes load and play with finite
/// frames, and each broken file is refused with errors located inside it.
@MainActor
@Suite("Scene fuzz corpus replays clean")
struct SceneCorpusTests {
    static let folder = CorpusTests.corpus.appendingPathComponent("scene")

    static func outcome(_ name: String) throws -> SceneFuzz.Outcome {
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
        var outcome: SceneFuzz.Outcome?
        _ = Diagnostics.capture { outcome = SceneFuzz.run(bytes) }
        return try #require(outcome)
    }

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func examplesLoadAndPlay() throws {
        let examples = Self.names.filter { $0.hasPrefix("example-") }
        #expect(examples.count == 5)
        for name in examples {
            let outcome = try Self.outcome(name)
            #expect(outcome.loaded, "\(name): \(outcome.errors)")
            #expect(outcome.violations.isEmpty, "\(name): \(outcome.violations)")
        }
    }

    /// Each broken file's first error: its place and the start of its message.
    @Test(arguments: [
        ("broken-cycle.yaml", 6, 18, "states extend each other in a cycle"),
        ("broken-deep-nesting.yaml", 203, 401, "indentation goes past column 400"),
        ("broken-duplicate-ids.yaml", 6, 14, "duplicate id 'a'"),
        ("broken-empty.yaml", 1, 1, "the file is empty"),
        ("broken-missing-reference.yaml", 7, 14, "'set' names node 'ghost'"),
        ("broken-nan-and-huge.yaml", 1, 8, "'size.width' must be a finite number"),
        ("broken-syntax.yaml", 2, 8, "not valid YAML"),
        ("broken-unknown-key.yaml", 4, 5, "unknown field 'backgroundColour' in a node (did you mean 'backgroundColor'?)"),
        ("broken-wrong-type.yaml", 4, 12, "'width' must be a number of points"),
        // A fuzzing finding: cut off inside a flow mapping with no final line break, where the
        // YAML parser places its error on a line after the file's last.
        ("finding-unterminated-at-end.yaml", 55, 50, "not valid YAML"),
        // A fuzzing finding: carriage returns end lines (as in YAML and editors), so its second
        // error, on line 35 of a file with five line feeds, is inside the file.
        ("finding-carriage-returns.yaml", 4, 5, "unknown field 'backgroundColour' in a node"),
    ])
    func brokenFilesGiveLocatedErrors(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        let outcome = try Self.outcome(name)
        #expect(!outcome.loaded)
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
        let first = try #require(outcome.errors.first)
        #expect(first.line == line)
        #expect(first.column == column)
        #expect(first.message.hasPrefix(message), "\(first.message)")
    }

    @Test func everyCorpusFileIsCovered() {
        #expect(Self.names.count == 16)
    }
}
