import Choreo
import Foundation

/// Runs a node's pin rules as one PinLayout chain, in the order the file gives them.
@MainActor
enum PinApplier {
    static func apply(_ rules: [PinRule], to node: DisplayNode, siblings: [String: DisplayNode]) {
        var pin = node.pin
        for rule in rules {
            pin = step(pin, rule, siblings: siblings)
        }
        pin.layout()
    }

    private static func step(_ pin: PinLayout, _ rule: PinRule, siblings: [String: DisplayNode]) -> PinLayout {
        switch rule.argument {
        case .bare: return bare(pin, rule.method)
        case .points(let value): return points(pin, rule.method, value)
        case .percent(let value): return percent(pin, rule.method, Percent(value: value))
        case .size(let size): return pin.size(size)
        case .keyword(let word): return pin.sizeToFit(Keywords.fitType[word] ?? .content)
        case .relative(let ids, let aligned):
            let nodes = ids.compactMap { siblings[$0] }
            guard !nodes.isEmpty else { return pin }
            return relative(pin, rule.method, nodes, aligned: aligned)
        }
    }

    private static func bare(_ pin: PinLayout, _ method: String) -> PinLayout {
        switch method {
        case "top": pin.top()
        case "left": pin.left()
        case "bottom": pin.bottom()
        case "right": pin.right()
        case "start": pin.start()
        case "end": pin.end()
        case "hCenter": pin.hCenter()
        case "vCenter": pin.vCenter()
        case "all": pin.all()
        case "horizontally": pin.horizontally()
        case "vertically": pin.vertically()
        default: pin
        }
    }

    private static func points(_ pin: PinLayout, _ method: String, _ value: CGFloat) -> PinLayout {
        switch method {
        case "top": pin.top(value)
        case "left": pin.left(value)
        case "bottom": pin.bottom(value)
        case "right": pin.right(value)
        case "start": pin.start(value)
        case "end": pin.end(value)
        case "hCenter": pin.hCenter(value)
        case "vCenter": pin.vCenter(value)
        case "all": pin.all(value)
        case "horizontally": pin.horizontally(value)
        case "vertically": pin.vertically(value)
        case "width": pin.width(value)
        case "height": pin.height(value)
        case "size": pin.size(value)
        case "aspectRatio": pin.aspectRatio(value)
        default: margins(pin, method, value)
        }
    }

    private static func margins(_ pin: PinLayout, _ method: String, _ value: CGFloat) -> PinLayout {
        switch method {
        case "minWidth": pin.minWidth(value)
        case "maxWidth": pin.maxWidth(value)
        case "minHeight": pin.minHeight(value)
        case "maxHeight": pin.maxHeight(value)
        case "marginTop": pin.marginTop(value)
        case "marginLeft": pin.marginLeft(value)
        case "marginBottom": pin.marginBottom(value)
        case "marginRight": pin.marginRight(value)
        case "marginStart": pin.marginStart(value)
        case "marginEnd": pin.marginEnd(value)
        case "marginHorizontal": pin.marginHorizontal(value)
        case "marginVertical": pin.marginVertical(value)
        case "margin": pin.margin(value)
        default: pin
        }
    }

    private static func percent(_ pin: PinLayout, _ method: String, _ value: Percent) -> PinLayout {
        switch method {
        case "top": pin.top(value)
        case "left": pin.left(value)
        case "bottom": pin.bottom(value)
        case "right": pin.right(value)
        case "start": pin.start(value)
        case "end": pin.end(value)
        case "hCenter": pin.hCenter(value)
        case "vCenter": pin.vCenter(value)
        case "width": pin.width(value)
        case "height": pin.height(value)
        case "minWidth": pin.minWidth(value)
        case "maxWidth": pin.maxWidth(value)
        case "minHeight": pin.minHeight(value)
        case "maxHeight": pin.maxHeight(value)
        case "marginTop": pin.marginTop(value)
        case "marginLeft": pin.marginLeft(value)
        case "marginBottom": pin.marginBottom(value)
        case "marginRight": pin.marginRight(value)
        case "marginStart": pin.marginStart(value)
        case "marginEnd": pin.marginEnd(value)
        case "marginHorizontal": pin.marginHorizontal(value)
        case "marginVertical": pin.marginVertical(value)
        case "margin": pin.margin(value)
        default: pin
        }
    }

    private static func relative(_ pin: PinLayout, _ method: String, _ nodes: [DisplayNode], aligned: String?) -> PinLayout {
        let horizontal = aligned.flatMap { Keywords.horizontalAlign[$0] } ?? .none
        let vertical = aligned.flatMap { Keywords.verticalAlign[$0] } ?? .none
        switch method {
        case "above": return pin.above(of: nodes, aligned: horizontal)
        case "below": return pin.below(of: nodes, aligned: horizontal)
        case "leftOf": return pin.left(of: nodes, aligned: vertical)
        case "rightOf": return pin.right(of: nodes, aligned: vertical)
        case "before": return pin.before(of: nodes, aligned: vertical)
        default: return pin.after(of: nodes, aligned: vertical)
        }
    }
}
