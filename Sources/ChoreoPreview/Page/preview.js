// The live preview: asks the server for a frame at every display frame (two requests in flight,
// so the server draws the next frame while the page shows the last), draws the steps it sends on
// a canvas (stage.js), and sends pointer events on the stage to the scene's triggers as soon as
// they happen (raw pointer updates where the browser has them, one move in flight: later moves
// wait and go together as the latest). window.choreoPreview exposes the state, the
// fractionComplete, the latencies and the drawing for tests.
(function () {
  'use strict';
  var page = document.querySelector('.scene');
  var stage = page.querySelector('.stage');
  var errors = page.querySelector('.errors');
  var playButton = page.querySelector('.play');
  var speedSelect = page.querySelector('.speed');
  var stateSelect = page.querySelector('.state');
  var plotNode = page.querySelector('.plot-node');
  var plotProperty = page.querySelector('.plot-property');
  var graph = page.querySelector('.graph');
  var HISTORY = 240, MAX_IN_FLIGHT = 2;
  var socket = null, inFlight = 0, last = -1, playing = true, stepPending = false;
  // Pointer events waiting for the frame that answers them (the server echoes each request's
  // number `n` in its reply), then for the display frame showing it.
  var pendingEvents = [], shownEvents = [], requested = 0, received = 0;
  var frameTimes = [], plotValues = [];
  var canvas = document.createElement('canvas');
  canvas.setAttribute('role', 'img');
  stage.appendChild(canvas);
  var drawing = new window.ChoreoStage(canvas), resyncing = false;
  // The request that carries the last move, and a move waiting for its answer.
  var moveRequest = 0, queuedMove = null;
  var preview = window.choreoPreview = {
    state: '', fraction: null, frames: 0, errors: [], latencies: [], connected: false, scene: null,
    drawing: function () { return drawing.text(); }
  };

  function send(message) {
    if (socket && socket.readyState === 1) {
      requested += 1;
      message.n = requested;
      socket.send(JSON.stringify(message));
      inFlight += 1;
    }
  }

  function fill(select, values, chosen) {
    select.textContent = '';
    values.forEach(function (value) {
      var option = document.createElement('option');
      option.textContent = value;
      option.selected = value === chosen;
      select.appendChild(option);
    });
  }

  function showScene(scene) {
    preview.scene = scene;
    page.querySelector('.title').textContent = scene.title;
    page.querySelector('.caption').textContent = scene.caption;
    document.title = scene.title + ' · Choreo preview';
    canvas.setAttribute('aria-label', scene.title);
    drawing.resize(scene.width, scene.height);
    fill(stateSelect, scene.states, scene.state);
    fill(plotNode, scene.nodes, scene.plot);
    showErrors([]);
    choosePlot();
  }

  function showErrors(lines) {
    preview.errors = lines;
    errors.textContent = lines.join('\n');
    errors.hidden = lines.length === 0;
    page.setAttribute('data-errors', String(lines.length));
  }

  function drawPlot(value) {
    plotValues.push(value);
    if (plotValues.length > HISTORY) { plotValues.shift(); }
    var present = plotValues.filter(function (v) { return v !== null; });
    var low = Math.min.apply(null, present.concat([Infinity]));
    var high = Math.max.apply(null, present.concat([-Infinity]));
    var path = '', pen = false;
    plotValues.forEach(function (v, index) {
      if (v === null) { pen = false; return; }
      var y = high > low ? 108 - (v - low) / (high - low) * 96 : 60;
      path += (pen ? 'L' : 'M') + (index * 600 / HISTORY).toFixed(1) + ' ' + y.toFixed(1);
      pen = true;
    });
    graph.innerHTML = '<path d="' + path + '"></path>';
    page.querySelector('.plot-value').textContent = plotNode.value + '.' + plotProperty.value + ' = ' +
      (value === null ? '–' : String(Math.round(value * 1000) / 1000));
  }

  // The server leaves absent values out of its messages: a missing number reads as null.
  function numberOrNull(value) {
    return typeof value === 'number' ? value : null;
  }

  function showFrame(frame, lines) {
    if (!drawing.apply(frame, lines)) {
      if (!resyncing) { resyncing = true; send({ t: 'resync' }); }
      return;
    }
    if (frame.full) { resyncing = false; }
    var fraction = numberOrNull(frame.fraction);
    preview.frames += 1;
    preview.state = frame.state;
    preview.fraction = fraction;
    page.setAttribute('data-state', frame.state);
    page.setAttribute('data-frames', String(preview.frames));
    if (stateSelect.value !== frame.state) { stateSelect.value = frame.state; }
    page.querySelector('.clock').textContent = Math.round(frame.time * 1000) + ' ms';
    page.querySelector('.fraction').textContent = fraction === null ? '–' : fraction.toFixed(3);
    drawPlot(numberOrNull(frame.plot));
    // Pointer events answered by this frame show once the browser paints it.
    if (typeof frame.n === 'number') { received = Math.max(received, frame.n); }
    while (pendingEvents.length && pendingEvents[0].reply <= received) { shownEvents.push(pendingEvents.shift().stamp); }
    if (queuedMove && moveRequest <= received) {
      sendPointer('move', queuedMove.point, queuedMove.stamps);
      queuedMove = null;
    }
  }

  // A message is a JSON line; a frame's changed SVG lines follow its first line break.
  function receive(event) {
    var text = event.data, lineBreak = text.indexOf('\n');
    var message = JSON.parse(lineBreak < 0 ? text : text.slice(0, lineBreak));
    // Frames the server sends by itself (on connecting, after a reload) answer no request.
    if (message.t === 'frame') {
      if (typeof message.n === 'number') { inFlight = Math.max(0, inFlight - 1); }
      showFrame(message, lineBreak < 0 ? '' : text.slice(lineBreak + 1));
    }
    else if (message.t === 'scene') { showScene(message); }
    else if (message.t === 'errors') { showErrors(message.lines); }
  }

  function connect() {
    socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
    socket.addEventListener('open', function () {
      preview.connected = true;
      inFlight = 0; requested = 0; received = 0; pendingEvents = []; moveRequest = 0; queuedMove = null;
    });
    socket.addEventListener('message', receive);
    socket.addEventListener('close', function () {
      preview.connected = false;
      setTimeout(connect, 500);
    });
  }

  function tick(now) {
    var count = shownEvents.length;
    if (count) {
      shownEvents.forEach(function (stamp) { preview.latencies.push(now - stamp); });
      shownEvents = [];
    }
    frameTimes.push(now);
    if (frameTimes.length > 60) { frameTimes.shift(); }
    if (frameTimes.length > 1) {
      var fps = (frameTimes.length - 1) * 1000 / (now - frameTimes[0]);
      page.querySelector('.fps').textContent = Math.round(fps) + ' fps';
    }
    if (inFlight < MAX_IN_FLIGHT) {
      var elapsed = last < 0 ? 0 : (now - last) / 1000;
      if (playing) { send({ t: 'frame', dt: elapsed * Number(speedSelect.value) }); }
      else if (stepPending) { send({ t: 'frame', dt: 1 / 60 }); stepPending = false; }
      last = now;
    }
    requestAnimationFrame(tick);
  }

  function stagePoint(event) {
    var box = canvas.getBoundingClientRect(), size = drawing.size();
    if (!box.width || !box.height) { return null; }
    return { x: (event.clientX - box.left) * size.width / box.width, y: (event.clientY - box.top) * size.height / box.height };
  }

  // The name of the node under the pointer, as a tooltip.
  function showName(event) {
    var point = stagePoint(event);
    canvas.title = (point && drawing.nameAt(point.x, point.y)) || '';
  }

  // A press on the stage is followed wherever the pointer goes, until it is released: the
  // document listens, so a drag goes on when the pointer leaves the stage.
  var pressed = null;

  function pointer(type) {
    return function (event) {
      if (type === 'down') {
        if (event.button !== 0) { return; }
        pressed = event.pointerId;
      } else if (pressed !== event.pointerId) {
        return;
      }
      if (type === 'up') { pressed = null; }
      var point = stagePoint(event);
      if (!point) { return; }
      if (event.cancelable) { event.preventDefault(); }
      if (type === 'move' && moveRequest > received) {
        // Every waiting move's latency runs until the answer to the latest shows.
        queuedMove = { point: point, stamps: (queuedMove ? queuedMove.stamps : []).concat([event.timeStamp]) };
        return;
      }
      if (queuedMove) { sendPointer('move', queuedMove.point, queuedMove.stamps); queuedMove = null; }
      sendPointer(type, point, [event.timeStamp]);
    };
  }

  function sendPointer(type, point, stamps) {
    send({ t: type, x: point.x, y: point.y, ms: stamps[stamps.length - 1] });
    stamps.forEach(function (stamp) { pendingEvents.push({ stamp: stamp, reply: requested }); });
    if (type === 'move') { moveRequest = requested; }
  }

  function choosePlot() {
    plotValues = [];
    send({ t: 'plot', node: plotNode.value, property: plotProperty.value });
  }

  function togglePlay() {
    playing = !playing;
    playButton.textContent = playing ? 'Pause' : 'Play';
    page.setAttribute('data-playing', String(playing));
  }

  stage.addEventListener('pointerdown', pointer('down'));
  canvas.addEventListener('pointermove', showName);
  document.addEventListener('onpointerrawupdate' in window ? 'pointerrawupdate' : 'pointermove', pointer('move'));
  document.addEventListener('pointerup', pointer('up'));
  document.addEventListener('pointercancel', pointer('up'));
  playButton.addEventListener('click', togglePlay);
  page.querySelector('.forward').addEventListener('click', function () { if (playing) { togglePlay(); } stepPending = true; });
  stateSelect.addEventListener('change', function () { send({ t: 'go', state: stateSelect.value }); });
  plotNode.addEventListener('change', choosePlot);
  plotProperty.addEventListener('change', choosePlot);
  document.addEventListener('keydown', function (event) {
    var tag = event.target && event.target.tagName;
    if (tag === 'SELECT' || tag === 'INPUT' || event.altKey || event.ctrlKey || event.metaKey) { return; }
    if (event.key === ' ') { togglePlay(); } else if (event.key === '.') { stepPending = true; if (playing) { togglePlay(); } } else { return; }
    event.preventDefault();
  });
  connect();
  requestAnimationFrame(tick);
})();
