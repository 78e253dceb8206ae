import ChoreoFuzzing
import Foundation

/// Runs one input through the target; a broken invariant aborts, which libFuzzer reports as a
/// crash and saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
        let violations = LayoutFuzz.run(bytes).violations
        guard violations.isEmpty else {
            print(violations.joined(separator: "\n"))
            abort()
        }
    }
    return 0
}

#if FUZZING
/// libFuzzer's entry point when the program has its own main (SwiftPM names the executable's
/// entry point, so libFuzzer's main cannot be used).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
#endif

/// Built by Scripts/fuzz.sh with -DFUZZING and -sanitize=fuzzer: hands the command line to
/// libFuzzer. A normal build has no libFuzzer: it replays the files named on the command line
/// (a corpus directory, or one crashing input).
@main
struct LayoutFuzzerMain {
    @MainActor
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = Optional(CommandLine.unsafeArgv)
        exit(runFuzzerDriver(&argc, &argv, fuzz))
        #else
        FuzzReplay.main { LayoutFuzz.run($0).violations }
        #endif
    }
}
