import Foundation

#if FUZZING
/// libFuzzer's entry point for a program with its own main (SwiftPM names an executable's entry
/// point, so libFuzzer's own main cannot be linked).
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                             _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
#endif

/// What the fuzz executables share: one input through a target, and their `main`.
public enum FuzzMain {
    /// Runs one libFuzzer input through `target` on the main actor (libFuzzer calls from the
    /// main thread); a broken invariant prints and aborts, which libFuzzer reports as a crash
    /// and saves the input.
    public static func runOne(_ data: UnsafePointer<UInt8>?, _ size: Int,
                              _ target: @MainActor ([UInt8]) -> [String]) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        MainActor.assumeIsolated {
            let violations = target(bytes)
            guard violations.isEmpty else {
                print(violations.joined(separator: "\n"))
                abort()
            }
        }
        return 0
    }

    /// Built with -DFUZZING (Scripts/fuzz.sh): hands the command line and `callback` to
    /// libFuzzer. A normal build has no libFuzzer: replays the files named on the command line
    /// through `target` (a corpus directory, or one crashing input).
    @MainActor
    public static func main(fuzzing callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt,
                            replaying target: ([UInt8]) -> [String]) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = Optional(CommandLine.unsafeArgv)
        exit(runFuzzerDriver(&argc, &argv, callback))
        #else
        FuzzReplay.main(target)
        #endif
    }
}
