extension PlayerScript {
    /// Runs every `.scene`: drawing, playback at a speed, seeking, keyboard shortcuts, the
    /// filmstrip and playing only while on screen. `window.choreoPlayers` lists the players.
    static let controls = #"""
        (function () {
          'use strict';
          var Choreo = window.Choreo;
          var players = window.choreoPlayers = [];
          var reduceMotion = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          var lastUsed = null;

          function Player(section, number) {
            var data = JSON.parse(section.querySelector('script.recording').textContent);
            var count = data.o.length, fps = data.fps;
            var stage = section.querySelector('.stage');
            var playButton = section.querySelector('.play');
            var scrubber = section.querySelector('.scrubber');
            var counter = section.querySelector('.counter');
            var clock = section.querySelector('.clock');
            var loop = section.querySelector('.loop');
            var speedSelect = section.querySelector('.speed');
            var thumbs = Array.prototype.slice.call(section.querySelectorAll('.thumb'));
            var prefix = 's' + number + '-';
            var shown = -1, drawn = -1, request = 0, startFrame = 0, startTime = -1;
            var speed = 1, visible = false, wantsPlay = !reduceMotion;
            var player = { section: section };

            function show(index) {
              index = Math.max(0, Math.min(count - 1, index));
              if (drawn < 0 || data.o[index] !== data.o[drawn]) {
                stage.innerHTML = Choreo.svg(data, index, prefix);
                drawn = index;
              }
              shown = index;
              scrubber.value = String(index);
              counter.textContent = 'Frame ' + (index + 1) + ' / ' + count;
              clock.textContent = Math.round(index * 1000 / fps) + ' ms';
              section.setAttribute('data-frame', String(index));
              var current = index - index % 6;
              thumbs.forEach(function (thumb) {
                var on = Number(thumb.getAttribute('data-frame')) === current;
                thumb.classList.toggle('current', on);
                if (on) { thumb.setAttribute('aria-current', 'true'); } else { thumb.removeAttribute('aria-current'); }
              });
              plot.update(index);
            }
            function tick(now) {
              if (startTime < 0) { startTime = now; }
              var index = startFrame + Math.floor((now - startTime) * fps * speed / 1000);
              if (index >= count) {
                if (!loop.checked) { show(count - 1); stop(); wantsPlay = false; return; }
                index %= count;
              }
              if (index !== shown) { show(index); }
              request = requestAnimationFrame(tick);
            }
            function start() {
              if (request) { return; }
              if (shown === count - 1 && !loop.checked) { show(0); }
              startFrame = shown;
              startTime = -1;
              request = requestAnimationFrame(tick);
              playButton.textContent = 'Pause';
              section.setAttribute('data-playing', 'true');
            }
            function stop() {
              cancelAnimationFrame(request);
              request = 0;
              playButton.textContent = 'Play';
              section.setAttribute('data-playing', 'false');
            }
            function play() { wantsPlay = true; if (visible) { start(); } }
            function pause() { wantsPlay = false; stop(); }
            function seek(index) { pause(); show(index); }
            function step(delta) { seek(shown + delta); }

            var plot = Choreo.plot(section, data, seek);
            player.toggle = function () { if (wantsPlay) { pause(); } else { play(); } };
            player.step = step;
            player.seek = seek;
            player.frame = function () { return shown; };
            player.isPlaying = function () { return request !== 0; };
            player.setVisible = function (isVisible) {
              visible = isVisible;
              if (!visible) { stop(); } else if (wantsPlay) { start(); }
            };

            playButton.addEventListener('click', player.toggle);
            section.querySelector('.back').addEventListener('click', function () { step(-1); });
            section.querySelector('.forward').addEventListener('click', function () { step(1); });
            scrubber.addEventListener('input', function () { seek(Number(scrubber.value)); });
            speedSelect.addEventListener('change', function () {
              speed = Number(speedSelect.value) || 1;
              startFrame = shown;
              startTime = -1;
            });
            section.querySelectorAll('[data-frame]').forEach(function (target) {
              if (target.classList.contains('marker') || target.classList.contains('event') ||
                  target.classList.contains('thumb')) {
                target.addEventListener('click', function () { seek(Number(target.getAttribute('data-frame'))); });
              }
            });
            thumbs.forEach(function (thumb) {
              var frame = Number(thumb.getAttribute('data-frame'));
              thumb.querySelector('.picture').innerHTML = Choreo.svg(data, frame, 's' + number + 't' + frame + '-');
              thumb.setAttribute('aria-label', 'Frame ' + (frame + 1) + ', ' + thumb.textContent);
            });
            section.addEventListener('pointerdown', function () { lastUsed = player; });
            section.addEventListener('focusin', function () { lastUsed = player; });
            show(0);
            stop();
            return player;
          }

          document.querySelectorAll('.scene').forEach(function (section, number) {
            if (section.querySelector('script.recording')) { players.push(Player(section, number)); }
          });

          // Scenes play only while on screen.
          if ('IntersectionObserver' in window) {
            var observer = new IntersectionObserver(function (entries) {
              entries.forEach(function (entry) {
                players.forEach(function (player) {
                  if (player.section === entry.target) { player.setVisible(entry.isIntersecting); }
                });
              });
            });
            players.forEach(function (player) { observer.observe(player.section); });
          } else {
            players.forEach(function (player) { player.setVisible(true); });
          }

          // The keys act on the player holding the focus, else the last one used, else the first on screen.
          function activePlayer() {
            var focused = players.filter(function (p) { return p.section.contains(document.activeElement); })[0];
            if (focused) { return focused; }
            if (lastUsed) { return lastUsed; }
            return players.filter(function (p) {
              var box = p.section.getBoundingClientRect();
              return box.bottom > 0 && box.top < window.innerHeight;
            })[0] || players[0];
          }
          document.addEventListener('keydown', function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey) { return; }
            var target = event.target, tag = target && target.tagName;
            if (tag === 'SELECT' || tag === 'TEXTAREA' || (tag === 'INPUT' && target.type !== 'range' && target.type !== 'checkbox')) { return; }
            var player = activePlayer();
            if (!player) { return; }
            var isRange = tag === 'INPUT' && target.type === 'range';
            if (event.key === ' ' || event.key === 'Spacebar') {
              if (tag === 'BUTTON' || (tag === 'INPUT' && !isRange)) { return; }
              player.toggle();
            } else if (event.key === ',' || (event.key === 'ArrowLeft' && !isRange)) {
              player.step(-1);
            } else if (event.key === '.' || (event.key === 'ArrowRight' && !isRange)) {
              player.step(1);
            } else {
              return;
            }
            event.preventDefault();
          });
        })();

        """#
}
