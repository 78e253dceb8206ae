import Choreo
import Foundation
import Yams

/// A scene file, read and checked: screens as node trees, named states, the transitions between
/// them, what triggers them, and a timeline to record.
///
/// Reading never stops at the first problem: every one found is thrown together in
/// ``SceneErrors``, each located at its field (`FILE:LINE:COLUMN: message`). A document that
/// loads builds into nodes on a ``Stage`` with ``makePlayer(clock:)``:
///
/// ```swift
/// let document = try SceneDocument(contentsOf: URL(fileURLWithPath: "signup.yaml"))
/// let player = document.makePlayer()
/// player.go(to: "password")                 // a layout transition, as the file describes it
/// player.clock.advance(by: 0.25)
/// print(player.stage.svg())
/// ```
///
/// YAML is read with Yams; JSON is YAML too, so a JSON file reads the same way.
public struct SceneDocument: Sendable {
    /// The state the file declares (every node as written), before any named state applies.
    public static let defaultStateName = "default"

    var spec: SceneSpec
    /// The file's name, as given when loading; errors and titles use it.
    public let file: String

    /// Whether the scene's stage prefers reduced motion (``Stage/prefersReducedMotion``): the
    /// file's `prefersReducedMotion` (default `false`); set it to override the file, as
    /// `choreo render --reduced-motion` does.
    public var prefersReducedMotion: Bool {
        get { spec.prefersReducedMotion }
        set { spec.prefersReducedMotion = newValue }
    }

    /// The scene's `title` (default "Scene").
    public var title: String { spec.title }
    /// The scene's `caption`.
    public var caption: String { spec.caption }
    /// The stage's size in points (`size`).
    public var size: CGSize { spec.size }
    /// The states' names: the default state first, then the file's, in file order.
    public var stateNames: [String] { [Self.defaultStateName] + spec.states.map(\.name) }
    /// The state shown first (`initial`, else the default state).
    public var initialState: String { spec.initial?.value ?? Self.defaultStateName }
    /// The screens' ids, in file order.
    public var screenIDs: [String] { spec.screens.compactMap(\.id?.value) }
    /// The node the player's plot shows first (`plot`).
    public var plotNode: String? { spec.plotNode }
    /// How long the timeline runs, in seconds (`timeline.duration`).
    public var timelineDuration: TimeInterval { spec.timelineDuration }

    /// Reads the file at `url`. Files larger than ``SceneLimits/fileSize`` are refused unread.
    public init(contentsOf url: URL) throws(SceneErrors) {
        let name = url.path
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? Int, size > SceneLimits.fileSize {
            throw SceneErrors([SceneDocument.tooLarge(file: name, bytes: size)])
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SceneErrors([SceneError(file: name, line: 1, column: 1, message: "cannot read the file")])
        }
        try self.init(data: data, file: name)
    }

    /// Reads a scene from the bytes of a file (UTF-8 YAML or JSON); `file` names it in errors.
    public init(data: Data, file: String = "scene.yaml") throws(SceneErrors) {
        guard data.count <= SceneLimits.fileSize else { throw SceneErrors([SceneDocument.tooLarge(file: file, bytes: data.count)]) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneErrors([SceneError(file: file, line: 1, column: 1, message: "the file is not UTF-8 text")])
        }
        try self.init(yaml: text, file: file)
    }

    /// Reads a scene from YAML (or JSON) text; `file` names it in errors.
    public init(yaml text: String, file: String = "scene.yaml") throws(SceneErrors) {
        self.file = file
        if text.utf8.count > SceneLimits.fileSize { throw SceneErrors([SceneDocument.tooLarge(file: file, bytes: text.utf8.count)]) }
        if let deep = NestingScan.firstTooDeep(text, flowLimit: SceneLimits.flowNesting, columnLimit: SceneLimits.indentColumn) {
            let message = deep.flow
                ? "brackets nest deeper than \(SceneLimits.flowNesting) levels; flatten the file"
                : "indentation goes past column \(SceneLimits.indentColumn); nest less deeply"
            throw SceneErrors([SceneError(file: file, line: deep.line, column: deep.column, message: message)])
        }
        let root: Node
        do {
            guard let composed = try Yams.compose(yaml: text) else {
                throw SceneErrors([SceneError(file: file, line: 1, column: 1, message: "the file is empty; a scene needs at least 'screens'")])
            }
            root = composed
        } catch let errors as SceneErrors {
            throw errors
        } catch {
            throw SceneErrors([SceneDocument.located(error, file: file, text: text)])
        }
        var parser = SceneParser(file: file)
        parser.parse(root)
        var validator = SceneValidator(spec: parser.spec, reader: parser.reader)
        validator.validate()
        guard validator.reader.errors.isEmpty else { throw SceneErrors(validator.reader.errors) }
        spec = parser.spec
    }

    private static func tooLarge(file: String, bytes: Int) -> SceneError {
        SceneError(file: file, line: 1, column: 1,
                   message: "the file is \(bytes) bytes; scene files are at most \(SceneLimits.fileSize) bytes (1 MiB)")
    }

    /// `line` and `column` moved into `text`: the parser places a problem at the end of a file
    /// without a final line break on the line after it, which the file does not have.
    private static func inside(_ text: String, line: Int, column: Int) -> (line: Int, column: Int) {
        let lengths = YAMLLines.lineLengths(of: text)
        guard line > lengths.count else { return (line, column) }
        return (lengths.count, lengths[lengths.count - 1] + 1)
    }

    /// A YAML syntax error at its place.
    private static func located(_ error: any Error, file: String, text: String) -> SceneError {
        guard let yaml = error as? YamlError else {
            return SceneError(file: file, line: 1, column: 1, message: "not valid YAML: \(error)")
        }
        switch yaml {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let around = context.map { " (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? ""
            let (line, column) = inside(text, line: mark.line, column: mark.column)
            return SceneError(file: file, line: line, column: column, message: "not valid YAML: \(problem)\(around)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SceneError(file: file, line: context.mark.line, column: context.mark.column,
                              message: "a mapping gives \(duplicates.joined(separator: ", ")) twice")
        case .reader(let problem, _, _, _):
            return SceneError(file: file, line: 1, column: 1, message: "not readable as YAML: \(problem)")
        default:
            return SceneError(file: file, line: 1, column: 1, message: "not valid YAML: \(yaml)")
        }
    }
}
