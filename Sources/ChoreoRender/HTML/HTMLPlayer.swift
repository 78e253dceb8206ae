import Foundation

/// Builds a self-contained HTML page that plays ``Recording``s, a player per scene.
///
/// Each recording is stored once, compactly, as the markup ``SVGRenderer`` writes for each of its
/// frames (ids prefixed per scene; see `PlayerData`): the page's script shows the current frame
/// as that `<svg>` element and each filmstrip thumbnail as an image of that document. Each player has
/// play/pause, a scrubber with a marker per recorded event, frame number and time, speed
/// (0.1x to 2x), single-frame steps, a loop switch, a plot of a node's property over time and a
/// filmstrip of every sixth frame; space, the arrow keys, comma and period control the player
/// last used. Scenes play only while on screen, never by themselves under reduced motion. The
/// page needs no external resources and is well-formed XML: its style sheet and scripts, files in
/// ChoreoRender's resources, are inlined.
///
/// ```swift
/// let html = try HTMLPlayer.page(title: "Card flip", description: "Spring, 0.4 s", scenes: [
///     HTMLPlayer.Scene(title: "Flip", caption: "Tap to flip", recording: recording, plotNode: "card"),
/// ])
/// ```
public enum HTMLPlayer: Sendable {
    /// One thumbnail per this many frames in a scene's filmstrip.
    static let filmstripStride = 6
    /// The speeds offered, in the order shown.
    static let speeds = ["0.1", "0.25", "0.5", "1", "2"]

    /// Returns the HTML page.
    /// - Parameters:
    ///   - title: The page's title and top heading.
    ///   - description: A paragraph under the heading; line breaks are kept, backticks mark code.
    ///   - scenes: The recordings to play, in order.
    /// - Throws: ``MissingResource`` when the page's style sheet or a script cannot be read.
    public static func page(title: String, description: String, scenes: [Scene]) throws -> String {
        let resources = try PlayerResources.load()
        var writer = MarkupWriter(capacity: 24_576 + scenes.count * 32_768)
        writer.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        writer.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>")
        writer.escaped(title)
        writer.raw("</title>\n<style>\n")
        writer.raw(resources.styleSheet)
        writer.raw("</style>\n</head>\n<body>\n<header>\n<h1>")
        writer.escaped(title)
        writer.raw("</h1>\n<p class=\"description\">")
        writeProse(description, into: &writer)
        writer.raw("</p>\n<p class=\"keys\">Keys: <kbd>space</kbd> play or pause, <kbd>←</kbd> <kbd>→</kbd> ")
        writer.raw("or <kbd>,</kbd> <kbd>.</kbd> one frame back or forward.</p>\n</header>\n")
        for (number, scene) in scenes.enumerated() {
            write(scene, number: number, into: &writer)
        }
        writer.raw("<script>//<![CDATA[\n")
        for script in resources.scripts { writer.raw(script) }
        writer.raw("//]]></script>\n</body>\n</html>\n")
        return writer.output
    }

    /// Appends `text` escaped, with each span between backticks as `<code>`.
    static func writeProse(_ text: String, into writer: inout MarkupWriter) {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        // An unmatched last backtick stays literal.
        let pairedCount = parts.count.isMultiple(of: 2) ? parts.count - 1 : parts.count
        for (index, part) in parts.enumerated() {
            if index >= pairedCount {
                writer.raw("`")
                writer.escaped(part)
            } else if index.isMultiple(of: 2) {
                writer.escaped(part)
            } else {
                writer.raw("<code>")
                writer.escaped(part)
                writer.raw("</code>")
            }
        }
    }

    /// `<p class="downloads">` with one link per file, or nothing when there is none.
    private static func writeDownloads(_ downloads: [Download], into writer: inout MarkupWriter) {
        guard !downloads.isEmpty else { return }
        writer.raw("<p class=\"downloads\">Download:")
        for (index, download) in downloads.enumerated() {
            writer.raw(index == 0 ? " " : " · ")
            writer.raw("<a href=\"")
            writer.escaped(download.href)
            writer.raw("\" download>")
            writer.escaped(download.title)
            writer.raw("</a>")
        }
        writer.raw("</p>\n")
    }

    private static func write(_ scene: Scene, number: Int, into writer: inout MarkupWriter) {
        let recording = scene.recording
        let frameCount = recording.frames.count
        writer.raw("<section class=\"scene\" id=\"scene-")
        writer.integer(number)
        writer.raw("\" data-frames=\"")
        writer.integer(frameCount)
        writer.raw("\"")
        writer.attribute("data-fps", CGFloat(recording.effectiveFramesPerSecond))
        writer.raw(">\n<h2>")
        writer.escaped(scene.title)
        writer.raw("</h2>\n<p class=\"caption\">")
        writeProse(scene.caption, into: &writer)
        writer.raw("</p>\n")
        writeDownloads(scene.downloads, into: &writer)
        guard frameCount > 0 else {
            writer.raw("<p class=\"empty\">No frames.</p>\n</section>\n")
            return
        }
        writer.raw("<div class=\"stage\" style=\"--w:")
        writer.number(SVGRenderer.nonNegative(recording.size.width))
        writer.raw("px\" aria-live=\"off\"></div>\n")
        writeControls(recording, into: &writer)
        let plotNodes = PlotSeries.names(in: recording)
        writePlot(scene, nodes: plotNodes, into: &writer)
        writeFilmstrip(recording, into: &writer)
        writer.raw("<script type=\"application/json\" class=\"recording\">")
        writer.raw(PlayerData.json(for: recording, idPrefix: "s\(number)-", plotNodes: plotNodes))
        writer.raw("</script>\n</section>\n")
    }

    private static func writeControls(_ recording: Recording, into writer: inout MarkupWriter) {
        let last = recording.frames.count - 1
        writer.raw("<div class=\"controls\">")
        writer.raw("<button type=\"button\" class=\"play\">Pause</button>")
        writer.raw("<button type=\"button\" class=\"back\" title=\"One frame back (←)\" aria-label=\"One frame back\">◀|</button>")
        writer.raw("<button type=\"button\" class=\"forward\" title=\"One frame forward (→)\" aria-label=\"One frame forward\">|▶</button>")
        writer.raw("<div class=\"track\"><input type=\"range\" class=\"scrubber\" min=\"0\" max=\"")
        writer.integer(last)
        writer.raw("\" value=\"0\" step=\"1\" aria-label=\"Frame\"/><div class=\"markers\">")
        for event in recording.events {
            let frame = recording.frameIndex(at: event.time)
            writer.raw("<span")
            writeEventAttributes(event, frame: frame, kind: "marker", into: &writer)
            writer.raw(" style=\"--p:")
            writer.number(last > 0 ? CGFloat(frame) / CGFloat(last) : 0)
            writer.raw("\" title=\"")
            writer.escaped(eventLabel(event))
            writer.raw("\"></span>")
        }
        writer.raw("</div></div>")
        writer.raw("<span class=\"counter\">Frame 1 / ")
        writer.integer(recording.frames.count)
        writer.raw("</span><span class=\"clock\">0 ms</span>")
        writer.raw("<label>Speed <select class=\"speed\">")
        for speed in speeds {
            writer.raw("<option value=\"\(speed)\"")
            if speed == "1" { writer.raw(" selected=\"selected\"") }
            writer.raw(">\(speed)x</option>")
        }
        writer.raw("</select></label>")
        writer.raw("<label><input type=\"checkbox\" class=\"loop\" checked=\"checked\"/> Loop</label>")
        writer.raw("</div>\n")
        guard !recording.events.isEmpty else { return }
        writer.raw("<ol class=\"events\">")
        for event in recording.events {
            writer.raw("<li><button type=\"button\"")
            writeEventAttributes(event, frame: recording.frameIndex(at: event.time), kind: "event", into: &writer)
            writer.raw(">")
            writer.escaped(eventLabel(event))
            writer.raw("</button></li>")
        }
        writer.raw("</ol>\n")
    }

    /// "300 ms · transition started: card".
    private static func eventLabel(_ event: RecordingEvent) -> String {
        "\(milliseconds(event.time)) ms · \(event.summary)"
    }

    /// ` class="KIND EVENT-KIND" data-frame="FRAME"`.
    private static func writeEventAttributes(_ event: RecordingEvent, frame: Int, kind: String,
                                             into writer: inout MarkupWriter) {
        writer.raw(" class=\"\(kind) ")
        writer.raw(event.kind.rawValue)
        writer.raw("\" data-frame=\"")
        writer.integer(frame)
        writer.raw("\"")
    }

    private static func writePlot(_ scene: Scene, nodes names: [String], into writer: inout MarkupWriter) {
        guard !names.isEmpty else { return }
        let chosen = scene.plotNode.flatMap { names.contains($0) ? $0 : nil }
            ?? PlotSeries.firstChanging(names, in: scene.recording) ?? names[0]
        writer.raw("<div class=\"plot\"><div class=\"plot-controls\"><label>Plot <select class=\"plot-node\">")
        for name in names {
            writer.raw("<option value=\"")
            writer.escaped(name)
            writer.raw("\"")
            if name == chosen { writer.raw(" selected=\"selected\"") }
            writer.raw(">")
            writer.escaped(name)
            writer.raw("</option>")
        }
        writer.raw("</select></label> <select class=\"plot-property\" aria-label=\"Property\">")
        for property in PlotProperty.allCases {
            writer.raw("<option value=\"\(property.rawValue)\"")
            if property == scene.plotProperty { writer.raw(" selected=\"selected\"") }
            writer.raw(">\(property.rawValue)</option>")
        }
        writer.raw("</select><span class=\"plot-value\"></span></div>")
        writer.raw("<svg class=\"graph\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 600 120\" ")
        writer.raw("preserveAspectRatio=\"none\" role=\"img\" aria-label=\"Property over time\"></svg></div>\n")
    }

    private static func writeFilmstrip(_ recording: Recording, into writer: inout MarkupWriter) {
        writer.raw("<div class=\"filmstrip\">")
        for index in stride(from: 0, to: recording.frames.count, by: filmstripStride) {
            writer.raw("<button type=\"button\" class=\"thumb\" data-frame=\"")
            writer.integer(index)
            writer.raw("\"><span class=\"picture\"></span><span class=\"label\">")
            writer.integer(milliseconds(recording.time(ofFrame: index)))
            writer.raw(" ms</span></button>")
        }
        writer.raw("</div>\n")
    }

    /// Whole milliseconds; beyond ±1e15 ms (about 31,000 years) clamped, so it fits in an Int.
    static func milliseconds(_ time: TimeInterval) -> Int {
        time.isFinite ? Int(min(max(time * 1000, -1e15), 1e15).rounded()) : 0
    }
}
