import Foundation

/// Something that happened while a stage was recorded, shown as a marker on the player's scrubber.
public struct RecordingEvent: Sendable, Hashable {
    /// What kind of thing happened; the player colors its marker by kind.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A layout or screen transition started.
        case transitionStarted
        /// A transition ran to its end.
        case transitionCompleted
        /// A transition was cancelled (or completed with `false`).
        case transitionCancelled
        /// A property animator started or continued running.
        case animatorStarted
        /// A property animator was paused.
        case animatorPaused
        /// A property animator was reversed.
        case animatorReversed
        /// A property animator finished (at its end, start or current position).
        case animatorFinished
        /// Anything else a script wants to point out.
        case note

        /// A short human-readable name, e.g. "transition started".
        public var title: String {
            switch self {
            case .transitionStarted: "transition started"
            case .transitionCompleted: "transition completed"
            case .transitionCancelled: "transition cancelled"
            case .animatorStarted: "animator started"
            case .animatorPaused: "animator paused"
            case .animatorReversed: "animator reversed"
            case .animatorFinished: "animator finished"
            case .note: "note"
            }
        }
    }

    /// When it happened, in seconds from the start of the recording.
    public var time: TimeInterval
    /// What happened.
    public var kind: Kind
    /// What it happened to, e.g. "password field"; may be empty.
    public var label: String

    /// Creates an event.
    public init(time: TimeInterval, kind: Kind, label: String = "") {
        self.time = time
        self.kind = kind
        self.label = label
    }

    /// The kind's title followed by the label, e.g. "transition started: password field".
    public var summary: String {
        label.isEmpty ? kind.title : "\(kind.title): \(label)"
    }
}
