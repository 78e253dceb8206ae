import Foundation

extension DisplayNode {
    /// The untransformed frame, read in place: at rest it is one stored field, so reading it does
    /// not copy the animated property (and retain its arrays) as the computed model value would.
    var pinLayoutRect: CGRect {
        state.frame.restingModel ?? state.frame.model
    }
}
