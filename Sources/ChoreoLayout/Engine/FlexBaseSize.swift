import Foundation

extension LayoutEngine {
    /// §9.2 step 3, "Determine the flex base size and hypothetical main size of each item": pushes
    /// the in-flow items on the scratch stack with their flex base sizes, hides display:none
    /// children, and notes whether the items overflow the available main size.
    func determineFlexBaseSizes(_ flex: inout FlexContext) {
        let singleFlexChild = flex.mainMode == .stretchFit ? soleFlexibleChild(of: flex.node) : nil
        var totalOuterBasis: CGFloat = 0
        var childCount = 0
        // The loop changes nothing in the context: a constant one is passed by address, where
        // the inout one would be copied for every item.
        let context = flex
        for child in layoutChildren(of: context.node) {
            childCount += 1
            let style = nodes[child].style
            if style.display == .none {
                if context.performsLayout { hide(child) }
                continue
            }
            if style.positionType == .absolute { continue }
            if child == singleFlexChild {
                // Yoga: the only item that both grows and shrinks starts from 0 and flexes to fit.
                setFlexBasis(child, 0)
            } else {
                computeFlexBaseSize(child, context)
            }
            let outerBasis = (state.flexBases[child] + margins(child, ownerWidth: context.innerWidth).sum(row: context.isRow)).float32
            totalOuterBasis = (totalOuterBasis + outerBasis).float32
            items.append(FlexItem(node: child, hypotheticalMainSize: 0))
        }
        // Yoga counts a gap after every child but the last, hidden and absolute ones included.
        if childCount > 1 { totalOuterBasis = (totalOuterBasis + (flex.mainGap * CGFloat(childCount - 1)).float32).float32 }
        flex.mainOverflows = flex.mainMode != .maxContent && totalOuterBasis > flex.innerMain
        // A wrapping container whose items overflow a fit-content size takes the whole size (Yoga).
        if flex.wraps && flex.mainOverflows && flex.mainMode == .fitContent { flex.mainMode = .stretchFit }
        flex.isBaselineLayout = flex.isRow && (flex.container.alignItems == .baselineFirst
            || flex.container.alignItems == .baselineLast || flex.container.alignItems == .baseline
            || layoutChildren(of: flex.node).contains {
                // Hidden children count (Yoga); absolute ones do not.
                nodes[$0].style.alignSelf == .baseline && nodes[$0].style.positionType != .absolute
            })
    }

    /// The one child that both grows and shrinks, when no other child flexes (Yoga).
    private func soleFlexibleChild(of node: Int) -> Int? {
        var single: Int?
        for child in layoutChildren(of: node) {
            let style = nodes[child].style
            guard style.positionType != .absolute, style.flexGrow != 0 || style.flexShrink != 0 else { continue }
            if single != nil || style.flexGrow == 0 || style.flexShrink == 0 { return nil }
            single = child
        }
        return single
    }

    /// One item's flex base size: a definite flex-basis (the first value computed in a layout is
    /// kept, as in Yoga), else a definite main size, else the item's size measured in the
    /// available space (§9.2 step 3 E), never below its padding and border.
    private func computeFlexBaseSize(_ child: Int, _ flex: FlexContext) {
        let isRow = flex.isRow
        let innerWidth = flex.innerWidth, innerHeight = flex.innerHeight
        let style = nodes[child].style
        let mainOwner = isRow ? innerWidth : innerHeight
        let basis = style.flexBasis.resolve(against: mainOwner)
            .plus(contentBoxExtra(child, row: isRow, ownerWidth: innerWidth))
        let definiteWidth = definiteSize(child, row: true, ownerSize: innerWidth, ownerWidth: innerWidth)
        let definiteHeight = definiteSize(child, row: false, ownerSize: innerHeight, ownerWidth: innerWidth)
        let boxMain = paddingAndBorder(child, ownerWidth: innerWidth).sum(row: isRow)

        if basis.isDefined && mainOwner.isDefined {
            if !hasFlexBasis(child) { setFlexBasis(child, basis.maxDefined(boxMain)) }
            return
        }
        let definiteMain = isRow ? definiteWidth : definiteHeight
        if definiteMain.isDefined {
            setFlexBasis(child, definiteMain.maxDefined(boxMain))
            return
        }
        let request = measurementRequest(child, flex, definiteWidth: definiteWidth, definiteHeight: definiteHeight)
        setFlexBasis(child, layout(child, request).along(row: isRow).maxDefined(boxMain))
    }

    /// The space an item without a definite flex basis or main size is measured in (§9.2 step
    /// 3 E): its definite sizes (stretch-fit), else the container's inner size (fit-content),
    /// an aspect ratio carrying a stretch-fit size across, an item stretched across a container
    /// whose cross size is exact taking that size, and its max sizes applied (Yoga).
    @inline(__always)
    private func measurementRequest(_ child: Int, _ flex: FlexContext, definiteWidth: CGFloat,
                                    definiteHeight: CGFloat) -> LayoutRequest {
        let isRow = flex.isRow
        let innerWidth = flex.innerWidth, innerHeight = flex.innerHeight
        let style = nodes[child].style
        let margin = margins(child, ownerWidth: innerWidth)
        let marginRow = margin.sum(row: true), marginColumn = margin.sum(row: false)
        // A scrolling container does not fit its items into its main size (Yoga, as browsers).
        let scrolls = nodes[flex.node].style.overflow == .scroll
        /// The item's definite size (stretch-fit), else the container's inner size (fit-content).
        func space(_ definite: CGFloat, _ inner: CGFloat, _ margin: CGFloat, isMain: Bool) -> (CGFloat, SizingMode) {
            if definite.isDefined { return ((definite + margin).float32, .stretchFit) }
            return inner.isDefined && !(scrolls && isMain) ? (inner, .fitContent) : (.nan, .maxContent)
        }
        var (width, widthMode) = space(definiteWidth, innerWidth, marginRow, isMain: isRow)
        var (height, heightMode) = space(definiteHeight, innerHeight, marginColumn, isMain: !isRow)
        let ratio = style.aspectRatio?.float32
        if let ratio {
            if !isRow && widthMode == .stretchFit {
                height = (marginColumn + ((width - marginRow).float32 / ratio).float32).float32
                heightMode = .stretchFit
            } else if isRow && heightMode == .stretchFit {
                width = (marginRow + ((height - marginColumn).float32 * ratio).float32).float32
                widthMode = .stretchFit
            }
        }
        // An item stretched across a container whose cross size is exact takes that size.
        let stretches = alignment(of: child, in: flex.container, isRow: isRow) == .stretch
        if !isRow && definiteWidth.isNaN && innerWidth.isDefined && flex.request.widthMode == .stretchFit && stretches
            && widthMode != .stretchFit {
            width = innerWidth
            widthMode = .stretchFit
            if let ratio {
                height = ((width - marginRow).float32 / ratio).float32
                heightMode = .stretchFit
            }
        }
        if isRow && definiteHeight.isNaN && innerHeight.isDefined && flex.request.heightMode == .stretchFit && stretches
            && heightMode != .stretchFit {
            height = innerHeight
            heightMode = .stretchFit
            if let ratio {
                width = ((height - marginColumn).float32 * ratio).float32
                widthMode = .stretchFit
            }
        }
        constrainToMaxSize(child, row: true, axisOwner: innerWidth, ownerWidth: innerWidth, &widthMode, &width)
        constrainToMaxSize(child, row: false, axisOwner: innerHeight, ownerWidth: innerWidth, &heightMode, &height)
        return LayoutRequest(width: width, height: height, widthMode: widthMode, heightMode: heightMode,
                             ownerWidth: innerWidth, ownerHeight: innerHeight, performsLayout: false)
    }
}

extension LayoutEngine {
    /// Whether this pass already computed the item's flex base size (Yoga keeps the first one).
    @inline(__always)
    func hasFlexBasis(_ child: Int) -> Bool {
        state.flexBasisPass[child] == state.pass && !state.flexBases[child].isNaN
    }

    @inline(__always)
    func setFlexBasis(_ child: Int, _ value: CGFloat) {
        state.flexBases[child] = value
        state.flexBasisPass[child] = state.pass
    }
}
