import ChoreoLayout
import Foundation

/// PinLayout's warning texts. Contexts are closures, so chains that warn nothing build no string.
extension PinRules {
    func warn(_ text: String) {
        guard Pin.logWarnings else { return }
        Pin.emit("PinLayout Warning: \(text)", node: node)
    }

    func warnWontBeApplied(_ text: String, _ context: Context) {
        guard Pin.logWarnings else { return }
        warn("\(context()) won't be applied, \(text)")
    }

    func warnPropertyAlreadySet(_ value: CGFloat, _ context: Context) {
        guard Pin.logWarnings else { return }
        Pin.emit("PinLayout Conflict: \(context()) won't be applied since it value has already been set to \(value).",
                 node: node)
    }

    func warnConflict(_ context: Context, _ properties: [(String, CGFloat)]) {
        guard Pin.logWarnings else { return }
        var text = "PinLayout Conflict: \(context()) won't be applied since it conflicts with the following already set properties:"
        for (name, value) in properties { text += "\n \(name): \(value)" }
        Pin.emit(text, node: node)
    }

    func warnConflictsWith(_ other: String, _ context: Context) {
        guard Pin.logWarnings else { return }
        Pin.emit("PinLayout Conflict: \(context()) won't be applied since it conflicts with \(other).", node: node)
    }

    func warnReferenceNotInTree(_ reference: DisplayNode, _ context: Context) {
        warnWontBeApplied("the reference view \(describe(reference)) must be added as a sub-view before being used as a reference.",
                          context)
    }

    /// `(DisplayNode, Frame: (40.0, 100.0, 200.0, 100.0))`, with the rect `pin` (`keepTransform`)
    /// or `pinFrame` reads. Static: warning contexts capture the flag, not the rules they warn about.
    static func describe(_ node: DisplayNode, keepTransform: Bool) -> String {
        let r = rect(of: node, keepTransform: keepTransform)
        return "(\(type(of: node)), Frame: (\(r.minX), \(r.minY), \(r.width), \(r.height)))"
    }

    static func describe(_ nodes: [DisplayNode], keepTransform: Bool) -> String {
        if nodes.count == 1 { return describe(nodes[0], keepTransform: keepTransform) }
        return "[\(nodes.map { describe($0, keepTransform: keepTransform) }.joined(separator: ", "))]"
    }

    func describe(_ node: DisplayNode) -> String { PinRules.describe(node, keepTransform: keepTransform) }

    /// The justify and align warnings, emitted when the builder applies (with either set).
    func displayLayoutWarnings() {
        guard Pin.logWarnings else { return }
        if let justify = justifyValue {
            warnPlacement({ "justify(.\(justify))" }, start: _left, end: _right, center: _hCenter, size: width,
                          edges: "left and right", axis: "justify the view horizontally",
                          centered: "justification is not applied when hCenter has been set. By default the view will be "
                              + "centered around the hCenter.")
        }
        if let align = alignValue {
            warnPlacement({ "align(.\(align))" }, start: _top, end: _bottom, center: _vCenter, size: height,
                          edges: "top and bottom", axis: "align the view vertically",
                          centered: "alignment is not applied when vCenter has been set. By default the view will be "
                              + "centered around the specified vCenter.")
        }
    }

    /// justify/align need both edges (or pinEdges with a size and one anchor) and no center.
    private func warnPlacement(_ context: Context, start: CGFloat?, end: CGFloat?, center: CGFloat?, size: CGFloat?,
                               edges: String, axis: String, centered: String) {
        let anchored = start != nil || end != nil || center != nil
        if !((start != nil && end != nil) || (shouldPinEdges && size != nil && anchored)) {
            warnWontBeApplied("the \(edges) coordinates must be set to \(axis).", context)
        }
        if center != nil { warnWontBeApplied(centered, context) }
    }
}
