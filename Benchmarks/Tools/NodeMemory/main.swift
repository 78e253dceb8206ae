import BenchmarkScenes
import Choreo
import Foundation
import MallocStats

/// What a laid-out, drawn node holds: the heap growth over building a screen, putting it on a
/// stage, laying it out and drawing one frame, per node. The render tree a frame returns is the
/// caller's, so it is released before measuring. Run in a fresh process:
/// `swift run -c release NodeMemory` in `Benchmarks/`.
@MainActor
func bytesPerNode(nodeCount: Int, _ build: () -> (Stage, AnyObject)) -> Int {
    let before = heap_bytes_in_use()
    let (stage, screen) = build()
    stage.layoutIfNeeded()
    _ = stage.renderTree()
    let after = heap_bytes_in_use()
    withExtendedLifetime((stage, screen)) {}
    return (after - before) / nodeCount
}

/// The busy stage of the frame benchmark, at rest: 10,000 plain nodes placed by hand in 100
/// groups, plus the root and the groups.
@MainActor
func handPlacedStage() -> (Stage, AnyObject) {
    let scene = BusyStage(animating: false)
    return (scene.stage, scene)
}

/// The feed of benchmark (g): a screen node, 1,000 cell nodes of ten leaf nodes each.
@MainActor
func feedStage() -> (Stage, AnyObject) {
    let screen = FeedScreenNode(cells: 1000)
    let stage = Stage(size: CGSize(width: 375, height: 667), clock: ManualClock())
    stage.rootNode = screen
    return (stage, screen)
}

MainActor.assumeIsolated {
    let groups = BusyStage.groupCount
    let handPlaced = bytesPerNode(nodeCount: 1 + groups + groups * BusyStage.nodesPerGroup, handPlacedStage)
    let feed = bytesPerNode(nodeCount: 11_001, feedStage)
    print("Hand-placed stage (10,101 nodes): \(handPlaced) bytes per node")
    print("Feed stage (11,001 nodes): \(feed) bytes per node")
}
