/// The script inlined into every ``HTMLPlayer`` page, in three parts run in order.
enum PlayerScript {
    /// `Choreo.svg(data, frame, prefix)`: a frame of `PlayerData` as the markup ``SVGRenderer``
    /// writes for it, with every id starting with `prefix`. Values arrive rounded and resolved, so
    /// this only joins strings; keep it in step with `SVGRenderer.writeBody`.
    static let drawing = #"""
        (function () {
          'use strict';
          var Choreo = window.Choreo = {};
          var FONT = 'Liberation Sans, Arial, Helvetica, sans-serif';
          function escape(text) {
            return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
              .replace(/"/g, '&quot;').replace(/'/g, '&#39;');
          }
          // Nothing for the identity, a translation from two numbers, else six coefficients.
          function transform(record, start) {
            var count = record.length - start;
            if (count <= 0) { return ''; }
            var m = count === 2 ? [1, 0, 0, 1, record[start], record[start + 1]] : record.slice(start, start + 6);
            return ' transform="matrix(' + m.join(' ') + ')"';
          }
          function rect(width, height, radius) {
            var out = ' width="' + width + '" height="' + height + '"';
            return radius >= 0 ? out + ' rx="' + radius + '" ry="' + radius + '"' : out;
          }
          function paint(color, alpha) {
            return ' fill="' + color + '"' + (alpha >= 0 ? ' fill-opacity="' + alpha + '"' : '');
          }
          function isDrawn(data, item) {
            var look = data.l[item[0]];
            return item[2] !== -2 && (look[3] >= 0 || look[8] >= 0);
          }
          function itemMarkup(data, item, blurs, prefix) {
            var look = data.l[item[0]];
            var hasFill = look[3] >= 0;
            var text = look[8] >= 0 ? data.t[look[8]] : null;
            var grouped = hasFill && text !== null;
            var place = transform(item, 4) + (item[2] >= 0 ? ' opacity="' + item[2] + '"' : '') +
              (item[3] > 0 ? ' filter="url(#' + prefix + 'blur-' + blurs.indexOf(item[3]) + ')"' : '');
            var title = look[0] >= 0 ? '<title>' + escape(data.s[look[0]]) + '</title>' : '';
            var out = '';
            if (grouped) { out += '<g' + place + '>' + title; }
            if (hasFill) {
              out += '<rect' + (grouped ? '' : place) + rect(look[3], look[4], look[5]) + paint(look[6], look[7]);
              out += !grouped && title ? '>' + title + '</rect>' : '/>';
            }
            if (text !== null) {
              out += '<text' + (grouped ? '' : place) + ' font-family="' + FONT + '" style="font-kerning:none" font-size="' + text[0] + '"' +
                paint(text[1], text[2]) + ' xml:space="preserve">' + (grouped ? '' : title);
              for (var k = 0; k < text[3].length; k += 2) {
                out += '<tspan x="0" y="' + text[3][k] + '">' + escape(text[3][k + 1]) + '</tspan>';
              }
              out += '</text>';
            }
            if (grouped) { out += '</g>'; }
            return out + '\n';
          }
          Choreo.svg = function (data, index, prefix) {
            var frame = data.f[data.o[index]];
            var items = frame[0].map(function (i) { return data.i[i]; });
            var clips = frame[1].map(function (c) { return data.c[c]; });
            var blurs = [];
            items.forEach(function (item) {
              if (isDrawn(data, item) && item[3] > 0 && blurs.indexOf(item[3]) < 0) { blurs.push(item[3]); }
            });
            var out = '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="' + data.w + '" height="' +
              data.h + '" viewBox="0 0 ' + data.w + ' ' + data.h + '">\n';
            if (clips.length > 0 || blurs.length > 0) {
              out += '<defs>\n';
              clips.forEach(function (clip, k) {
                out += '<clipPath id="' + prefix + 'clip-' + k + '"' +
                  (clip[3] >= 0 ? ' clip-path="url(#' + prefix + 'clip-' + clip[3] + ')"' : '') +
                  '><rect' + transform(clip, 4) + rect(clip[0], clip[1], clip[2]) + '/></clipPath>\n';
              });
              blurs.forEach(function (blur, k) {
                out += '<filter id="' + prefix + 'blur-' + k + '" x="-50%" y="-50%" width="200%" height="200%">' +
                  '<feGaussianBlur stdDeviation="' + blur + '"/></filter>\n';
              });
              out += '</defs>\n';
            }
            var openClip = -1;
            items.forEach(function (item) {
              if (!isDrawn(data, item)) { return; }
              if (item[1] !== openClip) {
                if (openClip >= 0) { out += '</g>\n'; }
                if (item[1] >= 0) { out += '<g clip-path="url(#' + prefix + 'clip-' + item[1] + ')">\n'; }
                openClip = item[1];
              }
              out += itemMarkup(data, item, blurs, prefix);
            });
            if (openClip >= 0) { out += '</g>\n'; }
            return out + '</svg>\n';
          };
          // A named node's property in every frame (null where it is absent), for the plot.
          Choreo.series = function (data, name, property) {
            var nameIndex = data.s.indexOf(name);
            return data.o.map(function (f) {
              var items = data.f[f][0];
              for (var k = 0; k < items.length; k++) {
                var item = data.i[items[k]];
                var look = data.l[item[0]];
                if (look[0] !== nameIndex) { continue; }
                var count = item.length - 4;
                var tx = count === 2 ? item[4] : count === 6 ? item[8] : 0;
                var ty = count === 2 ? item[5] : count === 6 ? item[9] : 0;
                switch (property) {
                  case 'x': return tx;
                  case 'y': return ty;
                  case 'width': return look[1];
                  case 'height': return look[2];
                  default: return item[2] === -2 ? 0 : item[2] === -1 ? 1 : item[2];
                }
              }
              return null;
            });
          };
        })();

        """#
}
