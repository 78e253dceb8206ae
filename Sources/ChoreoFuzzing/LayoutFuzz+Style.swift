import ChoreoLayout
import Foundation

extension LayoutFuzz {
    /// Sets a few style properties, each chosen by the input, to ordinary or hostile values.
    static func decodeStyle(_ style: inout LayoutElementStyle, _ input: inout FuzzInput) {
        for _ in 0..<input.int(below: 8) {
            decodeProperty(&style, &input)
        }
    }

    private static func decodeProperty(_ style: inout LayoutElementStyle, _ input: inout FuzzInput) {
        switch input.int(below: 22) {
        case 0: style.width = dimension(&input)
        case 1: style.height = dimension(&input)
        case 2: style.minWidth = dimension(&input)
        case 3: style.maxWidth = dimension(&input)
        case 4: style.minHeight = dimension(&input)
        case 5: style.maxHeight = dimension(&input)
        case 6: style.flexBasis = dimension(&input)
        case 7: style.flexGrow = input.cgFloat()
        case 8: style.flexShrink = input.cgFloat()
        case 9: style.spacingBefore = input.cgFloat()
        case 10: style.spacingAfter = input.cgFloat()
        case 11: style.ascender = input.cgFloat()
        case 12: style.descender = input.cgFloat()
        case 13: style.layoutPosition = CGPoint(x: input.cgFloat(), y: input.cgFloat())
        case 14: style.margin = insets(&input)
        case 15: style.padding = insets(&input)
        case 16: style.position = insets(&input)
        case 17: style.border = EdgeInsets(top: input.cgFloat(), left: input.cgFloat(),
                                           bottom: input.cgFloat(), right: input.cgFloat())
        case 18: style.aspectRatio = input.bool() ? CGFloat(input.fraction()) : input.cgFloat()
        case 19: style.positionType = input.bool() ? .absolute : .relative
        case 20: style.alignSelf = input.pick([.auto, .start, .end, .center, .stretch, .baseline])
        default: style.display = input.byte() < 32 ? .none : .flex
        }
    }

    static func dimension(_ input: inout FuzzInput) -> LayoutDimension {
        switch input.int(below: 3) {
        case 0: .auto
        case 1: .points(input.cgFloat())
        default: .fraction(CGFloat(input.fraction()))
        }
    }

    static func insets(_ input: inout FuzzInput) -> DimensionInsets {
        DimensionInsets(top: dimension(&input), left: dimension(&input),
                        bottom: dimension(&input), right: dimension(&input))
    }
}
