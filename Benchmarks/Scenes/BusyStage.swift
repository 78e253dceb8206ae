import Choreo
import Foundation

/// A clock that reads whatever time it is set to, so iterations can sample any moment.
@MainActor
public final class SettableClock: AnimationClock {
    public var now: TimeInterval = 0

    @discardableResult
    public func addFrameObserver(_ body: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken {
        placeholder.addFrameObserver(body)
    }

    @discardableResult
    public func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken {
        // Completions are not part of the measured frame: park them on a clock that never moves.
        placeholder.schedule(at: time, action)
    }

    public func cancel(_ token: ClockToken) {
        placeholder.cancel(token)
    }

    private let placeholder = ManualClock()
}

@MainActor
public final class BusyStage {
    public nonisolated static let groupCount = 100
    public nonisolated static let nodesPerGroup = 100

    public let clock = SettableClock()
    public let stage: Stage
    public var nodes: [DisplayNode] = []

    /// The stage, its nodes animating unless `animating` is false (then they rest where placed).
    public init(animating: Bool = true) {
        stage = Stage(size: CGSize(width: 1000, height: 1000), clock: clock)
        let root = DisplayNode()
        root.backgroundColor = .white
        stage.rootNode = root
        for group in 0..<Self.groupCount {
            let container = DisplayNode()
            container.frame = CGRect(x: CGFloat(group % 10) * 100, y: CGFloat(group / 10) * 100, width: 100, height: 100)
            root.addSubnode(container)
            for index in 0..<Self.nodesPerGroup {
                let node = DisplayNode()
                node.backgroundColor = index.isMultiple(of: 2) ? .orange : .blue
                node.cornerRadius = 2
                node.frame = CGRect(x: CGFloat(index % 10) * 10, y: CGFloat(index / 10) * 10, width: 8, height: 8)
                container.addSubnode(node)
                nodes.append(node)
            }
        }
        stage.layoutIfNeeded()
        guard animating else { return }
        DisplayNode.animate(withDuration: 1) {
            for (index, node) in self.nodes.enumerated() {
                let frame = node.frame
                node.frame = CGRect(x: frame.minX + 2, y: frame.minY + 1, width: 6 + CGFloat(index % 3), height: 6)
                node.alpha = 0.5
            }
        }
    }

    /// A frame time at which every animation is mid-flight, stepped at 60 Hz across iterations.
    public nonisolated static func time(_ iteration: Int) -> TimeInterval { 0.1 + Double(iteration % 48) / 60 }
}

/// The busy stage's animations as bare values: each node's frame and alpha, animated the same way.
public final class BusyTracks: Sendable {
    public let frames: [AnimatedValue<CGRect>]
    public let alphas: [AnimatedValue<CGFloat>]

    public init() {
        let animation = Animation(.curve(.easeInOut, duration: 1))
        var frames: [AnimatedValue<CGRect>] = [], alphas: [AnimatedValue<CGFloat>] = []
        for index in 0..<BusyStage.groupCount * BusyStage.nodesPerGroup {
            let frame = CGRect(x: CGFloat(index % 10) * 10, y: CGFloat(index / 10 % 10) * 10, width: 8, height: 8)
            var value = AnimatedValue(frame)
            value.animate(to: CGRect(x: frame.minX + 2, y: frame.minY + 1, width: 6 + CGFloat(index % 3), height: 6),
                          with: animation, at: 0)
            frames.append(value)
            var alpha = AnimatedValue(CGFloat(1))
            alpha.animate(to: 0.5, with: animation, at: 0)
            alphas.append(alpha)
        }
        self.frames = frames
        self.alphas = alphas
    }

    /// Samples every track at `time`; the sum keeps the work from being optimized away.
    public func sample(at time: TimeInterval) -> CGFloat {
        var sum: CGFloat = 0
        for index in frames.indices {
            sum += frames[index].presentationValue(at: time).maxX + alphas[index].presentationValue(at: time)
        }
        return sum
    }
}
