import ChoreoMotion
import Foundation

/// One drawable node of a ``RenderTree``: an optionally rounded, filled rectangle
/// with optional text on top, placed on the stage by an absolute transform.
///
/// Everything is already resolved by the stage: ``transform`` includes the node's
/// position and its own transform, and ``opacity`` is the product of the node's
/// opacity and all of its ancestors'. Renderers apply these values as they are.
public struct RenderItem: Sendable, Equatable {
    /// A debug name or identifier of the node, shown as a tooltip in SVG output.
    public var name: String?
    /// The size of the item's local rectangle, which spans `(0, 0, width, height)`.
    public var bounds: CGSize
    /// Maps the item's local coordinates to stage coordinates.
    public var transform: Transform
    /// The effective opacity in `0...1`, already multiplied down the node tree.
    public var opacity: CGFloat
    /// The fill of the local rectangle, or `nil` for none.
    public var backgroundColor: Color?
    /// The radius of the rectangle's rounded corners, in local points.
    public var cornerRadius: CGFloat
    /// The index in ``RenderTree/clips`` of the innermost clip applying to this item, or `nil` when unclipped.
    public var clip: Int?
    /// Text drawn from the local origin, or `nil` for none.
    public var text: RenderText? {
        get { textBox?.text }
        set { textBox = newValue.map(TextBox.init) }
    }
    /// The text behind one reference: items are built and copied every frame for every node,
    /// and most have no text, so an item stays small and copying it costs one nil check.
    @usableFromInline var textBox: TextBox?
    /// The radius of a Gaussian blur over the item, in local points (its standard deviation);
    /// 0, negative or non-finite values draw sharp. The SVG renderer draws it with `feGaussianBlur`.
    public var blurRadius: CGFloat
}

extension RenderItem {
    /// Creates a render item. Only `bounds` is required; the defaults describe an
    /// unclipped, fully opaque, empty rectangle at the stage origin.
    // Declared in an extension so the struct keeps its memberwise initializer, and built with
    // it: an item built field by field in an initializer's body is copied, then destroyed, on its
    // way into an array (every node of every frame), one built by the memberwise initializer is
    // moved. Not `@inlinable`, which could not call the internal memberwise initializer; the
    // default cross-module optimization leaves the call, about 40 instructions.
    public init(
        name: String? = nil,
        bounds: CGSize,
        transform: Transform = .identity,
        opacity: CGFloat = 1,
        backgroundColor: Color? = nil,
        cornerRadius: CGFloat = 0,
        clip: Int? = nil,
        text: RenderText? = nil,
        blurRadius: CGFloat = 0
    ) {
        self.init(name: name, bounds: bounds, transform: transform, opacity: opacity,
                  backgroundColor: backgroundColor, cornerRadius: cornerRadius, clip: clip,
                  textBox: text.map(TextBox.init), blurRadius: blurRadius)
    }

    /// Builds an item in `item`'s uninitialized memory. The stage fills a render tree's storage
    /// this way, for every node of every frame: an item made by the public initializer, then
    /// stored, is copied once more on its way.
    package static func initialize(_ item: UnsafeMutablePointer<RenderItem>, name: consuming String?, bounds: CGSize,
                                   transform: Transform, opacity: CGFloat, backgroundColor: Color?,
                                   cornerRadius: CGFloat, clip: Int?, blurRadius: CGFloat) {
        item.initialize(to: RenderItem(name: name, bounds: bounds, transform: transform, opacity: opacity,
                                       backgroundColor: backgroundColor, cornerRadius: cornerRadius, clip: clip,
                                       textBox: nil, blurRadius: blurRadius))
    }

    /// Items are equal when every drawn value is, the texts compared by value.
    public static func == (lhs: RenderItem, rhs: RenderItem) -> Bool {
        lhs.name == rhs.name && lhs.bounds == rhs.bounds && lhs.transform == rhs.transform
            && lhs.opacity == rhs.opacity && lhs.backgroundColor == rhs.backgroundColor
            && lhs.cornerRadius == rhs.cornerRadius && lhs.clip == rhs.clip && lhs.text == rhs.text
            && lhs.blurRadius == rhs.blurRadius
    }

    /// An immutable box holding an item's text.
    @usableFromInline
    final class TextBox: Sendable {
        let text: RenderText

        @usableFromInline
        init(_ text: RenderText) {
            self.text = text
        }
    }
}
