@testable import Choreo
import Foundation
import Testing

@MainActor @Test func scratchInsetGrow() {
    let a = LayoutSpec(); a.style.height = .points(20)
    let spacer = LayoutSpec(); spacer.style.flexGrow = 1
    let b = LayoutSpec(); b.style.height = .points(10)
    let form = StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [a, spacer, b])
    let body = InsetLayoutSpec(insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: form)
    body.style.flexGrow = 1
    let top = LayoutSpec(); top.style.height = .points(30)
    let root = StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [top, body])
    let layout = root.layoutThatFits(SizeRange(exactly: CGSize(width: 100, height: 200)))
    print("SCRATCH body", layout.frame(of: body)!, "form", layout.frame(of: form)!, "b", layout.frame(of: b)!)
}
