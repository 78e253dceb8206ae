// Runs every .scene: drawing, playback at a speed, seeking, keyboard shortcuts, the filmstrip
// and playing only while on screen. window.choreoPlayers lists the players.
(function () {
  'use strict';
  var Choreo = window.Choreo;
  var players = window.choreoPlayers = [];
  var reduceMotion = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var lastUsed = null;

  // Shows each thumbnail's frame as an image and labels it for screen readers.
  function drawFilmstrip(thumbs, data) {
    thumbs.forEach(function (thumb) {
      var frame = Number(thumb.getAttribute('data-frame'));
      var image = document.createElement('img');
      image.setAttribute('alt', '');
      image.setAttribute('src', Choreo.frameImage(data, frame));
      thumb.querySelector('.picture').appendChild(image);
      thumb.setAttribute('aria-label', 'Frame ' + (frame + 1) + ', ' + thumb.textContent);
    });
  }

  // Marks the thumbnail of the stretch of frames holding the shown one as current.
  function highlightThumbnail(thumbs, index) {
    var current = index - index % 6;
    thumbs.forEach(function (thumb) {
      var on = Number(thumb.getAttribute('data-frame')) === current;
      thumb.classList.toggle('current', on);
      if (on) { thumb.setAttribute('aria-current', 'true'); } else { thumb.removeAttribute('aria-current'); }
    });
  }

  // A function drawing the frame of a time step into the section's stage, unless it is drawn.
  function stageDrawer(section, data) {
    var stage = section.querySelector('.stage'), drawn = -1;
    return function (index) {
      if (drawn < 0 || data.o[index] !== data.o[drawn]) {
        stage.innerHTML = Choreo.frameMarkup(data, index);
        drawn = index;
      }
    };
  }

  // The frame a run that started at frame "from" shows "elapsed" milliseconds later, at "rate"
  // frames a millisecond: past the last frame it wraps when looping, else it is -1.
  function frameOfRun(from, elapsed, rate, count, loops) {
    var index = from + Math.floor(elapsed * rate);
    return index < count ? index : loops ? index % count : -1;
  }

  // Shows where the shown frame is: scrubber, frame number, time, section attribute, thumbnail.
  function showPosition(parts, index, count, fps) {
    parts.scrubber.value = String(index);
    parts.counter.textContent = 'Frame ' + (index + 1) + ' / ' + count;
    parts.clock.textContent = Math.round(index * 1000 / fps) + ' ms';
    parts.section.setAttribute('data-frame', String(index));
    highlightThumbnail(parts.thumbs, index);
  }

  // Shows whether the section plays, on its play button and in its data-playing attribute.
  function showPlaying(section, isPlaying) {
    section.querySelector('.play').textContent = isPlaying ? 'Pause' : 'Play';
    section.setAttribute('data-playing', String(isPlaying));
  }

  // Connects the section's buttons, scrubber, speed menu, event markers and thumbnails to the player.
  function connectControls(section, player) {
    var scrubber = section.querySelector('.scrubber');
    var speedSelect = section.querySelector('.speed');
    section.querySelector('.play').addEventListener('click', player.toggle);
    section.querySelector('.back').addEventListener('click', function () { player.step(-1); });
    section.querySelector('.forward').addEventListener('click', function () { player.step(1); });
    scrubber.addEventListener('input', function () { player.seek(Number(scrubber.value)); });
    speedSelect.addEventListener('change', function () { player.setSpeed(Number(speedSelect.value) || 1); });
    section.querySelectorAll('[data-frame]').forEach(function (target) {
      if (target.classList.contains('marker') || target.classList.contains('event') ||
          target.classList.contains('thumb')) {
        target.addEventListener('click', function () { player.seek(Number(target.getAttribute('data-frame'))); });
      }
    });
    section.addEventListener('pointerdown', function () { lastUsed = player; });
    section.addEventListener('focusin', function () { lastUsed = player; });
  }

  function Player(section) {
    var data = JSON.parse(section.querySelector('script.recording').textContent);
    var count = data.o.length, fps = data.fps;
    var draw = stageDrawer(section, data);
    var loop = section.querySelector('.loop');
    var thumbs = Array.prototype.slice.call(section.querySelectorAll('.thumb'));
    var parts = { section: section, scrubber: section.querySelector('.scrubber'), thumbs: thumbs,
                  counter: section.querySelector('.counter'), clock: section.querySelector('.clock') };
    var shown = -1, request = 0, startFrame = 0, startTime = -1;
    var speed = 1, visible = false, wantsPlay = !reduceMotion;
    var player = { section: section };

    function show(index) {
      index = Math.max(0, Math.min(count - 1, index));
      draw(index);
      shown = index;
      showPosition(parts, index, count, fps);
      plot.update(index);
    }
    function tick(now) {
      if (startTime < 0) { startTime = now; }
      var index = frameOfRun(startFrame, now - startTime, fps * speed / 1000, count, loop.checked);
      if (index < 0) { show(count - 1); stop(); wantsPlay = false; return; }
      if (index !== shown) { show(index); }
      request = requestAnimationFrame(tick);
    }
    function start() {
      if (request) { return; }
      if (shown === count - 1 && !loop.checked) { show(0); }
      startFrame = shown;
      startTime = -1;
      request = requestAnimationFrame(tick);
      showPlaying(section, true);
    }
    function stop() {
      cancelAnimationFrame(request);
      request = 0;
      showPlaying(section, false);
    }
    function pause() { wantsPlay = false; stop(); }
    function seek(index) { pause(); show(index); }

    var plot = Choreo.plot(section, data, seek);
    player.toggle = function () {
      if (wantsPlay) { pause(); } else { wantsPlay = true; if (visible) { start(); } }
    };
    player.step = function (delta) { seek(shown + delta); };
    player.seek = seek;
    player.setSpeed = function (value) { speed = value; startFrame = shown; startTime = -1; };
    player.frame = function () { return shown; };
    player.isPlaying = function () { return request !== 0; };
    player.setVisible = function (isVisible) {
      visible = isVisible;
      if (!visible) { stop(); } else if (wantsPlay) { start(); }
    };
    connectControls(section, player);
    drawFilmstrip(thumbs, data);
    show(0);
    stop();
    return player;
  }

  document.querySelectorAll('.scene').forEach(function (section) {
    if (section.querySelector('script.recording')) { players.push(Player(section)); }
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
