import CFreeType
import ChoreoRender
import Foundation

/// Glyph outlines of one font file read through FreeType, in ems with y pointing down, as
/// closed Lottie paths (for each vertex its point, then its in and out tangents).
///
/// The exporter draws text as these outlines, so every Lottie player shows the same glyphs
/// whether or not it draws text layers. Each character's outline is read once and kept.
final class GlyphOutlines {
    /// Liberation Sans, whose advance widths are Arial's and Helvetica's, the widths
    /// ``TextMetrics`` lays text out with; the SVG renderer names it first too.
    static let defaultFontPath = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"

    /// How far joined outline segments may stray from the font's, in ems: 0.06 pt at 20 pt.
    static let outlineTolerance = 0.003

    private var library: FT_Library?
    private var face: FT_Face?
    private var unitsPerEm: Double = 1000
    private var cache: [Unicode.Scalar: Glyph] = [:]

    /// One character's glyph: its contours in ems, y down, origin on the baseline at the pen
    /// position (none for spaces and missing characters), and how far it moves the pen, in ems.
    struct Glyph {
        var contours: [[Double]]
        var advance: Double
    }

    /// Opens the font at `path`; throws ``ExportError/fontUnavailable(path:)`` when FreeType cannot.
    init(fontPath path: String = GlyphOutlines.defaultFontPath) throws {
        guard FT_Init_FreeType(&library) == 0, let library else { throw ExportError.fontUnavailable(path: path) }
        guard FT_New_Face(library, path, 0, &face) == 0, let face else {
            FT_Done_FreeType(library)
            self.library = nil
            throw ExportError.fontUnavailable(path: path)
        }
        unitsPerEm = Double(max(face.pointee.units_per_EM, 1))
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The glyph of `scalar`. A character the font lacks draws nothing and advances as
    /// ``TextMetrics`` measures it.
    func glyph(of scalar: Unicode.Scalar) -> Glyph {
        if let known = cache[scalar] { return known }
        let glyph = load(scalar)
            ?? Glyph(contours: [], advance: Double(TextMetrics.advance(of: scalar)) / 1000)
        cache[scalar] = glyph
        return glyph
    }

    private func load(_ scalar: Unicode.Scalar) -> Glyph? {
        guard let face else { return nil }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard index != 0, FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_NO_SCALE)) == 0 else { return nil }
        let slot = face.pointee.glyph!
        let advance = Double(slot.pointee.metrics.horiAdvance) / unitsPerEm
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Glyph(contours: [], advance: advance) }
        let builder = ContourBuilder(scale: 1 / unitsPerEm)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in ContourBuilder.from(user).move(to: to) },
            line_to: { to, user in ContourBuilder.from(user).line(to: to) },
            conic_to: { control, to, user in ContourBuilder.from(user).conic(control: control, to: to) },
            cubic_to: { first, second, to, user in ContourBuilder.from(user).cubic(first, second, to: to) },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = withExtendedLifetime(builder) {
            FT_Outline_Decompose(&slot.pointee.outline, &funcs, user)
        }
        builder.closeContour()
        let contours = builder.contours.map { ContourSimplifier.simplify($0, tolerance: Self.outlineTolerance) }
        return Glyph(contours: contours, advance: advance)
    }
}

/// Collects FreeType's decomposition of an outline as Lottie contours, quadratic segments
/// raised to cubics.
private final class ContourBuilder {
    let scale: Double
    private(set) var contours: [[Double]] = []
    /// The open contour: flat (x, y, in x, in y, out x, out y) per vertex.
    private var current: [Double] = []

    init(scale: Double) {
        self.scale = scale
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> ContourBuilder {
        Unmanaged<ContourBuilder>.fromOpaque(user!).takeUnretainedValue()
    }

    private func point(_ vector: UnsafePointer<FT_Vector>?) -> (Double, Double) {
        guard let vector else { return (0, 0) }
        return (Double(vector.pointee.x) * scale, -Double(vector.pointee.y) * scale)
    }

    private var last: (Double, Double) {
        (current[current.count - 6], current[current.count - 5])
    }

    func move(to: UnsafePointer<FT_Vector>?) -> Int32 {
        closeContour()
        let (x, y) = point(to)
        current = [x, y, 0, 0, 0, 0]
        return 0
    }

    func line(to: UnsafePointer<FT_Vector>?) -> Int32 {
        let (x, y) = point(to)
        current += [x, y, 0, 0, 0, 0]
        return 0
    }

    func conic(control: UnsafePointer<FT_Vector>?, to: UnsafePointer<FT_Vector>?) -> Int32 {
        let (cx, cy) = point(control), (x, y) = point(to), (sx, sy) = last
        // A quadratic's cubic handles sit two thirds of the way to its control point.
        current[current.count - 2] = (cx - sx) * 2 / 3
        current[current.count - 1] = (cy - sy) * 2 / 3
        current += [x, y, (cx - x) * 2 / 3, (cy - y) * 2 / 3, 0, 0]
        return 0
    }

    func cubic(_ first: UnsafePointer<FT_Vector>?, _ second: UnsafePointer<FT_Vector>?,
               to: UnsafePointer<FT_Vector>?) -> Int32 {
        let (ax, ay) = point(first), (bx, by) = point(second), (x, y) = point(to), (sx, sy) = last
        current[current.count - 2] = ax - sx
        current[current.count - 1] = ay - sy
        current += [x, y, bx - x, by - y, 0, 0]
        return 0
    }

    /// Ends the open contour. FreeType closes a contour with a segment back to its start; that
    /// last vertex repeats the first, so its in tangent moves to the first and it is dropped.
    func closeContour() {
        guard current.count >= 18 else {
            current = []
            return
        }
        let end = current.count - 6
        if abs(current[end] - current[0]) < 1e-9, abs(current[end + 1] - current[1]) < 1e-9 {
            current[2] = current[end + 2]
            current[3] = current[end + 3]
            current.removeLast(6)
        }
        contours.append(current)
        current = []
    }
}
