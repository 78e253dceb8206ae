@testable import ChoreoExport
import ChoreoMotion
import ChoreoRender
import Foundation
import Testing

@Suite("Lottie writing")
struct LottieWritingTests {
    @Test("Numbers are rounded and written without trailing zeros or negative zero")
    func numbers() {
        #expect(JSONValue.format(12, decimals: 3) == "12")
        #expect(JSONValue.format(0.5, decimals: 3) == "0.5")
        #expect(JSONValue.format(-3.14159, decimals: 3) == "-3.142")
        #expect(JSONValue.format(-0.0001, decimals: 3) == "0")
        #expect(JSONValue.format(0.05, decimals: 3) == "0.05")
        #expect(JSONValue.format(1.0 / 3, decimals: 4) == "0.3333")
        #expect(JSONValue.format(.nan, decimals: 3) == "0")
        #expect(JSONValue.object([("a", .bool(true)), ("b", .string("q\"\n")), ("c", .numbers([1, 2.5]))]).text
            == #"{"a":true,"b":"q\"\n","c":[1,2.5]}"#)
    }

    @Test("Transforms become position, clockwise degrees and percent scale")
    func transformParts() {
        let transform = Transform(scaleX: 2, y: 3).concatenating(Transform(rotationAngle: .pi / 2))
            .concatenating(Transform(translationX: 5, y: 6))
        let parts = TransformParts(transform, previousRotation: nil)
        #expect(parts.position == [5, 6])
        #expect(parts.rotation == 90)
        #expect(parts.scale.map { ($0 * 1e9).rounded() / 1e9 } == [200, 300])
        // Just past half a turn after 170°, the angle continues to 190° rather than jumping to -170°.
        #expect(TransformParts(Transform(rotationAngle: -170 * .pi / 180), previousRotation: 170).rotation.rounded() == 190)
    }

    @Test("A rounded rectangle path has eight vertices with quarter-circle handles")
    func roundedRect() {
        let numbers = PathSamples.roundedRect(size: CGSize(width: 40, height: 20), radius: 50,
                                              transform: Transform(translationX: 1, y: 2))
        #expect(numbers.count == 48)
        // The radius is clamped to 10; the first vertex is the top edge's start, its in handle points left.
        #expect(Array(numbers[0..<6]) == [11, 2, -10 * PathSamples.kappa, 0, 0, 0])
        #expect(Array(numbers[6..<8]) == [31, 2])
        #expect(PathSamples.shape([1, 2, 3, 4, 5, 6]).text == #"{"c":true,"v":[[1,2]],"i":[[3,4]],"o":[[5,6]]}"#)
    }

    @Test("Nodes keep their layer while moving and reordering when they do not overlap")
    func identity() {
        let a = RenderItem(name: "row", bounds: CGSize(width: 10, height: 10), backgroundColor: .red)
        var b = a
        b.backgroundColor = .blue
        b.transform = Transform(translationX: 50, y: 0)
        var movedA = a
        movedA.transform = Transform(translationX: 60, y: 0)
        var movedB = b
        movedB.transform = Transform(translationX: 0, y: 0)
        let frames = [RenderTree(size: .zero, items: [a, b]), RenderTree(size: .zero, items: [movedB, movedA])]
        let tracks = ItemTrack.tracks(of: frames)
        #expect(tracks.count == 2)
        #expect(tracks.map { $0.items.map { $0?.backgroundColor } } == [[.blue, .blue], [.red, .red]])
    }

    @Test("Overlapping items keep each frame's drawing order")
    func overlapOrder() {
        let under = RenderItem(name: "under", bounds: CGSize(width: 10, height: 10), backgroundColor: .red)
        let over = RenderItem(name: "over", bounds: CGSize(width: 10, height: 10), backgroundColor: .blue)
        // "over" appears first alone, then is drawn above "under".
        let frames = [RenderTree(size: .zero, items: [over]), RenderTree(size: .zero, items: [under, over])]
        #expect(ItemTrack.tracks(of: frames).map(\.name) == ["over", "under"])
    }

    @Test("Writing replaces the file whole, and a failed write leaves nothing behind")
    func atomicWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("out.json")
        try AtomicOutput.write(Data("old".utf8), to: url)
        struct Failure: Error {}
        do {
            try AtomicOutput.produce(at: url, isFolder: false) { temporary in
                try Data("partial".utf8).write(to: temporary)
                throw Failure()
            }
            Issue.record("the failure was not rethrown")
        } catch let ExportError.unwritable(path, _) {
            #expect(path == url.path)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"])
        let missing = folder.appendingPathComponent("missing/out.json")
        #expect(throws: ExportError.unwritable(path: missing.path, reason: "the folder \(missing.deletingLastPathComponent().path) does not exist")) {
            try AtomicOutput.write(Data(), to: missing)
        }
    }
}
