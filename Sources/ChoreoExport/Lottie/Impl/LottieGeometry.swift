import ChoreoMotion
import Foundation

/// An item's transform as a Lottie layer's position, rotation and scale, which Lottie applies as
/// scale, then rotation, then translation (the anchor stays at the item's origin).
struct TransformParts: Equatable {
    var position: [Double]
    /// Degrees, positive clockwise on screen (y points down), as in Lottie.
    var rotation: Double
    /// Percent, as in Lottie.
    var scale: [Double]

    /// Decomposes `transform`; shear, which a node's transform rarely has, is dropped. A
    /// rotation is unwrapped to within half a turn of `previousRotation` so it animates the
    /// short way between frames.
    init(_ transform: Transform, previousRotation: Double?) {
        let scaleX = hypot(transform.a, transform.b)
        var rotation = scaleX > 0 ? atan2(transform.b, transform.a) * 180 / .pi : previousRotation ?? 0
        if let previousRotation { rotation += 360 * ((previousRotation - rotation) / 360).rounded() }
        let scaleY = scaleX > 0 ? (transform.a * transform.d - transform.b * transform.c) / scaleX : transform.d
        position = [transform.tx, transform.ty]
        self.rotation = rotation
        scale = [scaleX * 100, scaleY * 100]
    }

    /// The parts of every transform, each rotation unwrapped against the one before.
    static func sequence(_ transforms: [Transform]) -> [TransformParts] {
        var parts: [TransformParts] = []
        parts.reserveCapacity(transforms.count)
        for transform in transforms {
            parts.append(TransformParts(transform, previousRotation: parts.last?.rotation))
        }
        return parts
    }
}

/// A closed Lottie path as flat numbers: for each vertex its point, then its in and out tangents
/// (relative to the point), so a path's keyframes fit like any other vector.
struct PathSamples {
    /// Bezier handle length for a quarter circle, as a fraction of the radius.
    static let kappa = 0.5522847498

    /// A rounded rectangle `(0, 0, size)` with `radius` (clamped to half the shorter side) as eight
    /// vertices clockwise from the top edge's start, mapped through `transform`. Square corners
    /// keep eight vertices (with zero tangents), so every frame's path has the same shape.
    static func roundedRect(size: CGSize, radius: CGFloat, transform: Transform) -> [Double] {
        let width = max(size.width, 0), height = max(size.height, 0)
        let r = max(0, min(radius, width / 2, height / 2))
        let handle = r * kappa
        // (point, in tangent, out tangent) in the rectangle's own coordinates.
        let vertices: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: r, y: 0), CGPoint(x: -handle, y: 0), .zero),
            (CGPoint(x: width - r, y: 0), .zero, CGPoint(x: handle, y: 0)),
            (CGPoint(x: width, y: r), CGPoint(x: 0, y: -handle), .zero),
            (CGPoint(x: width, y: height - r), .zero, CGPoint(x: 0, y: handle)),
            (CGPoint(x: width - r, y: height), CGPoint(x: handle, y: 0), .zero),
            (CGPoint(x: r, y: height), .zero, CGPoint(x: -handle, y: 0)),
            (CGPoint(x: 0, y: height - r), CGPoint(x: 0, y: handle), .zero),
            (CGPoint(x: 0, y: r), .zero, CGPoint(x: 0, y: -handle)),
        ]
        var numbers: [Double] = []
        numbers.reserveCapacity(vertices.count * 6)
        for (point, inTangent, outTangent) in vertices {
            let mapped = transform.apply(to: point)
            numbers += [mapped.x, mapped.y]
            for tangent in [inTangent, outTangent] {
                // Tangents are directions: the transform without its translation.
                numbers += [transform.a * tangent.x + transform.c * tangent.y,
                            transform.b * tangent.x + transform.d * tangent.y]
            }
        }
        return numbers
    }

    /// The Lottie shape object (`c`, `v`, `i`, `o`) of flat path numbers.
    static func shape(_ numbers: [Double], closed: Bool = true, decimals: Int = 3) -> JSONValue {
        var points: [JSONValue] = [], ins: [JSONValue] = [], outs: [JSONValue] = []
        var index = 0
        while index + 5 < numbers.count {
            points.append(.numbers(Array(numbers[index..<index + 2]), decimals: decimals))
            ins.append(.numbers(Array(numbers[index + 2..<index + 4]), decimals: decimals))
            outs.append(.numbers(Array(numbers[index + 4..<index + 6]), decimals: decimals))
            index += 6
        }
        return .object([("c", .bool(closed)), ("v", .array(points)),
                        ("i", .array(ins)), ("o", .array(outs))])
    }
}
