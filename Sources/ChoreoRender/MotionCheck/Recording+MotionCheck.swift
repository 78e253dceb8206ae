import ChoreoMotion
import Foundation

extension Recording {
    /// Checks the recording for motion WCAG asks to avoid: an element moving more than a third
    /// of the stage (2.3.3, animation from interactions) or flashing more than three times in
    /// one second (2.3.1). Elements are the frames' render items, matched across frames by name
    /// (unnamed items are skipped).
    ///
    /// - Movement: a run of frames over which the item's centre keeps changing while it is seen
    ///   (opacity at least ``MotionLimits/visibleOpacity`` in both frames of each step). Its size
    ///   is the farthest the centre gets from where the run started, per axis; more than
    ///   ``MotionLimits/movementFraction`` of the stage's width (horizontally) or height
    ///   (vertically) is a finding. A change within a single frame step is a jump, not an
    ///   animation, and is not reported; nor is a jump made while the item is faded out (as
    ///   reduced motion's dips do).
    /// - Flashing: a flip is a change of the item's opacity (0 in frames without the item), or
    ///   of its fill's relative luminance, by at least ``MotionLimits/flipThreshold`` against
    ///   the previous turning point; two flips make a flash. More than
    ///   ``MotionLimits/flashesPerSecond`` flashes within any one second (half-open) is a finding.
    ///   WCAG's size rule (a quarter of a 10° field of view) is not applied: every item counts.
    public func motionReport(limits: MotionLimits = .wcag) -> MotionReport {
        let elements = MotionElements(frames)
        var findings: [MotionFinding] = []
        for name in elements.names {
            let samples = elements.samples[name] ?? []
            findings += largeMotions(of: name, samples, limits)
            if let finding = flashing(of: name, samples, limits) { findings.append(finding) }
        }
        findings.sort { ($0.time, $0.element) < ($1.time, $1.element) }
        return MotionReport(limits: limits, findings: findings)
    }

    private func largeMotions(of name: String, _ samples: [MotionSample?], _ limits: MotionLimits) -> [MotionFinding] {
        let limit = CGSize(width: size.width * limits.movementFraction, height: size.height * limits.movementFraction)
        var findings: [MotionFinding] = []
        var run: MotionRun?
        func close(at end: Int) {
            if let finished = run, let finding = finished.finding(name, end: time(ofFrame: end), limit: limit,
                                                                  start: time(ofFrame: finished.start)) {
                findings.append(finding)
            }
            run = nil
        }
        for index in samples.indices.dropFirst() {
            guard let before = samples[index - 1], let after = samples[index],
                  min(before.opacity, after.opacity) >= limits.visibleOpacity,
                  before.center.distance(to: after.center) > 0.01 else {
                close(at: index - 1)
                continue
            }
            if run == nil { run = MotionRun(start: index - 1, origin: before.center) }
            run?.add(after.center)
        }
        close(at: samples.count - 1)
        return findings
    }

    private func flashing(of name: String, _ samples: [MotionSample?], _ limits: MotionLimits) -> MotionFinding? {
        let opacityFlips = Self.flips(samples.map { Double($0?.opacity ?? 0) }, threshold: limits.flipThreshold)
        let luminanceFlips = Self.flips(samples.map { $0?.luminance }, threshold: limits.flipThreshold)
        var worst: (count: Int, first: Int, last: Int)?
        for flips in [opacityFlips, luminanceFlips] {
            for (position, first) in flips.enumerated() {
                // Flips within one second of this one, half-open.
                let window = flips[position...].prefix { time(ofFrame: $0) < time(ofFrame: first) + 1 - 1e-9 }
                if window.count > (worst?.count ?? 0) { worst = (window.count, first, window.last ?? first) }
            }
        }
        guard let worst, worst.count / 2 > limits.flashesPerSecond else { return nil }
        return MotionFinding(element: name, span: time(ofFrame: worst.first)...time(ofFrame: worst.last),
                             kind: .flashing(flashes: worst.count / 2, limit: limits.flashesPerSecond))
    }

    /// The frames at which `values` turn: change by at least `threshold` from the last turning
    /// point (or the first value), against the direction they were going. Nil values are skipped.
    static func flips(_ values: [Double?], threshold: Double) -> [Int] {
        var flips: [Int] = []
        var reference: Double?
        var direction = 0.0
        for (index, value) in values.enumerated() {
            guard let value else { continue }
            guard let turn = reference else {
                reference = value
                continue
            }
            if (value - turn) * direction > 0 {
                // Further the same way: the turning point moves with it.
                reference = value
            } else if abs(value - turn) >= threshold - 1e-9 {
                flips.append(index)
                direction = value > turn ? 1 : -1
                reference = value
            }
        }
        return flips
    }
}

/// One element's drawn state in one frame.
struct MotionSample {
    var center: CGPoint
    var opacity: CGFloat
    /// The fill's relative luminance (WCAG's), nil without a fill.
    var luminance: Double?

    init(_ item: RenderItem) {
        center = item.transform.apply(to: CGPoint(x: item.bounds.width / 2, y: item.bounds.height / 2))
        opacity = item.opacity
        luminance = item.backgroundColor.map(Self.relativeLuminance)
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    static func relativeLuminance(_ color: Color) -> Double {
        func linear(_ component: CGFloat) -> Double {
            let c = Double(min(max(component, 0), 1))
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}

/// The recording's named items, frame by frame (nil where a frame lacks one).
struct MotionElements {
    /// In order of first appearance.
    private(set) var names: [String] = []
    private(set) var samples: [String: [MotionSample?]] = [:]

    init(_ frames: [RenderTree]) {
        for (index, frame) in frames.enumerated() {
            var seen: [String: Int] = [:]
            for item in frame.items {
                guard let base = item.name else { continue }
                let occurrence = seen[base, default: 0] + 1
                seen[base] = occurrence
                let name = occurrence == 1 ? base : "\(base)#\(occurrence)"
                if samples[name] == nil {
                    names.append(name)
                    samples[name] = Array(repeating: nil, count: frames.count)
                }
                samples[name]?[index] = MotionSample(item)
            }
        }
    }
}

/// A continuous movement of one element: where it started and how far it got on each axis.
struct MotionRun {
    let start: Int
    let origin: CGPoint
    private(set) var steps = 0
    private(set) var reach = CGSize.zero

    init(start: Int, origin: CGPoint) {
        self.start = start
        self.origin = origin
    }

    mutating func add(_ center: CGPoint) {
        steps += 1
        reach.width = max(reach.width, abs(center.x - origin.x))
        reach.height = max(reach.height, abs(center.y - origin.y))
    }

    /// A finding when the run is animated (two steps or more) and reaches beyond `limit` on an axis.
    func finding(_ name: String, end: TimeInterval, limit: CGSize, start: TimeInterval) -> MotionFinding? {
        guard steps >= 2 else { return nil }
        let ratioX = limit.width > 0 ? reach.width / limit.width : 0
        let ratioY = limit.height > 0 ? reach.height / limit.height : 0
        guard max(ratioX, ratioY) > 1 else { return nil }
        let kind = ratioX >= ratioY ? MotionFinding.Kind.largeMotion(distance: reach.width, limit: limit.width)
            : .largeMotion(distance: reach.height, limit: limit.height)
        return MotionFinding(element: name, span: start...max(start, end), kind: kind)
    }
}

private extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
}
