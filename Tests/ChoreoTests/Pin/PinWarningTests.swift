import ChoreoSupport
@testable import Choreo
import Foundation
import Testing

/// A chain and the exact warnings it emits (PinLayout's texts), captured through `Pin.warningHandler`.
struct PinWarningCase: Sendable, CustomTestStringConvertible {
    let name: String
    let expected: [String]
    let run: @MainActor @Sendable (PinFixture) -> Void

    var testDescription: String { name }
}

func warningCase(_ name: String, _ expected: [String],
                 _ run: @escaping @MainActor @Sendable (PinFixture) -> Void) -> PinWarningCase {
    PinWarningCase(name: name, expected: expected, run: run)
}

private let aFrame = "(DisplayNode, Frame: (140.0, 100.0, 200.0, 100.0))"
private let cFrame = "(DisplayNode, Frame: (40.0, 250.0, 80.0, 50.0))"
private let rootFrame = "(DisplayNode, Frame: (0.0, 0.0, 400.0, 400.0))"

extension PinTests {
    @MainActor @Suite struct Warnings {
        nonisolated static let cases: [PinWarningCase] = [
            warningCase("top(20).top(40)", ["PinLayout Conflict: top(40.0) won't be applied since it value has already been set to 20.0."]) {
                $0.a.pin.top(20).top(40)
            },
            warningCase("same value twice is silent", []) { $0.a.pin.top(20).top(20) },
            warningCase("top(20).all()",
                        ["PinLayout Conflict: all() top coordinate won't be applied since it value has already been set to 20.0."]) {
                $0.a.pin.top(20).all()
            },
            warningCase("left(20).all()",
                        ["PinLayout Conflict: all() left coordinate won't be applied since it value has already been set to 20.0."]) {
                $0.a.pin.left(20).all()
            },
            warningCase("right(20).all() reports the offset",
                        ["PinLayout Conflict: all() right coordinate won't be applied since it value has already been set to 20.0."]) {
                $0.a.pin.right(20).all()
            },
            warningCase("bottom(20).all() reports the offset",
                        ["PinLayout Conflict: all() bottom coordinate won't be applied since it value has already been set to 20.0."]) {
                $0.a.pin.bottom(20).all()
            },
            warningCase("left(10).horizontally(20)",
                        ["PinLayout Conflict: horizontally(20.0) left coordinate won't be applied since it value has already been set to 10.0."]) {
                $0.a.pin.left(10).horizontally(20)
            },
            warningCase("right(10).horizontally(10%)",
                        ["PinLayout Conflict: horizontally(10%) right coordinate won't be applied since it value has already been set to 10.0."]) {
                $0.a.pin.right(10).horizontally(10%)
            },
            warningCase("top(10).vertically(10%)",
                        ["PinLayout Conflict: vertically(10%) top coordinate won't be applied since it value has already been set to 10.0."]) {
                $0.a.pin.top(10).vertically(10%)
            },
            warningCase("left().hCenter(-20)",
                        ["PinLayout Conflict: hCenter(-20.0) won't be applied since it conflicts with the following already set properties:\n left: 0.0"]) {
                $0.a.pin.left().hCenter(-20)
            },
            warningCase("hCenter().left()",
                        ["PinLayout Conflict: left() won't be applied since it conflicts with the following already set properties:\n Horizontal Center: 200.0"]) {
                $0.a.pin.hCenter().left()
            },
            warningCase("top().vCenter(-20%)",
                        ["PinLayout Conflict: vCenter(-20%) won't be applied since it conflicts with the following already set properties:\n top: 0.0"]) {
                $0.a.pin.top().vCenter(-20%)
            },
            warningCase("vCenter().bottom()",
                        ["PinLayout Conflict: bottom() won't be applied since it conflicts with the following already set properties:\n Vertical Center: 200.0"]) {
                $0.a.pin.vCenter().bottom()
            },
            warningCase("start(10).left(20) LTR",
                        ["PinLayout Conflict: left(20.0) won't be applied since it value has already been set to 10.0."]) {
                $0.a.pin.start(10).left(20)
            },
            warningCase("width(-2)",
                        ["PinLayout Warning: width(-2.0) won't be applied, the width (-2.0) must be greater than or equal to zero."]) {
                $0.a.pin.width(-2)
            },
            warningCase("width(nan)",
                        ["PinLayout Warning: width(nan) won't be applied, the width (nan) must be greater than or equal to zero."]) {
                $0.a.pin.width(.nan)
            },
            warningCase("height(inf)",
                        ["PinLayout Warning: height(inf) won't be applied, the height (inf) must be greater than or equal to zero."]) {
                $0.a.pin.height(.infinity)
            },
            warningCase("minWidth(-10%)",
                        ["PinLayout Warning: minWidth(-10%) won't be applied, the width (-40.0) must be greater than or equal to zero."]) {
                $0.a.pin.minWidth(-10%)
            },
            warningCase("width(90).size(25 x 25)",
                        ["PinLayout Conflict: size(CGSize(width: 25.0, height: 25.0))'s width won't be applied since it value has already been set to 90.0."]) {
                $0.a.pin.width(90).size(CGSize(width: 25, height: 25))
            },
            warningCase("minWidth(100).minWidth(300)",
                        ["PinLayout Conflict: minWidth(300.0) won't be applied since it conflicts with the following already set properties:\n minWidth: 100.0"]) {
                $0.a.pin.minWidth(100).minWidth(300)
            },
            warningCase("sizeToFit(.width).aspectRatio(2)",
                        ["PinLayout Conflict: aspectRatio(2.0) won't be applied since it conflicts with sizeToFit(.width)."]) {
                $0.fit.pin.width(100).sizeToFit(.width).aspectRatio(2)
            },
            warningCase("aspectRatio(2).sizeToFit(.width)",
                        ["PinLayout Conflict: sizeToFit(.width) won't be applied since it conflicts with aspectRatio(2.0)."]) {
                $0.fit.pin.width(100).aspectRatio(2).sizeToFit(.width)
            },
            warningCase("aspectRatio(-1)",
                        ["PinLayout Warning: aspectRatio(-1.0) won't be applied, the aspectRatio (-1.0) must be greater than zero."]) {
                $0.a.pin.width(100).aspectRatio(-1)
            },
            warningCase("left().aspectRatio(2)",
                        ["PinLayout Warning: aspectRatio(2.0) won't be applied, neither the width nor the height can be determined."]) {
                $0.a.pin.left().aspectRatio(2)
            },
            warningCase("width(100).height(100).aspectRatio(2)",
                        ["PinLayout Warning: aspectRatio(2.0) won't be applied, the width and the height are already defined by other PinLayout's properties."]) {
                $0.a.pin.width(100).height(100).aspectRatio(2)
            },
            warningCase("pinEdges() with four edges",
                        ["PinLayout Warning: pinEdges() won't be applied, top, left, bottom and right coordinates are already set."]) {
                $0.a.pin.top().bottom().left().right().width(100%).pinEdges()
            },
            warningCase("justify without left and right",
                        ["PinLayout Warning: justify(.center) won't be applied, the left and right coordinates must be set to justify the view horizontally."]) {
                $0.a.pin.left().width(100).justify(.center)
            },
            warningCase("justify with hCenter", [
                "PinLayout Warning: justify(.left) won't be applied, the left and right coordinates must be set to justify the view horizontally.",
                "PinLayout Warning: justify(.left) won't be applied, justification is not applied when hCenter has been set. By default the view will be centered around the hCenter.",
            ]) { $0.a.pin.hCenter().width(100).justify(.left) },
            warningCase("align without top and bottom",
                        ["PinLayout Warning: align(.bottom) won't be applied, the top and bottom coordinates must be set to align the view vertically."]) {
                $0.a.pin.top().height(10).align(.bottom)
            },
            warningCase("align with vCenter", [
                "PinLayout Warning: align(.top) won't be applied, the top and bottom coordinates must be set to align the view vertically.",
                "PinLayout Warning: align(.top) won't be applied, alignment is not applied when vCenter has been set. By default the view will be centered around the specified vCenter.",
            ]) { $0.a.pin.vCenter().align(.top) },
            warningCase("justify with pinEdges and one edge is silent", []) {
                $0.a.pin.left().width(100).pinEdges().justify(.center)
            },
            warningCase("reference without a supernode",
                        ["PinLayout Warning: top(to: .top, of: \(rootFrame)) won't be applied, the reference view \(rootFrame) must be added as a sub-view before being used as a reference."]) {
                $0.c.pin.top(to: $0.root.edge.top)
            },
            warningCase("anchor without a supernode",
                        ["PinLayout Warning: topLeft(to: .bottomRight, of: \(rootFrame)) won't be applied, the reference view \(rootFrame) must be added as a sub-view before being used as a reference."]) {
                $0.c.pin.topLeft(to: $0.root.anchor.bottomRight)
            },
            warningCase("horizontallyBetween overlapping", [
                "PinLayout Warning: horizontallyBetween(\(cFrame), \(cFrame), aligned: .none) won't be applied, there is no horizontal space between these views. (noSpaceAvailableBetweenViews)",
            ]) { $0.b.pin.horizontallyBetween($0.c, and: $0.fit) },
            warningCase("horizontallyBetween overlapping, warning off", []) {
                Pin.activeWarnings.noSpaceAvailableBetweenViews = false
                $0.b.pin.horizontallyBetween($0.c, and: $0.fit)
            },
            warningCase("verticallyBetween overlapping", [
                "PinLayout Warning: verticallyBetween(\(aFrame), \(aFrame), aligned: .left) won't be applied, there is no vertical space between these views. (noSpaceAvailableBetweenViews)",
            ]) { $0.c.pin.verticallyBetween($0.a, and: $0.b, aligned: .left) },
            warningCase("above(of: [])",
                        ["PinLayout Warning: above(of: [], aligned: .none) won't be applied, At least one view must be visible (i.e. UIView.isHidden != true) "]) {
                $0.c.pin.above(of: [])
            },
            warningCase("top(nan) is rejected",
                        ["PinLayout Warning: top(nan) won't be applied, the top coordinate (nan) must be a finite number."]) {
                $0.a.pin.top(.nan)
            },
            warningCase("marginLeft(inf) is rejected",
                        ["PinLayout Warning: marginLeft(inf) won't be applied, the margin (inf) must be a finite number."]) {
                $0.a.pin.left().marginLeft(.infinity)
            },
            warningCase("margins: the last wins silently", []) { $0.a.pin.all().margin(10).marginLeft(20) },
            warningCase("unattached node: percent ignored silently", []) { _ in DisplayNode().pin.top(20%).right(10) },
            warningCase("logWarnings off", []) { Pin.logWarnings = false; $0.a.pin.top(20).top(40) },
            warningCase("logMissingLayoutCalls", [
                "PinLayout commands have been issued without calling the 'layout()' method to complete the layout. (These warnings can be disabled by setting Pin.logMissingLayoutCalls to false)",
            ]) { Pin.logMissingLayoutCalls = true; $0.a.pin.top(10) },
            warningCase("logMissingLayoutCalls with layout() is silent", []) {
                Pin.logMissingLayoutCalls = true; $0.a.pin.top(10).layout()
            },
        ]

        @Test(arguments: cases) func warning(_ testCase: PinWarningCase) {
            let fixture = PinFixture()
            let emitted = warnings { testCase.run(fixture) }
            #expect(emitted == testCase.expected, "\(testCase.name)")
            Pin.resetWarnings()
        }

        @Test func invalidValuesNeverCorruptTheFrame() {
            let fixture = PinFixture()
            let emitted = warnings {
                fixture.a.pin.top(.nan).left(.infinity).width(-5).height(.nan).marginTop(.nan)
                fixture.a.pin.hCenter(CGFloat.nan).vCenter(-CGFloat.infinity)
            }
            #expect(emitted.count == 7)
            #expect(fixture.a.frame == CGRect(x: 140, y: 100, width: 200, height: 100))
        }

        @Test func otherTreeWarnsAndConverts() {
            let fixture = PinFixture()
            let other = DisplayNode()
            other.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
            let child = DisplayNode()
            child.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
            other.addSubnode(child)
            let emitted = warnings { fixture.a.pin.top(to: child.edge.bottom) }
            #expect(emitted.count == 1)
            #expect(emitted.first?.contains("from another node tree") == true)
            #expect(fixture.a.frame == CGRect(x: 140, y: 35, width: 200, height: 100))
        }

        @Test func lastWarningTextAndReset() {
            let fixture = PinFixture()
            _ = warnings { fixture.a.pin.width(-1) }
            #expect(Pin.lastWarningText
                == "PinLayout Warning: width(-1.0) won't be applied, the width (-1.0) must be greater than or equal to zero.")
            Pin.logMissingLayoutCalls = true
            Pin.activeWarnings.noSpaceAvailableBetweenViews = false
            Pin.resetWarnings()
            #expect(Pin.lastWarningText == nil)
            #expect(Pin.warningHandler == nil)
            #expect(!Pin.logMissingLayoutCalls)
            #expect(Pin.activeWarnings.noSpaceAvailableBetweenViews)
            #expect(Pin.activeWarnings.aspectRatioImageNotSet)
        }
    }
}

extension PinTests {
    /// `aspectRatio()` takes an image node's ratio; other nodes and unset images warn.
    @MainActor @Suite struct ImageAspectRatio {
        @Test func anImageNodeSizesByItsImage() {
            let fixture = PinFixture()
            let image = ImageNode(intrinsicSize: CGSize(width: 300, height: 200))
            fixture.root.addSubnode(image)
            #expect(warnings { image.pin.top(10).left(10).width(90).aspectRatio() }.isEmpty)
            #expect(image.frame == CGRect(x: 10, y: 10, width: 90, height: 60))
        }

        @Test func anImageNodeWithoutASizeWarnsUnlessSilenced() {
            let fixture = PinFixture()
            let image = ImageNode()
            fixture.root.addSubnode(image)
            #expect(warnings { image.pin.width(90).aspectRatio() }
                    == ["PinLayout Warning: aspectRatio() won't be applied, the layouted ImageNode's intrinsicSize hasn't been set"])
            Pin.activeWarnings.aspectRatioImageNotSet = false
            defer { Pin.activeWarnings.aspectRatioImageNotSet = true }
            #expect(warnings { image.pin.width(90).aspectRatio() }.isEmpty)
        }

        @Test func anyOtherNodeWarns() {
            let fixture = PinFixture()
            #expect(warnings { fixture.a.pin.width(90).aspectRatio() }
                    == ["PinLayout Warning: aspectRatio() won't be applied, the layouted node must be an ImageNode to use the aspectRatio() method."])
            #expect(fixture.a.frame.size == CGSize(width: 90, height: 100))
        }
    }
}

extension PinTests {
    /// Without a handler, PinLayout's warnings go to Choreo's diagnostics channel.
    @MainActor @Suite struct WarningChannel {
        @Test func warningsWithoutAHandlerReachTheDiagnosticsChannel() {
            let fixture = PinFixture()
            let previous = (Pin.warningHandler, Pin.logWarnings)
            Pin.warningHandler = nil
            Pin.logWarnings = true
            defer { (Pin.warningHandler, Pin.logWarnings) = previous }
            let reported = Diagnostics.capture { fixture.a.pin.width(-1) }
            #expect(reported.count == 1)
            #expect(reported.first?.contains("PinLayout Warning: width(-1.0) won't be applied, the width (-1.0) must be "
                                             + "greater than or equal to zero.") == true)
            #expect(reported.first?.contains("Layouted view info: Type: DisplayNode") == true)
        }
    }
}
