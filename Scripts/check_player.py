#!/usr/bin/env python3
"""Checks Choreo's HTML player in a real browser (headless Chromium through Selenium).

Usage: check_player.py --page choreo-demo.html --frames DIR [--screenshots DIR] [--only-frames]

DIR holds one folder per scene, scene-0, scene-1, ... in page order, each with the scene's
frames as `choreo record NAME --format svg-frames` writes them (at the page's frame rate).
For every scene it checks that setting the scrubber shows exactly the SVG renderer's frame: the
markup the player builds is the renderer's document byte for byte, and the drawn <svg> equals it
element by element and attribute by attribute (ids normalised: the page prefixes them per scene).
Each thumbnail must be an image of its frame's document. It also checks that playback advances at
the chosen speed, that the step buttons, keyboard shortcuts, thumbnails and event markers seek,
that the plot's cursor follows and its x or y readout is the node's translation in the renderer's
frame, and that the page logs no console errors.
It prints one line per check and ends with "N passed, N failed"; it exits 1 on any failure.
"""
import argparse
import os
import re
import sys
import time
import xml.etree.ElementTree as ET
from urllib.parse import unquote

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

PLOT_WIDTH = 600
results = []


def check(name, condition, detail=""):
    results.append(bool(condition))
    print(("PASS " if condition else "FAIL ") + name + ("" if condition else "  " + detail), flush=True)
    return condition


def normalise(element, prefix):
    """The element as nested tuples, with the page's per-scene id prefix removed."""
    def fix(value):
        return value.replace('url(#' + prefix, 'url(#') if 'url(#' in value else value
    attributes = {}
    for key, value in element.attrib.items():
        if key == 'id' and value.startswith(prefix):
            value = value[len(prefix):]
        attributes[key] = fix(value)
    text = element.text or ''
    tail = element.tail or ''
    return (element.tag, tuple(sorted(attributes.items())), text if text.strip() else '',
            tail if tail.strip() else '', tuple(normalise(child, prefix) for child in element))


def driver_for(width, height):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get('CHROMIUM', '/usr/bin/chromium')
    for argument in ('--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
                     '--window-size=%d,%d' % (width, height), '--hide-scrollbars'):
        options.add_argument(argument)
    options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
    service = Service(os.environ.get('CHROMEDRIVER', '/usr/bin/chromedriver'))
    return webdriver.Chrome(service=service, options=options)


def renderer_markup(path, prefix):
    """The SVG renderer's document without its XML declaration, with the page's id prefix."""
    with open(path, encoding='utf-8') as handle:
        text = handle.read()
    body = text.split('\n', 1)[1]
    return body.replace('id="clip-', 'id="%sclip-' % prefix).replace('id="blur-', 'id="%sblur-' % prefix) \
        .replace('url(#clip-', 'url(#%sclip-' % prefix).replace('url(#blur-', 'url(#%sblur-' % prefix)


def player_markup(driver, section, index):
    """The markup the player builds for frame `index` of the section's recording."""
    return driver.execute_script(
        "var data = JSON.parse(arguments[0].querySelector('script.recording').textContent);"
        "return window.Choreo.frameMarkup(data, arguments[1]);", section, index)


def check_plot_value(section, number, index, expected_svg):
    """The plot's readout of x or y is the translation of the node's element in the renderer's frame."""
    node = Select(section.find_element(By.CSS_SELECTOR, '.plot-node')).first_selected_option.get_attribute('value')
    prop = Select(section.find_element(By.CSS_SELECTOR, '.plot-property')).first_selected_option.get_attribute('value')
    if prop not in ('x', 'y'):
        return
    svg = '{http://www.w3.org/2000/svg}'
    placed = [element for element in expected_svg.iter()
              if any(child.tag == svg + 'title' and child.text == node for child in element)]
    if not placed:
        return  # not drawn in this frame
    match = re.match(r'matrix\(([^)]*)\)', placed[0].get('transform', 'matrix(1 0 0 1 0 0)'))
    value = float(match.group(1).split()[4 if prop == 'x' else 5])
    readout = section.find_element(By.CSS_SELECTOR, '.plot-value').text
    check('scene %d frame %d: the plot reads %s.%s as drawn (%g)' % (number, index, node, prop, value),
          readout == '%s.%s = %s' % (node, prop, format_plot_number(value)), 'readout %r' % readout)


def format_plot_number(value):
    """As the plot writes a value: rounded to 3 decimals, without trailing zeros."""
    text = '%.3f' % value
    text = text.rstrip('0').rstrip('.') if '.' in text else text
    return '0' if text == '-0' else text


def check_thumbnails(driver, section, number, frames_dir, files):
    prefix = 's%d-' % number
    # Images from data addresses decode asynchronously.
    driver.execute_async_script(
        "var done = arguments[arguments.length - 1], images = arguments[0].querySelectorAll('.thumb img');"
        "Promise.all(Array.prototype.map.call(images, function (image) {"
        "  return image.decode().catch(function () {});"
        "})).then(function () { done(); });", section)
    thumbs = driver.execute_script(
        "return Array.prototype.map.call(arguments[0].querySelectorAll('.thumb'), function (thumb) {"
        "  var image = thumb.querySelector('.picture > img');"
        "  return [Number(thumb.getAttribute('data-frame')), image ? image.getAttribute('src') : '',"
        "          image ? image.complete && image.naturalWidth > 0 : false];"
        "});", section)
    wrong = []
    for frame, source, loaded in thumbs:
        head = 'data:image/svg+xml;charset=utf-8,'
        markup = unquote(source[len(head):]) if source.startswith(head) else None
        if not loaded or markup != renderer_markup(os.path.join(frames_dir, files[frame]), prefix):
            wrong.append(frame)
    check('scene %d: each of the %d thumbnails is a loaded image of its frame\'s SVG document' % (number, len(thumbs)),
          thumbs and not wrong, 'wrong thumbnails: %s' % wrong[:10])


def frame_of(driver, section):
    return int(section.get_attribute('data-frame'))


def seek_with_scrubber(driver, section, index):
    driver.execute_script(
        "var s = arguments[0].querySelector('.scrubber'); s.value = String(arguments[1]);"
        "s.dispatchEvent(new Event('input', {bubbles: true}));", section, index)


def pause(driver, section):
    if section.get_attribute('data-playing') == 'true':
        section.find_element(By.CSS_SELECTOR, '.play').click()


def check_frames(driver, section, number, frames_dir, every_frame=False):
    if not check('scene %d: the SVG renderer\'s frames are in %s' % (number, frames_dir), os.path.isdir(frames_dir)):
        return
    files = sorted(f for f in os.listdir(frames_dir) if f.endswith('.svg'))
    count = int(section.get_attribute('data-frames'))
    check('scene %d: the page has the recorded frame count (%d)' % (number, count), count == len(files),
          '%d frames in %s' % (len(files), frames_dir))
    samples = range(count) if every_frame else sorted(set([0, 1, count // 4, count // 2, (3 * count) // 4, count - 1]))
    prefix = 's%d-' % number
    for index in samples:
        seek_with_scrubber(driver, section, index)
        built = player_markup(driver, section, index)
        expected_markup = renderer_markup(os.path.join(frames_dir, files[index]), prefix)
        check('scene %d frame %d: the player\'s markup is the SVG renderer\'s, byte for byte' % (number, index),
              built == expected_markup, first_difference(built, expected_markup))
        drawn = driver.execute_script(
            "return new XMLSerializer().serializeToString(arguments[0].querySelector('.stage > svg'));", section)
        with open(os.path.join(frames_dir, files[index]), encoding='utf-8') as handle:
            expected = ET.fromstring(handle.read().encode('utf-8'))
        same = normalise(ET.fromstring(drawn), prefix) == normalise(expected, '')
        check('scene %d frame %d: the drawn SVG equals the SVG renderer\'s, attribute by attribute' % (number, index), same,
              'drawn: %s' % drawn[:400])
        counter = section.find_element(By.CSS_SELECTOR, '.counter').text
        check('scene %d frame %d: the counter reads "%s"' % (number, index, counter),
              counter == 'Frame %d / %d' % (index + 1, count))
        cursor = section.find_element(By.CSS_SELECTOR, '.graph .cursor')
        expected_x = index / (count - 1) * PLOT_WIDTH if count > 1 else 0
        check('scene %d frame %d: the plot cursor is at the frame' % (number, index),
              cursor.get_attribute('data-frame') == str(index)
              and abs(float(cursor.get_attribute('x1')) - expected_x) < 0.01,
              'cursor at %s' % cursor.get_attribute('x1'))
        check_plot_value(section, number, index, expected)
    check_thumbnails(driver, section, number, frames_dir, files)


def first_difference(built, expected):
    at = next((k for k in range(min(len(built), len(expected))) if built[k] != expected[k]),
              min(len(built), len(expected)))
    return 'first difference at %d: player %r, renderer %r' % (at, built[at:at + 80], expected[at:at + 80])


def check_playback(driver, section, number, speed):
    fps = float(section.get_attribute('data-fps'))
    count = int(section.get_attribute('data-frames'))
    seek_with_scrubber(driver, section, 0)
    Select(section.find_element(By.CSS_SELECTOR, '.speed')).select_by_value(speed)
    section.find_element(By.CSS_SELECTOR, '.play').click()
    duration = min(0.8, (count - 2) / fps / float(speed) * 0.9)
    start = driver.execute_script("return [performance.now(), Number(arguments[0].getAttribute('data-frame'))];", section)
    time.sleep(duration)
    end = driver.execute_script("return [performance.now(), Number(arguments[0].getAttribute('data-frame'))];", section)
    pause(driver, section)
    elapsed = (end[0] - start[0]) / 1000
    expected = elapsed * fps * float(speed)
    # The player loops: a run past the last frame wraps to the first (measured in under a lap).
    advanced = (end[1] - start[1]) % count
    check('scene %d: playback at %sx advanced %d frames in %.2f s (expected %.1f)' % (number, speed, advanced, elapsed,
                                                                                      expected),
          abs(advanced - expected) <= max(3, expected * 0.25))
    Select(section.find_element(By.CSS_SELECTOR, '.speed')).select_by_value('1')


def check_controls(driver, section, number):
    count = int(section.get_attribute('data-frames'))
    middle = count // 2
    seek_with_scrubber(driver, section, middle)
    section.find_element(By.CSS_SELECTOR, '.forward').click()
    check('scene %d: the forward button steps one frame' % number, frame_of(driver, section) == middle + 1)
    section.find_element(By.CSS_SELECTOR, '.back').click()
    section.find_element(By.CSS_SELECTOR, '.back').click()
    check('scene %d: the back button steps one frame' % number, frame_of(driver, section) == middle - 1)

    # Keys act on the player last clicked.
    ActionChains(driver).move_to_element(section.find_element(By.CSS_SELECTOR, '.stage')).click().perform()
    seek_with_scrubber(driver, section, middle)
    body = driver.find_element(By.TAG_NAME, 'body')
    for key, delta, label in (('.', 1, 'period'), (',', -1, 'comma'), (Keys.ARROW_RIGHT, 1, 'right arrow'),
                              (Keys.ARROW_LEFT, -1, 'left arrow')):
        before = frame_of(driver, section)
        ActionChains(driver).send_keys(key).perform()
        check('scene %d: the %s key steps %+d' % (number, label, delta), frame_of(driver, section) == before + delta)
    ActionChains(driver).send_keys(' ').perform()
    playing = section.get_attribute('data-playing') == 'true'
    ActionChains(driver).send_keys(' ').perform()
    check('scene %d: space plays and pauses' % number, playing and section.get_attribute('data-playing') == 'false')
    del body

    thumbs = section.find_elements(By.CSS_SELECTOR, '.thumb')
    target = thumbs[len(thumbs) // 2]
    frame = int(target.get_attribute('data-frame'))
    target.click()
    check('scene %d: clicking the thumbnail of frame %d seeks there and highlights it' % (number, frame),
          frame_of(driver, section) == frame and 'current' in target.get_attribute('class'))
    other = thumbs[-1]
    other_frame = int(other.get_attribute('data-frame'))
    driver.execute_script('arguments[0].focus();', other)
    focused = driver.execute_script('return document.activeElement === arguments[0];', other)
    other.send_keys(Keys.ENTER)
    check('scene %d: a thumbnail takes the focus and Enter seeks to frame %d' % (number, other_frame),
          focused and frame_of(driver, section) == other_frame and 'current' in other.get_attribute('class'))

    markers = section.find_elements(By.CSS_SELECTOR, '.marker')
    if check('scene %d: the scrubber has %d event markers' % (number, len(markers)), len(markers) > 0):
        marker = markers[-1]
        driver.execute_script('arguments[0].click();', marker)
        check('scene %d: clicking a marker (%s) seeks to its frame' % (number, marker.get_attribute('title')),
              frame_of(driver, section) == int(marker.get_attribute('data-frame')))


def summary():
    passed = sum(results)
    failed = len(results) - passed
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


def check_every_frame(arguments):
    driver = driver_for(1400, 1800)
    try:
        driver.get('file://' + os.path.abspath(arguments.page))
        sections = driver.find_elements(By.CSS_SELECTOR, 'section.scene')
        check('the page has %d scenes' % len(sections), len(sections) > 0)
        for number, section in enumerate(sections):
            pause(driver, section)
            check_frames(driver, section, number, os.path.join(arguments.frames, 'scene-%d' % number), True)
            if arguments.screenshots:
                seek_with_scrubber(driver, section, int(section.get_attribute('data-frames')) // 2)
                section.screenshot(os.path.join(arguments.screenshots, 'fixture-%d.png' % number))
        errors = [entry for entry in driver.get_log('browser') if entry['level'] in ('SEVERE', 'WARNING')]
        check('no console errors or warnings', not errors, repr(errors[:5]))
    finally:
        driver.quit()
    return summary()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--page', required=True)
    parser.add_argument('--frames', required=True)
    parser.add_argument('--screenshots', default=None)
    parser.add_argument('--only-frames', action='store_true',
                        help='compare every frame of every scene and check the console; nothing else')
    arguments = parser.parse_args()
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)

    if arguments.only_frames:
        return check_every_frame(arguments)
    driver = driver_for(1400, 1800)
    try:
        driver.get('file://' + os.path.abspath(arguments.page))
        time.sleep(0.5)
        sections = driver.find_elements(By.CSS_SELECTOR, 'section.scene')
        check('the page has %d scenes' % len(sections), len(sections) > 0)
        check('the first scene plays by itself', sections[0].get_attribute('data-playing') == 'true')
        check('scenes off screen do not play', sections[-1].get_attribute('data-playing') == 'false')
        if arguments.screenshots:
            driver.save_screenshot(os.path.join(arguments.screenshots, 'page-top.png'))
        for number, section in enumerate(sections):
            driver.execute_script("arguments[0].scrollIntoView({block: 'start'});", section)
            time.sleep(0.3)
            check('scene %d plays once on screen' % number, section.get_attribute('data-playing') == 'true')
            pause(driver, section)
            svg = section.find_element(By.CSS_SELECTOR, '.stage > svg')
            width = float(svg.get_attribute('width'))
            check('scene %d: the stage is drawn at 2x on a wide screen' % number,
                  abs(svg.size['width'] - 2 * width) < 1, 'width %s' % svg.size['width'])
            check_frames(driver, section, number, os.path.join(arguments.frames, 'scene-%d' % number))
            check_playback(driver, section, number, '0.5')
            if number == 0:
                check_playback(driver, section, number, '2')
                check_playback(driver, section, number, '0.25')
            check_controls(driver, section, number)
            if arguments.screenshots:
                seek_with_scrubber(driver, section, int(section.get_attribute('data-frames')) // 3)
                driver.execute_script("arguments[0].scrollIntoView({block: 'start'});", section)
                section.screenshot(os.path.join(arguments.screenshots, 'scene-%d.png' % number))
        errors = [entry for entry in driver.get_log('browser') if entry['level'] in ('SEVERE', 'WARNING')]
        check('no console errors or warnings', not errors, repr(errors[:5]))
    finally:
        driver.quit()

    # A narrow window shows the stage at 1x.
    driver = driver_for(700, 900)
    try:
        driver.get('file://' + os.path.abspath(arguments.page))
        # The player draws its first frame into a new SVG element after load: read the one
        # on the page once it stays.
        drawn = driver.execute_script("""
            const svg = document.querySelector('section.scene .stage > svg');
            return [Number(svg.getAttribute('width')), svg.getBoundingClientRect().width];""")
        check('a narrow window draws the stage at 1x', abs(drawn[1] - drawn[0]) < 1, str(drawn))
        if arguments.screenshots:
            driver.save_screenshot(os.path.join(arguments.screenshots, 'narrow.png'))
        driver.execute_cdp_cmd('Emulation.setEmulatedMedia',
                               {'features': [{'name': 'prefers-reduced-motion', 'value': 'reduce'}]})
        driver.refresh()
        time.sleep(0.3)
        first = driver.find_element(By.CSS_SELECTOR, 'section.scene')
        check('under reduced motion nothing plays by itself', first.get_attribute('data-playing') == 'false'
              and first.get_attribute('data-frame') == '0')
    finally:
        driver.quit()

    return summary()


if __name__ == '__main__':
    sys.exit(main())
