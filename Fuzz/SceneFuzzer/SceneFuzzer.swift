import ChoreoFuzzing

// The scene-file fuzz target (see SceneFuzz); FuzzMain explains the two builds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzMain.runOne(data, size) { SceneFuzz.run($0).violations }
}

@main
struct SceneFuzzerMain {
    @MainActor
    static func main() {
        FuzzMain.main(fuzzing: fuzz) { SceneFuzz.run($0).violations }
    }
}
