// The stage, drawn on a canvas from the server's frames. A frame carries the drawing steps of
// Swift's CanvasRenderer (its documentation describes them), one per line: a full frame is every
// step, any other frame names by index the steps that changed. The canvas then redraws every
// step: a thousand moving items cost one pass of canvas calls, where as many SVG elements would
// cost the browser restyling and repainting each of them.
(function () {
  'use strict';
  // An item step's fields (see CanvasRenderer): ["item", name, matrix, opacity, blur, width,
  // height, fill, radius, font, textColor, then x, baseline and text for each line].
  var NAME = 1, MATRIX = 2, OPACITY = 3, BLUR = 4, WIDTH = 5, HEIGHT = 6, FILL = 7, RADIUS = 8,
    FONT = 9, TEXT_COLOR = 10, LINES = 11;

  // Places what follows by `matrix` (a b c d tx ty) on a canvas of `scale` pixels a point.
  function place(context, matrix, offset, scale) {
    context.setTransform(scale * matrix[offset], scale * matrix[offset + 1], scale * matrix[offset + 2],
      scale * matrix[offset + 3], scale * matrix[offset + 4], scale * matrix[offset + 5]);
  }

  function roundedRect(context, width, height, radius) {
    context.beginPath();
    if (radius > 0) { context.roundRect(0, 0, width, height, radius); } else { context.rect(0, 0, width, height); }
  }

  // A clip step: the intersection of its rounded rectangles, nine numbers each.
  function startClip(context, step, scale) {
    context.save();
    for (var k = 1; k + 9 <= step.length; k += 9) {
      place(context, step, k, scale);
      roundedRect(context, step[k + 6], step[k + 7], step[k + 8]);
      context.clip();
    }
  }

  // Setting a canvas's fill style parses the colour: consecutive items of the same colour set
  // it once. (A restored canvas state forgets what was set since: see `draw`.)
  function setFill(context, color) {
    if (context.choreoFill !== color) {
      context.fillStyle = color;
      context.choreoFill = color;
    }
  }

  function drawParts(context, step) {
    if (step[FILL] !== null) {
      setFill(context, step[FILL]);
      if (step[RADIUS] > 0) {
        roundedRect(context, step[WIDTH], step[HEIGHT], step[RADIUS]);
        context.fill();
      } else {
        context.fillRect(0, 0, step[WIDTH], step[HEIGHT]);
      }
    }
    if (step[FONT] !== null) {
      context.font = step[FONT];
      context.fontKerning = 'none';
      context.textAlign = 'left';
      context.textBaseline = 'alphabetic';
      setFill(context, step[TEXT_COLOR]);
      for (var k = LINES; k + 3 <= step.length; k += 3) { context.fillText(step[k + 2], step[k], step[k + 1]); }
    }
  }

  // The item's blur as a canvas filter. A canvas filter's lengths are in canvas pixels, not in
  // the placed coordinates, so the local radius is scaled as the item's transform scales.
  function blurFilter(step, scale) {
    if (!(step[BLUR] > 0)) { return 'none'; }
    var m = step[MATRIX];
    return 'blur(' + step[BLUR] * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) * scale + 'px)';
  }

  // An item with a fill and text under an opacity below 1 or a blur fades or blurs as one group
  // (as SVG's <g opacity filter> does): drawn on a layer first, then onto the stage at once.
  // Opacity and filter are set only for the items that have them (most have neither).
  function drawItem(context, layer, step, scale) {
    var filter = blurFilter(step, scale), faded = step[OPACITY] < 1 || filter !== 'none';
    var grouped = faded && step[FILL] !== null && step[FONT] !== null;
    var target = context;
    if (grouped) {
      target = layer.getContext('2d');
      target.setTransform(1, 0, 0, 1, 0, 0);
      target.clearRect(0, 0, layer.width, layer.height);
    } else if (faded) {
      context.globalAlpha = step[OPACITY];
      context.filter = filter;
    }
    place(target, step[MATRIX], 0, scale);
    drawParts(target, step);
    if (grouped) {
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.globalAlpha = step[OPACITY];
      context.filter = filter;
      context.drawImage(layer, 0, 0);
    }
    if (faded) {
      context.globalAlpha = 1;
      context.filter = 'none';
    }
  }

  // Whether the stage point (x, y) falls on an item step's rectangle.
  function covers(step, x, y) {
    var m = step[MATRIX], determinant = m[0] * m[3] - m[1] * m[2];
    if (determinant === 0) { return false; }
    var dx = x - m[4], dy = y - m[5];
    var localX = (m[3] * dx - m[2] * dy) / determinant, localY = (m[0] * dy - m[1] * dx) / determinant;
    return localX >= 0 && localY >= 0 && localX <= step[WIDTH] && localY <= step[HEIGHT];
  }

  window.ChoreoStage = function (canvas) {
    var steps = [], frames = 0, width = canvas.width, height = canvas.height;
    var context = canvas.getContext('2d'), layer = document.createElement('canvas');

    function draw() {
      var scale = canvas.width / width;
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.choreoFill = null;
      steps.forEach(function (step) {
        if (step[0] === 'item') { drawItem(context, layer, step, scale); return; }
        if (step[0] === 'clip') { startClip(context, step, scale); } else if (step[0] === 'end') { context.restore(); }
        context.choreoFill = null;
      });
    }

    // Sizes the canvas for a stage of `w` x `h` points, at the display's pixel density.
    this.resize = function (w, h) {
      var scale = window.devicePixelRatio || 1;
      width = Math.max(w, 1); height = Math.max(h, 1);
      canvas.width = layer.width = Math.max(1, Math.round(width * scale));
      canvas.height = layer.height = Math.max(1, Math.round(height * scale));
      canvas.style.width = width + 'px';
      draw();
    };

    this.size = function () { return { width: width, height: height }; };

    // Applies a frame; false when its changes apply to a frame the page does not have (the
    // page then asks for every step). A full frame always applies.
    this.apply = function (header, body) {
      if (!header.full && (header.base !== frames || header.lines !== steps.length)) { return false; }
      frames = header.base + 1;
      var changes = body.split('\n');
      if (changes[changes.length - 1] === '') { changes.pop(); }
      if (header.full) { steps = new Array(header.lines); }
      changes.forEach(function (change) {
        var space = change.indexOf(' ');
        steps[Number(change.slice(0, space))] = JSON.parse(change.slice(space + 1));
      });
      if (changes.length || header.full) { draw(); }
      return true;
    };

    // The name of the topmost named item at a stage point, or null.
    this.nameAt = function (x, y) {
      for (var index = steps.length - 1; index >= 0; index--) {
        var step = steps[index];
        if (step[0] === 'item' && step[NAME] !== null && covers(step, x, y)) { return step[NAME]; }
      }
      return null;
    };

    // The steps drawn now, one JSON array a line (for tests and debugging).
    this.text = function () {
      return steps.map(function (step) { return JSON.stringify(step); }).join('\n');
    };
  };
})();
