import ChoreoFuzzing

// The layout fuzz target (see LayoutFuzz); FuzzMain explains the two builds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzMain.runOne(data, size) { LayoutFuzz.run($0).violations }
}

@main
struct LayoutFuzzerMain {
    @MainActor
    static func main() {
        FuzzMain.main(fuzzing: fuzz) { LayoutFuzz.run($0).violations }
    }
}
