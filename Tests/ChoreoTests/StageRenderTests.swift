@testable import Choreo
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ChoreoTestSupport
import Testing

@MainActor
@Suite("Stage render tree and SVG")
struct StageRenderTests {
    private func named(_ name: String, _ frame: CGRect, color: Color? = nil) -> DisplayNode {
        let node = DisplayNode()
        node.debugName = name
        node.frame = frame
        node.backgroundColor = color
        return node
    }

    private func item(_ tree: RenderTree, _ name: String) -> RenderItem? {
        tree.items.first { $0.name == name }
    }

    @Test func emptyStageRendersNothing() {
        let stage = Stage(size: CGSize(width: 10, height: 10))
        let tree = stage.renderTree()
        #expect(tree.size == CGSize(width: 10, height: 10))
        #expect(tree.items.isEmpty && tree.clips.isEmpty)
    }

    @Test func translatedNodesGetAbsoluteTransforms() {
        let scene = TestStage(size: CGSize(width: 200, height: 100))
        scene.root.debugName = "root"
        let parent = scene.add(CGRect(x: 10, y: 20, width: 40, height: 30), named("parent", .zero, color: .red))
        let child = named("child", CGRect(x: 5, y: 6, width: 10, height: 10), color: .blue)
        parent.addSubnode(child)
        let tree = scene.stage.renderTree()
        #expect(tree.items.map(\.name) == ["root", "parent", "child"])
        #expect(item(tree, "root")?.transform == .identity)
        #expect(item(tree, "root")?.bounds == CGSize(width: 200, height: 100))
        #expect(item(tree, "parent")?.transform == Transform(translationX: 10, y: 20))
        #expect(item(tree, "parent")?.bounds == CGSize(width: 40, height: 30))
        #expect(item(tree, "parent")?.backgroundColor == .red)
        #expect(item(tree, "child")?.transform == Transform(translationX: 15, y: 26))
    }

    @Test func rotationAppliesAroundTheCenter() {
        let scene = TestStage()
        let node = scene.add(CGRect(x: 100, y: 0, width: 40, height: 20), named("spin", .zero))
        node.transform = Transform(rotationAngle: .pi / 2)
        let transform = item(scene.stage.renderTree(), "spin")!.transform
        #expect(close(transform, Transform(a: 0, b: 1, c: -1, d: 0, tx: 130, ty: -10), 1e-12))
        // The center stays where it was.
        #expect(close(transform.apply(to: CGPoint(x: 20, y: 10)), CGPoint(x: 120, y: 10), 1e-12))
    }

    @Test func scaleAppliesAroundTheCenter() {
        let scene = TestStage()
        let node = scene.add(CGRect(x: 0, y: 60, width: 20, height: 20), named("grow", .zero))
        node.transform = Transform(scaleX: 2, y: 2)
        #expect(item(scene.stage.renderTree(), "grow")!.transform == Transform(a: 2, b: 0, c: 0, d: 2, tx: -10, ty: 50))
    }

    @Test func parentTransformsComposeWithChildren() {
        let scene = TestStage()
        let parent = scene.add(CGRect(x: 50, y: 50, width: 20, height: 20), named("parent", .zero))
        parent.transform = Transform(scaleX: 2, y: 2)
        let child = named("child", CGRect(x: 10, y: 0, width: 10, height: 10))
        parent.addSubnode(child)
        let transform = item(scene.stage.renderTree(), "child")!.transform
        // Parent maps (x, y) to (2x + 40, 2y + 40); the child's origin is (10, 0) in the parent.
        #expect(transform == Transform(a: 2, b: 0, c: 0, d: 2, tx: 60, ty: 40))
    }

    @Test func opacityMultipliesDownTheTree() {
        let scene = TestStage()
        let parent = scene.add(CGRect(x: 0, y: 0, width: 20, height: 20), named("parent", .zero))
        parent.alpha = 0.5
        let child = named("child", CGRect(x: 0, y: 0, width: 10, height: 10))
        child.alpha = 0.5
        parent.addSubnode(child)
        let grandchild = named("grandchild", CGRect(x: 0, y: 0, width: 5, height: 5))
        grandchild.alpha = 0.8
        child.addSubnode(grandchild)
        let tree = scene.stage.renderTree()
        #expect(item(tree, "parent")?.opacity == 0.5)
        #expect(item(tree, "child")?.opacity == 0.25)
        #expect(item(tree, "grandchild")?.opacity == 0.2)
    }

    @Test func hiddenAndTransparentSubtreesAreSkipped() {
        let scene = TestStage()
        let hidden = scene.add(CGRect(x: 0, y: 0, width: 20, height: 20), named("hidden", .zero))
        hidden.isHidden = true
        hidden.addSubnode(named("underHidden", CGRect(x: 0, y: 0, width: 5, height: 5)))
        let clear = scene.add(CGRect(x: 0, y: 0, width: 20, height: 20), named("clear", .zero))
        clear.alpha = 0
        clear.addSubnode(named("underClear", CGRect(x: 0, y: 0, width: 5, height: 5)))
        let tree = scene.stage.renderTree()
        #expect(tree.items.count == 1)
    }

    @Test func clipsToBoundsMakesNestedClips() {
        let scene = TestStage()
        let outer = scene.add(CGRect(x: 10, y: 10, width: 80, height: 60), named("outer", .zero))
        outer.clipsToBounds = true
        outer.cornerRadius = 6
        let inner = named("inner", CGRect(x: 5, y: 5, width: 30, height: 30))
        inner.clipsToBounds = true
        outer.addSubnode(inner)
        let leaf = named("leaf", CGRect(x: 0, y: 0, width: 50, height: 50))
        inner.addSubnode(leaf)
        let sibling = scene.add(CGRect(x: 0, y: 0, width: 5, height: 5), named("sibling", .zero))
        _ = sibling
        let tree = scene.stage.renderTree()
        #expect(tree.clips == [
            RenderClip(bounds: CGSize(width: 80, height: 60), transform: Transform(translationX: 10, y: 10),
                       cornerRadius: 6, parent: nil),
            RenderClip(bounds: CGSize(width: 30, height: 30), transform: Transform(translationX: 15, y: 15),
                       cornerRadius: 0, parent: 0),
        ])
        // A clipping node itself is clipped by its ancestors only.
        #expect(item(tree, "outer")?.clip == nil)
        #expect(item(tree, "inner")?.clip == 0)
        #expect(item(tree, "leaf")?.clip == 1)
        #expect(item(tree, "sibling")?.clip == nil)
    }

    @Test func zPositionOrdersSiblingsBackToFront() {
        let scene = TestStage()
        let a = scene.add(CGRect(x: 0, y: 0, width: 5, height: 5), named("a", .zero))
        let b = scene.add(CGRect(x: 0, y: 0, width: 5, height: 5), named("b", .zero))
        let c = scene.add(CGRect(x: 0, y: 0, width: 5, height: 5), named("c", .zero))
        a.zPosition = 2
        b.zPosition = -1
        c.addSubnode(named("c.child", CGRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(scene.stage.renderTree().items.compactMap(\.name) == ["b", "c", "c.child", "a"])
        a.zPosition = 0
        b.zPosition = 0
        // Ties keep subnode order.
        #expect(scene.stage.renderTree().items.compactMap(\.name) == ["a", "b", "c", "c.child"])
    }

    @Test func textNodesCarryTheirLaidOutText() {
        let scene = TestStage()
        let label = TextNode(text: "Hello world", fontSize: 10, textColor: .darkGray)
        label.debugName = "label"
        scene.add(CGRect(x: 4, y: 4, width: 30, height: 30), label)
        let text = item(scene.stage.renderTree(), "label")?.text
        #expect(text == RenderText(string: "Hello world", fontSize: 10, color: .darkGray, maxWidth: 30))
        #expect(text?.lines.map(\.text) == ["Hello", "world"])
    }

    @Test func renderTreeShowsThePresentationMidAnimation() {
        let scene = TestStage()
        let node = scene.add(CGRect(x: 0, y: 0, width: 10, height: 10), named("moving", .zero, color: .green))
        DisplayNode.animate(withDuration: 1, options: .curveLinear, animations: {
            node.frame = CGRect(x: 100, y: 50, width: 30, height: 10)
            node.alpha = 0.5
        })
        scene.advance(0.5)
        let moving = item(scene.stage.renderTree(), "moving")!
        #expect(moving.transform == Transform(translationX: 50, y: 25))
        #expect(moving.bounds == CGSize(width: 20, height: 10))
        #expect(moving.opacity == 0.75)
    }

    @Test func renderTreeLaysOutFirst() {
        let stage = Stage(size: CGSize(width: 30, height: 20))
        let root = DisplayNode()
        root.debugName = "root"
        stage.rootNode = root
        let tree = stage.renderTree()
        #expect(tree.items.first?.bounds == CGSize(width: 30, height: 20))
    }

    // MARK: SVG

    @Test func svgIsWellFormedWithExactAttributes() throws {
        let scene = TestStage(size: CGSize(width: 100, height: 50))
        let box = scene.add(CGRect(x: 10, y: 20, width: 30, height: 15), named("box", .zero, color: .red))
        box.cornerRadius = 5
        box.alpha = 0.5
        let svg = try #require(parseXML(scene.stage.svg()))
        #expect(svg.name == "svg")
        #expect(svg.attributeMap["width"] == "100")
        #expect(svg.attributeMap["height"] == "50")
        #expect(svg.attributeMap["viewBox"] == "0 0 100 50")
        #expect(svg.attributeMap["version"] == "1.1")
        let rects = svg.descendants(named: "rect")
        #expect(rects.count == 1)
        #expect(rects.first?.attributeMap == [
            "transform": "matrix(1 0 0 1 10 20)", "opacity": "0.5", "width": "30", "height": "15",
            "rx": "5", "ry": "5", "fill": "rgb(255,0,0)",
        ])
        #expect(rects.first?.descendants(named: "title").first?.stringValue == "box")
    }

    @Test func svgHasClipPathsTextAndRotation() throws {
        let scene = TestStage(size: CGSize(width: 120, height: 80))
        scene.root.backgroundColor = .white
        let card = scene.add(CGRect(x: 10, y: 10, width: 100, height: 60), named("card", .zero, color: .lightGray))
        card.clipsToBounds = true
        card.cornerRadius = 8
        let label = TextNode(text: "Hi & <bye>", fontSize: 10, textColor: .black)
        label.frame = CGRect(x: 5, y: 5, width: 90, height: 20)
        card.addSubnode(label)
        let badge = named("badge", CGRect(x: 80, y: 40, width: 40, height: 40), color: .orange)
        badge.transform = Transform(rotationAngle: .pi)
        card.addSubnode(badge)
        let document = scene.stage.svg()
        let svg = try #require(parseXML(document))
        let clipPaths = svg.descendants(named: "clipPath")
        #expect(clipPaths.count == 1)
        #expect(clipPaths.first?.attributeMap["id"] == "clip-0")
        let clipRect = clipPaths.first?.descendants(named: "rect").first?.attributeMap
        #expect(clipRect == ["transform": "matrix(1 0 0 1 10 10)", "width": "100", "height": "60",
                             "rx": "8", "ry": "8"])
        let groups = svg.descendants(named: "g").filter { $0.attributeMap["clip-path"] != nil }
        #expect(groups.count == 1)
        #expect(groups.first?.attributeMap["clip-path"] == "url(#clip-0)")
        let text = try #require(svg.descendants(named: "text").first)
        #expect(text.attributeMap["font-size"] == "10")
        #expect(text.attributeMap["transform"] == "matrix(1 0 0 1 15 15)")
        #expect(text.descendants(named: "tspan").first?.stringValue == "Hi & <bye>")
        #expect(text.descendants(named: "tspan").first?.attributeMap["y"] == "9.05")
        // Half a turn around its center, (110, 70) on the stage: the local origin lands at (130, 90).
        let badgeRect = svg.descendants(named: "rect").first { $0.descendants(named: "title").first?.stringValue == "badge" }
        #expect(badgeRect?.attributeMap["transform"] == "matrix(-1 0 0 -1 130 90)")
        // Background first, then the card, then its content.
        let fills = svg.descendants(named: "rect").compactMap { $0.attributeMap["fill"] }
        #expect(fills == ["rgb(255,255,255)", "rgb(170,170,170)", "rgb(255,128,0)"])
    }

    @Test func svgOfAnAnimatingStageIsWellFormedAtEveryFrame() {
        let scene = TestStage(size: CGSize(width: 60, height: 60))
        let node = scene.add(CGRect(x: 0, y: 0, width: 10, height: 10), named("dot", .zero, color: .blue))
        DisplayNode.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                            options: [], animations: {
            node.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
            node.transform = Transform(rotationAngle: 1)
        })
        for _ in 0..<40 {
            scene.advance(1.0 / 60)
            _ = parseXML(scene.stage.svg())
        }
    }
}
