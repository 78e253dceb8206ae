extension Unmanaged {
    /// Calls `body` with the instance, neither retained nor released. Formed here, outside the
    /// main actor, the closure handed to the standard library needs no executor check per call
    /// (a closure formed on the main actor would get one).
    @inline(__always)
    func withNodeUnretained<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef { body($0) }
    }
}
