import ChoreoMotion
import ChoreoRender
import Foundation

/// Matches each frame's items to tracks and orders the tracks for ``ItemTrack/tracks(of:)``.
///
/// One layer order must serve every frame, while items change places between frames (a list
/// reordered, a node reinserted). Only items that overlap need a fixed order, so each frame adds
/// "drawn below" constraints between its overlapping items, and the tracks are sorted
/// topologically, ties (and the rare cycle) broken by where each track was first seen.
struct TrackMatcher {
    let frameCount: Int
    private(set) var tracks: [ItemTrack] = []
    /// Tracks in order of first appearance, each placed just above the item drawn before it.
    private var firstSeen: [Int] = []
    private var trackOfKey: [String: Int] = [:]
    /// `below[a]` holds the tracks drawn above `a` where they overlap it.
    private var below: [Set<Int>] = []

    init(frameCount: Int) {
        self.frameCount = frameCount
    }

    mutating func add(_ tree: RenderTree, frame: Int) {
        var occurrences: [String: Int] = [:]
        var drawn: [(track: Int, box: CGRect)] = []
        for item in tree.items where SceneVisibility.draws(item) {
            let key = Self.identity(of: item, occurrences: &occurrences)
            let claimed = Set(drawn.map(\.track))
            var track = trackOfKey[key].flatMap { claimed.contains($0) ? nil : $0 }
            if track == nil, frame > 0 { track = nearestContinuing(item, frame: frame, claimed: claimed) }
            let chosen = track ?? newTrack(named: item.name, after: drawn.last?.track)
            trackOfKey[key] = chosen
            tracks[chosen].items[frame] = item
            tracks[chosen].clips[frame] = ItemTrack.clipChain(of: item, in: tree)
            let box = SceneVisibility.extent(of: item)
            for earlier in drawn where earlier.box.intersects(box) { below[earlier.track].insert(chosen) }
            drawn.append((chosen, box))
        }
    }

    /// The unclaimed track of the same name drawn in the previous frame nearest to `item`.
    private func nearestContinuing(_ item: RenderItem, frame: Int, claimed: Set<Int>) -> Int? {
        let distances = firstSeen.compactMap { candidate -> (Int, CGFloat)? in
            guard tracks[candidate].name == item.name, !claimed.contains(candidate),
                  let previous = tracks[candidate].items[frame - 1] else { return nil }
            return (candidate, hypot(previous.transform.tx - item.transform.tx, previous.transform.ty - item.transform.ty))
        }
        return distances.min { $0.1 < $1.1 }?.0
    }

    /// The tracks back to front: every constraint kept, except where constraints form a cycle.
    func backToFront() -> [Int] {
        var blockers = Array(repeating: 0, count: tracks.count)
        for above in below { for track in above { blockers[track] += 1 } }
        var remaining = firstSeen
        var order: [Int] = []
        while !remaining.isEmpty {
            // The first-seen track nothing must be drawn under; in a cycle, the first-seen one.
            let index = remaining.firstIndex { blockers[$0] == 0 } ?? 0
            let track = remaining.remove(at: index)
            order.append(track)
            for above in below[track] { blockers[above] -= 1 }
        }
        return order
    }

    private mutating func newTrack(named name: String?, after previous: Int?) -> Int {
        tracks.append(ItemTrack(name: name, items: Array(repeating: nil, count: frameCount),
                                clips: Array(repeating: [], count: frameCount)))
        below.append([])
        let position = previous.flatMap { firstSeen.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        firstSeen.insert(tracks.count - 1, at: position)
        return tracks.count - 1
    }

    /// An item's key: its name, text and fill (siblings often share a name, as the rows of a
    /// list and their parts), and how many items with all three came before it in the frame.
    private static func identity(of item: RenderItem, occurrences: inout [String: Int]) -> String {
        let fill = item.backgroundColor.map { "\($0.red),\($0.green),\($0.blue),\($0.alpha)" } ?? ""
        let base = (item.name.map { "+" + $0 } ?? "-") + "|" + (item.text?.string ?? "") + "|" + fill
        let occurrence = occurrences[base, default: 0]
        occurrences[base] = occurrence + 1
        return base + "#\(occurrence)"
    }
}
