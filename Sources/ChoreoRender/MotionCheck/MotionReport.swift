import Foundation

/// What ``Recording/motionReport(limits:)`` found: the motion a recording shows that WCAG asks
/// to avoid or to let users turn off.
///
/// ```swift
/// let report = recording.motionReport()
/// if !report.isClean { print(report) }   // one line per finding
/// ```
public struct MotionReport: Sendable, Hashable, CustomStringConvertible {
    /// The limits the recording was checked against.
    public var limits: MotionLimits
    /// The findings, in time order (then by element name).
    public var findings: [MotionFinding]

    /// Creates a report.
    public init(limits: MotionLimits, findings: [MotionFinding]) {
        self.limits = limits
        self.findings = findings
    }

    /// Whether nothing was found.
    public var isClean: Bool { findings.isEmpty }

    /// One line per finding, or a line saying the recording is clean.
    public var description: String {
        guard !findings.isEmpty else { return "no large motion or flashing found" }
        return findings.map(\.description).joined(separator: "\n")
    }
}

/// One element's motion that breaks a limit.
public struct MotionFinding: Sendable, Hashable, CustomStringConvertible {
    /// What broke which limit.
    public enum Kind: Sendable, Hashable {
        /// WCAG 2.3.3 (animation from interactions): the element moved `distance` points along
        /// one axis in one continuous movement, more than `limit` (a third of the stage on that axis).
        case largeMotion(distance: CGFloat, limit: CGFloat)
        /// WCAG 2.3.1 (three flashes): `flashes` flashes of the element within one second, more
        /// than `limit`.
        case flashing(flashes: Int, limit: Int)
    }

    /// The element's render item name (its node's `debugName`); a name used by several items
    /// of a frame gets `#2`, `#3`… for its later occurrences.
    public var element: String
    /// When the movement, or the window of flashes, starts and ends (seconds into the recording).
    public var span: ClosedRange<TimeInterval>
    /// What happened, and how much.
    public var kind: Kind

    /// Creates a finding about `element` over `span`.
    public init(element: String, span: ClosedRange<TimeInterval>, kind: Kind) {
        (self.element, self.span, self.kind) = (element, span, kind)
    }

    /// When it starts: ``span``'s lower bound.
    public var time: TimeInterval { span.lowerBound }

    /// For example `"card" at 0.200 s–0.600 s: moves 300 pt, more than a third of the stage
    /// (125 pt) (WCAG 2.3.3)`.
    public var description: String {
        let heading = "\"\(element)\" at \(Self.seconds(span.lowerBound))–\(Self.seconds(span.upperBound))"
        switch kind {
        case .largeMotion(let distance, let limit):
            return "\(heading): moves \(Self.points(distance)), more than a third of the stage (\(Self.points(limit))) "
                + "(WCAG 2.3.3)"
        case .flashing(let flashes, let limit):
            return "\(heading): flashes \(flashes) times in one second, more than \(limit) (WCAG 2.3.1)"
        }
    }

    private static func seconds(_ time: TimeInterval) -> String { String(format: "%.3f s", time) }
    private static func points(_ length: CGFloat) -> String { String(format: "%.0f pt", Double(length)) }
}

/// The limits a ``MotionReport`` checks, WCAG's by default.
public struct MotionLimits: Sendable, Hashable {
    /// The largest movement allowed, as a fraction of the stage's width (horizontal) or height
    /// (vertical). Default 1/3.
    public var movementFraction: CGFloat
    /// The most flashes allowed within any one second. Default 3.
    public var flashesPerSecond: Int
    /// The smallest change of opacity, or of the fill's relative luminance, that counts as a
    /// flip (half a flash). Default 0.1, WCAG's 10 % of relative luminance.
    public var flipThreshold: Double
    /// Below this opacity an element is not seen moving: a change of position while it is this
    /// faint (in either of two frames) is not motion. Default 0.1.
    public var visibleOpacity: CGFloat

    /// Creates limits.
    public init(movementFraction: CGFloat = 1.0 / 3, flashesPerSecond: Int = 3, flipThreshold: Double = 0.1,
                visibleOpacity: CGFloat = 0.1) {
        self.movementFraction = movementFraction
        self.flashesPerSecond = flashesPerSecond
        self.flipThreshold = flipThreshold
        self.visibleOpacity = visibleOpacity
    }

    /// WCAG 2.3.3 and 2.3.1's limits.
    public static let wcag = MotionLimits()
}
