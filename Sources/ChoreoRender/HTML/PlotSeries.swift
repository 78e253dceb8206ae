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

    /// The plotted values of each of `names` in `tree`: x, y, width, height and alpha
    /// (``HTMLPlayer/PlotProperty``'s order) of the first item with the name, `nil` where none has it.
    static func values(of names: [String], in tree: RenderTree) -> [CGFloat?] {
        var items: [String: RenderItem] = [:]
        for item in tree.items {
            if let name = item.name, items[name] == nil { items[name] = item }
        }
        return names.flatMap { name -> [CGFloat?] in
            guard let item = items[name] else { return Array(repeating: nil, count: HTMLPlayer.PlotProperty.allCases.count) }
            return HTMLPlayer.PlotProperty.allCases.map { property in
                switch property {
                case .x: item.transform.tx
                case .y: item.transform.ty
                case .width: item.bounds.width
                case .height: item.bounds.height
                // As drawn: no opacity (or NaN) is 0, more than 1 is 1.
                case .alpha: !(item.opacity > 0) ? 0 : min(item.opacity, 1)
                }
            }
        }
    }
}
