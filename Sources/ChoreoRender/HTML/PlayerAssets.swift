/// The style sheet and script inlined into every ``HTMLPlayer`` page.
enum PlayerAssets {
    static let styleSheet = """
        :root { font-family: system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d1d1f; background: #f2f2f5; }
        body { margin: 0 auto; max-width: 1120px; padding: 24px; }
        h1 { font-size: 1.6rem; margin: 0 0 4px; }
        .description, .caption { white-space: pre-line; color: #555; margin: 0 0 12px; }
        .scene { background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); padding: 16px 20px 20px; margin: 24px 0; }
        .scene h2 { font-size: 1.2rem; margin: 0 0 4px; }
        .stage { display: grid; justify-content: start; }
        .stage > svg { grid-area: 1 / 1; visibility: hidden; max-width: 100%; height: auto; outline: 1px solid #ddd; }
        .stage > svg.on { visibility: visible; }
        .controls { display: flex; align-items: center; gap: 12px; margin: 12px 0 16px; }
        .scrubber { flex: 1; max-width: 480px; }
        .clock { font-variant-numeric: tabular-nums; min-width: 5em; }
        .filmstrip { display: flex; flex-wrap: wrap; gap: 8px; }
        .filmstrip figure { margin: 0; cursor: pointer; text-align: center; font-size: 11px; color: #666; }
        .filmstrip svg { display: block; width: 120px; height: auto; outline: 1px solid #ddd; margin-bottom: 2px; }

        """

    /// Plays every `.scene`: frames are stacked in a grid and toggled with `visibility`
    /// rather than `display`, so each frame's clip paths stay rendered and resolvable.
    static let script = """
        (function () {
          'use strict';
          document.querySelectorAll('.scene').forEach(function (scene) {
            var frames = scene.querySelectorAll('.stage > svg');
            if (frames.length === 0) { return; }
            var fps = Number(scene.getAttribute('data-fps')) || 60;
            var playButton = scene.querySelector('.play');
            var scrubber = scene.querySelector('.scrubber');
            var clock = scene.querySelector('.clock');
            var loop = scene.querySelector('.loop');
            var shown = 0, request = 0, startFrame = 0, startTime = -1;

            function show(index) {
              frames[shown].classList.remove('on');
              shown = index;
              frames[shown].classList.add('on');
              scrubber.value = String(index);
              clock.textContent = Math.round(index * 1000 / fps) + ' ms';
            }
            function tick(now) {
              if (startTime < 0) { startTime = now; }
              var index = startFrame + Math.floor((now - startTime) * fps / 1000);
              if (index >= frames.length) {
                if (!loop.checked) { show(frames.length - 1); pause(); return; }
                index %= frames.length;
              }
              if (index !== shown) { show(index); }
              request = requestAnimationFrame(tick);
            }
            function play() {
              if (request) { return; }
              if (shown === frames.length - 1) { show(0); }
              startFrame = shown;
              startTime = -1;
              playButton.textContent = 'Pause';
              request = requestAnimationFrame(tick);
            }
            function pause() {
              cancelAnimationFrame(request);
              request = 0;
              playButton.textContent = 'Play';
            }
            function seek(index) {
              pause();
              show(index);
            }

            playButton.addEventListener('click', function () { if (request) { pause(); } else { play(); } });
            scrubber.addEventListener('input', function () { seek(Number(scrubber.value)); });
            scene.querySelectorAll('.filmstrip figure').forEach(function (figure) {
              figure.addEventListener('click', function () { seek(Number(figure.getAttribute('data-frame'))); });
            });
            frames[0].classList.add('on');
            if (window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
              pause();
            } else {
              play();
            }
          });
        })();

        """
}
