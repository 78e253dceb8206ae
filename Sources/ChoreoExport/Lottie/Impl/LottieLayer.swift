import ChoreoMotion
import ChoreoRender
import Foundation

/// Builds the Lottie shape layer (`ty` 4) of one ``ItemTrack``: its transform and opacity, its
/// rectangle and fill, its text as glyph outlines, its clips as masks and its blur as an effect.
struct LottieLayer {
    /// Tolerances from the exporter's promise: 0.25 pt for geometry, 0.5 % for opacity.
    static let pointTolerance = 0.25
    static let percentTolerance = 0.5
    /// Color channels (0...1) within half a percent.
    static let colorTolerance = 0.005
    /// Lottie's Gaussian blur takes "blurriness"; players draw a standard deviation of 0.3 times it.
    static let sigmaPerBlurriness = 0.3

    let track: ItemTrack
    let frames: ClosedRange<Int>
    let stageSize: CGSize
    /// The font's outlines; nil when the recording draws no text.
    let glyphs: GlyphOutlines?
    /// The item in each frame of `frames`, held where the node is absent.
    let items: [RenderItem]
    /// Whether the node draws in each frame of `frames`.
    let present: [Bool]
    /// The spans that the node's curve animations explain.
    let curveSpans: LayerCurveSpans

    init(track: ItemTrack, frames: ClosedRange<Int>, stageSize: CGSize, glyphs: GlyphOutlines?,
         curveSpans: LayerCurveSpans) {
        self.track = track
        self.frames = frames
        self.stageSize = stageSize
        self.glyphs = glyphs
        self.curveSpans = curveSpans
        items = frames.map(track.item(at:))
        present = frames.map { track.items[$0] != nil }
    }

    /// The layer with index `index` (1-based, unique in the animation).
    func json(index: Int) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ddd", .int(0)), ("ind", .int(index)), ("ty", .int(4)), ("nm", .string(track.name ?? "item")),
            ("sr", .int(1)), ("ks", transform()), ("ao", .int(0)),
        ]
        let masks = self.masks()
        if !masks.isEmpty {
            members.append(("hasMask", .bool(true)))
            members.append(("masksProperties", .array(masks)))
        }
        if let blur = blurEffect() { members.append(("ef", .array([blur]))) }
        members.append(("shapes", .array(textGroups() + rectGroup())))
        members += [("ip", .int(frames.lowerBound)), ("op", .int(frames.upperBound + 1)), ("st", .int(0)),
                    ("bm", .int(0))]
        return .object(members)
    }

    /// A property sampled in every frame of the layer, written along the timing curves of the
    /// animations of `drivers` where they explain its samples. Only the layer's opacity matters
    /// in frames where the node draws nothing (it is 0 there); `showsWhileAbsent` says so.
    private func property(_ kind: LottieProperty, drivenBy drivers: [CurveAnimation.Property] = [],
                          showsWhileAbsent: Bool = false, _ sample: (Int) -> [Double]) -> JSONValue {
        kind.json(items.indices.map(sample), firstFrame: frames.lowerBound, spans: curveSpans.spans(of: drivers),
                  known: showsWhileAbsent ? nil : present)
    }

    private func transform() -> JSONValue {
        let parts = TransformParts.sequence(items.map(\.transform))
        // An angle or scale error moves the item's far corner by the extent times the error.
        let extent = max(1, items.reduce(0) { max($0, hypot($1.bounds.width, $1.bounds.height)) })
        let point = Self.pointTolerance
        return .object([
            ("a", .object([("a", .int(0)), ("k", .numbers([0, 0]))])),
            ("p", property(.vector(tolerance: [point, point]), drivenBy: [.position, .transform]) { parts[$0].position }),
            ("s", property(.vector(tolerance: [100 * point / extent, 100 * point / extent]), drivenBy: [.transform]) {
                parts[$0].scale
            }),
            ("r", property(.scalar(tolerance: point / extent * 180 / .pi), drivenBy: [.transform]) { [parts[$0].rotation] }),
            ("o", property(.scalar(tolerance: Self.percentTolerance), drivenBy: [.opacity], showsWhileAbsent: true) {
                present[$0] ? [items[$0].opacity * 100] : [0]
            }),
        ])
    }

    /// The item's rectangle and fill, when any frame fills it.
    private func rectGroup() -> [JSONValue] {
        let fills = items.indices.map { present[$0] ? SceneVisibility.fill(of: items[$0]) : nil }
        guard let anyFill = fills.compactMap({ $0 }).first else { return [] }
        let point = Self.pointTolerance
        let rect: JSONValue = .object([
            ("ty", .string("rc")), ("d", .int(1)),
            ("s", property(.vector(tolerance: [point, point]), drivenBy: [.size]) { Self.size(items[$0].bounds) }),
            ("p", property(.vector(tolerance: [point / 2, point / 2]), drivenBy: [.size]) {
                Self.size(items[$0].bounds).map { $0 / 2 }
            }),
            ("r", property(.scalar(tolerance: point), drivenBy: [.cornerRadius, .size]) { [Self.clampedRadius(items[$0])] }),
        ])
        let fill = colorFill(Self.held(fills, from: anyFill), drivenBy: [.fill]) { [(fills[$0]?.alpha ?? 0) * 100] }
        return [Self.group(name: "fill", items: [rect, fill], opacity: nil)]
    }

    /// One group per distinct text the node shows (its font size and words), each visible only
    /// in its frames. A text whose words change places from frame to frame (it re-wraps, or its
    /// words move between wrappings) draws each word's glyphs once and animates its position.
    private func textGroups() -> [JSONValue] {
        guard let glyphs else { return [] }
        let texts = items.indices.map { present[$0] ? SceneVisibility.text(of: items[$0]) : nil }
        let words = texts.map { $0.map { LottieText.words(of: $0, glyphs: glyphs) } }
        var variants: [Int] = []
        for frame in texts.indices where texts[frame] != nil
            && !variants.contains(where: { sameWords(frame, $0, texts: texts, words: words) }) {
            variants.append(frame)
        }
        return variants.map { variant in
            let shows = texts.indices.map { texts[$0] != nil && sameWords($0, variant, texts: texts, words: words) }
            let text = texts[variant]!
            let colors = Self.held(texts.indices.map { shows[$0] ? texts[$0]?.color : nil }, from: text.color)
            let fill = colorFill(colors) { [colors[$0].alpha * 100] }
            let visibility = property(.scalar(tolerance: Self.percentTolerance)) { shows[$0] ? [100] : [0] }
            guard texts.indices.contains(where: { shows[$0] && words[$0] != words[variant] }) else {
                return Self.group(name: "text", items: LottieText.paths(of: text, glyphs: glyphs) + [fill], opacity: visibility)
            }
            let placed = Self.held(texts.indices.map { shows[$0] ? words[$0] : nil }, from: words[variant]!)
            let groups = words[variant]!.indices.map { index in
                let point = Self.pointTolerance
                // Words that move with the width follow the curve of its animation.
                let position = property(.vector(tolerance: [point, point]), drivenBy: [.size]) {
                    [placed[$0][index].x, placed[$0][index].baseline]
                }
                let paths = LottieText.paths(of: placed[variant][index].text, fontSize: text.fontSize, glyphs: glyphs)
                return Self.group(name: "word", items: paths + [fill], opacity: nil, position: position)
            }
            return Self.group(name: "text", items: groups, opacity: visibility)
        }
    }

    /// Whether frames `a` and `b` draw the same words at the same size (wherever they stand).
    private func sameWords(_ a: Int, _ b: Int, texts: [RenderText?], words: [[LottieText.PlacedWord]?]) -> Bool {
        guard let lhs = texts[a], let rhs = texts[b], lhs.fontSize == rhs.fontSize,
              let left = words[a], let right = words[b], left.count == right.count else { return false }
        return zip(left, right).allSatisfy { $0.text == $1.text }
    }

    /// A fill of `colors` (one a frame) whose opacity in percent is `opacity` of the frame.
    private func colorFill(_ colors: [Color], drivenBy drivers: [CurveAnimation.Property] = [],
                           opacity: (Int) -> [Double]) -> JSONValue {
        let color = property(.vector(tolerance: Array(repeating: Self.colorTolerance, count: 3)), drivenBy: drivers) {
            Self.rgb(colors[$0])
        }
        return Self.fill(color: color, opacity: property(.scalar(tolerance: Self.percentTolerance), drivenBy: drivers,
                                                         opacity))
    }

    /// Clip `n` of the chain (the clips that hide part of the item) as mask `n`, in the layer's
    /// own coordinates; the first adds, the rest intersect, so nested clips clip to all of them.
    /// Frames with a shorter chain mask nothing out (a rectangle well beyond the stage).
    private func masks() -> [JSONValue] {
        let everything = RenderClip(bounds: CGSize(width: stageSize.width * 3, height: stageSize.height * 3),
                                    transform: Transform(translationX: -stageSize.width, y: -stageSize.height))
        let stage = CGRect(origin: .zero, size: stageSize)
        // A clip that hides nothing in a frame masks nothing there; levels past the last that hides are left out.
        let chains = frames.map { frame in
            track.clips[frame].map { SceneVisibility.cuts($0, track.item(at: frame), on: stage) ? $0 : everything }
        }
        let depth = chains.map { chain in (chain.lastIndex { $0 != everything } ?? -1) + 1 }.max() ?? 0
        let kind = LottieProperty(encode: { PathSamples.shape($0) }, encodeKeyframe: { .array([PathSamples.shape($0)]) },
                                  tolerance: Array(repeating: Self.pointTolerance, count: 48))
        return (0..<depth).map { level in
            let path = property(kind) { index in
                let chain = chains[index]
                let clip = level < chain.count ? chain[level] : everything
                let toLayer = items[index].transform.inverted() ?? .identity
                return PathSamples.roundedRect(size: clip.bounds, radius: clip.cornerRadius,
                                               transform: clip.transform.concatenating(toLayer))
            }
            return .object([("inv", .bool(false)), ("mode", .string(level == 0 ? "a" : "i")), ("pt", path),
                            ("o", Self.constant(100)), ("x", Self.constant(0)), ("nm", .string("clip \(level)"))])
        }
    }

    /// A Gaussian blur effect when any frame blurs the item.
    private func blurEffect() -> JSONValue? {
        let sigmas = items.map { $0.blurRadius.isFinite && $0.blurRadius > 0 ? Double($0.blurRadius) : 0 }
        guard sigmas.contains(where: { $0 > 0 }) else { return nil }
        let blurriness = property(.scalar(tolerance: Self.pointTolerance)) { [sigmas[$0] / Self.sigmaPerBlurriness] }
        let control = { (type: Int, name: String, value: JSONValue) -> JSONValue in
            .object([("ty", .int(type)), ("nm", .string(name)), ("v", value)])
        }
        return .object([
            ("ty", .int(29)), ("nm", .string("Gaussian Blur")), ("en", .int(1)),
            ("ef", .array([control(0, "Blurriness", blurriness), control(7, "Blur Dimensions", Self.constant(1)),
                           control(7, "Repeat Edge Pixels", Self.constant(0))])),
        ])
    }
}

extension LottieLayer {
    static func constant(_ value: Double) -> JSONValue {
        .object([("a", .int(0)), ("k", .number(value))])
    }

    /// The colors, each missing one holding the one before (or `first`), so a color that is
    /// not drawn in a frame needs no keyframes there.
    /// Each frame's value, the last known one held where there is none.
    static func held<Value>(_ values: [Value?], from first: Value) -> [Value] {
        var current = first
        return values.map { value in
            if let value { current = value }
            return current
        }
    }

    static func size(_ size: CGSize) -> [Double] {
        [max(size.width, 0), max(size.height, 0)]
    }

    /// The corner radius as drawn: at most half the shorter side, as in the SVG renderer.
    static func clampedRadius(_ item: RenderItem) -> Double {
        max(0, min(item.cornerRadius, max(item.bounds.width, 0) / 2, max(item.bounds.height, 0) / 2))
    }

    static func rgb(_ color: Color) -> [Double] {
        [color.red, color.green, color.blue].map { min(max($0, 0), 1) }
    }

    static func fill(color: JSONValue, opacity: JSONValue) -> JSONValue {
        .object([("ty", .string("fl")), ("c", color), ("o", opacity), ("r", .int(1))])
    }

    /// A shape group: its items, then its transform (Lottie wants the transform last).
    static func group(name: String, items: [JSONValue], opacity: JSONValue?, position: JSONValue? = nil) -> JSONValue {
        let transform: JSONValue = .object([
            ("ty", .string("tr")), ("p", position ?? .object([("a", .int(0)), ("k", .numbers([0, 0]))])),
            ("a", .object([("a", .int(0)), ("k", .numbers([0, 0]))])),
            ("s", .object([("a", .int(0)), ("k", .numbers([100, 100]))])), ("r", constant(0)),
            ("o", opacity ?? constant(100)),
        ])
        return .object([("ty", .string("gr")), ("nm", .string(name)), ("it", .array(items + [transform]))])
    }
}
