import Choreo
import Foundation

/// A message list with a banner that a ``PropertyAnimator`` drops in from the top: the demo
/// starts it, pauses it half way, then reverses it, so the banner goes back up from exactly
/// where it stopped.
@MainActor
final class ToastScreen: DisplayNode {
    let banner = DisplayNode.box(Palette.slate800, cornerRadius: 10, name: "banner")
    private let message = TextNode.label("New message from Grace", size: 14, color: .white, name: "message")
    private let dot = DisplayNode.box(Palette.rose, cornerRadius: 5, name: "dot")
    private let rows: [DisplayNode]

    override init() {
        rows = (0..<4).map { index in
            DisplayNode.box(index.isMultiple(of: 2) ? Palette.slate100 : Palette.slate200, cornerRadius: 8,
                            name: "row \(index)")
        }
        super.init()
        debugName = "toastScreen"
        backgroundColor = .white
        clipsToBounds = true
        for row in rows { addSubnode(row) }
        addSubnode(banner)
        banner.addSubnode(dot)
        banner.addSubnode(message)
        banner.zPosition = 1
    }

    /// Where the banner rests when shown.
    var shownFrame: CGRect { CGRect(x: 16, y: 16, width: bounds.width - 32, height: 48) }

    override func layout() {
        // Manual layout (UIKit's layoutSubviews): rows fill the screen, the banner waits above it.
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 16, y: 84 + CGFloat(index) * 52, width: bounds.width - 32, height: 40)
        }
        banner.frame = shownFrame.offsetBy(dx: 0, dy: -80)
        dot.frame = CGRect(x: 16, y: 19, width: 10, height: 10)
        message.frame = CGRect(x: 36, y: 15, width: shownFrame.width - 52, height: 20)
    }
}
