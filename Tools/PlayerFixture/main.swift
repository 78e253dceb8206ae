import Choreo
import Foundation

// Writes a player page of a synthetic recording that uses every drawing feature, its frames as
// the SVG renderer writes them and as the live preview's canvas draws them, and its Lottie
// export, for the browser and Lottie checks in CI.
// Not part of the `choreo` product. Usage: PlayerFixture FOLDER

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let path = arguments.first, !path.isEmpty else {
    FileHandle.standardError.write(Data("usage: PlayerFixture FOLDER (writes page.html, lottie.json, frames/scene-0 and drawings)\n".utf8))
    exit(64)
}
let folder = URL(fileURLWithPath: path, isDirectory: true)
do {
    let recording = PlayerFixture.recording()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try recording.writeSVGFrames(to: folder.appendingPathComponent("frames/scene-0"))
    // The live preview's canvas drawing of each frame, beside the SVG it must look like.
    let drawings = folder.appendingPathComponent("drawings")
    try FileManager.default.createDirectory(at: drawings, withIntermediateDirectories: true)
    for (name, tree) in zip(Recording.svgFrameNames(count: recording.frames.count), recording.frames) {
        let file = drawings.appendingPathComponent((name as NSString).deletingPathExtension + ".txt")
        try Data(CanvasRenderer.drawing(tree).utf8).write(to: file, options: .atomic)
    }
    let page = try recording.htmlPage(title: "Player fixture", plotNode: "spinner & <co>")
    try Data(page.utf8).write(to: folder.appendingPathComponent("page.html"), options: .atomic)
    try recording.writeLottie(to: folder.appendingPathComponent("lottie.json"), name: "Player fixture")
    print(folder.path)
} catch {
    FileHandle.standardError.write(Data("PlayerFixture: cannot write \(folder.path): \(error)\n".utf8))
    exit(1)
}
