import Foundation
import Synchronization

/// The one channel through which every Choreo module reports bad input it repaired.
///
/// Choreo never traps on bad input: it applies a documented fallback and keeps going. Debug builds
/// print each warning (naming the offending value) to standard error; release builds stay silent.
/// Tests see the warnings raised by their own code through ``capture(_:)``, whatever the build.
package enum Diagnostics {
    /// Receives every warning raised in the current task (set by ``capture(_:)``).
    @TaskLocal private static var observer: WarningLog?

    #if DEBUG
    private static let recent = Mutex<[String]>([])
    private static let recentLimit = 256
    #endif

    /// Warnings printed so far by any task, oldest first (debug builds only; empty in release).
    package static var recentWarnings: [String] {
        #if DEBUG
        recent.withLock { $0 }
        #else
        []
        #endif
    }

    /// Reports a repaired input, prefixed "Choreo: ".
    package static func warn(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        #if DEBUG
        report("Choreo: \(message())", location: "[\(file):\(line)]", printing: true)
        #else
        if observer != nil { report("Choreo: \(message())", location: "", printing: false) }
        #endif
    }

    /// Reports `text` as it is (PinLayout's warnings, which carry their own prefix and the node
    /// they are about), printed to standard error whatever the build: their caller decides
    /// whether they are on.
    package static func report(_ text: String) {
        report(text, location: "", printing: true)
    }

    private static func report(_ text: String, location: String, printing: Bool) {
        #if DEBUG
        recent.withLock {
            $0.append(text)
            if $0.count > recentLimit { $0.removeFirst($0.count - recentLimit) }
        }
        #endif
        if printing {
            FileHandle.standardError.write(Data((location.isEmpty ? "\(text)\n" : "\(text) \(location)\n").utf8))
        }
        observer?.append(text)
    }

    /// Returns `value` when `isValid`, otherwise warns (naming the value) and returns `fallback`.
    package static func checked(
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

    /// Runs `body` and returns the warnings it raised on this task, in order.
    package static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let log = WarningLog()
        try $observer.withValue(log) { try body() }
        return log.messages
    }

    /// Main-actor variant of ``capture(_:)`` for node and stage code.
    @MainActor
    package static func capture(_ body: @MainActor () throws -> Void) rethrows -> [String] {
        let log = WarningLog()
        try $observer.withValue(log) { try body() }
        return log.messages
    }
}

/// The warnings one ``Diagnostics/capture(_:)`` collects.
private final class WarningLog: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ message: String) { storage.withLock { $0.append(message) } }
    var messages: [String] { storage.withLock { $0 } }
}
