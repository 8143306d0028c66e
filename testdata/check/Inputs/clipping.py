#!/usr/bin/env python3
"""Measures, in a real browser, whether loopcc-check's HTML page clips the
bottom of its monospace text (the underscores of `a_b`).

A box that scrolls (`overflow-x: auto`: the source lines and the explain
view) clips what it draws to its own client area. The underscore is drawn
at the very bottom of the font's descent, so a box whose client area ends
where the text's content area ends cuts it at some zoom levels and
fractional positions. This script copies the page, adds a script that
compares, for every such box, the bottom of its text's content area with
the bottom of its client area, and loads the copy in headless Chromium
(--dump-dom). It prints one line per box:

    code ok <room>px          (or: code CLIPPED <room>px)
    explain ok <room>px

where room is the space below the text inside the box; a box is clipped
when that is under 1px. Exit status 1 when a box is clipped or none was
measured.
Usage: clipping.py PAGE.html WORKDIR CHROMIUM-COMMAND...
"""
import os
import re
import subprocess
import sys

MEASURE = """<script>
var out = [];
function measure(kind, el) {
  if (!el.textContent.length) return;
  var range = document.createRange();
  range.selectNodeContents(el);
  var text = range.getBoundingClientRect();
  var box = el.getBoundingClientRect();
  var clipBottom = box.top + el.clientTop + el.clientHeight;
  out.push(kind + ' ' + (clipBottom - text.bottom).toFixed(2));
}
document.querySelectorAll('.code').forEach(function (el) { measure('code', el); });
document.querySelectorAll('details').forEach(function (d) { d.open = true; });
document.querySelectorAll('details pre').forEach(function (el) { measure('explain', el); });
document.body.setAttribute('data-clipping', out.join(';'));
</script>
"""


def main():
    page, workdir, chromium = sys.argv[1], sys.argv[2], sys.argv[3:]
    text = open(page, encoding='utf-8').read()
    if '</body>' not in text:
        print('no </body> in %s' % page)
        return 1
    measured = os.path.join(workdir, 'measured.html')
    with open(measured, 'w', encoding='utf-8') as f:
        f.write(text.replace('</body>', MEASURE + '</body>', 1))
    dom = subprocess.run(chromium + ['--user-data-dir=' +
                                     os.path.join(workdir, 'profile'),
                                     '--dump-dom', 'file://' + measured],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                         check=True).stdout.decode('utf-8')
    m = re.search(r'data-clipping="([^"]*)"', dom)
    if not m or not m.group(1):
        print('nothing measured')
        return 1
    clipped = False
    for entry in m.group(1).split(';'):
        kind, room = entry.split(' ')
        ok = float(room) >= 1.0
        clipped |= not ok
        print('%s %s %spx' % (kind, 'ok' if ok else 'CLIPPED', room))
    return 1 if clipped else 0


if __name__ == '__main__':
    sys.exit(main())
