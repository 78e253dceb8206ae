import ChoreoLayout
import ChoreoMotion
import ChoreoRender
import Foundation

/// Hosts a node tree: lays the root out to fill the stage, owns the clock its animations run
/// on, and renders what is on screen.
@MainActor
public final class Stage {
    /// The size of the stage; the root node fills it.
    public var size: CGSize {
        didSet { if size != oldValue { rootNeedsFit = true } }
    }

    /// Direction and pixel scale for layout passes on this stage.
    public var layoutOptions = LayoutOptions() {
        didSet { invalidateEveryLayout() }
    }

    /// The node tree shown, laid out to fill the stage.
    public var rootNode: DisplayNode? {
        didSet {
            guard oldValue !== rootNode else { return }
            DisplayNode.hierarchyGeneration &+= 1
            if let oldValue {
                oldValue.hostingStage = nil
                // As with removeFromSupernode: what ran on this stage's clock stops (completions get false).
                oldValue.stopAnimationsInSubtree()
            }
            if let node = rootNode {
                node.removeFromSupernode()
                if let other = node.hostingStage, other !== self { other.rootNode = nil }
                node.hostingStage = self
                node.setNeedsLayout()
                rootNeedsFit = true
            }
        }
    }

    /// The clock every animation on this stage runs on.
    public let clock: any AnimationClock

    /// Whether motion on this stage is replaced by fades, as iOS's Reduce Motion setting asks
    /// (WCAG 2.3.3). Default `false`.
    ///
    /// Under it, animation blocks (``DisplayNode/animate(withDuration:delay:options:animations:completion:)``
    /// and its spring variant), the default layout transition and its stagger, and screen
    /// transitions created on the stage turn every move, resize, transform (scale, rotation) and
    /// blur into a fade of the same duration; opacity, colour and corner radius animate as asked,
    /// and springs become ease-in-out over their settling duration.
    ///
    /// - An animated node has one copy only, so it dips: its opacity fades to 0 over the first
    ///   half of the duration and back over the second (each half timed by the block's curve;
    ///   springs: ease-in-out), and its geometry jumps to the new value at the half-way point,
    ///   where it is invisible. Its own opacity animation, if any, multiplies with the dip. A
    ///   repeating or autoreversing move dips once (a repeated dip would blink). A layout pass
    ///   that moves the node during its dip moves the target at once, instead of gliding there.
    /// - A screen transition has copies of both screens: every element crossfades, its source
    ///   copy fading out in place while its destination copy fades in in place; springs become
    ///   ease-in-out of the same duration.
    ///
    /// Property animators (``PropertyAnimator``) and `animateKeyframes` blocks are not changed:
    /// they are scrubbed or timed by hand, and a fade would not follow the finger. Changing the
    /// setting affects animations started afterwards, not running ones.
    public var prefersReducedMotion = false

    /// How many layout transitions are in flight on this stage's nodes.
    let transitionTally = TransitionTally()

    /// The insets of the area not covered by bars or rounded corners (UIKit's safe area);
    /// nodes read their part of it through ``DisplayNode/safeAreaInsets``. Default `.zero`.
    public var safeAreaInsets: EdgeInsets = .zero {
        didSet { if safeAreaInsets != oldValue { invalidateEveryLayout() } }
    }

    /// Every node's layout is stale (the options or safe area every node reads changed). Each
    /// node is marked once: `setNeedsLayout` per node would walk to the root from each of them.
    private func invalidateEveryLayout() {
        rootNode?.forEachNodeInSubtree {
            $0.hasCurrentLayout = false
            $0.markNeedsLayout()
        }
    }

    /// Whether the root must be sized to the stage on the next pass (the stage's size or root
    /// changed). Only then: in between, the root's own layout transitions may resize it.
    private var rootNeedsFit = true

    /// The frame observer that lays out stale nodes on every frame of the clock.
    private var frameObserver: ClockToken?

    /// Creates a stage of `size` whose animations run on `clock`. On every frame of the clock
    /// the stage lays out whatever is stale, as UIKit does before it draws.
    public init(size: CGSize, clock: any AnimationClock = ManualClock()) {
        self.size = size
        self.clock = clock
        frameObserver = clock.addFrameObserver { [weak self] _ in self?.layoutIfNeeded() }
    }

    isolated deinit {
        if let frameObserver { clock.cancel(frameObserver) }
    }

    /// Lays out every node whose layout is stale, the root at the stage's size, parents first.
    /// Frames it changes while they animate are retargeted, never snapped, and nodes a layout
    /// transition will remove stay until it completes.
    public func layoutIfNeeded() {
        guard let root = rootNode else { return }
        AnimationContext.runLayoutPass {
            if rootNeedsFit {
                rootNeedsFit = false
                root.untransformedFrame = CGRect(origin: .zero, size: size)
                root.markNeedsLayout()
            }
            Stage.layoutSubtreeIfNeeded(root)
        }
    }

    /// Parents first, so a parent's layout pass sets its children's sizes before they lay out;
    /// only down the paths that lead to stale nodes.
    private static func layoutSubtreeIfNeeded(_ node: DisplayNode) {
        node.subtreeNeedsLayout = false
        node.layoutIfNeeded()
        // A copy: layout passes may add and remove subnodes.
        let subnodes = node.subnodes
        for index in subnodes.indices where subnodes[index].needsLayout || subnodes[index].subtreeNeedsLayout {
            layoutSubtreeIfNeeded(subnodes[index])
        }
    }

    /// The nodes in drawing order, rebuilt only when the hierarchy changes.
    private var renderOrder = RenderOrder()
    private var renderTreeBuilder = RenderTreeBuilder()
    /// How many frames were built in a new item buffer (the others reused the last frame's).
    var newItemBuffers: Int { renderTreeBuilder.newItemBuffers }

    /// What is on screen at `clock.now`, flattened back to front.
    ///
    /// Whatever is stale is laid out first (the same pass every frame of the clock runs, so
    /// nothing changes when nothing is stale); drawing itself changes nothing in the tree and
    /// no animation: rendering any number of frames never alters what the next frame shows.
    /// While something animates, the stage keeps the last frame's item buffer and builds the
    /// next frame in it, once every copy of the last tree is gone.
    public func renderTree() -> RenderTree {
        layoutIfNeeded()
        renderOrder.update(root: rootNode)
        return renderTreeBuilder.tree(of: renderOrder, size: size, time: clock.now)
    }

    /// The render tree as a standalone SVG 1.1 document.
    public func svg() -> String {
        SVGRenderer.document(renderTree())
    }
}
