import ChoreoFuzzing

// The stage fuzz target (see StageFuzz); FuzzMain explains the two builds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzMain.runOne(data, size) { StageFuzz.run($0).violations }
}

@main
struct StageFuzzerMain {
    @MainActor
    static func main() {
        FuzzMain.main(fuzzing: fuzz) { StageFuzz.run($0).violations }
    }
}
