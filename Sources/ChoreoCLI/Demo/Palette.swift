import Choreo

/// The demo's colors (Tailwind-like tints, so the frames read as a real screen).
enum Palette {
    static let indigo = Color(hex: "#4F46E5")!
    static let indigoLight = Color(hex: "#E0E7FF")!
    static let slate50 = Color(hex: "#F8FAFC")!
    static let slate100 = Color(hex: "#F1F5F9")!
    static let slate200 = Color(hex: "#E2E8F0")!
    static let slate400 = Color(hex: "#94A3B8")!
    static let slate500 = Color(hex: "#64748B")!
    static let slate800 = Color(hex: "#1E293B")!
    static let green = Color(hex: "#22C55E")!
    static let sky = Color(hex: "#0EA5E9")!
    static let amber = Color(hex: "#F59E0B")!
    static let rose = Color(hex: "#F43F5E")!
}

extension DisplayNode {
    /// Sets up a demo screen: it manages its subnodes, over the demo's light background, and
    /// its default layout transition lasts `transitionDuration`.
    func configureDemoScreen(transitionDuration: TimeInterval) {
        automaticallyManagesSubnodes = true
        backgroundColor = Palette.slate50
        defaultLayoutTransitionDuration = transitionDuration
    }

    /// A filled, rounded box.
    static func box(_ color: Color, cornerRadius: CGFloat = 0, name: String? = nil) -> DisplayNode {
        let node = DisplayNode()
        node.backgroundColor = color
        node.cornerRadius = cornerRadius
        node.debugName = name
        return node
    }
}

extension TextNode {
    static func label(_ text: String, size: CGFloat, color: Color, name: String? = nil) -> TextNode {
        let node = TextNode(text: text, fontSize: size, textColor: color)
        node.debugName = name
        return node
    }
}
