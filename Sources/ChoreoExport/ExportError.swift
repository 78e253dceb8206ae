import Foundation

/// Why a recording could not be exported; each message names the value or file at fault.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The recording has no frames, so there is nothing to play.
    case noFrames
    /// The stage has no area, so there is nothing to draw on.
    case emptyStage(width: Double, height: Double)
    /// A render tree holds a NaN or infinite value, e.g. `frame 3, item "card": transform.tx is nan`.
    case nonFiniteValue(String)
    /// A pixel density that is not a positive number.
    case invalidScale(Double)
    /// The font whose glyph outlines draw text could not be opened.
    case fontUnavailable(path: String)
    /// A file could not be written; nothing was left under its name.
    case unwritable(path: String, reason: String)
    /// A tool the export runs is not installed.
    case missingTool(name: String, install: String)
    /// A tool the export runs failed; nothing was left under the output's name.
    case toolFailed(name: String, status: Int32, message: String)

    /// The error as one line, e.g. `ffmpeg is not installed; install it with: apt-get install ffmpeg`.
    public var description: String {
        switch self {
        case .noFrames:
            "the recording has no frames"
        case let .emptyStage(width, height):
            "the stage is \(width) x \(height) points; both sides must be positive"
        case let .nonFiniteValue(what):
            "a render tree holds a non-finite value: \(what)"
        case let .invalidScale(scale):
            "the scale must be a positive number, got \(scale)"
        case let .fontUnavailable(path):
            "cannot open the font \(path) (Debian: apt-get install fonts-liberation)"
        case let .unwritable(path, reason):
            "cannot write \(path): \(reason)"
        case let .missingTool(name, install):
            "\(name) is not installed; install it with: \(install)"
        case let .toolFailed(name, status, message):
            "\(name) failed (exit status \(status)): \(message)"
        }
    }
}
