import Foundation
import Testing
@testable import ChoreoMotion

@Suite("Color")
struct ColorTests {
    @Test("Named colors use UIKit's values")
    func namedColors() {
        #expect(Color.clear == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(Color.black == Color(white: 0))
        #expect(Color.white == Color(white: 1))
        #expect(Color.gray == Color(white: 0.5))
        #expect(Color.lightGray == Color(white: 2.0 / 3))
        #expect(Color.darkGray == Color(white: 1.0 / 3))
        #expect(Color.red == Color(red: 1, green: 0, blue: 0))
        #expect(Color.green == Color(red: 0, green: 1, blue: 0))
        #expect(Color.blue == Color(red: 0, green: 0, blue: 1))
        #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color.yellow == Color(red: 1, green: 1, blue: 0))
    }

    @Test("Hex parsing", arguments: [
        ("#FF8000", Color(red: 1, green: 128.0 / 255, blue: 0)),
        ("#ff800080", Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 128.0 / 255)),
        ("00000000", Color.clear),
        ("#FFFFFF", Color.white),
    ])
    func hexParsing(hex: String, expected: Color) {
        #expect(Color(hex: hex) == expected)
    }

    @Test("Malformed hex gives nil", arguments: ["", "#", "#FFF", "#GG0000", "#FF00000", "#+FFFFF", "#FF0000FF00", "red"])
    func malformedHex(hex: String) {
        #expect(Color(hex: hex) == nil)
    }

    @Test("hexString is lowercase #rrggbb, with aa only when not opaque, and round-trips")
    func hexString() {
        #expect(Color.orange.hexString == "#ff8000")
        #expect(Color.red.withAlpha(0.5).hexString == "#ff000080")
        #expect(Color.clear.hexString == "#00000000")
        for hex in ["#12abef", "#00ff7f10", "#ffffff"] {
            #expect(Color(hex: hex)?.hexString == hex)
        }
    }

    @Test("Out-of-range and NaN components are clamped")
    func clamping() {
        let color = Color(red: 1.5, green: -0.2, blue: .nan, alpha: 2)
        #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(warned("Color red", "1.5"))
    }

    @Test("Fading to clear keeps the hue: interpolation is premultiplied")
    func fadeToClear() {
        let half = Color.red.interpolated(to: .clear, fraction: 0.5)
        #expect(half == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        let fromClear = Color.clear.interpolated(to: .blue, fraction: 0.25)
        #expect(fromClear == Color(red: 0, green: 0, blue: 1, alpha: 0.25))
    }

    @Test("Between translucent colors, premultiplied blending weights by alpha")
    func premultipliedBlend() {
        let opaqueRed = Color.red
        let faintBlue = Color(red: 0, green: 0, blue: 1, alpha: 0.2)
        let mid = opaqueRed.interpolated(to: faintBlue, fraction: 0.5)
        // Premultiplied: (0.5, 0, 0.1, 0.6) → straight (5/6, 0, 1/6, 0.6).
        expectClose(mid.red, 5.0 / 6, tolerance: 1e-12)
        expectClose(mid.blue, 1.0 / 6, tolerance: 1e-12)
        expectClose(mid.alpha, 0.6, tolerance: 1e-12)
        // Opaque colors blend exactly like straight components.
        let orange = Color.red.interpolated(to: .yellow, fraction: 0.5)
        #expect(orange == .orange)
    }

    @Test("Vectors beyond the gamut are clamped when converted back")
    func overshootClamps() {
        let overshoot = Color.black.interpolated(to: .white, fraction: 1.3)
        #expect(overshoot == .white)
        #expect(Color(animatableVector: SIMD4(0.2, 0.2, 0.2, -0.1)) == .clear)
    }
}
