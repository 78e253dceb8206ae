import ArgumentParser
import Choreo
import Foundation

/// One example of the demo: a name for the command line, how to present it and how to record it.
struct DemoScene: Sendable {
    /// The name `choreo demo --scene` and `choreo record` take: lowercase, no spaces.
    let name: String
    let title: String
    /// Shown under the title; text between backticks is shown as code.
    let caption: String
    /// The node and property the player's plot shows first.
    var plotNode: String?
    var plotProperty: HTMLPlayer.PlotProperty = .y
    /// Records the scene at a frame rate, its stage preferring reduced motion or not.
    let makeRecording: @MainActor @Sendable (_ framesPerSecond: Double, _ reducedMotion: Bool) -> Recording

    /// Records the scene at `framesPerSecond`; with `reducedMotion`, its stage prefers reduced
    /// motion (``Stage/prefersReducedMotion``).
    @MainActor
    func record(_ framesPerSecond: Double, reducedMotion: Bool = false) -> Recording {
        makeRecording(framesPerSecond, reducedMotion)
    }

    /// Every scene of the demo, in page order. To add one, add a line here.
    static let all: [DemoScene] = [
        .signUp,
        .upload,
        .list,
        .reflow,
        .cascade,
        .cascadeReduced,
        .tags,
        .toast,
        .pin,
        .search,
        .bottomSheet,
        .scrubbedSheet,
    ]

    static var names: [String] { all.map(\.name) }

    static func named(_ name: String) -> DemoScene? {
        all.first { $0.name == name }
    }

    /// The scene named `name`, or a validation error listing the scenes' names.
    static func scene(named name: String) throws -> DemoScene {
        guard let scene = named(name) else {
            throw ValidationError("unknown scene '\(name)'; the scenes are: \(names.joined(separator: ", "))")
        }
        return scene
    }
}
