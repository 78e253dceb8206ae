import Foundation

/// The nodes a player's plot can show: named items, found once at most in every frame.
enum PlotSeries {
    /// Names that appear in some frame and never twice in one frame, in order of first appearance.
    static func names(in recording: Recording) -> [String] {
        var order: [String] = []
        var ambiguous = Set<String>()
        for tree in recording.frames {
            var seen = Set<String>()
            for name in tree.items.compactMap(\.name) {
                if !seen.insert(name).inserted { ambiguous.insert(name) }
                if !order.contains(name) { order.append(name) }
            }
        }
        return order.filter { !ambiguous.contains($0) }
    }

    /// The first of `names` whose position, size or opacity changes during the recording.
    static func firstChanging(_ names: [String], in recording: Recording) -> String? {
        names.first { name in
            let samples = recording.frames.compactMap { tree in
                tree.items.first { $0.name == name }.map { [$0.transform.tx, $0.transform.ty,
                                                             $0.bounds.width, $0.bounds.height, $0.opacity] }
            }
            return samples.contains { $0 != samples.first }
        }
    }
}
