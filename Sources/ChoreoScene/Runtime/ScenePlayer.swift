import Choreo
import Foundation

/// A loaded scene running on a ``Stage``: its nodes, its current state, and what moves it from
/// state to state (``go(to:animated:)``, pointer events on its triggers, timers).
///
/// The player's nodes are ordinary ``DisplayNode``s (``TextNode``s and ``ImageNode``s for text
/// and images): Swift code can find them with ``node(withID:)`` and change or animate them like
/// any other. Time runs on the player's ``ManualClock``; advance it to play.
@MainActor
public final class ScenePlayer {
    /// The document the player was built from.
    public let document: SceneDocument
    /// The stage showing the current screen.
    public let stage: Stage
    /// The stage's clock.
    public let clock: ManualClock
    /// The state shown (or being entered, while a transition to it runs).
    public internal(set) var state: String

    let builder: SceneBuilder
    /// Properties of each node with an id, by state; filled as states are first entered.
    private var resolved: [String: [String: [NodeProperty: PropertyValue]]] = [:]
    private var timerTokens: [ClockToken] = []
    /// Pointer and scrub bookkeeping (ScenePlayer+Pointer, ScenePlayer+Scrub).
    var pointer: PointerTracking?
    var scrub: Scrub?
    /// The newest screen transition, while it runs.
    weak var screenTransition: ScreenTransition?

    /// Builds the document's screens on a new stage of its size and shows `state` (default:
    /// the document's initial state; a name it does not declare falls back to that too).
    public init(document: SceneDocument, clock: ManualClock = ManualClock(), state: String? = nil) {
        self.document = document
        self.clock = clock
        stage = Stage(size: document.size, clock: clock)
        stage.layoutOptions = LayoutOptions(direction: document.spec.layoutDirection)
        stage.prefersReducedMotion = document.prefersReducedMotion
        builder = SceneBuilder(spec: document.spec)
        let start = state.flatMap { document.stateNames.contains($0) ? $0 : nil } ?? document.initialState
        self.state = SceneDocument.defaultStateName
        show(start)
    }

    isolated deinit {
        for token in timerTokens { clock.cancel(token) }
    }

    /// The node with `id` (any screen's), or nil.
    public func node(withID id: String) -> DisplayNode? { builder.nodes[id] }

    /// Every node id, all screens together, sorted.
    public var nodeIDs: [String] { builder.nodes.keys.sorted() }

    /// The id of the screen on the stage (during a screen transition: the one being entered).
    public var screenID: String { screen(of: state) }

    /// Whether a transition's animation is running or being scrubbed.
    public var isTransitioning: Bool { screenTransition?.isRunning == true || scrub != nil }

    /// Shows `name` at once, with no animation.
    func show(_ name: String) {
        let current = properties(of: state), target = properties(of: name)
        DisplayNode.performWithoutAnimation {
            for id in builder.ids {
                guard let node = builder.nodes[id] else { continue }
                PropertyApplier.change(node, from: current[id] ?? [:], to: target[id] ?? [:])
            }
        }
        state = name
        let root = screenRoot(screen(of: name))
        if stage.rootNode !== root { stage.rootNode = root }
        stage.layoutIfNeeded()
        // The root's own layout (not only the stage's pass) is what a layout transition starts from.
        root.transitionLayout(withAnimation: false)
    }

    /// Goes to state `name` with the transition the file gives for it (Texture's default
    /// layout transition when it gives none; a screen transition when the screen changes).
    /// An unknown name does nothing.
    public func go(to name: String, animated: Bool = true) {
        guard document.stateNames.contains(name) else { return }
        cancelScrub()
        guard animated else { return show(name) }
        let transition = transitionSpec(from: state, to: name)
        let from = state
        if screen(of: name) != screen(of: from) {
            goToScreen(name, transition: transition)
        } else {
            goWithinScreen(name, from: from, transition: transition)
        }
    }

    /// Starts the timer triggers: each goes to its next state after its interval (again and
    /// again when it repeats). Calling it again restarts them.
    public func startTimers() {
        for token in timerTokens { clock.cancel(token) }
        timerTokens = []
        for (index, trigger) in document.spec.triggers.enumerated() {
            guard case .timer(let interval) = trigger.kind else { continue }
            scheduleTimer(index, interval: interval, repeats: trigger.repeats)
        }
    }

    private func scheduleTimer(_ index: Int, interval: TimeInterval, repeats: Bool) {
        timerTokens.append(clock.schedule(after: interval) { [weak self] in
            guard let self else { return }
            self.fire(self.document.spec.triggers[index])
            if repeats { self.scheduleTimer(index, interval: interval, repeats: true) }
        })
    }

    /// Goes to the trigger's next state: the one after the current state in its list, else the first.
    func fire(_ trigger: TriggerSpec) {
        guard let next = nextState(of: trigger) else { return }
        go(to: next)
    }

    func nextState(of trigger: TriggerSpec) -> String? {
        let names = trigger.go.map(\.value)
        guard !names.isEmpty else { return nil }
        guard let index = names.firstIndex(of: state) else { return names[0] }
        return names[(index + 1) % names.count]
    }

    // MARK: - States

    /// Each node's properties in state `name`: what the file declares, changed by the states
    /// it extends, then by its own `set`.
    func properties(of name: String) -> [String: [NodeProperty: PropertyValue]] {
        if let cached = resolved[name] { return cached }
        var result = builder.declared
        for state in chain(of: name) {
            for (id, changes) in state.changes { result[id.value, default: [:]].merge(changes) { $1 } }
        }
        resolved[name] = result
        return result
    }

    /// The states `name` is built from, the furthest ancestor first (the validator refused cycles).
    private func chain(of name: String) -> [StateSpec] {
        var result: [StateSpec] = []
        var next: String? = name
        while let current = next, let state = document.spec.states.first(where: { $0.name == current }),
              !result.contains(where: { $0.name == current }) {
            result.insert(state, at: 0)
            next = state.extends?.value
        }
        return result
    }

    func screen(of name: String) -> String {
        chain(of: name).last(where: { $0.screen != nil })?.screen?.value ?? builder.screens[0].id
    }

    func screenRoot(_ id: String) -> DisplayNode {
        builder.screens.first { $0.id == id }?.root ?? builder.screens[0].root
    }

    /// The first transition whose `from` and `to` match (an absent one matches any state).
    func transitionSpec(from: String, to: String) -> TransitionSpec? {
        document.spec.transitions.first { spec in
            (spec.from.map { $0.value == from } ?? true) && (spec.to.map { $0.value == to } ?? true)
        }
    }
}
