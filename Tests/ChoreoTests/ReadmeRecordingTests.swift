import Choreo
import Foundation
import Testing

/// The README's "Record your own screen" example, checked.
@MainActor
@Suite struct ReadmeRecordingTests {
    @Test func recordingExampleWritesAPageAndFrames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let screen = ReadmeSignUpNode()
        let recorder = StageRecorder(size: CGSize(width: 320, height: 120), rootNode: screen, framesPerSecond: 60)
        recorder.at(0.3) {
            screen.showsPassword = true
            recorder.watch(screen.transitionLayout(withAnimation: true), "password")
        }
        recorder.at(1.0, mark: .note, "settled")
        let recording = recorder.record(duration: 1.5)
        try recording.htmlPage(title: "Sign-up").write(to: folder.appendingPathComponent("signup.html"),
                                                       atomically: true, encoding: .utf8)
        let frames = try recording.writeSVGFrames(to: folder.appendingPathComponent("frames"))

        #expect(recording.frames.count == 90)
        #expect(frames.count == 90)
        #expect(recording.events.map(\.kind) == [.transitionStarted, .transitionCompleted, .note])
        #expect(recording.events.map(\.label) == ["password", "password", "settled"])
        #expect(recording.events[0].time == 0.3)
        #expect(recording.events[2].time == 1)
        // The default transition lasts 0.2 s: the first frame that sees it complete is at 0.5 s.
        #expect(recording.frameIndex(at: recording.events[1].time) == 30)
    }
}
