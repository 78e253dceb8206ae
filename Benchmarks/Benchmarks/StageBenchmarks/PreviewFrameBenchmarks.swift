import Benchmark
import Choreo
import Foundation

/// What the live preview's server writes for each frame of a 1,000-node scene in motion: the
/// canvas drawing steps of its render tree, next to the SVG document of the same tree (what the
/// preview sent before it drew on a canvas, and what `Stage.svg()` writes).
func previewFrameBenchmarks() {
    let tree = movingGrid(count: 1_000)
    Benchmark("Canvas drawing steps of a 1,000-item frame (the preview's frame)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(CanvasRenderer.drawing(tree).utf8.count)
        }
    }
    Benchmark("SVG document of the same 1,000-item frame (reference)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(SVGRenderer.document(tree).utf8.count)
        }
    }
}

/// Boxes of a wrapping grid caught mid-transition: fractional positions and sizes, four colours.
private func movingGrid(count: Int) -> RenderTree {
    let colors = [Color(red: 0.05, green: 0.65, blue: 0.91, alpha: 1), Color(red: 0.13, green: 0.77, blue: 0.37, alpha: 1),
                  Color(red: 0.96, green: 0.62, blue: 0.04, alpha: 1), Color(red: 0.94, green: 0.27, blue: 0.27, alpha: 1)]
    let items = (0..<count).map { index in
        let progress = CGFloat(index % 7) / 7
        return RenderItem(name: "b\(index)", bounds: CGSize(width: 8 + progress, height: 12 - 3 * progress),
                          transform: Transform(translationX: 4.25 + CGFloat(index % 40) * 9.8 + progress,
                                               y: 4.5 + CGFloat(index / 40) * 16.3),
                          backgroundColor: colors[index % colors.count])
    }
    return RenderTree(size: CGSize(width: 400, height: 420), items: items)
}
