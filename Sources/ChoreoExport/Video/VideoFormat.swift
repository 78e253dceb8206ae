import Foundation

/// A video or image-sequence format ``ChoreoRender/Recording/writeVideo(to:format:scale:)`` writes.
///
/// Every format starts from the same frames: each frame's SVG (``SVGRenderer``) rasterized by
/// `rsvg-convert` (librsvg) over white. `png-frames` are those images as they are; the others are
/// encoded from them by `ffmpeg`.
public enum VideoFormat: String, Sendable, CaseIterable {
    /// H.264 in MP4 (`yuv420p`, quality 18), which every browser and phone plays; lossy.
    case mp4
    /// An animated GIF with a palette made from the recording's own frames, undithered, at the
    /// nearest rate GIF timing keeps (50 frames a second at most).
    case gif
    /// VP9 in WebM (quality 30); lossy.
    case webm
    /// A folder of PNG files, `frame-0000.png`, … exactly as the rasterizer drew them.
    case pngFrames = "png-frames"

    /// The ffmpeg arguments that encode numbered PNG frames at `framesPerSecond` into this
    /// format, without the input and output; nil for ``pngFrames``.
    func encoderArguments(framesPerSecond: Double) -> [String]? {
        switch self {
        case .mp4:
            // H.264 in yuv420p needs even sides: the last row or column repeats when they are odd.
            ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18",
             "-movflags", "+faststart", "-f", "mp4"]
        case .gif:
            ["-filter_complex", "[0:v]fps=\(Self.gifFramesPerSecond(framesPerSecond)),split[frames][copy];"
                + "[copy]palettegen=stats_mode=full[palette];[frames][palette]paletteuse=dither=none",
             "-loop", "0", "-f", "gif"]
        case .webm:
            ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "30", "-pix_fmt", "yuv420p", "-f", "webm"]
        case .pngFrames:
            nil
        }
    }

    /// A GIF's frame rate for a recording's: GIF delays are whole hundredths of a second, and
    /// browsers slow down delays under 2, so the delay is the nearest whole one from 2 up
    /// (60 fps plays at 50, 30 at 33.3) and frames between are dropped.
    static func gifFramesPerSecond(_ framesPerSecond: Double) -> String {
        let delay = max(2, (100 / framesPerSecond).rounded())
        return "100/\(Int(delay))"
    }
}
