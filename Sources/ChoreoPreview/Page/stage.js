// The stage's drawing from the server's frames (StageLines.swift describes them): a full frame
// is every line of the SVG, drawn anew; any other frame names, per changed line, either the
// attribute values to set on that line's element or the markup that replaces it. A large scene
// whose elements all move thus costs attribute updates, not a new document every frame.
(function () {
  'use strict';

  // Whether a line holds a whole element (`<rect .../>` or `<g ...>...</g>`), rather than
  // opening or closing a group.
  function isElement(line) {
    if (line.charAt(0) !== '<' || line.charAt(1) === '/') { return false; }
    if (line.slice(-2) === '/>') { return true; }
    var name = line.slice(1, line.search(/[\s>]/));
    return line.slice(-(name.length + 3)) === '</' + name + '>';
  }

  // The element of every line, found by walking the lines and the drawn document together.
  function mapElements(container, lines) {
    var nodes = new Array(lines.length), stack = [], parent = container, next = 0;
    for (var index = 0; index < lines.length; index++) {
      var line = lines[index];
      if (line.slice(0, 2) === '</') {
        var top = stack.pop();
        parent = top.parent; next = top.next;
        nodes[index] = null;
        continue;
      }
      var node = parent.children[next];
      next += 1;
      nodes[index] = node;
      if (!isElement(line)) {
        stack.push({ parent: parent, next: next });
        parent = node; next = 0;
      }
    }
    return nodes;
  }

  // `name="value" name="value"`: quotes only delimit values, so splitting at them alternates
  // names and values.
  function setAttributes(node, text) {
    var parts = text.split('"');
    for (var k = 1; k < parts.length; k += 2) {
      var name = parts[k - 1];
      node.setAttribute(name.slice(name.lastIndexOf(' ') + 1, -1), parts[k]);
    }
  }

  window.ChoreoStage = function (container) {
    var nodes = [], frames = 0;
    var scratch = document.createElementNS('http://www.w3.org/2000/svg', 'svg');

    function replace(index, markup) {
      scratch.innerHTML = markup;
      var fresh = scratch.firstElementChild;
      nodes[index].replaceWith(fresh);
      nodes[index] = fresh;
    }

    // Applies a frame; false when its changes apply to a frame the page does not have (the
    // page then asks for every line). A full frame always applies.
    this.apply = function (header, body) {
      if (!header.full && header.base !== frames) { return false; }
      frames = header.base + 1;
      var changes = body.split('\n');
      if (changes[changes.length - 1] === '') { changes.pop(); }
      var lines = changes.map(function (change) { return change.slice(change.indexOf(' ') + 1); });
      if (header.full) {
        container.innerHTML = lines.join('\n');
        nodes = mapElements(container, lines);
        return true;
      }
      changes.forEach(function (change, k) {
        var index = Number(change.slice(0, change.indexOf(' ')));
        if (lines[k].charAt(0) === '<') { replace(index, lines[k]); } else { setAttributes(nodes[index], lines[k]); }
      });
      return true;
    };
  };
})();
