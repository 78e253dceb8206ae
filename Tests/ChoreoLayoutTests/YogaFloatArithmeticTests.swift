import Foundation
import Testing
@testable import ChoreoLayout

/// Yoga computes in float32. Where a layout decision compares values that are equal in decimal
/// (a line that fits exactly, a size equal to its max, a share of 0), float rounding decides it,
/// so Choreo rounds the same operations in the same order. Minimal trees from fresh runs of
/// Scripts/yoga_fixtures.py, with yoga-python's layouts.
@MainActor
@Suite struct YogaFloatArithmeticTests {
    /// A content-sized wrapping container takes the float sum of its items as its size; its inner size
    /// (that sum minus padding, border and margins) can then fall an ulp short of the same items
    /// summed again in the order Yoga collects a line, and Yoga wraps the last item.
    @Test func floatSumsDecideWrapping() throws {
        let json = #"""
        {"cases":[
        {"name":"column-wrap-padding-bottom","scale":1,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column","flexWrap":"wrap","padding":{"bottom":3.0}},"children":[{"style":{"flexDirection":"column","height":52.0},"children":[]},{"style":{"flexDirection":"column","height":203.61},"children":[]}]}]},
         "expected":[0,0,0,259,[[0,0,0,259,[[0,0,0,52],[0,0,0,204]]]]]},
        {"name":"row-reverse-wrap-gap","scale":1,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"row-reverse","flexWrap":"wrap","spacing":11.04},"children":[{"style":{"flexDirection":"column"},"children":[]},{"style":{"flexDirection":"column","width":126.9},"children":[]},{"style":{"flexDirection":"column","width":235.0},"children":[]}]}]},
         "expected":[0,0,384,0,[[0,0,384,0,[[384,0,0,0],[246,0,127,0],[149,0,235,0]]]]]}
        ]}
        """#
        try YogaComparisonTests.expectAgreement(json)
    }

    /// A min above the max: Yoga takes the max for a value above it and the min otherwise. A stretched
    /// item's value is its max plus its margins, minus the margins again, in float; whether that
    /// lands above the max (max wins) or on it (min wins) is float rounding.
    @Test func floatSumsDecideMinAboveMax() throws {
        let json = #"""
        {"cases":[
        {"name":"min-wins","scale":3,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column","margin":{"left":15.0,"right":0.86},"minWidth":55.0,"maxWidth":28.51},"children":[]}]},
         "expected":[0,0,71,0,[[15,0,55,0]]]},
        {"name":"max-wins","scale":1,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column","margin":{"left":14.0},"minWidth":42.0,"maxWidth":24.97},"children":[]}]},
         "expected":[0,0,56,0,[[14,0,25,0]]]},
        {"name":"min-wins-right-margin","scale":1,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column","margin":{"right":6.8},"minWidth":188,"maxWidth":124.0},"children":[]}]},
         "expected":[0,0,195,0,[[0,0,188,0]]]}
        ]}
        """#
        try YogaComparisonTests.expectAgreement(json)
    }

    /// Percentages resolve as Yoga's do: the percentage times the size times 0.01, in float.
    @Test func percentagesResolveInFloat() throws {
        let json = #"""
        {"cases":[
        {"name":"percent-height-shrinks","scale":1,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column","padding":{"bottom":12.95}},"children":[]},{"style":{"flexDirection":"column","flexShrink":0.3,"height":"25%"},"children":[]}]}]},
         "expected":[0,0,0,13,[[0,0,0,13,[[0,0,0,13],[0,13,0,2]]]]]},
        {"name":"percent-height-below-border","scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column","padding":{"top":8.19}},"children":[]},{"style":{"flexDirection":"column","flexShrink":2,"height":"66.7%","border":{"top":6.1,"bottom":2.92}},"children":[]}]}]},
         "expected":[0,0,0,17.21,[[0,0,0,17.21,[[0,0,0,8.19],[0,8.19,0,9.02]]]]]},
        {"name":"percent-min-above-max","scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column","height":158.0},"children":[{"style":{"flexDirection":"column","margin":{"top":10.6},"minHeight":"25%","maxHeight":26.3},"children":[]}]}]},
         "expected":[0,0,0,158,[[0,0,0,158,[[0,10.6,0,26.3]]]]]}
        ]}
        """#
        try YogaComparisonTests.expectAgreement(json)
    }

    /// Free space, shares and aspect-ratio sizes are float: 18.5 - 16.1 lands below the item's
    /// 2.4 border, so the grown item is frozen at it and the space stays free (centered); an
    /// aspect ratio's cross size is computed from the main size with its margins added and removed.
    @Test func floatFreeSpaceDecidesFreezing() throws {
        let json = #"""
        {"cases":[
        {"name":"grow-frozen-at-border","scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column","justifyContent":"center"},"children":[{"style":{"flexDirection":"column","flexGrow":2,"flexShrink":2,"margin":{"bottom":16.1},"border":{"bottom":2.4}},"children":[]}]}]},
         "expected":[0,0,0,18.5,[[0,0,0,18.5,[[0,1.2,0,2.4]]]]]},
        {"name":"ratio-min-width","scale":2,"direction":"ltr","availableWidth":236.0,"availableHeight":null,
         "root":{"style":{"flexDirection":"row"},"children":[{"style":{"flexDirection":"column","flexShrink":0.5,"width":108.78,"minWidth":188.0},"children":[]},{"style":{"flexDirection":"column","flexShrink":1,"height":125.14,"minWidth":171,"aspectRatio":3},"children":[]}]},
         "expected":[0,0,236,57,[[0,0,188,57],[188,0,171,57]]]},
        {"name":"ratio-shrunk-to-zero","scale":2,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"row","width":162.0},"children":[{"style":{"flexDirection":"column","minWidth":190.0},"children":[]},{"style":{"flexDirection":"column","flexShrink":0.5,"height":149,"aspectRatio":0.5},"children":[]},{"style":{"flexDirection":"column","flexShrink":0.5,"border":{"left":5.48}},"children":[{"style":{"flexDirection":"column","width":192.84},"children":[]}]}]},
         "expected":[0,0,162,0,[[0,0,190,0],[190,0,0,0],[190,0,5.5,0,[[5.5,0,193,0]]]]]},
        {"name":"ratio-in-wrap-reverse","scale":2,"direction":"ltr","availableWidth":33.0,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column-reverse","flexWrap":"wrap-reverse","border":{"bottom":6.2}},"children":[{"style":{"flexDirection":"column","height":109.2},"children":[]},{"style":{"flexDirection":"column","aspectRatio":1},"children":[]},{"style":{"flexDirection":"column","width":216.0,"aspectRatio":1.5},"children":[]}]}]},
         "expected":[0,0,33,292.5,[[0,0,33,292.5,[[33,177,0,109],[33,144,0,33],[-183,142,216,144]]]]]}
        ]}
        """#
        try YogaComparisonTests.expectAgreement(json)
    }

    /// Grow factors taken out of a total (1.3 − 1 − 0.3 in float) leave a negative residue. Yoga
    /// divides by it: the item left unfrozen gets a share of minus billions of points and ends at
    /// its padding and border, 0 wide (root/1 at x 249, its child 5 wide; in the nested case
    /// root/0/1 at x 126, 0 wide). Choreo counts the residue as the 0 it stands for, as Yoga does
    /// when the factors cancel exactly: the item grows to its max (139, and 61).
    @Test func aGrowResidueCountsAsZero() throws {
        let json = #"""
        {"cases":[
        {"name":"grow-residue-row-reverse","scale":1,"direction":"ltr","availableWidth":249.0,"availableHeight":null,
         "root":{"style":{"flexDirection":"row-reverse"},"children":[{"style":{"flexDirection":"column","flexGrow":1,"maxWidth":"0%"},"children":[]},{"style":{"flexDirection":"column","flexGrow":0.3,"maxWidth":139},"children":[{"style":{"flexDirection":"column","padding":{"left":5.0}},"children":[]}]}]},
         "expected":[0,0,249,0,[[249,0,0,0],[110,0,139,0,[[0,0,139,0]]]]]},
        {"name":"grow-residue-nested","scale":1,"direction":"ltr","availableWidth":125.9,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"row-reverse"},"children":[{"style":{"flexDirection":"column","flexGrow":0.3,"maxWidth":0},"children":[]},{"style":{"flexDirection":"column","flexGrow":1,"maxWidth":61},"children":[{"style":{"flexDirection":"column","padding":{"left":8.58}},"children":[]}]}]}]},
         "expected":[0,0,126,0,[[0,0,126,0,[[126,0,0,0],[65,0,61,0,[[0,0,61,0]]]]]]]},
        {"name":"sixty-forty","scale":1,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"row","width":500},"children":[{"style":{"flexDirection":"column","flexGrow":0.6,"maxWidth":100},"children":[]},{"style":{"flexDirection":"column","flexGrow":0.4,"maxWidth":100},"children":[]}]},
         "expected":[0,0,500,0,[[0,0,100,0],[100,0,100,0]]]}
        ]}
        """#
        try YogaComparisonTests.expectAgreement(json)
    }

    /// An absolute child's containing block is the container's size minus its borders, in float:
    /// with borders as wide as the box it is exactly 0, so the child is not fitted to it (a
    /// flex basis needs a definite size) and its percentages resolve to 0.
    @Test func absoluteContainingBlockIsAFloatDifference() throws {
        let json = #"""
        {"cases":[
        {"name":"zero-block-row-reverse","scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column","border":{"right":0.68}},"children":[{"style":{"flexDirection":"row-reverse","positionType":"absolute"},"children":[{"style":{"flexDirection":"column","flexBasis":65.0},"children":[]}]}]}]},
         "expected":[0,0,0.68,0,[[0,0,0.68,0,[[0,0,0,0,[[0,0,0,0]]]]]]]},
        {"name":"zero-block-percent-margin","scale":0,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column","border":{"right":1.7}},"children":[{"style":{"flexDirection":"column","positionType":"absolute","minWidth":139},"children":[{"style":{"flexDirection":"column","margin":{"top":"100%"}},"children":[]}]}]}]},
         "expected":[0,0,1.7,0,[[0,0,1.7,0,[[0,0,139,0,[[0,139,139,0]]]]]]]},
        {"name":"zero-block-percent-max-width","scale":2,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column","border":{"left":6.98,"right":8.0}},"children":[{"style":{"flexDirection":"column","positionType":"absolute","width":15.0,"maxWidth":"50%"},"children":[]}]}]},
         "expected":[0,0,15,0,[[0,0,15,0,[[7,0,0,0]]]]]},
        {"name":"zero-block-percent-max-height","scale":1,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"column"},"children":[{"style":{"flexDirection":"column","border":{"top":5.91}},"children":[{"style":{"flexDirection":"column","positionType":"absolute","height":110.0,"maxHeight":"33.3%"},"children":[]}]}]},
         "expected":[0,0,0,6,[[0,0,0,6,[[0,6,0,0]]]]]}
        ]}
        """#
        try YogaComparisonTests.expectAgreement(json)
    }

    /// Shrink factors taken out of a total (−5, then −351) leave a positive residue. Yoga divides
    /// by it: the unfrozen item's share is a huge growth, and the item, shrinking in a 0-wide
    /// row, grows to its max (root/0 79 wide, root/2 117). Choreo counts the residue as 0: the
    /// item shrinks by its own scaled factor, to 0 (the other two hold their min widths).
    @Test func aShrinkResidueCountsAsZero() throws {
        let json = #"""
        {"cases":[
        {"name":"shrink-residue","scale":2,"direction":"ltr","availableWidth":null,"availableHeight":null,
         "root":{"style":{"flexDirection":"row","width":0},"children":[{"style":{"flexDirection":"column","flexShrink":1,"maxWidth":79,"border":{"left":5.0}},"children":[]},{"style":{"flexDirection":"column","flexShrink":2,"minWidth":168.3,"maxWidth":164},"children":[]},{"style":{"flexDirection":"column","flexShrink":3,"maxWidth":117.0},"children":[{"style":{"flexDirection":"column","width":174},"children":[]}]}]},
         "expected":[0,0,0,0,[[0,0,5,0],[5,0,168.5,0],[173.5,0,0,0,[[0,0,174,0]]]]]}
        ]}
        """#
        try YogaComparisonTests.expectAgreement(json)
    }
}
