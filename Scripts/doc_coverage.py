#!/usr/bin/env python3
"""Public documentation coverage of Choreo's modules.

Builds the package with symbol graphs (`swift build -Xswiftc -emit-symbol-graph ...`), then counts,
per module, the public symbols that carry a doc comment. Symbols inherited from protocols
(conformance witnesses that reuse the protocol's documentation) and enum cases are counted like
any other symbol; synthesized members (Equatable's ==, Hashable's hash(into:)) are skipped.

Usage: python3 Scripts/doc_coverage.py [--min 90] [--list MODULE]
"""
import argparse
import json
import pathlib
import subprocess
import sys

MODULES = ["ChoreoLayout", "ChoreoMotion", "ChoreoRender", "ChoreoExport", "Choreo"]
ROOT = pathlib.Path(__file__).resolve().parent.parent
GRAPHS = ROOT / ".build" / "symbol-graphs"


def build():
    GRAPHS.mkdir(parents=True, exist_ok=True)
    subprocess.run(["swift", "build", "--target", "Choreo", "-Xswiftc", "-emit-symbol-graph",
                    "-Xswiftc", "-emit-symbol-graph-dir", "-Xswiftc", str(GRAPHS),
                    "-Xswiftc", "-symbol-graph-minimum-access-level", "-Xswiftc", "public"],
                   cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def coverage(module):
    documented, missing = 0, []
    for path in GRAPHS.glob(f"{module}.symbols.json"):
        graph = json.loads(path.read_text())
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            # Only the module's own declarations (the graph also lists re-exported modules' and
            # imported C headers' symbols).
            if f"/Sources/{module}/" not in symbol.get("location", {}).get("uri", ""):
                continue
            name = ".".join(symbol["pathComponents"])
            if symbol["names"]["title"] in ("==(_:_:)", "!=(_:_:)", "hash(into:)", "hashValue") \
                    or "spi" in symbol or symbol.get("kind", {}).get("identifier") == "swift.deinit":
                continue
            if symbol.get("docComment", {}).get("lines"):
                documented += 1
            else:
                missing.append(name)
    total = documented + len(missing)
    return documented, total, sorted(missing)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--min", type=float, default=90)
    parser.add_argument("--list", help="print the undocumented symbols of this module")
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build:
        build()
    ok = True
    for module in MODULES:
        documented, total, missing = coverage(module)
        percent = 100 * documented / total if total else 100
        ok &= percent >= args.min
        print(f"{module:14} {documented:4}/{total:<4} {percent:5.1f}%")
        if args.list == module:
            for name in missing:
                print("   ", name)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
