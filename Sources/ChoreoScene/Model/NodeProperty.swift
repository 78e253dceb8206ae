import Choreo
import Foundation

/// A field of a node that a state may change: its key in the file is the API's property name.
enum NodeProperty: String, CaseIterable, Sendable {
    // Appearance (DisplayNode)
    case backgroundColor, alpha, cornerRadius, hidden, clipsToBounds, zPosition, transform, borderColor
    // Text and image nodes
    case text, fontSize, textColor, image
    // Screen transitions
    case transitionIdentifier, snapshotStyle
    // How the children are placed (StackLayoutSpec, AbsoluteLayoutSpec, pin)
    case layout, direction, spacing, lineSpacing, justifyContent, alignItems, flexWrap, alignContent
    case horizontalAlignment, verticalAlignment, columnGap, rowGap, sizing
    // The node's own LayoutElementStyle
    case width, height, minWidth, maxWidth, minHeight, maxHeight, flexGrow, flexShrink, flexBasis, alignSelf
    case spacingBefore, spacingAfter, ascender, descender, layoutPosition, margin, padding, border
    case positionType, position, aspectRatio, display, boxSizing, overflow
    // Whether the parent lays the node out at all, and its pin rules in a `layout: pin` parent
    case present, pin

    /// Properties only text nodes have.
    static let textOnly: Set<NodeProperty> = [.text, .fontSize, .textColor]

    /// Names for messages and suggestions.
    static let names = allCases.map(\.rawValue)
}

/// A property's value, as read from the file.
enum PropertyValue: Hashable, Sendable {
    case number(CGFloat)
    case optionalNumber(CGFloat?)
    case flag(Bool)
    case text(String)
    case color(Color?)
    case keyword(String)
    case dimension(LayoutDimension)
    case insets(EdgeInsets)
    case dimensionInsets(DimensionInsets)
    case point(CGPoint)
    case size(CGSize)
    case transform(Transform)
    case pin([PinRule])
}

/// One call of a pin chain, in the order written.
struct PinRule: Hashable, Sendable {
    enum Argument: Hashable, Sendable {
        case bare
        case points(CGFloat)
        case percent(CGFloat)
        case size(CGSize)
        case keyword(String)
        /// Other nodes' ids, with an alignment word.
        case relative([String], aligned: String?)
    }
    var method: String
    var argument: Argument
    /// Where the rule is written, for errors found after reading (missing ids, cycles).
    var line: Int
    var column: Int
}
