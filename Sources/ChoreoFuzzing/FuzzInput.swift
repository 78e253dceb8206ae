import Foundation

/// Bytes read as a stream of choices: each read consumes what it needs and returns a default
/// once the bytes run out, so every input, however short, decodes to something.
///
/// Numbers favour the values that break layout and animation code: 0, negatives, NaN,
/// infinities, values beyond `Float`'s range, tiny ratios and huge fractions.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0
    /// Makes ``specFloat()`` return ordinary values only.
    public var ordinaryOnly = false

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, 0 once the input is spent.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number below `bound` (at least 1).
    public mutating func int(below bound: Int) -> Int {
        let value = Int(byte()) << 8 | Int(byte())
        return value % max(bound, 1)
    }

    public mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// One of `choices` (which must not be empty).
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(below: choices.count)]
    }

    /// The values a hostile caller passes for lengths, fractions, ratios and times.
    public static let hostile: [Double] = [
        0, -0.0, 1, -1, 0.5, 1e-40, -1e-40, 1e-7, 1e7, -1e7, 1e15, 1e38, 3.5e38, 1e39, -1e39, 1e300, -1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .nan, .infinity, -.infinity,
    ]

    /// A number: an ordinary value (0 to 500 in steps of 0.5, either sign) most of the time,
    /// otherwise one of ``hostile``.
    public mutating func number() -> Double {
        let kind = byte()
        if kind < 160 { return Double(int(below: 1001)) / 2 }
        if kind < 192 { return -Double(int(below: 1001)) / 2 }
        return pick(Self.hostile)
    }

    /// A fraction: ordinary (0 to 1.2 in steps of 0.05) most of the time, otherwise hostile.
    public mutating func fraction() -> Double {
        byte() < 200 ? Double(int(below: 25)) / 20 : pick(Self.hostile)
    }

    public mutating func cgFloat() -> CGFloat { CGFloat(number()) }

    /// A spec parameter: ``cgFloat()``, or an ordinary value with ``ordinaryOnly``.
    public mutating func specFloat() -> CGFloat {
        let value = number()
        return ordinaryOnly && !(value.isFinite && abs(value) <= 500) ? 1 : CGFloat(value)
    }
}
