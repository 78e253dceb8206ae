import ChoreoFuzzing
import Foundation

// Built by Scripts/fuzz.sh with -D FUZZING and -sanitize=fuzzer: libFuzzer provides main and
// calls this with each input. A normal build has no libFuzzer: it replays the files named on
// the command line instead (a corpus directory, or one crashing input).
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        let violations = LayoutFuzz.run(bytes).violations
        guard violations.isEmpty else {
            print(violations.joined(separator: "\n"))
            abort()
        }
    }
    return 0
}
#else
@main
struct LayoutFuzzerReplay {
    @MainActor
    static func main() {
        FuzzReplay.main { LayoutFuzz.run($0).violations }
    }
}
#endif
