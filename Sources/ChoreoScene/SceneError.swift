import Foundation

/// One problem found in a scene file, located at the field it is about.
///
/// Its ``description`` is the line `choreo check` prints: `FILE:LINE:COLUMN: message`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as it was named when loading (a path, or a name given to ``SceneDocument/init(yaml:file:)``).
    public var file: String
    /// Line of the field, from 1.
    public var line: Int
    /// Column of the field, from 1.
    public var column: Int
    /// What is wrong, naming the field and what it accepts.
    public var message: String

    /// Creates an error at a place in a file.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Every problem found in a scene file, in the order they appear in it.
public struct SceneErrors: Error, Sendable, CustomStringConvertible {
    /// The problems, sorted by line and column.
    public var errors: [SceneError]

    /// Creates the list, sorting it by place.
    public init(_ errors: [SceneError]) {
        self.errors = errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// One line per problem.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
