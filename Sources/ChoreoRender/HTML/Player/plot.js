// Choreo.plot(section, data, seek): draws the chosen node's property over the recording into the
// section's .graph, with event lines and a cursor at the shown frame.
(function () {
  'use strict';
  var WIDTH = 600, HEIGHT = 120, TOP = 12, BOTTOM = 108;
  var SVG = 'http://www.w3.org/2000/svg';
  function element(name, attributes, parent) {
    var node = document.createElementNS(SVG, name);
    Object.keys(attributes).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    parent.appendChild(node);
    return node;
  }
  function format(value) { return String(Math.round(value * 1000) / 1000); }
  window.Choreo.plot = function (section, data, seek) {
    var graph = section.querySelector('.graph');
    if (!graph) { return { update: function () {} }; }
    var nodeSelect = section.querySelector('.plot-node');
    var propertySelect = section.querySelector('.plot-property');
    var readout = section.querySelector('.plot-value');
    var count = data.o.length;
    var values = [], low = 0, high = 1, cursor = null, shown = 0;
    function x(frame) { return count > 1 ? frame / (count - 1) * WIDTH : 0; }
    function y(value) {
      return high > low ? BOTTOM - (value - low) / (high - low) * (BOTTOM - TOP) : (TOP + BOTTOM) / 2;
    }
    function draw() {
      values = window.Choreo.series(data, nodeSelect.selectedIndex, propertySelect.selectedIndex);
      var present = values.filter(function (v) { return v !== null; });
      low = Math.min.apply(null, present.concat([Infinity]));
      high = Math.max.apply(null, present.concat([-Infinity]));
      if (!isFinite(low)) { low = 0; high = 1; }
      while (graph.firstChild) { graph.removeChild(graph.firstChild); }
      element('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, class: 'plot-background' }, graph);
      section.querySelectorAll('.marker').forEach(function (marker) {
        var at = x(Number(marker.getAttribute('data-frame')));
        element('line', { x1: at, x2: at, y1: 0, y2: HEIGHT, class: 'event-line ' + marker.classList[1] }, graph);
      });
      var path = '', pen = false;
      values.forEach(function (value, frame) {
        if (value === null) { pen = false; return; }
        path += (pen ? 'L' : 'M') + format(x(frame)) + ' ' + format(y(value));
        pen = true;
      });
      element('path', { d: path, class: 'curve' }, graph);
      var top = element('text', { x: 4, y: 10, class: 'axis' }, graph);
      top.textContent = format(high);
      var bottom = element('text', { x: 4, y: HEIGHT - 2, class: 'axis' }, graph);
      bottom.textContent = format(low);
      cursor = element('line', { x1: 0, x2: 0, y1: 0, y2: HEIGHT, class: 'cursor' }, graph);
      update(shown);
    }
    function update(frame) {
      shown = frame;
      if (!cursor) { return; }
      var at = format(x(frame));
      cursor.setAttribute('x1', at);
      cursor.setAttribute('x2', at);
      cursor.setAttribute('data-frame', String(frame));
      var value = values[frame];
      readout.textContent = nodeSelect.value + '.' + propertySelect.value + ' = ' +
        (value === null ? '–' : format(value));
    }
    nodeSelect.addEventListener('change', draw);
    propertySelect.addEventListener('change', draw);
    graph.addEventListener('click', function (event) {
      var box = graph.getBoundingClientRect();
      if (box.width > 0 && count > 1) { seek(Math.round((event.clientX - box.left) / box.width * (count - 1))); }
    });
    draw();
    return { update: update };
  };
})();
