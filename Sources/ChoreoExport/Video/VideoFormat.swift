import Foundation

/// A video or image-sequence format ``ChoreoRender/Recording/writeVideo(to:format:scale:)`` writes.
///
/// Every format starts from the same frames: each frame's SVG (``SVGRenderer``) rasterized by
/// `rsvg-convert` (librsvg) over white. `png-frames` are those images as they are; the others are
/// encoded from them by `ffmpeg`.
public enum VideoFormat: String, Sendable, CaseIterable {
    /// H.264 in MP4 (`yuv420p`, quality 18), which every browser and phone plays; lossy.
    case mp4
    /// An animated GIF with a palette made from the recording's own frames, undithered.
    case gif
    /// VP9 in WebM (quality 30); lossy.
    case webm
    /// A folder of PNG files, `frame-0000.png`, … exactly as the rasterizer drew them.
    case pngFrames = "png-frames"

    /// The ffmpeg arguments that encode numbered PNG frames into this format, without the input
    /// and output; nil for ``pngFrames``.
    var encoderArguments: [String]? {
        switch self {
        case .mp4:
            // H.264 in yuv420p needs even sides: the last row or column repeats when they are odd.
            ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18",
             "-movflags", "+faststart", "-f", "mp4"]
        case .gif:
            ["-filter_complex", "[0:v]split[frames][copy];[copy]palettegen=stats_mode=full[palette];"
                + "[frames][palette]paletteuse=dither=none", "-loop", "0", "-f", "gif"]
        case .webm:
            ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "30", "-pix_fmt", "yuv420p", "-f", "webm"]
        case .pngFrames:
            nil
        }
    }
}
