extension Recording {
    /// The recording as a self-contained HTML page with one ``HTMLPlayer`` (scrubber, event
    /// markers, speeds, frame steps, a plot of a node's property, a filmstrip).
    /// - Parameters:
    ///   - title: The page's title and the player's heading.
    ///   - caption: A sentence under the heading; text between backticks is shown as code.
    ///   - plotNode: The name of the node the plot shows first (`nil`: the first that changes).
    ///   - plotProperty: The property the plot shows first.
    /// - Throws: ``HTMLPlayer/MissingResource`` when the page's style sheet or a script cannot be read.
    public func htmlPage(title: String, caption: String = "", plotNode: String? = nil,
                         plotProperty: HTMLPlayer.PlotProperty = .y) throws -> String {
        try HTMLPlayer.page(title: title, description: "", scenes: [
            HTMLPlayer.Scene(title: title, caption: caption, recording: self, plotNode: plotNode,
                             plotProperty: plotProperty),
        ])
    }
}
