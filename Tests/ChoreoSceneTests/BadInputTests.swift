import ChoreoScene
import Foundation
import Testing

@Suite("Bad scene files get located errors")
struct BadInputTests {
    @Test func everyProblemIsReportedAtItsField() {
        let yaml = """
            size: [100, nope]
            screens:
              - id: a
                backgroundColr: red
                children:
                  - {id: a, width: .nan}
                  - {id: b, height: 1e300}
            states:
              s: {set: {zz: {alpha: 2}}}
            triggers:
              - {tap: b, go: nope}
            """
        #expect(SceneFiles.errors(yaml) == [
            "1:13: 'size.height' must be a number, got 'nope'",
            "4:5: unknown field 'backgroundColr' in a node (did you mean 'backgroundColor'?)",
            "6:14: duplicate id 'a': ids must be unique in the scene (first at 3:9)",
            "6:24: 'width' must be a finite number, got .nan",
            "7:25: 'height' must be from -100000 to 100000, got 1e300",
            "9:13: 'set' names node 'zz', which no screen has",
            "9:25: 'alpha' must be from 0 to 1, got 2",
            "11:18: 'go' names state 'nope', which 'states' does not declare",
        ])
    }

    @Test func cyclesAreNamed() {
        let yaml = """
            screens:
              - id: root
            states:
              a: {extends: b}
              b: {extends: a}
            """
        #expect(SceneFiles.errors(yaml) == ["5:16: states extend each other in a cycle: a → b → a"])
    }

    @Test func deepNestingIsRefusedBeforeParsing() {
        let yaml = "screens: " + String(repeating: "[", count: 5000)
        #expect(SceneFiles.errors(yaml) == ["1:210: brackets nest deeper than 200 levels; flatten the file"])
    }

    @Test func aTenMegabyteFileIsRefused() {
        let data = Data(repeating: UInt8(ascii: "#"), count: 10 << 20)
        #expect(throws: SceneErrors.self) { try SceneDocument(data: data) }
        do { _ = try SceneDocument(data: data, file: "big.yaml") } catch {
            #expect(error.description == "big.yaml:1:1: the file is 10485760 bytes; scene files are at most 1048576 bytes (1 MiB)")
        }
    }

    /// Windows (CR LF) and classic Mac (CR) line ends, and YAML's other line breaks, count as
    /// line feeds do: the errors land on the same lines and columns.
    @Test(arguments: ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"])
    func everyLineEndPlacesErrorsAlike(_ end: String) {
        func file(_ lines: [String], finalEnd: Bool = true) -> String {
            lines.joined(separator: end) + (finalEnd ? end : "")
        }
        let unclosed = ["screens:", "  - id: a", "    children: [b"]
        let syntax = "not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence at 3:15)"
        #expect(SceneFiles.errors(file(unclosed)) == ["4:1: " + syntax])
        #expect(SceneFiles.errors(file(unclosed, finalEnd: false)) == ["3:17: " + syntax])
        #expect(SceneFiles.errors(file(["screens:", "  - id: a", "    backgroundColr: red"]))
                == ["3:5: unknown field 'backgroundColr' in a node (did you mean 'backgroundColor'?)"])
        #expect(SceneFiles.errors(file(["screens:", String(repeating: " ", count: 401) + "- x"]))
                == ["2:401: indentation goes past column 400; nest less deeply"])
    }

    @Test func syntaxErrorsAreLocated() {
        let errors = SceneFiles.errors("screens:\n  - id: a\n   bad: [\n")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("3:") == true || errors.first?.hasPrefix("4:") == true)
    }
}
