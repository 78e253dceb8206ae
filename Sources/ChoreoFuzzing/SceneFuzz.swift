import Choreo
import ChoreoScene
import Foundation

/// Fuzz target C: bytes read as a scene file. A file that does not load must say why with
/// located errors (a line and column inside the file, a message); one that loads is played:
/// every state entered with its transition, every tap trigger fired, a drag scrubbed and let
/// go, the clock advanced and the stage drawn, with every drawn number finite.
@MainActor
public enum SceneFuzz {
    /// What one input did.
    public struct Outcome: Sendable {
        /// Whether the bytes loaded as a scene.
        public var loaded = false
        /// The located errors of a file that did not load.
        public var errors: [SceneError] = []
        public var violations: [String] = []
    }

    /// Whether an attribute value of `svg` holds a word Swift prints for NaN or an infinity
    /// (a plain scan: the regex library's parsed programs read as leaks to LeakSanitizer).
    static func drawsNonFinite(_ svg: String) -> Bool {
        // Attribute values are the odd pieces between double quotes (text has no quotes in
        // the SVG renderer's output: it writes them as entities).
        for (index, piece) in svg.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
        where index % 2 == 1 {
            for word in piece.split(whereSeparator: { !$0.isLetter }) where word == "nan" || word == "inf" {
                return true
            }
        }
        return false
    }

    /// States and triggers played per input, so one input stays fast.
    static let maximumSteps = 12

    public static func run(_ bytes: [UInt8]) -> Outcome {
        var outcome = Outcome()
        // Lines as error places count them (a carriage return ends a line too).
        let lineLengths = YAMLLines.lineLengths(of: String(decoding: bytes, as: UTF8.self))
        let document: SceneDocument
        do {
            document = try SceneDocument(data: Data(bytes), file: "fuzz.yaml")
        } catch {
            outcome.errors = error.errors
            if error.errors.isEmpty { outcome.violations.append("a file that did not load gave no error") }
            // A place is a character of the file, or just past the end of a line.
            for problem in error.errors where !(1...lineLengths.count).contains(problem.line) || problem.column < 1
                || problem.column > lineLengths[problem.line - 1] + 1 || problem.message.isEmpty {
                outcome.violations.append("error not located in the file: \(problem)")
            }
            return outcome
        }
        outcome.loaded = true
        outcome.violations = play(document)
        return outcome
    }

    /// Plays the scene and checks every frame it draws.
    static func play(_ document: SceneDocument) -> [String] {
        var violations: [String] = []
        let player = ScenePlayer(document: document)
        player.startTimers()
        func frame(_ step: String) {
            player.clock.advance(by: 0.1)
            let svg = player.stage.svg()
            if drawsNonFinite(svg) { violations.append("\(step): a non-finite number drawn") }
        }
        frame("start")
        for name in document.stateNames.prefix(maximumSteps) {
            player.go(to: name)
            frame("go \(name)")
        }
        for id in player.nodeIDs.prefix(maximumSteps) where player.tap(id) { frame("tap \(id)") }
        if let target = document.stateNames.first(where: { $0 != player.state }), player.beginScrub(to: target) {
            player.scrub(to: 0.4)
            frame("scrub")
            player.endScrub(finish: true)
            frame("release")
        }
        player.clock.advance(by: 5)
        frame("end")
        return violations
    }
}
