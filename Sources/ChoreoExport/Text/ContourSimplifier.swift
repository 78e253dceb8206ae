import Foundation

/// Joins runs of a closed contour's cubic segments into single cubics where one stays within a
/// tolerance of the run, so glyph outlines (TrueType's many short quadratic pieces) take fewer
/// vertices in the Lottie file.
///
/// A contour is flat numbers: for each vertex its point, then its in and out tangents relative to
/// it (``PathSamples``). A run may only be joined where it is smooth: its ends keep their tangent
/// directions and the joined curve's two handle lengths are fitted by least squares to points
/// sampled along the run (chord-length parameters), as in Schneider's curve fitting.
enum ContourSimplifier {
    /// Points sampled on each original segment to fit and check a joined curve.
    static let samplesPerSegment = 6

    /// `contour` with every run of segments that one cubic follows within `tolerance` joined.
    static func simplify(_ contour: [Double], tolerance: Double) -> [Double] {
        let count = contour.count / 6
        guard count > 2 else { return contour }
        // The closed contour is walked as an open path from its first vertex back to it; the
        // copy of the first vertex at the end gives its in handle back and is dropped.
        var result = simplifyOpen(contour + contour[0..<6], tolerance: tolerance)
        let last = result.count - 6
        (result[2], result[3]) = (result[last + 2], result[last + 3])
        result.removeLast(6)
        return result
    }

    /// Joins runs of an open path whose last vertex stays where it is.
    private static func simplifyOpen(_ path: [Double], tolerance: Double) -> [Double] {
        let count = path.count / 6
        var kept: [Double] = []
        var start = 0
        var pendingIn: Point?
        while start < count - 1 {
            var end = start + 1
            var joined: (Point, Point)?
            while end + 1 < count, let handles = join(path, from: start, to: end + 1, tolerance: tolerance) {
                end += 1
                joined = handles
            }
            var vertex = Array(path[start * 6..<start * 6 + 6])
            if let pendingIn { (vertex[2], vertex[3]) = (pendingIn.x, pendingIn.y) }
            if let joined { (vertex[4], vertex[5]) = (joined.0.x, joined.0.y) }
            kept += vertex
            pendingIn = joined?.1
            start = end
        }
        var last = Array(path[(count - 1) * 6..<count * 6])
        if let pendingIn { (last[2], last[3]) = (pendingIn.x, pendingIn.y) }
        return kept + last
    }

    struct Point: Equatable {
        var x: Double
        var y: Double

        static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
        static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
        static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
        func dot(_ other: Point) -> Double { x * other.x + y * other.y }
        var length: Double { hypot(x, y) }
    }

    /// Vertex `index` (wrapping around) with its in and out handles, relative to it.
    private static func vertex(_ contour: [Double], _ index: Int) -> (point: Point, in: Point, out: Point) {
        let base = (index % (contour.count / 6)) * 6
        return (Point(x: contour[base], y: contour[base + 1]), Point(x: contour[base + 2], y: contour[base + 3]),
                Point(x: contour[base + 4], y: contour[base + 5]))
    }

    /// The point at `t` of the segment from vertex `index` to the next.
    private static func point(_ contour: [Double], segment index: Int, at t: Double) -> Point {
        let start = vertex(contour, index), end = vertex(contour, index + 1)
        return bezier(start.point, start.point + start.out, end.point + end.in, end.point, at: t)
    }

    private static func bezier(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> Point {
        let s = 1 - t
        return p0 * (s * s * s) + p1 * (3 * s * s * t) + p2 * (3 * s * t * t) + p3 * (t * t * t)
    }

    /// The out and in handles of one cubic from vertex `start` to vertex `end` (wrapping) that
    /// follows the segments between within `tolerance`, or nil when none does.
    static func join(_ contour: [Double], from start: Int, to end: Int, tolerance: Double) -> (Point, Point)? {
        let first = vertex(contour, start), last = vertex(contour, end)
        guard first.out.length > 0, last.in.length > 0 else { return nil }
        let startDirection = first.out * (1 / first.out.length), endDirection = last.in * (1 / last.in.length)
        var targets: [Point] = []
        for segment in start..<end {
            for step in 0..<samplesPerSegment {
                targets.append(point(contour, segment: segment, at: Double(step) / Double(samplesPerSegment)))
            }
        }
        targets.append(last.point)
        var parameters = [0.0]
        for index in 1..<targets.count { parameters.append(parameters[index - 1] + (targets[index] - targets[index - 1]).length) }
        guard let total = parameters.last, total > 0 else { return nil }
        parameters = parameters.map { $0 / total }
        var c11 = 0.0, c12 = 0.0, c22 = 0.0, x1 = 0.0, x2 = 0.0
        for (t, target) in zip(parameters, targets) {
            let s = 1 - t
            let a1 = startDirection * (3 * s * s * t), a2 = endDirection * (3 * s * t * t)
            let rest = target - (first.point * (s * s * s + 3 * s * s * t) + last.point * (3 * s * t * t + t * t * t))
            c11 += a1.dot(a1)
            c12 += a1.dot(a2)
            c22 += a2.dot(a2)
            x1 += a1.dot(rest)
            x2 += a2.dot(rest)
        }
        let determinant = c11 * c22 - c12 * c12
        guard abs(determinant) > 1e-12 else { return nil }
        let alpha = (x1 * c22 - c12 * x2) / determinant, beta = (c11 * x2 - c12 * x1) / determinant
        guard alpha > 0, beta > 0 else { return nil }
        let outHandle = startDirection * alpha, inHandle = endDirection * beta
        for (t, target) in zip(parameters, targets) {
            let fitted = bezier(first.point, first.point + outHandle, last.point + inHandle, last.point, at: t)
            guard (fitted - target).length <= tolerance else { return nil }
        }
        return (outHandle, inHandle)
    }
}
