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
        /// Files of the recording to link under the caption (a Lottie file, a GIF), in order.
        public var downloads: [Download]

        /// Creates a scene.
        public init(title: String, caption: String = "", recording: Recording, plotNode: String? = nil,
                    plotProperty: PlotProperty = .y, downloads: [Download] = []) {
            self.title = title
            self.caption = caption
            self.recording = recording
            self.plotNode = plotNode
            self.plotProperty = plotProperty
            self.downloads = downloads
        }
    }

    /// A link to a file of a scene's recording, e.g. its Lottie export beside the page.
    public struct Download: Sendable, Equatable {
        /// The link's text, e.g. "Lottie".
        public var title: String
        /// Where the file is, relative to the page.
        public var href: String

        /// Creates a link.
        public init(title: String, href: String) {
            self.title = title
            self.href = href
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
