import ArgumentParser
import Choreo
@testable import ChoreoCLI
import Foundation
import Testing

/// `choreo render SCENE --reduced-motion --check-motion`, `choreo record NAME --reduced-motion`.
@Suite("render --reduced-motion and --check-motion")
@MainActor
struct MotionCheckCommandTests {
    /// A 50 pt box that a layout transition moves 300 pt across a 375 pt stage at 0.1 s.
    private static let scene = """
        size: [375, 200]
        screens: [{id: root, layout: absolute, children: [{id: box, width: 50, height: 50, backgroundColor: red}]}]
        states: {moved: {set: {box: {layoutPosition: [300, 0]}}}}
        transitions: [{to: moved, duration: 0.4}]
        timeline: {duration: 0.8, events: [{at: 0.1, go: moved}]}
        """

    private func withScene<T>(_ body: (String) throws -> T) throws -> T {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("choreo-motion-\(UUID().uuidString).yaml")
        try Self.scene.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try body(file.path)
    }

    private func render(_ arguments: [String]) throws -> RenderCommand {
        try #require(try ChoreoCommand.parseAsRoot(["render"] + arguments) as? RenderCommand)
    }

    @Test func theFlagsParse() throws {
        let command = try render(["scene.yaml", "--reduced-motion", "--check-motion"])
        #expect(command.reducedMotion && command.checkMotion)
        let plain = try render(["scene.yaml"])
        #expect(!plain.reducedMotion && !plain.checkMotion)
    }

    @Test func theMoveIsReportedAndReducedMotionFixesIt() throws {
        try withScene { path in
            let moving = try render([path]).record(try CheckCommand.load(path))
            let finding = try #require(moving.motionReport().findings.first)
            #expect(finding.element == "box")
            #expect(finding.kind == .largeMotion(distance: 300, limit: 125))
            let reduced = try render([path, "--reduced-motion"])
                .record(try CheckCommand.load(path))
            #expect(reduced.motionReport().isClean)
        }
    }

    @Test func checkMotionExitsWithFailureOnFindingsAndWritesNothing() throws {
        try withScene { path in
            #expect(throws: ExitCode.failure) { try render([path, "--check-motion"]).run() }
            try render([path, "--check-motion", "--reduced-motion"]).run()
            let html = URL(fileURLWithPath: path).deletingPathExtension().path + ".html"
            #expect(!FileManager.default.fileExists(atPath: html))
        }
    }

    @Test func recordTakesTheFlagForTheDemoScenes() throws {
        let parsed = try ChoreoCommand.parseAsRoot(["record", "signup", "--reduced-motion"])
        let command = try #require(parsed as? RecordCommand)
        #expect(command.reducedMotion)
        let scene = try DemoScene.scene(named: "signup")
        #expect(!scene.record(30).motionReport().isClean)
        #expect(scene.record(30, reducedMotion: true).motionReport().isClean)
    }
}
