import Foundation

/// Reports a bad input that Choreo has replaced with a documented fallback.
///
/// Release builds stay silent and keep going with the fallback; debug builds print the message
/// (naming the offending value) so the mistake is easy to find. It never traps: bad input must not
/// crash an app, and tests exercise these paths.
package func reportInvalidInput(_ message: @autoclosure () -> String,
                                file: StaticString = #fileID, line: UInt = #line) {
    #if DEBUG
    FileHandle.standardError.write(Data("Choreo: \(message()) [\(file):\(line)]\n".utf8))
    #endif
}
