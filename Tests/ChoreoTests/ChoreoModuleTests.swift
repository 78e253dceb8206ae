import Testing
import Choreo

/// `import Choreo` alone must give users every public module.
@MainActor
@Suite struct ChoreoModuleTests {
    @Test func umbrellaModuleExportsLayoutAndMotion() {
        let spec = LayoutSpec()
        spec.style.preferredSize = CGSize(width: 20, height: 10)
        let layout = spec.layoutThatFits(.unconstrained)
        #expect(layout.size == CGSize(width: 20, height: 10))
        #expect(TimingCurve.linear.progress(at: 0.25) == 0.25)
    }
}
