// The Board object (issue 24, docs/board.md): twenty boards mounted and destroyed leave no
// listener on the page, no timer, no observer and no live WebGL context behind; the page's
// own listeners are added once for all boards. The test page counts them itself, by wrapping
// addEventListener, the timers, the observers and getContext before sudoku.js runs.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer } = h;

// Runs in the page before its scripts: keeps what is registered and not yet removed.
function countResources() {
  const listeners = [];
  const add = EventTarget.prototype.addEventListener, remove = EventTarget.prototype.removeEventListener;
  const captureOf = (o) => (typeof o === 'boolean' ? o : !!(o && o.capture));
  const find = (t, type, fn, capture) => listeners.findIndex((l) => l.t === t && l.type === type && l.fn === fn && l.capture === capture);
  EventTarget.prototype.addEventListener = function (type, fn, opts) {
    if (fn && find(this, type, fn, captureOf(opts)) < 0) listeners.push({ t: this, type, fn, capture: captureOf(opts) });
    return add.call(this, type, fn, opts);
  };
  EventTarget.prototype.removeEventListener = function (type, fn, opts) {
    const i = find(this, type, fn, captureOf(opts));
    if (i >= 0) listeners.splice(i, 1);
    return remove.call(this, type, fn, opts);
  };
  const timers = new Set(), frames = new Set();
  const wrapTimer = (set, clear, once) => {
    const s = window[set], c = window[clear];
    window[set] = function (fn, ms, ...args) {
      const id = s.call(window, function () { if (once) timers.delete(id); if (typeof fn === 'function') fn.apply(this, args); }, ms);
      timers.add(id);
      return id;
    };
    window[clear] = function (id) { timers.delete(id); return c.call(window, id); };
  };
  wrapTimer('setTimeout', 'clearTimeout', true);
  wrapTimer('setInterval', 'clearInterval', false);
  const raf = window.requestAnimationFrame, caf = window.cancelAnimationFrame;
  window.requestAnimationFrame = function (fn) {
    const id = raf.call(window, (t) => { frames.delete(id); fn(t); });
    frames.add(id);
    return id;
  };
  window.cancelAnimationFrame = function (id) { frames.delete(id); return caf.call(window, id); };
  const contexts = new Set();
  const get = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    const c = get.call(this, type, ...rest);
    if (c && /webgl/.test(type)) contexts.add(c);
    return c;
  };
  const observing = new Set();
  for (const name of ['ResizeObserver', 'IntersectionObserver']) {
    const Base = window[name];
    window[name] = class extends Base {
      observe(t, o) { observing.add(this); return super.observe(t, o); }
      disconnect() { observing.delete(this); return super.disconnect(); }
    };
  }
  // What outlives a board: listeners on the window, the document, media queries and elements
  // still in the page (a removed canvas takes its own with it).
  const lives = (t) => t === window || t === document || (typeof MediaQueryList !== 'undefined' && t instanceof MediaQueryList) ||
    (t instanceof Node && t.isConnected);
  const name = (t) => (t === window ? 'window' : t === document ? 'document' : t instanceof MediaQueryList ? 'media ' + t.media
    : t.nodeName + (t.id ? '#' + t.id : ''));
  window.resources = () => ({
    listeners: listeners.filter((l) => lives(l.t)).map((l) => name(l.t) + ' ' + l.type).sort(),
    timers: timers.size,
    frames: frames.size,
    contexts: Array.from(contexts).filter((c) => !c.isContextLost()).length,
    observers: observing.size,
  });
}

// What `after` has beyond `before` (a multiset difference of listener names), as a list.
function extra(before, after) {
  const left = before.slice();
  return after.filter((x) => { const i = left.indexOf(x); if (i >= 0) { left.splice(i, 1); return false; } return true; });
}
// The same, counted by name: {"BUTTON click": 480, ...} ({} when nothing is left).
function leftOver(before, after) {
  return extra(before, after).reduce((o, x) => (o[x] = (o[x] || 0) + 1, o), {});
}

const N = 20;
const html = `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="style.css">
  <style>.board { width: 180px; height: 270px; display: inline-block; margin: 2px; }</style></head><body>
  ${Array.from({ length: N }, (_, i) => `<div id="b${i}" class="board"></div>`).join('')}
  <script src="sudoku.js"></script></body></html>`;

module.exports = [
  [`board: ${N} boards mounted and destroyed leave no listener, timer, observer or GL context; page listeners once`, (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, 'about:blank', { viewport: { width: 1200, height: 1000 } });
    await page.addInitScript(countResources);
    await page.route('**/web/boards.html', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await page.goto(url + '/web/boards.html');
    await page.waitForFunction(() => window.SudokuApp, null, { timeout: 10000 });
    await page.waitForTimeout(200);
    const before = await page.evaluate(() => window.resources());

    // Ten at a time: Chromium keeps at most 16 WebGL contexts a page live (it takes the
    // oldest one's away past that), which is one reason a page needs destroy().
    const mount = (from, k) => page.evaluate(([a, n]) => Promise.all(Array.from({ length: n }, (_, i) =>
      SudokuApp.mount(document.getElementById('b' + (a + i)), { eager: true, storageKey: 'sudoku:b' + (a + i) })))
      .then((boards) => boards.length), [from, k]);
    const K = N / 2;
    let after = null;
    for (const from of [0, K]) {
      assertEq(await mount(from, K), K, 'every board mounts');
      await page.waitForFunction((k) => SudokuApp.boards().length === k &&
        SudokuApp.boards().every((b) => b.state().frames > 0 && b.a11y), K, { timeout: 60000 })
        .catch(() => { throw new Error('the boards did not all draw and get their mirror within 60 s'); });
      const up = await page.evaluate(() => window.resources());
      assertEq(up.contexts, K, 'one live GL context a board');
      const added = extra(before.listeners, up.listeners);
      // The page's own listeners once for all boards, not once a board.
      const count = (what) => added.filter((l) => l === what).length;
      assertEq([count('window hashchange'), count('window error'), added.filter((l) => /^media .* change$/.test(l)).length],
        [1, 1, 3], 'page-wide listeners registered once');
      assert(up.observers >= K && up.timers >= before.timers, `the counting sees the boards' observers (${up.observers})`);
      await page.evaluate(([a, n]) => { for (let i = a; i < a + n; i++) SudokuApp.destroy(document.getElementById('b' + i)); }, [from, K]);
      await page.waitForTimeout(1000);
      after = await page.evaluate(() => window.resources());
      assertEq(leftOver(before.listeners, after.listeners), {}, 'listeners left after destroy');
      assertEq([after.timers, after.frames, after.contexts, after.observers], [before.timers, 0, 0, 0],
        'timers, animation frames, live GL contexts and observers left after destroy');
      assertEq(await page.evaluate(() => [document.querySelectorAll('canvas, .sudoku-a11y, .sudoku-loading, .sudoku-host').length,
        SudokuApp.boards().length]), [0, 0], 'no canvas, mirror or board left');
    }

    // The element takes a new board, which works; a destroyed board answers calls with a refusal.
    const again = await page.evaluate(async () => {
      const el = document.getElementById('b0');
      const old = await SudokuApp.mount(el, { eager: true, persist: false });
      old.destroy();
      const b = await SudokuApp.mount(el, { eager: true, puzzle: '7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3' });
      const st = b.state();
      b.destroy();
      return [st.givens.slice(0, 5), old.state().ok, b.call({ cmd: 'state' }).ok];
    });
    assertEq(again, ['7.2.5', false, false], 'a new board on the element, and refusals from destroyed ones');
    const last = await page.evaluate(() => window.resources());
    assertEq(leftOver(before.listeners, last.listeners), {}, 'listeners left after the second round');
    assertEq(page.problems, [], 'console problems');
  })],
];
