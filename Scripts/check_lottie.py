#!/usr/bin/env python3
"""Checks that real Lottie players draw Choreo's Lottie export as Choreo draws it.

For every demo scene (or the --scene ones): `choreo record` writes the Lottie file, the animated SVG
and the SVG frames; the Lottie file must validate against the Lottie spec 1.0 schema (PyPI
lottie-specs) and be no larger than the animated SVG. On every --every'th frame (and the last),
rlottie (PyPI rlottie-python) and ThorVG (PyPI thorvg-python) render the Lottie file, resvg (PyPI
resvg-py, with Liberation Sans, the font the exporter outlines) rasterizes Choreo's SVG of that
frame, all over white at the stage's size, and at least --min-match of the pixels must be within
--tolerance/255 in every channel.

With --fixture, every frame of the PlayerFixture tool's recording (blur, nested rounded clips,
rotation, text) is checked too, by ThorVG only: rlottie draws no effects, so no blur.

Usage: check_lottie.py --choreo .build/debug/choreo --work .ci-work/lottie [--scene NAME] [--every 3]
                       [--fps 60] [--fixture .ci-work/fixture]
Exits 1 when a scene misses a target; prints one line per scene.
"""
import argparse
import json
import pathlib
import subprocess
import sys

import jsonschema
import lottie_specs
import numpy
import resvg_py
import rlottie_python
import thorvg_python
from PIL import Image

FONT = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"


def over_white(rgba, premultiplied):
    """An RGBA array (0-255) composited over white, as floats."""
    pixels = rgba.astype(numpy.float64)
    alpha = pixels[..., 3:4] / 255
    color = pixels[..., :3] if premultiplied else pixels[..., :3] * alpha
    return color + (1 - alpha) * 255


def reference(svg_path, size):
    png = resvg_py.svg_to_bytes(svg_path=str(svg_path), background="#ffffff", width=size[0], height=size[1],
                                skip_system_fonts=True, font_files=[FONT])
    from io import BytesIO
    return over_white(numpy.asarray(Image.open(BytesIO(bytes(png))).convert("RGBA")), premultiplied=False)


class RLottie:
    """rlottie draws no effects: a blurred item shows sharp."""
    name = "rlottie"

    def __init__(self, path, size):
        self.animation = rlottie_python.LottieAnimation.from_file(str(path))
        self.size = size

    def frame(self, index):
        image = self.animation.render_pillow_frame(frame_num=index, width=self.size[0], height=self.size[1])
        return over_white(numpy.asarray(image.convert("RGBA")), premultiplied=True)


class ThorVG:
    name = "thorvg"
    engine = None

    def __init__(self, path, size):
        if ThorVG.engine is None:
            ThorVG.engine = thorvg_python.Engine()
        self.canvas = thorvg_python.SwCanvas(ThorVG.engine)
        self.canvas.set_target(size[0], size[1])
        self.animation = thorvg_python.LottieAnimation(ThorVG.engine)
        self.picture = self.animation.get_picture()
        self.picture.load(str(path))
        self.picture.set_size(size[0], size[1])
        self.canvas.add(self.picture)

    def frame(self, index):
        self.animation.set_frame(float(index))
        self.canvas.update()
        self.canvas.draw(True)
        self.canvas.sync()
        return over_white(numpy.asarray(self.canvas.get_pillow("RGBA")), premultiplied=True)


PLAYERS = {"rlottie": RLottie, "thorvg": ThorVG}


# The fixture blurs an item scaled twice as wide: the SVG blurs it twice as far across as down,
# one Lottie blurriness cannot, so its frames match a little less than the scenes'.
FIXTURE_MIN_MATCH = 0.98


def check_fixture(args):
    """Every frame of the PlayerFixture tool's recording (blur, nested rounded clips, rotation,
    text), played by ThorVG only: rlottie draws no blur."""
    folder = pathlib.Path(args.fixture)
    svgs = sorted((folder / "frames" / "scene-0").glob("frame-*.svg"))
    lottie = folder / "lottie.json"
    errors = schema_errors(json.loads(lottie.read_text()))
    worst = check_frames(args, "fixture", lottie, svgs, range(len(svgs)), ["thorvg"])
    fraction, index = worst["thorvg"]
    print(f"fixture         thorvg worst {fraction:.2%} (frame {index})")
    problems = [f"schema: {error}" for error in errors[:5]]
    if fraction < FIXTURE_MIN_MATCH:
        problems.append(f"thorvg frame {index}: {fraction:.2%} of pixels match")
    for problem in problems:
        print(f"  FAIL {problem}")
    return not problems


def match(image, expected, tolerance):
    """The fraction of pixels whose every channel is within `tolerance` of the expected one."""
    close = numpy.all(numpy.abs(image - expected) <= tolerance, axis=-1)
    return float(close.mean())


def record(args, scene, fmt, out):
    """Records `scene` and writes it as `fmt`; returns the seconds (recording, writing) it took."""
    rate = ["--fps", str(args.fps)] if args.fps else []
    result = subprocess.run([args.choreo, "record", scene, "--format", fmt, "--out", str(out), "--timing"] + rate,
                            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    timing = result.stderr.strip().splitlines()[-1].split()
    return float(timing[1]), float(timing[4])


def schema_errors(document):
    path = pathlib.Path(lottie_specs.__file__).parent / "data" / "lottie.schema.json"
    schema = json.loads(path.read_text())
    validator = jsonschema.Draft202012Validator(schema)
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message[:160]}"
            for error in validator.iter_errors(document)]


def check_frames(args, label, lottie, svgs, samples, players):
    """Each player's worst (fraction, frame) over `samples`; failing frames saved when asked."""
    document = json.loads(pathlib.Path(lottie).read_text())
    size = (document["w"], document["h"])
    renderers = [PLAYERS[name](lottie, size) for name in players]
    worst = {renderer.name: (1.0, 0) for renderer in renderers}
    for index in samples:
        expected = reference(svgs[index], size)
        for renderer in renderers:
            image = renderer.frame(index)
            fraction = match(image, expected, args.tolerance)
            if fraction < worst[renderer.name][0]:
                worst[renderer.name] = (fraction, index)
            if fraction < args.min_match and args.save:
                work = pathlib.Path(args.work)
                Image.fromarray(image.astype(numpy.uint8)).save(work / f"{label}-{index}-{renderer.name}.png")
                Image.fromarray(expected.astype(numpy.uint8)).save(work / f"{label}-{index}-svg.png")
    return worst


def check_scene(args, scene):
    work = pathlib.Path(args.work)
    lottie, animated = work / f"{scene}.json", work / f"{scene}.svg"
    frames = work / f"{scene}-frames"
    # Recording and writing the Lottie file are timed in the same run.
    record_seconds, export_seconds = record(args, scene, "lottie", lottie)
    record(args, scene, "animated-svg", animated)
    record(args, scene, "svg-frames", frames)
    document = json.loads(lottie.read_text())
    problems = [f"schema: {error}" for error in schema_errors(document)[:5]]
    lottie_size, svg_size = lottie.stat().st_size, animated.stat().st_size
    if lottie_size > svg_size:
        problems.append(f"the Lottie file ({lottie_size} B) is larger than the animated SVG ({svg_size} B)")
    svgs = sorted(frames.glob("frame-*.svg"))
    samples = sorted(set(range(0, len(svgs), args.every)) | {len(svgs) - 1})
    worst = check_frames(args, scene, lottie, svgs, samples, ["rlottie", "thorvg"])
    for name, (fraction, index) in worst.items():
        if fraction < args.min_match:
            problems.append(f"{name} frame {index}: {fraction:.2%} of pixels match")
    summary = "  ".join(f"{name} worst {fraction:.2%} (frame {index})" for name, (fraction, index) in worst.items())
    print(f"{scene:15} lottie {lottie_size:7d} B  animated svg {svg_size:7d} B  "
          f"recording {record_seconds:.2f} s  lottie export {export_seconds:.2f} s  {len(samples)} frames  {summary}")
    for problem in problems:
        print(f"  FAIL {problem}")
    return not problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--choreo", required=True, help="the choreo executable")
    parser.add_argument("--work", required=True, help="a folder for the exports and any failing frames")
    parser.add_argument("--scene", action="append", help="only this scene (repeat for more)")
    parser.add_argument("--every", type=int, default=3, help="check every Nth frame (and the last)")
    parser.add_argument("--fps", type=float, help="record at this frame rate (default: the scenes' 60)")
    parser.add_argument("--tolerance", type=float, default=24, help="largest channel difference (0-255)")
    parser.add_argument("--min-match", type=float, default=0.99, help="smallest fraction of matching pixels")
    parser.add_argument("--save", action="store_true", help="save failing frames as PNG in the work folder")
    parser.add_argument("--fixture", help="also check the folder the PlayerFixture tool wrote (ThorVG only)")
    args = parser.parse_args()
    pathlib.Path(args.work).mkdir(parents=True, exist_ok=True)
    scenes = args.scene or [line.split("\t")[0] for line in subprocess.run(
        [args.choreo, "demo", "--list"], check=True, capture_output=True, text=True).stdout.splitlines()]
    results = [check_scene(args, scene) for scene in scenes]
    if args.fixture:
        results.append(check_fixture(args))
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
