extension HTMLPlayer {
    /// One recording on an ``HTMLPlayer`` page, with the node its plot shows first.
    public struct Scene: Sendable, Equatable {
        /// The heading shown above the player.
        public var title: String
        /// A sentence under the heading explaining what to watch for; text between backticks
        /// is shown as code.
        public var caption: String
        /// The frames and events to play.
        public var recording: Recording
        /// The name (``RenderItem/name``) of the node the plot shows first; `nil` picks the first
        /// named node that moves, resizes or fades.
        public var plotNode: String?
        /// The property the plot shows first.
        public var plotProperty: PlotProperty

        /// Creates a scene.
        public init(title: String, caption: String = "", recording: Recording, plotNode: String? = nil,
                    plotProperty: PlotProperty = .y) {
            self.title = title
            self.caption = caption
            self.recording = recording
            self.plotNode = plotNode
            self.plotProperty = plotProperty
        }
    }

    /// A property of a node that the player plots over time, read from each frame's render item.
    public enum PlotProperty: String, Sendable, Hashable, CaseIterable {
        /// The x coordinate of the node's origin on the stage (its transform's translation).
        case x
        /// The y coordinate of the node's origin on the stage.
        case y
        /// The node's width (its bounds).
        case width
        /// The node's height.
        case height
        /// The node's effective opacity.
        case alpha
    }
}
