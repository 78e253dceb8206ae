import ChoreoSupport
import Testing
@testable import ChoreoMotion

@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test("checked passes valid values through and replaces invalid ones with a named warning")
    func checked() {
        #expect(Diagnostics.checked(2, "Thing", must: "> 0", fallback: 1) { $0 > 0 } == 2)
        #expect(Diagnostics.checked(-4, "Widget size", must: "> 0", fallback: 1) { $0 > 0 } == 1)
        #expect(warned("Widget size must be > 0, got -4.0; using 1.0"))
    }
}
