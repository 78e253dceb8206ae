import Foundation

/// Reports bad input that ChoreoMotion repaired instead of crashing.
///
/// Release builds stay silent: the documented fallback is applied and nothing is printed.
/// Debug builds print the message to standard error and keep the most recent ones so tests
/// can check that a warning names the offending value (`assertionFailure` would stop the tests).
enum Diagnostics {
    #if DEBUG
    private static let lock = NSLock()
    nonisolated(unsafe) private static var recent: [String] = []
    private static let recentLimit = 256
    #endif

    /// Warnings printed so far, oldest first (debug builds only; empty in release).
    static var recentWarnings: [String] {
        #if DEBUG
        lock.withLock { recent }
        #else
        []
        #endif
    }

    static func warn(_ message: @autoclosure () -> String) {
        #if DEBUG
        let text = "ChoreoMotion: \(message())"
        lock.withLock {
            recent.append(text)
            if recent.count > recentLimit { recent.removeFirst(recent.count - recentLimit) }
        }
        FileHandle.standardError.write(Data((text + "\n").utf8))
        #endif
    }

    /// Returns `value` when `isValid`, otherwise warns (naming the value) and returns `fallback`.
    static func checked(
        _ value: Double,
        _ name: @autoclosure () -> String,
        must requirement: @autoclosure () -> String,
        fallback: Double,
        isValid: (Double) -> Bool
    ) -> Double {
        if isValid(value) { return value }
        warn("\(name()) must be \(requirement()), got \(value); using \(fallback)")
        return fallback
    }
}
