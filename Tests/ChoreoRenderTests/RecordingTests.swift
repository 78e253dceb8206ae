import ChoreoMotion
import ChoreoRender
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ChoreoTestSupport
import Testing

@Suite("Recording")
struct RecordingTests {
    private func tree(_ x: CGFloat) -> RenderTree {
        RenderTree(size: CGSize(width: 40, height: 20), items: [
            RenderItem(bounds: CGSize(width: 10, height: 10), transform: Transform(translationX: x, y: 0),
                       backgroundColor: .red, clip: 0),
        ], clips: [RenderClip(bounds: CGSize(width: 40, height: 20))])
    }

    @Test("Frame times and the frame at a time")
    func timing() {
        let recording = Recording(size: .zero, framesPerSecond: 30, frames: Array(repeating: tree(0), count: 10))
        #expect(recording.duration == 10.0 / 30)
        #expect(recording.time(ofFrame: 3) == 0.1)
        #expect(recording.frameIndex(at: 0.1) == 3)
        #expect(recording.frameIndex(at: 0.099) == 2)
        #expect(recording.frameIndex(at: -1) == 0)
        #expect(recording.frameIndex(at: 99) == 9)
        #expect(recording.frameIndex(at: .nan) == 0)
        #expect(Recording(size: .zero, framesPerSecond: .nan).effectiveFramesPerSecond == 60)
        #expect(Recording(size: .zero, framesPerSecond: -5).effectiveFramesPerSecond == 60)
    }

    @Test("Event summaries")
    func eventSummary() {
        #expect(RecordingEvent(time: 0, kind: .transitionCompleted, label: "card").summary == "transition completed: card")
        #expect(RecordingEvent(time: 0, kind: .animatorPaused).summary == "animator paused")
        #expect(RecordingEvent.Kind.allCases.map(\.rawValue) == [
            "transitionStarted", "transitionCompleted", "transitionCancelled", "animatorStarted", "animatorPaused",
            "animatorReversed", "animatorFinished", "note",
        ])
    }

    @Test("SVG frames are the SVG renderer's documents")
    func svgFrames() {
        let recording = Recording(size: CGSize(width: 40, height: 20), frames: [tree(0), tree(5)])
        #expect(recording.svgFrames() == [SVGRenderer.document(tree(0)), SVGRenderer.document(tree(5))])
    }

    @Test("Frame file names sort in frame order")
    func frameNames() {
        #expect(Recording.svgFrameNames(count: 3) == ["frame-0000.svg", "frame-0001.svg", "frame-0002.svg"])
        #expect(Recording.svgFrameNames(count: 10_001).last == "frame-10000.svg")
        #expect(Recording.svgFrameNames(count: 10_001).first == "frame-00000.svg")
        #expect(Recording.svgFrameNames(count: 0).isEmpty)
    }

    @Test("Writing SVG frames creates the folder and one file per frame")
    func writeFrames() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("choreo-frames-\(UUID().uuidString)/nested")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let recording = Recording(size: CGSize(width: 40, height: 20), frames: [tree(0), tree(5)])
        let urls = try recording.writeSVGFrames(to: folder)
        #expect(urls.map(\.lastPathComponent) == ["frame-0000.svg", "frame-0001.svg"])
        #expect(try String(contentsOf: urls[1], encoding: .utf8) == SVGRenderer.document(tree(5)))
    }

    @Test("The animated SVG shows each run of equal frames only during its time")
    func animatedSVG() throws {
        let recording = Recording(size: CGSize(width: 40, height: 20), framesPerSecond: 10,
                                  frames: [tree(0), tree(0), tree(5), tree(9)])
        let svg = recording.animatedSVG()
        let root = try #require(parseXML(svg))
        let groups = root.childElements
        #expect(groups.count == 3)
        #expect(groups.allSatisfy { $0["visibility"] == "hidden" })
        let animations = root.descendants(named: "animate").map(\.attributeMap)
        let common = ["attributeName": "visibility", "calcMode": "discrete", "repeatCount": "indefinite", "dur": "0.4s"]
        #expect(animations == [
            common.merging(["values": "visible;hidden", "keyTimes": "0.000000;0.500000"]) { $1 },
            common.merging(["values": "hidden;visible;hidden", "keyTimes": "0.000000;0.500000;0.750000"]) { $1 },
            common.merging(["values": "hidden;visible", "keyTimes": "0.000000;0.750000"]) { $1 },
        ])
        #expect(root.descendants(named: "clipPath").map { $0["id"] } == ["f0-clip-0", "f2-clip-0", "f3-clip-0"])
        #expect(svg.contains("<g clip-path=\"url(#f2-clip-0)\">\n<rect transform=\"matrix(1 0 0 1 5 0)\""))
    }

    @Test("An animated SVG of one distinct frame is that frame, always visible")
    func animatedStill() throws {
        let svg = Recording(size: CGSize(width: 40, height: 20), frames: [tree(0), tree(0)]).animatedSVG()
        let root = try #require(parseXML(svg))
        #expect(root.childElements.count == 1)
        #expect(root.childElements[0]["visibility"] == nil)
        #expect(root.descendants(named: "animate").isEmpty)
    }
}
