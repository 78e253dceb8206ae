// The frames of a recording, from the data the page holds (PlayerData.swift describes it): the
// markup the SVG renderer wrote, put back together. Nothing here knows what an item is.
(function () {
  'use strict';
  var Choreo = window.Choreo = {};

  // A line of markup: its template's literals with the line's numbers in between.
  function line(data, index) {
    var record = data.l[index];
    var literals = data.t[record[0]];
    var out = literals[0];
    for (var k = 1; k < literals.length; k++) {
      out += record[k] + literals[k];
    }
    return out;
  }

  // The <svg> element of the frame shown at a time step.
  Choreo.frameMarkup = function (data, step) {
    var lines = data.f[data.o[step]];
    var out = data.svg;
    for (var k = 0; k < lines.length; k++) {
      out += line(data, lines[k]);
    }
    return out + '</svg>\n';
  };

  // The same frame as an image address, for thumbnails: as a document of its own, its ids
  // cannot collide with the stage's.
  Choreo.frameImage = function (data, step) {
    return 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(Choreo.frameMarkup(data, step));
  };

  // A plot node's property at every time step (null where the node is absent).
  Choreo.series = function (data, node, property) {
    var series = data.p[node][property];
    var total = 0;
    var values = Array.isArray(series) ? series.map(function (change) {
      if (change === null) { return null; }
      total += change;
      return total / 1000;
    }) : null;
    return data.o.map(function (frame) { return values ? values[frame] : series; });
  };
})();
