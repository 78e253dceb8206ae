import ChoreoSupport
import ChoreoLayout
import Foundation

/// PinLayout's global settings: layout direction, pixel scale and warnings.
@MainActor
public enum Pin {
    /// Which PinLayout warnings are on.
    public struct ActiveWarnings: Sendable {
        /// Warn when `horizontallyBetween`/`verticallyBetween` finds no space between the nodes.
        public var noSpaceAvailableBetweenViews = true
        /// Warn when `aspectRatio()` lays out an ``ImageNode`` whose intrinsic size is not set.
        public var aspectRatioImageNotSet = true

        /// Every optional warning on (the default).
        public init() {}
    }

    private static let defaultLogWarnings: Bool = {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }()

    /// Whether warnings are emitted at all (default: true in debug builds).
    @exclusivity(unchecked) public static var logWarnings: Bool = defaultLogWarnings

    /// Receives every warning's text (the first line of PinLayout's console message) instead of
    /// the diagnostics channel; nil reports them there (printed to standard error).
    @exclusivity(unchecked) public static var warningHandler: ((String) -> Void)?

    /// The text of the last warning emitted (PinLayout's `Pin.lastWarningText`).
    @exclusivity(unchecked) public static var lastWarningText: String?

    /// Warn when a builder is released without `layout()` (it still applies). Default false.
    @exclusivity(unchecked) public static var logMissingLayoutCalls = false

    /// Which optional warnings are on.
    @exclusivity(unchecked) public static var activeWarnings = ActiveWarnings()

    /// What `start` and `end` mean for nodes on no ``Stage``: left-to-right (default) or
    /// right-to-left (a stage's nodes follow its `layoutOptions.direction`). Right-to-left never
    /// mirrors coordinates; it swaps the edges start/end edges, margins, anchors and alignments map to.
    @exclusivity(unchecked) public static var layoutDirection: LayoutDirection = .leftToRight

    /// Sets ``layoutDirection``, as PinLayout's `Pin.layoutDirection(_:)`.
    public static func layoutDirection(_ direction: LayoutDirection) {
        layoutDirection = direction
    }

    /// The layout direction in effect.
    public static var currentLayoutDirection: LayoutDirection { layoutDirection }

    /// Pixels per point for nodes on no ``Stage`` (a stage's nodes use its `layoutOptions.scale`):
    /// origins are rounded and sizes rounded up to this grid before a frame is written (default 1).
    /// Non-finite or non-positive values act as 1.
    @exclusivity(unchecked) public static var displayScale: CGFloat = 1

    /// Every warning setting back to its default (logging on in debug builds, no handler, all
    /// optional warnings on, no missing-layout warnings, no last text).
    public static func resetWarnings() {
        logWarnings = defaultLogWarnings
        warningHandler = nil
        lastWarningText = nil
        logMissingLayoutCalls = false
        activeWarnings = ActiveWarnings()
    }

    /// Whether start is left for `node`'s rules: its stage's direction, or ``layoutDirection``
    /// for a node on no stage (the stage's options are the one source where there is a stage).
    @usableFromInline static func isLeftToRight(for node: DisplayNode) -> Bool {
        (node.stage?.layoutOptions.direction ?? layoutDirection) == .leftToRight
    }

    /// Pixels per point of `node`'s frames: its stage's scale, or ``displayScale`` for a node on
    /// no stage.
    static func scale(for node: DisplayNode) -> CGFloat {
        node.stage?.layoutOptions.scale ?? displayScale
    }

    /// Emits one warning: to the handler when set, else to the diagnostics channel.
    static func emit(_ text: String, node: DisplayNode) {
        guard logWarnings else { return }
        lastWarningText = text
        if let warningHandler {
            warningHandler(text)
            return
        }
        let f = node.frame
        var path: [String] = []
        var ancestor = node.supernode
        while let current = ancestor {
            path.insert("\(type(of: current))", at: 0)
            ancestor = current.supernode
        }
        var message = "\n👉 \(text)\n(Layouted view info: Type: \(type(of: node)), Frame: x: \(f.minX), y: \(f.minY), "
            + "width: \(f.width), height: \(f.height))"
        if !path.isEmpty { message += ", Superviews: \(path.joined(separator: " -> "))" }
        Diagnostics.report(message + "\n")
    }
}
