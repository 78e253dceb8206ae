// The stage's drawing, kept as the server's SVG lines. A frame brings only the lines that
// changed (`INDEX MARKUP`); an element whose line changed in its attributes alone is updated in
// place, one whose content changed is replaced, and a change to the document's structure (a
// group opened or closed, lines added or removed) redraws the whole SVG. A large scene whose
// elements all move thus costs attribute updates, not a new document every frame.
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

  // Makes `node` show `line` instead of `old`. The renderer escapes `<`, `>` and `"` everywhere,
  // so the first `>` ends the start tag and quotes only delimit attribute values: when the two
  // lines differ only in values (same names in the same order, same content), those values are
  // set in place. Otherwise (or when a value would need unescaping) the element is replaced.
  function update(node, old, line, scratch) {
    var before = old.split('"'), after = line.split('"'), inPlace = before.length === after.length;
    for (var k = 0; inPlace && k < after.length; k += 2) { inPlace = before[k] === after[k]; }
    for (k = 1; inPlace && k < after.length; k += 2) { inPlace = after[k].indexOf('&') < 0; }
    if (inPlace) {
      for (k = 1; k < after.length; k += 2) {
        if (before[k] !== after[k]) { node.setAttribute(attributeName(after[k - 1]), after[k]); }
      }
      return node;
    }
    scratch.innerHTML = line;
    var fresh = scratch.firstElementChild;
    node.replaceWith(fresh);
    return fresh;
  }

  // The name in the markup before a value's opening quote (`<rect transform=`, ` width=`).
  function attributeName(before) {
    return before.slice(before.lastIndexOf(' ') + 1, -1);
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

  window.ChoreoStage = function (container) {
    var lines = [], nodes = [], frames = 0;
    var scratch = document.createElementNS('http://www.w3.org/2000/svg', 'svg');

    // Applies a frame's changed lines; false when they change a frame the page does not have
    // (the page then asks for every line). A full frame (every line) always applies.
    this.apply = function (header, body) {
      if (!header.full && header.base !== frames) { return false; }
      frames = header.base + 1;
      if (header.full) { lines = []; }
      var changes = body ? body.split('\n') : [];
      if (changes.length && changes[changes.length - 1] === '') { changes.pop(); }
      var next = lines.slice(0, header.lines), structural = lines.length !== header.lines;
      var changed = [];
      changes.forEach(function (change) {
        var space = change.indexOf(' '), index = Number(change.slice(0, space)), line = change.slice(space + 1);
        if (index >= lines.length || !isElement(lines[index]) || !isElement(line)) { structural = true; }
        changed.push(index);
        next[index] = line;
      });
      if (structural) {
        container.innerHTML = next.join('\n');
        nodes = mapElements(container, next);
      } else {
        changed.forEach(function (index) { nodes[index] = update(nodes[index], lines[index], next[index], scratch); });
      }
      lines = next;
      return true;
    };
  };
})();
