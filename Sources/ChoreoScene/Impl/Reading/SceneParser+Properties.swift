import Choreo
import Foundation
import Yams

/// Reading one node property: its value kind depends on the property.
extension SceneParser {
    mutating func property(_ property: NodeProperty, _ node: Node) -> PropertyValue? {
        let field = property.rawValue
        switch property {
        case .backgroundColor, .textColor, .borderColor:
            if case .scalar(let scalar) = node, scalar.string == "none" { return .color(nil) }
            return reader.color(node, field: field, palette: palette).map { .color($0) }
        case .alpha:
            return reader.number(node, field: field, in: 0...1).map { .number($0) }
        case .cornerRadius, .fontSize, .spacing, .lineSpacing, .spacingBefore, .spacingAfter, .ascender, .descender:
            let range: ClosedRange<Double> = property == .fontSize ? 1...1000 : -SceneLimits.length...SceneLimits.length
            return reader.number(node, field: field, in: property == .cornerRadius ? 0...SceneLimits.length : range)
                .map { .number($0) }
        case .zPosition:
            return reader.number(node, field: field).map { .number($0) }
        case .flexGrow, .flexShrink:
            return reader.number(node, field: field, in: 0...SceneLimits.length).map { .number($0) }
        case .aspectRatio:
            if case .scalar(let scalar) = node, scalar.string == "none" { return .optionalNumber(nil) }
            return reader.number(node, field: field, in: 0.001...1000).map { .optionalNumber($0) }
        case .hidden, .clipsToBounds, .present:
            return reader.bool(node, field: field).map { .flag($0) }
        case .text:
            return reader.scalarText(node, field: field, accepts: "text").map { .text(String($0.prefix(10_000))) }
        case .transitionIdentifier:
            return reader.name(node, field: field).map { .text($0) }
        case .image:
            return reader.pair(node, field: field, names: ("width", "height"), in: 0...SceneLimits.length)
                .map { .size(CGSize(width: $0.0, height: $0.1)) }
        case .transform:
            return transform(node).map { .transform($0) }
        case .layoutPosition:
            return reader.pair(node, field: field, names: ("x", "y")).map { .point(CGPoint(x: $0.0, y: $0.1)) }
        case .width, .height, .minWidth, .maxWidth, .minHeight, .maxHeight, .flexBasis, .columnGap, .rowGap:
            return reader.dimension(node, field: field).map { .dimension($0) }
        case .margin, .padding, .position:
            let zero: LayoutDimension = property == .position ? .auto : .points(0)
            return reader.edges(node, field: field, zero: zero) { $0.dimension($1, field: $2) }
                .map { .dimensionInsets(DimensionInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right)) }
        case .border:
            return reader.edges(node, field: field, zero: 0) { $0.number($1, field: $2, in: 0...SceneLimits.length) }
                .map { .insets(EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right)) }
        case .pin:
            return pinRules(node).map { .pin($0) }
        default:
            guard let choices = Self.keywordChoices[property] else { return nil }
            return reader.keyword(node, field: field, choices: choices).map { .keyword($0) }
        }
    }

    static let keywordChoices: [NodeProperty: [String]] = [
        .snapshotStyle: Keywords.words(Keywords.snapshotStyle), .layout: Keywords.layout,
        .direction: Keywords.words(Keywords.direction), .justifyContent: Keywords.words(Keywords.justifyContent),
        .alignItems: Keywords.words(Keywords.alignItems), .flexWrap: Keywords.words(Keywords.flexWrap),
        .alignContent: Keywords.words(Keywords.alignContent),
        .horizontalAlignment: Keywords.words(Keywords.horizontalAlignment),
        .verticalAlignment: Keywords.words(Keywords.verticalAlignment), .sizing: Keywords.words(Keywords.sizing),
        .alignSelf: Keywords.words(Keywords.alignSelf), .positionType: Keywords.words(Keywords.positionType),
        .display: Keywords.words(Keywords.display), .boxSizing: Keywords.words(Keywords.boxSizing),
        .overflow: Keywords.words(Keywords.overflow),
    ]

    /// `translateX`, `translateY`, `scale`, `scaleX`, `scaleY`, `rotation` (degrees): scaled,
    /// then rotated, then moved, around the node's centre.
    mutating func transform(_ node: Node) -> Transform? {
        let keys = ["translateX", "translateY", "scale", "scaleX", "scaleY", "rotation"]
        guard let fields = reader.fields(node, of: "'transform'", known: keys) else { return nil }
        var values: [String: CGFloat] = [:]
        for (key, _, value) in fields {
            let range: ClosedRange<Double> = key.hasPrefix("scale") ? -1000...1000 : -SceneLimits.length...SceneLimits.length
            values[key] = reader.number(value, field: "transform.\(key)", in: range)
        }
        let scale = values["scale"] ?? 1
        return Transform(scaleX: values["scaleX"] ?? scale, y: values["scaleY"] ?? scale)
            .concatenating(Transform(rotationAngle: (values["rotation"] ?? 0) * .pi / 180))
            .concatenating(Transform(translationX: values["translateX"] ?? 0, y: values["translateY"] ?? 0))
    }
}
