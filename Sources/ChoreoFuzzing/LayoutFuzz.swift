import ChoreoLayout
import Foundation

/// Fuzz target A: bytes decode into a spec tree (every spec kind, hostile style values), a size
/// range, a parent size and layout options; the tree is laid out and every frame checked.
///
/// The invariant: whatever the input, every frame in the layout is finite and every size is
/// non-negative (the overflow rule of `LayoutLimits`).
@MainActor
public enum LayoutFuzz {
    /// What one input did.
    public struct Outcome: Sendable {
        /// Elements in the decoded tree.
        public var elements = 0
        /// Every broken invariant, described; empty when the input passed.
        public var violations: [String] = []
    }

    /// At most this many elements a tree, so one input stays fast.
    static let elementBudget = 200

    /// `hostileSpecParameters`: whether the specs' own parameters (stack spacing and line
    /// spacing, insets, ratio-spec ratios) and the parent size get hostile values too. The specs
    /// and the layout entry point validate those themselves, outside the style sanitizer; off,
    /// they get ordinary values.
    public static func run(_ bytes: [UInt8], hostileSpecParameters: Bool = false) -> Outcome {
        var input = FuzzInput(bytes)
        input.ordinaryOnly = !hostileSpecParameters
        var budget = elementBudget
        let root = element(&input, depth: 0, budget: &budget)
        let range = SizeRange(min: CGSize(width: input.cgFloat(), height: input.cgFloat()),
                              max: CGSize(width: input.cgFloat(), height: input.cgFloat()))
        let parentSize = input.bool() ? CGSize(width: input.specFloat(), height: input.specFloat()) : nil
        let options = LayoutOptions(direction: input.bool() ? .rightToLeft : .leftToRight,
                                    scale: input.pick([0, 1, 2, 3, 0.5, 1e-40, 1e39, .nan, .infinity, -2]))
        let layout = root.layoutThatFits(range, parentSize: parentSize, options: options)
        var outcome = Outcome(elements: elementBudget - budget)
        check(layout, path: "root", into: &outcome.violations)
        return outcome
    }

    /// Every frame finite, every size non-negative, all the way down.
    static func check(_ layout: Layout, path: String, into violations: inout [String]) {
        var pending = [(layout, path)]
        while let (current, path) = pending.popLast() {
            let frame = current.frame
            let finite = frame.origin.x.isFinite && frame.origin.y.isFinite
                && frame.width.isFinite && frame.height.isFinite
            if !finite || frame.width < 0 || frame.height < 0 {
                violations.append("\(path): frame \(frame)")
            }
            for (index, sublayout) in current.sublayouts.enumerated() {
                pending.append((sublayout, "\(path).\(index)"))
            }
        }
    }

    // MARK: - Decoding

    static func element(_ input: inout FuzzInput, depth: Int, budget: inout Int) -> LayoutSpec {
        budget -= 1
        let kind = depth >= 8 || budget <= 0 ? 0 : input.int(below: 10)
        let spec: LayoutSpec
        switch kind {
        case 1, 2: spec = stack(&input, depth: depth, budget: &budget)
        case 3:
            spec = InsetLayoutSpec(insets: EdgeInsets(top: input.specFloat(), left: input.specFloat(),
                                                      bottom: input.specFloat(), right: input.specFloat()),
                                   child: element(&input, depth: depth + 1, budget: &budget))
        case 4:
            spec = OverlayLayoutSpec(child: element(&input, depth: depth + 1, budget: &budget),
                                     overlay: element(&input, depth: depth + 1, budget: &budget))
        case 5:
            spec = BackgroundLayoutSpec(child: element(&input, depth: depth + 1, budget: &budget),
                                        background: element(&input, depth: depth + 1, budget: &budget))
        case 6:
            spec = RatioLayoutSpec(ratio: input.specFloat(), child: element(&input, depth: depth + 1, budget: &budget))
        case 7:
            spec = RelativeLayoutSpec(horizontalPosition: input.pick([.none, .start, .center, .end]),
                                      verticalPosition: input.pick([.none, .start, .center, .end]),
                                      sizingOption: input.pick([.default, .minimumWidth, .minimumHeight, .minimumSize]),
                                      child: element(&input, depth: depth + 1, budget: &budget))
        case 8:
            spec = AbsoluteLayoutSpec(sizing: input.bool() ? .default : .sizeToFit,
                                      children: children(&input, depth: depth, budget: &budget))
        case 9:
            spec = CornerLayoutSpec(child: element(&input, depth: depth + 1, budget: &budget),
                                    corner: element(&input, depth: depth + 1, budget: &budget),
                                    location: input.pick([.topLeft, .topRight, .bottomLeft, .bottomRight]))
        default: spec = LayoutSpec()
        }
        decodeStyle(&spec.style, &input)
        return spec
    }

    static func children(_ input: inout FuzzInput, depth: Int, budget: inout Int) -> [LayoutSpec] {
        (0..<input.int(below: 6)).map { _ in element(&input, depth: depth + 1, budget: &budget) }
    }

    static func stack(_ input: inout FuzzInput, depth: Int, budget: inout Int) -> StackLayoutSpec {
        StackLayoutSpec(direction: input.pick([.horizontal, .vertical, .horizontalReverse, .verticalReverse]),
                        spacing: input.specFloat(),
                        justifyContent: input.pick([.start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly]),
                        alignItems: input.pick([.start, .end, .center, .stretch, .baselineFirst, .baselineLast]),
                        flexWrap: input.pick([.noWrap, .wrap, .wrapReverse]),
                        alignContent: input.pick([.start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly,
                                                  .stretch]),
                        lineSpacing: input.specFloat(), children: children(&input, depth: depth, budget: &budget))
    }
}
