extension HTMLPlayer {
    /// One animation on an ``HTMLPlayer`` page.
    public struct Scene: Sendable, Equatable {
        /// The heading shown above the animation.
        public var title: String
        /// A sentence under the heading explaining what to watch for.
        public var caption: String
        /// The playback rate in frames per second; non-finite or non-positive rates play at 60.
        public var fps: Double
        /// The frames in order, each a standalone SVG document such as ``SVGRenderer/document(_:)`` returns.
        public var frames: [String]

        /// Creates a scene.
        public init(title: String, caption: String = "", fps: Double = 60, frames: [String]) {
            self.title = title
            self.caption = caption
            self.fps = fps
            self.frames = frames
        }

        var effectiveFPS: Double {
            fps.isFinite && fps > 0 ? fps : 60
        }
    }
}
