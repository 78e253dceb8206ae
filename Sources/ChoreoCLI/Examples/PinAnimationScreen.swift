import Choreo
import Foundation

/// PinLayout's animation example on display nodes: in each of three lanes a box docked left is
/// toggled right, one lane per strategy of PinLayout's animation guide (`setNeedsLayout` +
/// `layoutIfNeeded` in the block, a layout method called in the block, an animation-state enum).
/// Half way through, the lanes' right inset grows: `layout()` runs again mid-animation and, with
/// no `isAnimating` guard, every box is retargeted smoothly to its new place.
@MainActor
final class PinAnimationScreen: DisplayNode {
    /// Strategy 3's state.
    enum Dock { case left, right }

    private let title = TextNode.label("PinLayout: three strategies", size: 15, color: Palette.slate800,
                                       name: "title")
    private let note = TextNode.label("right inset 16", size: 12, color: Palette.slate500, name: "note")
    private var lanes: [DisplayNode] = []
    private var labels: [TextNode] = []
    private(set) var boxes: [DisplayNode] = []
    private var docks: [Dock] = [.left, .left, .left]
    /// Changed mid-animation: the boxes' right inset.
    var rightInset: CGFloat = 16 {
        didSet {
            note.text = "right inset \(Int(rightInset))"
            setNeedsLayout()
        }
    }

    override init() {
        super.init()
        debugName = "pinAnimationScreen"
        backgroundColor = .white
        addSubnode(title)
        addSubnode(note)
        let names = ["1. setNeedsLayout + layoutIfNeeded", "2. a layout method in the block", "3. an animation-state enum"]
        let colors = [Palette.indigo, Palette.sky, Palette.amber]
        for index in 0..<3 {
            let lane = DisplayNode.box(Palette.slate100, cornerRadius: 10, name: "lane \(index + 1)")
            let label = TextNode.label(names[index], size: 12, color: Palette.slate500, name: "label \(index + 1)")
            let box = DisplayNode.box(colors[index], cornerRadius: 8, name: "box \(index + 1)")
            lane.addSubnode(box)
            addSubnode(label)
            addSubnode(lane)
            lanes.append(lane)
            labels.append(label)
            boxes.append(box)
        }
    }

    override func layout() {
        note.pin.top(16).right(16).width(100).height(20)
        title.pin.top(16).left(16).before(of: note).marginRight(8).height(20)
        for index in lanes.indices {
            let above: DisplayNode = index == 0 ? title : lanes[index - 1]
            labels[index].pin.below(of: above, aligned: .left).marginTop(12).right(16).height(16)
            lanes[index].pin.below(of: labels[index]).marginTop(4).horizontally(16).height(56)
            layoutBox(index)
        }
    }

    /// The layout method of strategy 2 (also used by `layout()`).
    private func layoutBox(_ index: Int) {
        let box = boxes[index].pin.vCenter().size(40)
        switch docks[index] {
        case .left: box.left(8)
        case .right: box.right(rightInset)
        }
    }

    /// Toggles every lane, each with its strategy, over `duration` seconds.
    func toggle(duration: TimeInterval) {
        let target: Dock = docks[0] == .left ? .right : .left
        // Strategy 1: change the state, then setNeedsLayout + layoutIfNeeded inside the block.
        docks[0] = target
        DisplayNode.animate(withDuration: duration) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        // Strategy 2: a layout method called inside the block.
        DisplayNode.animate(withDuration: duration) {
            self.docks[1] = target
            self.layoutBox(1)
        }
        // Strategy 3: the animation-state enum changes inside the block, which lays out.
        DisplayNode.animate(withDuration: duration) {
            self.docks[2] = target
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }
}
