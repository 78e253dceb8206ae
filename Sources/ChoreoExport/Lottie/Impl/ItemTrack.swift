import ChoreoMotion
import ChoreoRender
import Foundation

/// One node followed through a recording: the item it drew in each frame, or nil where it drew
/// nothing. A node is known by its name and how many items of that name came before it in the
/// frame, so a node keeps its track (and its Lottie layer) while it moves, fades or is reordered.
struct ItemTrack {
    /// The node's name, or nil when it has none.
    var name: String?
    /// One entry per frame of the recording.
    var items: [RenderItem?]
    /// The clips applying to the item in each frame, outermost first (empty when unclipped).
    var clips: [[RenderClip]]

    /// The frames in which the node draws something: from its first to its last.
    var frameRange: ClosedRange<Int>? {
        guard let first = items.firstIndex(where: { $0 != nil }),
              let last = items.lastIndex(where: { $0 != nil }) else { return nil }
        return first...last
    }

    /// The item at `frame`, or in a frame where it is absent the nearest earlier one (the
    /// layer's values hold while it is hidden), falling back to the next one.
    func item(at frame: Int) -> RenderItem {
        if let item = items[frame] { return item }
        if let earlier = items[..<frame].last(where: { $0 != nil }) ?? nil { return earlier }
        return items[frame...].first(where: { $0 != nil })!!
    }

    /// The tracks of every node in `frames`, front to back (Lottie's layer order).
    ///
    /// An item continues the track of the same name and text (the n-th such item in its frame
    /// continues the n-th track), or else a track of the same name drawn in the previous frame
    /// (its text changed). Layers are ordered so that every two items that overlap in a frame
    /// are drawn in that frame's order; see ``TrackMatcher``.
    static func tracks(of frames: [RenderTree]) -> [ItemTrack] {
        var matcher = TrackMatcher(frameCount: frames.count)
        for (frame, tree) in frames.enumerated() {
            matcher.add(tree, frame: frame)
        }
        return matcher.backToFront().reversed().map { matcher.tracks[$0] }
    }

    /// The clips applying to `item`, outermost first; a parent that is not an earlier clip ends
    /// the chain, as in the SVG renderer.
    static func clipChain(of item: RenderItem, in tree: RenderTree) -> [RenderClip] {
        var chain: [RenderClip] = []
        var index = item.clip
        while let current = index, tree.clips.indices.contains(current) {
            chain.append(tree.clips[current])
            index = tree.clips[current].parent.flatMap { $0 >= 0 && $0 < current ? $0 : nil }
        }
        return chain.reversed()
    }
}

/// What of an item shows, decided as the SVG renderer decides it.
enum SceneVisibility {
    /// Whether `item` draws anything: visible, with a fill or text that shows.
    static func draws(_ item: RenderItem) -> Bool {
        fill(of: item) != nil || text(of: item) != nil
    }

    /// The item's fill when it shows.
    static func fill(of item: RenderItem) -> Color? {
        guard item.opacity > 0, let color = item.backgroundColor, color.alpha > 0,
              item.bounds.width > 0, item.bounds.height > 0 else { return nil }
        return color
    }

    /// The item's text when it shows.
    static func text(of item: RenderItem) -> RenderText? {
        guard item.opacity > 0, let text = item.text, text.color.alpha > 0, text.fontSize > 0,
              text.lines.contains(where: { !$0.text.isEmpty }) else { return nil }
        return text
    }

    /// Where `item` may paint on the stage: its rectangle and text, grown by its blur.
    static func extent(of item: RenderItem) -> CGRect {
        var local = CGRect(origin: .zero, size: item.bounds)
        if let text = item.text, !text.lines.isEmpty {
            // Lines (moving words among them) may stand anywhere: the union of their boxes.
            let right = text.lines.reduce(0) { max($0, $1.x + $1.width) }
            let bottom = text.lines.reduce(0) { max($0, $1.baseline) }
            local = local.union(CGRect(x: 0, y: 0, width: right, height: bottom + text.fontSize))
        }
        let blur = item.blurRadius.isFinite && item.blurRadius > 0 ? item.blurRadius * 3 : 0
        local = local.insetBy(dx: -blur - 1, dy: -blur - 1)
        let corners = [CGPoint(x: local.minX, y: local.minY), CGPoint(x: local.maxX, y: local.minY),
                       CGPoint(x: local.minX, y: local.maxY), CGPoint(x: local.maxX, y: local.maxY)]
            .map(item.transform.apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Whether `clip` hides any part of `item` that shows on `stage`; a clip around all of it (the
    /// stage's own, a card's around its content) needs no mask. Rotated or skewed clips count.
    static func cuts(_ clip: RenderClip, _ item: RenderItem, on stage: CGRect) -> Bool {
        let transform = clip.transform
        guard transform.b == 0, transform.c == 0 else { return true }
        let corner = transform.apply(to: .zero)
        let opposite = transform.apply(to: CGPoint(x: clip.bounds.width, y: clip.bounds.height))
        let radius = max(clip.cornerRadius, 0) * max(abs(transform.a), abs(transform.d))
        let inside = CGRect(x: min(corner.x, opposite.x), y: min(corner.y, opposite.y),
                            width: abs(opposite.x - corner.x), height: abs(opposite.y - corner.y))
            .insetBy(dx: radius, dy: radius)
        return !inside.contains(extent(of: item).intersection(stage))
    }
}
