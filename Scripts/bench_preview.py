#!/usr/bin/env python3
"""Measures the live preview in headless Chromium: pointer latency and frame rate.

Usage: bench_preview.py --choreo PATH/TO/choreo [--work DIR] [--events 200] [--nodes 1000]

Latency: 200 pointer moves dragging the bottom sheet's pill (each scrubs its transition); for
each, the time from the event's timestamp to the display frame after the page drew the server's
answer (the page records it in window.choreoPreview.latencies). It prints the median and the
90th percentile.
Frame rate: a generated scene of `--nodes` boxes in a wrapping grid; a click starts a 2 s layout
transition of every box, and the frames the page draws per second while it runs are counted, next
to the display's frames (animation frames) in the same time: the reference the page keeps up with.
"""
import argparse
import os
import shutil
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_preview import ROOT, Server, browser, open_page, pointer, preview, wait_for  # noqa: E402


def grid_scene(count):
    """A scene of `count` small boxes that a tap rearranges (every box moves and resizes)."""
    colors = ['"#0EA5E9"', '"#22C55E"', '"#F59E0B"', '"#EF4444"']
    lines = ['title: "%d boxes"' % count, 'caption: "Tap: every box moves in one layout transition."',
             'size: [400, 420]', 'screens:', '  - id: grid', '    direction: horizontal', '    flexWrap: wrap',
             '    padding: 4', '    children:']
    for index in range(count - 1):
        lines.append('      - {id: b%d, width: 8, height: 8, margin: 1, backgroundColor: %s}'
                     % (index, colors[index % len(colors)]))
    lines += ['states:', '  big:', '    set:']
    for index in range(count - 1):
        lines.append('      b%d: {width: %d, height: %d}' % (index, 6 + index % 5, 12 - index % 5))
    lines += ['transitions:', '  - duration: 2', '    curve: linear', 'triggers:', '  - tap: grid',
              '    go: [big, default]']
    return '\n'.join(lines) + '\n'


def measure_latency(driver, events):
    pointer(driver, 195, 66, 'down')
    driver.execute_script('window.choreoPreview.latencies = [];')
    for index in range(events):
        # Back and forth over 60 points, a step a move, so every move changes the fraction.
        offset = index % 60 if (index // 60) % 2 == 0 else 60 - index % 60
        pointer(driver, 195, 66 - offset, 'move')
        time.sleep(0.02)
    wait_for(lambda: len(driver.execute_script('return window.choreoPreview.latencies;')) >= events, timeout=5)
    latencies = driver.execute_script('return window.choreoPreview.latencies;')
    pointer(driver, 195, 66, 'up')
    return latencies


def measure_fps(driver):
    """Frames drawn and display frames per second, over 1.5 s of the transition."""
    driver.execute_script('window.displayFrames = 0; (function count() { window.displayFrames += 1;'
                          ' requestAnimationFrame(count); })();')
    pointer(driver, 200, 410, 'down')
    pointer(driver, 200, 410, 'up')
    wait_for(lambda: preview(driver)['state'] == 'big', timeout=5)
    time.sleep(0.2)
    counts = 'return [window.choreoPreview.frames, window.displayFrames];'
    start_counts, start = driver.execute_script(counts), time.time()
    time.sleep(1.5)
    end_counts, elapsed = driver.execute_script(counts), time.time() - start
    return [(end - begin) / elapsed for begin, end in zip(start_counts, end_counts)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--choreo', required=True)
    parser.add_argument('--work', default=os.path.join(ROOT, '.ci-work', 'bench-preview'))
    parser.add_argument('--events', type=int, default=200)
    parser.add_argument('--nodes', type=int, default=1000)
    arguments = parser.parse_args()
    shutil.rmtree(arguments.work, ignore_errors=True)
    os.makedirs(arguments.work)
    sheet = os.path.join(arguments.work, 'sheet.yaml')
    shutil.copy(os.path.join(ROOT, 'Examples', 'scenes', 'sheet.yaml'), sheet)
    grid = os.path.join(arguments.work, 'grid.yaml')
    with open(grid, 'w', encoding='utf-8') as handle:
        handle.write(grid_scene(arguments.nodes))
    driver = browser()
    servers = []
    try:
        servers.append(Server(arguments.choreo, sheet))
        open_page(driver, servers[-1].url)
        latencies = measure_latency(driver, arguments.events)
        ordered = sorted(latencies)
        print('pointer to frame: median %.1f ms, 90th percentile %.1f ms over %d events'
              % (statistics.median(ordered), ordered[int(len(ordered) * 0.9) - 1], len(ordered)))
        servers.append(Server(arguments.choreo, grid))
        open_page(driver, servers[-1].url)
        drawn, display = measure_fps(driver)
        print('%d nodes: %.1f fps drawn while the transition runs, the display at %.1f fps (%.0f %%)'
              % (arguments.nodes, drawn, display, drawn / display * 100))
    finally:
        driver.quit()
        for server in servers:
            server.stop()
    return 0


if __name__ == '__main__':
    sys.exit(main())
