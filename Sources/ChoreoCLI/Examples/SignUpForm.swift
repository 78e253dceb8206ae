import Choreo
import Foundation

/// The sign-up form of Texture's Layout Transition documentation, built from specs: a field and
/// a button in a row, inset by 15 points, under a title and above a legal note.
@MainActor
struct SignUpForm {
    let root: LayoutSpec
    /// Debug names for the elements worth printing.
    let names: [ObjectIdentifier: String]

    init() {
        var names: [ObjectIdentifier: String] = [:]
        func box(_ name: String, width: LayoutDimension = .auto, height: CGFloat, grow: CGFloat = 0) -> LayoutSpec {
            let spec = LayoutSpec()
            spec.style.width = width
            spec.style.height = .points(height)
            spec.style.flexGrow = grow
            names[ObjectIdentifier(spec)] = name
            return spec
        }
        let title = box("title", height: 34)
        let field = box("userNameField", height: 44, grow: 1)
        let button = box("nextButton", width: .points(88), height: 44)
        let row = StackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                  alignItems: .center, children: [field, button])
        names[ObjectIdentifier(row)] = "fieldRow"
        let note = box("legalNote", width: .fraction(0.8), height: 32)
        note.style.alignSelf = .center
        let column = StackLayoutSpec(direction: .vertical, spacing: 16, justifyContent: .start,
                                     alignItems: .stretch, children: [title, row, LayoutSpec(), note])
        column.children[2].style.flexGrow = 1
        names[ObjectIdentifier(column.children[2])] = "spacer"
        names[ObjectIdentifier(column)] = "form"
        let inset = InsetLayoutSpec(insets: EdgeInsets(top: 15, left: 15, bottom: 15, right: 15), child: column)
        names[ObjectIdentifier(inset)] = "screen"
        self.root = inset
        self.names = names
    }
}

/// Renders a layout as an indented table of absolute frames.
@MainActor
struct FrameTable {
    let layout: Layout
    let names: [ObjectIdentifier: String]

    /// One element's absolute frame and its children's, as `layout --json` prints it.
    struct Node: Encodable {
        let name: String
        let x, y, width, height: CGFloat
        let children: [Node]
    }

    /// The layout's tree with absolute frames.
    func tree() -> Node {
        func visit(_ layout: Layout, origin: CGPoint) -> Node {
            let frame = CGRect(x: origin.x + layout.position.x, y: origin.y + layout.position.y,
                               width: layout.size.width, height: layout.size.height)
            let name = layout.element.map { names[ObjectIdentifier($0)] ?? String(describing: type(of: $0)) } ?? "?"
            return Node(name: name, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
                        children: layout.sublayouts.map { visit($0, origin: frame.origin) })
        }
        return visit(layout, origin: .zero)
    }

    /// The tree as pretty-printed JSON with sorted keys.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(tree()), as: UTF8.self)
    }

    func render() -> String {
        var rows: [(String, CGRect)] = []
        func visit(_ node: Node, depth: Int) {
            rows.append((String(repeating: "  ", count: depth) + node.name,
                         CGRect(x: node.x, y: node.y, width: node.width, height: node.height)))
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(tree(), depth: 0)
        let nameWidth = max(7, rows.map(\.0.count).max() ?? 0)
        func cell(_ value: CGFloat) -> String {
            let text = value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
            return String(repeating: " ", count: max(0, 8 - text.count)) + text
        }
        var lines = ["element".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "       x       y   width  height"]
        for (name, frame) in rows {
            lines.append(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                + cell(frame.minX) + cell(frame.minY) + cell(frame.width) + cell(frame.height))
        }
        return lines.joined(separator: "\n")
    }
}
