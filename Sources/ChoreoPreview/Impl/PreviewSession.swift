import Choreo
import ChoreoScene
import Foundation

/// One page's stage: its own player, clock and plot, alive while its WebSocket is open.
@MainActor
final class PreviewSession {
    private(set) var player: ScenePlayer
    private var plotNode: String?
    private var plotProperty = "y"
    /// The stage's drawing steps as the page has them (see ``frame(answering:)``).
    private var sentLines = DrawingLines()
    /// How many frames this session has sent: each frame names the one it changes.
    private var sentFrames = 0

    init(document: SceneDocument) {
        player = ScenePlayer(document: document)
        player.startTimers()
        plotNode = document.plotNode
    }

    /// A new player for a reloaded document, in the same state when it still has it.
    func reload(_ document: SceneDocument) {
        player = ScenePlayer(document: document, state: player.state)
        player.startTimers()
        if let node = plotNode, player.node(withID: node) == nil { plotNode = document.plotNode }
    }

    /// Handles one message; returns the replies to send (a frame after anything that changes it).
    func handle(_ message: ClientMessage) -> [String] {
        let point = CGPoint(x: message.x ?? 0, y: message.y ?? 0)
        let time = message.ms.map { $0 / 1000 }
        switch message.t {
        case "frame":
            let seconds = message.dt ?? 0
            if seconds.isFinite, seconds > 0 { player.clock.advance(by: min(seconds, 1)) }
        case "down": player.pointerDown(at: point, time: time)
        case "move": player.pointerMoved(to: point, time: time)
        case "up": player.pointerUp(at: point, time: time)
        case "go": if let state = message.state { player.go(to: state) }
        case "resync": sentLines.reset()
        case "plot":
            plotNode = message.node
            if let property = message.property, ["x", "y", "width", "height", "alpha"].contains(property) { plotProperty = property }
        default: return []
        }
        return [frame(answering: message.n)]
    }

    /// The scene's description for the page's menus.
    func sceneMessage() -> String {
        let document = player.document
        return MessageCoding.json(SceneMessage(title: document.title, caption: document.caption, width: document.size.width,
                                               height: document.size.height, states: document.stateNames,
                                               nodes: player.nodeIDs, state: player.state, plot: plotNode))
    }

    /// The stage now, with what the controls show: a JSON header line, then the steps of the
    /// stage's canvas drawing that changed since the frame sent before (see ``DrawingLines``).
    ///
    /// Sending only changes keeps a frame of a scene where little moves small. The header's
    /// `base` names the frame the changes apply to; a page that does not have it asks for
    /// `resync` and gets every step.
    func frame(answering request: Int? = nil) -> String {
        let changes = sentLines.changes(to: CanvasRenderer.drawing(player.stage.renderTree()))
        let fraction = player.scrubFraction.map(Double.init)
        let header = FrameMessage(lines: sentLines.count, base: sentFrames, full: changes.full, state: player.state,
                                  time: player.clock.now, fraction: fraction, transitioning: player.isTransitioning,
                                  plot: plotValue(), n: request)
        sentFrames += 1
        return MessageCoding.json(header) + "\n" + changes.text
    }

    private func plotValue() -> Double? {
        guard let id = plotNode, let node = player.node(withID: id), node.stage != nil else { return nil }
        let appearance = node.presentation
        switch plotProperty {
        case "x": return appearance.frame.minX
        case "width": return appearance.frame.width
        case "height": return appearance.frame.height
        case "alpha": return appearance.alpha
        default: return appearance.frame.minY
        }
    }
}
