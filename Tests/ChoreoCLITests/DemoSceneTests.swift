@testable import ChoreoCLI
import Choreo
import Foundation
import Testing

@Suite("Demo scenes")
@MainActor
struct DemoSceneTests {
    @Test("Scene names are unique command-line words")
    func names() {
        let names = DemoScene.names
        #expect(names == ["signup", "upload", "list", "reflow", "cascade", "cascade-reduced", "tags", "toast", "pin", "search", "sheet", "scrubbed-sheet"])
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
    }

    @Test("Every scene records frames, events and a plottable node", arguments: DemoScene.names)
    func records(name: String) throws {
        let scene = try DemoScene.scene(named: name)
        let recording = scene.record(30)
        #expect(!recording.frames.isEmpty)
        #expect(!recording.events.isEmpty)
        let plotNode = try #require(scene.plotNode)
        #expect(recording.frames.contains { tree in tree.items.contains { $0.name == plotNode } })
    }

    @Test("The banner's pause shows it half way down, and the loop ends soon after it leaves")
    func bannerTiming() throws {
        let recording = DemoScene.toast.record(60)
        func bannerY(at time: TimeInterval) -> CGFloat? {
            recording.frames[recording.frameIndex(at: time)].items.first { $0.name == "banner" }?.transform.ty
        }
        let paused = try #require(recording.events.first { $0.kind == .animatorPaused })
        let finished = try #require(recording.events.first { $0.kind == .animatorFinished })
        let y = try #require(bannerY(at: paused.time + 0.2))
        // Hidden at -64, resting at 16: paused visibly between the two, and holding still.
        #expect(y > -50 && y < 0)
        #expect(bannerY(at: paused.time + 0.4) == y)
        #expect(recording.duration - finished.time <= 0.3)
    }

    @Test("The demo page shows no literal backticks")
    func noBackticks() throws {
        let html = try DemoPage.html(scenes: [DemoScene.tags], framesPerSecond: 10)
        #expect(!html.contains("`"))
        #expect(html.contains("<code>transitionLayout(with:)</code>"))
    }

    @Test("The demo writes each scene's Lottie file (and GIF when ffmpeg is installed) beside the page")
    func exports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var exports = DemoExports(page: folder.appendingPathComponent("page.html"))
        let scene = DemoScene.toast
        let downloads = try exports.write(scene, scene.record(10))
        #expect(downloads.first == HTMLPlayer.Download(title: "Lottie", href: "page-toast.json"))
        #expect(downloads.dropFirst().allSatisfy { $0 == HTMLPlayer.Download(title: "GIF", href: "page-toast.gif") })
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == downloads.map(\.href).sorted())
    }
}
