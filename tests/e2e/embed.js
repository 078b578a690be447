// Embedding: the example page under a strict CSP with two independent boards, the iframe
// embed with URL options, exports, weight of dist/ and time to the first frame.
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const h = require('./harness');
const pre = require('../../scripts/precompress');
const { assert, assertEq, withServer } = h;

const CSP = { 'Content-Security-Policy': "script-src 'self' 'wasm-unsafe-eval'" };
// The budget for dist/ gzip-compressed, set from the measurement (scripts/weight.js,
// docs/performance.md). 579 KB before issue 14; 570 KB with its languages, tools and
// screen-reader mirror; 466 KB after the second size pass (SDL's blitters left out, our own
// JSON, no ProggyClean, minified scripts, binaryen until it converges); 516 KB with the
// variants (issue 15: their solver, generator, logic engine and drawing); 533 KB with the
// variants' watchable search and killers of cages alone (the search at -Os); 543 KB with
// binaryen no longer told that nothing traps (issue 28: +1.2 KB gzip for the .wasm), the crash
// panel, tab sync, the update offer and the trial technique's words. Issue 14 aimed at
// 350 KB, which is not reached: what is left and why is in docs/performance.md. 550.5 KB
// with issue 27's play screen (icons drawn by lines, the Tools drawer, the win card and its
// celebration, high contrast in light, their words in five languages: +1.4 KB gzip). 558 KB
// with issue 22's first steps: the one logic engine (every classic technique on every
// geometry, forcing chains through cages), the fast killer solver and the killer text forms
// (+7 KB gzip). Issue 23 moves the engines out of the first board's path. The killer search's
// hot files at -O2 (about +1.5 KB gzip: under node it ran 1.8x slower at -Os, slower than ISS
// on hard killers); issue 27's new-game sheet, the phone's magnified row, the keyboard in the
// Tools drawer and cells named in words (+4.5 KB gzip for the .wasm); the killer techniques
// in five languages and hints on every geometry (574 KB in all); issue 23's engine requests,
// the worker's two scripts and the program built for workers too (583 KB: +8.6 KB, the worker
// runs the same wasm, so the engine is not carried twice); issue 25's constraints and the
// f-puzzles reader and writer (610 KB), less the core's other files at -Oz (605 KB). That is
// over issue 23's 600 KB. Issue 23's split of the program in two (the first board's part and
// sudoku-app.deferred.wasm, fetched after the first frame: the first load 593 -> about 470 KB
// on the wire) costs about 21 KB gzip in all (calls across the cut go through the table;
// 626.7 KB); the constraints' pictures on the board, their import and export in the page,
// and the new games of six constraint kinds with the rules' chain links (638.5 KB): still
// over 600 KB, and the budget holds it there until the languages and the bank leave the
// program's data (docs/performance.md). Issue 23's imports in the worker (a grade a step at a
// time, the check and grade requests and their answers in the app, their words in five
// languages): 641 KB. Kropki and whispers with their own numbers, the rules' pair links and
// their sentences: 646.6 KB. The languages and the bank are data files now, but they still
// count in the site's total. Then issue 23's target, 600 KB: link-time optimisation of the
// -Oz code (-21 KB), the offline workers' short hashes, the bank's dense form (-5.5 KB), the
// page words without keys (-4.3 KB), the font cut to the five languages' letters (-5.9 KB),
// emmalloc and lighter glue (-3.5 KB), the style sheet minified: 599.5 KB. Merged beside it,
// the non-consecutive rule's two techniques with their sentences and the nested chains'
// memory of inner steps: 609.0 KB; the chain search's one engine for every width on the web
// (each width compiled apart cost about 2 KB gzip): 594.8 KB, within issue 23's 600 again;
// each part of the cut through binaryen's -Oz again: 592.6 KB.
const SIZE_BUDGET = 600 * 1024;

const boardState = (page, id) => page.evaluate((i) => document.getElementById(i).sudokuBoard.then((b) => b.state()), id);
// Polls a board's state (up to 10 s) until test(state) holds; fails saying what it waited
// for. (Not page.waitForFunction: it takes the promise a board's state comes in for a
// truthy answer and returns at once.)
async function waitState(page, id, test, what, wake) {
  const t0 = Date.now();
  for (;;) {
    if (wake) await page.evaluate((i) => document.getElementById(i).sudokuBoard.then((b) => b.inst.wake()), id);
    const st = await boardState(page, id);
    if (test(st)) return st;
    if (Date.now() - t0 > 10000) throw new Error(`${id}: ${what(st)} after 10 s`);
    await page.waitForTimeout(30);
  }
}
// Waits until state[key] (or state[key][index]) of a board equals value.
const waitBoard = (page, id, key, index, value) => waitState(page, id,
  (st) => (index === null ? st[key] : st[key][index]) === value,
  (st) => `${key}${index === null ? '' : `[${index}]`} is ${JSON.stringify(index === null ? st[key] : st[key][index])}, not ${JSON.stringify(value)}`);

async function boardsReady(page, ids) {
  await page.waitForFunction((list) => list.every((i) => document.getElementById(i).sudokuBoard), ids, { timeout: 20000 });
  for (const id of ids) {
    await page.evaluate((i) => document.getElementById(i).sudokuBoard, id);
    await page.waitForFunction((i) => document.getElementById(i).querySelector('canvas') &&
      !document.getElementById(i).querySelector('.sudoku-loading'), id, { timeout: 20000 });
  }
  await page.waitForTimeout(300);
}

module.exports = [
  ['embed: two boards under a strict CSP, keys stay with the focused board', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/web/example.html', { viewport: { width: 1000, height: 800 } });
    await boardsReady(page, ['play-board', 'watch-board']);
    let play = await boardState(page, 'play-board');
    const watch0 = await boardState(page, 'watch-board');
    assertEq([play.mode, play.seed, play.level], ['play', 12, 'medium'], 'play board options');
    assertEq([watch0.mode, watch0.watch.lanes[0].strategy], ['watch', 'classic'], 'watch board options');
    assertEq(await page.locator('.sudoku-notice, .sudoku-error').count(), 0, 'no notice or error panel on good options');
    // Click a blank cell of the play board and type.
    const cell = play.grid.indexOf('.');
    const box = await page.locator('#play-board canvas').boundingBox();
    await page.mouse.click(box.x + play.board.x + (cell % 9 + 0.5) * play.board.cell, box.y + play.board.y + (Math.floor(cell / 9) + 0.5) * play.board.cell);
    await waitBoard(page, 'play-board', 'selected', null, cell);
    const scroll0 = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('4');
    await waitBoard(page, 'play-board', 'grid', cell, '4');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await waitBoard(page, 'play-board', 'selected', null, cell + 18);
    play = await boardState(page, 'play-board');
    assertEq(play.grid[cell], '4', 'typing reaches the focused board');
    assertEq(play.selected, cell + 18, 'arrows move its selection');
    assertEq(await page.evaluate(() => window.scrollY), scroll0, 'arrows on the board do not scroll the page');
    const watch1 = await boardState(page, 'watch-board');
    assertEq([watch1.selected, watch1.grid], [watch0.selected, watch0.grid], 'the other board did not get the keys');
    // Focus the page instead: its keys are its own again.
    await page.mouse.click(5, 5);
    await page.keyboard.press('PageDown');
    await page.waitForFunction((y) => window.scrollY > y, scroll0, { timeout: 5000 }).catch(() => null);
    assert(await page.evaluate(() => window.scrollY) > scroll0, 'the page scrolls when no board has focus');
    play = await boardState(page, 'play-board');
    assertEq(play.grid[cell], '4', 'and the board ignores keys without focus');
    // Exports.
    const svg = await page.evaluate(() => document.getElementById('play-board').sudokuBoard.then((b) => b.exportSvg(300)));
    assert(svg.startsWith('<svg') && svg.includes('>4</text>'), 'SVG export shows the entry');
    const png = await page.evaluate(() => document.getElementById('play-board').sudokuBoard.then((b) => b.exportPng(300)).then((blob) => blob.size));
    assert(png > 1000, `PNG export (${png} bytes)`);
    await h.shot(page, 'embed-example', { fullPage: false });
    assertEq(page.problems, [], 'console problems (CSP violations show here)');
  }, () => CSP)],

  ['embed: an iframe with URL options opens the requested puzzle and mode', (browser) => withServer(async (url) => {
    const p = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
    const page = await h.openPage(browser, url + '/web/example.html', { viewport: { width: 1000, height: 800 } });
    await page.locator('#frame').scrollIntoViewIfNeeded();
    const frame = page.frame({ url: /embed\.html/ });
    await frame.waitForFunction(() => window.sudoku, null, { timeout: 20000 });
    await page.waitForTimeout(300);
    const st = await h.state(frame);
    assertEq([st.mode, st.watch.puzzle, st.watch.lanes.map((l) => l.strategy), st.dark],
      ['watch', p, ['classic', 'forward'], true], 'iframe options');
    await h.shot(page, 'embed-iframe');
    assertEq(page.problems, [], 'console problems');
  }, () => CSP)],

  ['embed: dist/ within its weight budget, and a first frame arrives (its time is logged, not judged)', (browser) => withServer(async (url) => {
    let raw = 0, gz = 0;
    const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).forEach((e) => {
      const f = path.join(dir, e.name);
      if (e.isDirectory()) return walk(f);
      if (pre.isCopy(f)) return;  // the .gz and .br copies are the same files, sent instead
      const data = fs.readFileSync(f);
      raw += data.length;
      gz += zlib.gzipSync(data, { level: 9 }).length;
    });
    walk(h.dist);
    console.log(`     dist/: ${(raw / 1024).toFixed(0)} KB, ${(gz / 1024).toFixed(0)} KB gzip (budget ${SIZE_BUDGET / 1024} KB)`);
    assert(gz <= SIZE_BUDGET, `dist/ is ${gz} bytes gzip, over the budget of ${SIZE_BUDGET}`);
    const page = await h.openPage(browser, url + '/');
    await page.waitForFunction(() => window.sudoku && window.sudoku.firstFrameMs > 0, null, { timeout: 20000 });
    const ms = await page.evaluate(() => window.sudoku.firstFrameMs);
    const nav = await page.evaluate(() => performance.now());
    console.log(`     first frame ${ms.toFixed(0)} ms after mount (page open ${nav.toFixed(0)} ms)`);
    assertEq(page.problems, [], 'console problems');
  }, () => CSP), { serial: true }],
];

module.exports.push(
  // Issue 23: a board far below the fold fetches nothing and makes no GL context until it is
  // scrolled near; data-eager starts one at once; a board in view starts at once.
  ['embed: a board below the fold starts when scrolled near; data-eager and a board in view start at once', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, 'about:blank', { viewport: { width: 900, height: 700 } });
    const fetched = [];
    page.on('request', (r) => { if (/sudoku-app\.(js|wasm)$/.test(r.url())) fetched.push(r.url().replace(/.*\//, '')); });
    // Every GL context the page makes is counted.
    await page.addInitScript(() => {
      const made = new Set();
      Object.defineProperty(window, 'glContexts', { get: () => made.size });
      const get = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
        const c = get.call(this, type, ...rest);
        if (c && /webgl/.test(type)) made.add(c);
        return c;
      };
    });
    const site = (body) => `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="style.css">
      <style>.board { width: 380px; height: 560px; }</style></head><body>${body}<script src="sudoku.js"></script></body></html>`;
    const pages = {
      far: site('<h1>A post</h1><div style="height: 4000px"></div><div id="far" class="board" data-sudoku></div>'),
      eager: site('<div style="height: 4000px"></div><div id="far" class="board" data-sudoku data-eager></div>'),
      near: site('<div id="top" class="board" data-sudoku></div><div style="height: 4000px"></div><div id="far" class="board" data-sudoku></div>'),
    };
    await page.route('**/web/lazy-*.html', (r) => r.fulfill({ status: 200, contentType: 'text/html', headers: CSP,
      body: pages[/lazy-(\w+)\.html/.exec(r.request().url())[1]] }));
    const started = (id) => page.evaluate((i) => !!document.querySelector('#' + i + ' canvas'), id);

    await page.goto(url + '/web/lazy-far.html');
    await page.waitForTimeout(1500);
    assertEq([fetched, await page.evaluate(() => window.glContexts), await started('far')], [[], 0, false],
      'below the fold: no program fetched, no GL context, no canvas');
    await page.locator('#far').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.getElementById('far').sudokuBoard, null, { timeout: 20000 });
    await page.evaluate(() => document.getElementById('far').sudokuBoard);
    await waitState(page, 'far', (st) => st.frames > 0, (st) => `frames ${st.frames}`);
    assert(fetched.includes('sudoku-app.wasm') && await page.evaluate(() => window.glContexts) === 1 && await started('far'),
      `scrolled near, it starts: fetched ${fetched}, ${await page.evaluate(() => window.glContexts)} contexts`);

    fetched.length = 0;
    await page.goto(url + '/web/lazy-eager.html');
    await page.waitForFunction(() => window.glContexts === 1 && document.querySelector('#far canvas'), null, { timeout: 20000 })
      .catch(() => { throw new Error('data-eager: the board below the fold did not start at once'); });
    assertEq(await page.evaluate(() => window.scrollY), 0, 'data-eager: started without scrolling');
    assert(fetched.includes('sudoku-app.wasm'), 'data-eager: its program fetched');

    await page.goto(url + '/web/lazy-near.html');
    await page.waitForFunction(() => document.querySelector('#top canvas'), null, { timeout: 20000 })
      .catch(() => { throw new Error('a board in view did not start'); });
    await waitState(page, 'top', (st) => st.frames > 0, (st) => `frames ${st.frames}`);
    assertEq([await page.evaluate(() => window.glContexts), await started('far')], [1, false], 'in view: started; the one far below: not yet');
    assertEq(page.problems, [], 'console problems');
  }, () => CSP)],

  // Issue 23: hosts with gzip_static/brotli_static send these instead of the files.
  ['embed: each file of dist/ has .gz and .br copies that decompress to it (where compressing saves bytes)', async () => {
    const list = pre.precompressed(h.dist);
    assert(list.length > 10, `dist/ has ${list.length} files`);
    let gz = 0, br = 0, raw = 0;
    for (const f of list) {
      const data = fs.readFileSync(path.join(h.dist, f.file));
      raw += data.length;
      if (f.gz === null || f.br === null) {
        // No copy only where one would not be smaller (an already compressed PNG).
        assert(pre.gzip(data).length >= data.length || pre.brotli(data).length >= data.length,
          `${f.file} has no ${f.gz === null ? '.gz' : '.br'} copy, though compressing it saves bytes`);
      }
      if (f.gz !== null) {
        assert(zlib.gunzipSync(fs.readFileSync(path.join(h.dist, f.file + '.gz'))).equals(data), `${f.file}.gz decompresses to ${f.file}`);
        gz += f.gz;
      } else gz += data.length;
      if (f.br !== null) {
        assert(zlib.brotliDecompressSync(fs.readFileSync(path.join(h.dist, f.file + '.br'))).equals(data), `${f.file}.br decompresses to ${f.file}`);
        br += f.br;
      } else br += data.length;
    }
    for (const c of pre.files(h.dist).filter(pre.isCopy))
      assert(fs.existsSync(path.join(h.dist, c.slice(0, -3))), `${c} is a copy of no file`);
    for (const c of ['wasm', 'js']) assert(list.some((f) => f.file.endsWith('.' + c) && f.br !== null && f.gz !== null), `a .${c} file has its copies`);
    // The offline workers store the files, never the copies (the server picks the encoding).
    for (const sw of ['sw.js', 'web/sw.js'])
      assert(!/\.(gz|br)'/.test(fs.readFileSync(path.join(h.dist, sw), 'utf8')), `${sw} lists no .gz or .br copy`);
    assert(br < gz, `brotli (${br}) is smaller than gzip (${gz})`);
    console.log(`     dist/ precompressed: ${(raw / 1024).toFixed(0)} KB raw, ${(gz / 1024).toFixed(1)} KB .gz, ${(br / 1024).toFixed(1)} KB .br`);
  }],

  ['failure: a lost WebGL context shows a message and the saved game survives', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/');
    await h.ready(page);
    await page.evaluate(() => window.sudoku.call({ cmd: 'newGame', level: 'easy', seed: 31, wait: true }));
    const st = await h.state(page);
    const cell = st.grid.indexOf('.');
    await page.evaluate((c) => { window.sudoku.select(c); window.sudoku.enter(6); }, cell);
    await h.settle(page);
    await page.evaluate(() => {
      window.loseExt = document.querySelector('canvas').getContext('webgl2').getExtension('WEBGL_lose_context');
      window.loseExt.loseContext();
    });
    await page.waitForSelector(".sudoku-error", { timeout: 10000 });
    const text = await page.locator('.sudoku-error p').textContent();
    assert(/graphics context was lost/.test(text) && /saved/.test(text), `message: ${text}`);
    await h.shot(page, 'failure-context-lost');
    await page.evaluate(() => window.loseExt.restoreContext());
    await page.waitForNavigation({ timeout: 10000 });
    await h.ready(page);
    const back = await h.state(page);
    assertEq([back.givens, back.grid[cell]], [st.givens, '6'], 'the game is back after the restore');
    assertEq(page.problems.filter((p) => !/CONTEXT_LOST|context lost/i.test(p)), [], 'console problems');
  })],

  ['embed: a board starts again by itself after its WebGL context comes back, with its game and keys', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/web/example.html', { viewport: { width: 1000, height: 800 } });
    await boardsReady(page, ['play-board', 'watch-board']);
    // The listeners on window and document (SDL puts some there): the old instance's must go.
    const cdp = await page.context().newCDPSession(page);
    const pageListeners = async () => {
      let n = 0;
      for (const expression of ['window', 'document']) {
        const { result } = await cdp.send('Runtime.evaluate', { expression });
        n += (await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId })).listeners.length;
      }
      return n;
    };
    // A digit typed into a blank cell (the board keeps no storage: data-seed means no persist).
    let play = await boardState(page, 'play-board');
    const cell = play.grid.indexOf('.');
    let box = await page.locator('#play-board canvas').boundingBox();
    await page.mouse.click(box.x + play.board.x + (cell % 9 + 0.5) * play.board.cell, box.y + play.board.y + (Math.floor(cell / 9) + 0.5) * play.board.cell);
    await waitBoard(page, 'play-board', 'selected', null, cell);
    await page.keyboard.press('4');
    await waitBoard(page, 'play-board', 'grid', cell, '4');
    // A dark theme and corner notes, which the options did not ask for, must come back too.
    await page.evaluate(() => document.getElementById('play-board').sudokuBoard.then((b) => b.call({ cmd: 'theme', dark: true, cornerMarks: true })));
    await waitBoard(page, 'play-board', 'dark', null, true);
    const before = await boardState(page, 'play-board');
    assertEq(before.grid[cell], '4', 'the digit is entered');
    // Light samples (lines, digits on the dark theme) over the board: the picture before and
    // after must match (a blank canvas shows the light page behind it).
    const inked = async (name, st) => {
      const b = await page.locator('#play-board canvas').boundingBox();
      const img = await h.shot(page, name);
      let n = 0;
      for (let y = Math.floor(b.y + st.board.y); y < b.y + st.board.y + st.board.size; y += 3)
        for (let x = Math.floor(b.x + st.board.x); x < b.x + st.board.x + st.board.size; x += 3) {
          const [r, g, bl] = img.pixel(x, y);
          if (r + g + bl > 400) n++;
        }
      return n;
    };
    const ink0 = await inked('embed-context-before', before);
    const listeners0 = await pageListeners();
    await page.evaluate(() => {
      const el = document.getElementById('play-board');
      window.restored = new Promise((resolve) => el.addEventListener('sudoku-restored', (e) => resolve(e.detail), { once: true }));
      return el.sudokuBoard.then((b) => {
        window.boardBefore = b;
        window.canvasBefore = b.canvas;
        window.loseExt = b.canvas.getContext('webgl2').getExtension('WEBGL_lose_context');
        window.loseExt.loseContext();
      });
    });
    await page.waitForSelector('#play-board .sudoku-error', { timeout: 10000 });
    const text = await page.locator('#play-board .sudoku-error p').textContent();
    assert(/graphics context was lost/.test(text) && /comes back/.test(text), `message: ${text}`);
    assertEq(await page.locator('#watch-board .sudoku-error').count(), 0, 'the other board goes on');
    await page.evaluate(() => window.loseExt.restoreContext());
    const same = await page.evaluate(() => Promise.race([window.restored.then((b) => b === window.boardBefore),
      new Promise((resolve) => setTimeout(() => resolve('no sudoku-restored event within 15 s'), 15000))]));
    assertEq(same, true, 'the sudoku-restored event carries the same board object');
    const dom = await page.evaluate(() => {
      const el = document.getElementById('play-board');
      const canvases = el.querySelectorAll('canvas');
      return { canvases: canvases.length, fresh: canvases[0] !== window.canvasBefore, current: canvases[0] === window.boardBefore.canvas,
        error: !!el.querySelector('.sudoku-error'), loading: !!el.querySelector('.sudoku-loading'), failed: el.classList.contains('sudoku-failed') };
    });
    assertEq(dom, { canvases: 1, fresh: true, current: true, error: false, loading: false, failed: false }, 'one fresh canvas, no panel');
    // It draws again: frames go up (a new instance counts from 0) when it is woken (as by
    // input; reading the state draws nothing), and the picture has the board in it.
    const f0 = (await boardState(page, 'play-board')).frames;
    await waitState(page, 'play-board', (st) => st.frames >= f0 + 3, (st) => `the restarted board draws no frames (${st.frames}, from ${f0})`,
      true);
    const after = await boardState(page, 'play-board');
    assertEq([after.givens, after.grid, after.selected, after.seed, after.level, after.prefs],
      [before.givens, before.grid, before.selected, before.seed, before.level, before.prefs], 'game, selection and theme after the restart');
    assertEq(after.history, before.history, 'the undo history too');
    const ink1 = await inked('embed-context-restored', after);
    console.log(`     ink ${ink0} -> ${ink1}`);
    assert(ink0 > 50 && Math.abs(ink1 - ink0) <= ink0 * 0.1, `the board is drawn as before (${ink1} light samples, ${ink0} before)`);
    box = await page.locator('#play-board canvas').boundingBox();
    // The focus moves to the new canvas (the old one had it), so keys reach the board at once.
    assert(await page.evaluate(() => document.activeElement === window.boardBefore.canvas), 'the new canvas has the focus');
    await page.keyboard.press('ArrowDown');
    await waitBoard(page, 'play-board', 'selected', null, cell + 9);
    assertEq((await boardState(page, 'play-board')).selected, cell + 9, 'an arrow key moves the selection');
    // Real input reaches the new canvas: a click selects, keys type and undo.
    const other = after.grid.indexOf('.', cell + 10);
    await page.mouse.click(box.x + after.board.x + (other % 9 + 0.5) * after.board.cell, box.y + after.board.y + (Math.floor(other / 9) + 0.5) * after.board.cell);
    await waitBoard(page, 'play-board', 'selected', null, other);
    await page.keyboard.press('5');
    await waitBoard(page, 'play-board', 'grid', other, '5');
    await page.keyboard.press('Control+z');
    await waitBoard(page, 'play-board', 'grid', other, '.');
    await page.keyboard.press('Control+z');
    await waitBoard(page, 'play-board', 'grid', cell, '.');
    const keys = await boardState(page, 'play-board');
    assertEq([keys.grid[other], keys.grid[cell]], ['.', '.'], 'typing and undo (back past the restart) work');
    assertEq(await pageListeners(), listeners0, 'listeners on window and document (the old instance left none)');
    assertEq(page.problems, [], 'console problems');
  }, () => CSP)],

  ['failure: an embedded board that cannot start again after a restored context offers a reload', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/web/example.html', { viewport: { width: 1000, height: 800 } });
    await boardsReady(page, ['play-board', 'watch-board']);
    const cell = await page.evaluate(() => document.getElementById('play-board').sudokuBoard.then((b) => {
      const c = b.state().grid.indexOf('.');
      b.select(c);
      b.enter(7);
      window.loseExt = b.canvas.getContext('webgl2').getExtension('WEBGL_lose_context');
      window.loseExt.loseContext();
      return c;
    }));
    await page.waitForSelector('#play-board .sudoku-error', { timeout: 10000 });
    // From now on no WebGL2: the fresh instance cannot start.
    await page.evaluate(() => {
      const get = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, o) { return type === 'webgl2' ? null : get.call(this, type, o); };
      window.loseExt.restoreContext();
    });
    // (The panel comes once the fresh instance has found no WebGL2: not at once.)
    await page.waitForFunction(() => /could not start again/.test((document.querySelector('#play-board .sudoku-error p') || {}).textContent), null, { timeout: 15000 })
      .catch(() => { throw new Error('no message that the board could not start again'); });
    const text = await page.locator('#play-board .sudoku-error p').textContent();
    assert(/WebGL2 is not available/.test(text), `message: ${text}`);
    assert(await page.locator('#play-board .sudoku-error button').isVisible(), 'a reload button');
    assertEq(await page.evaluate(() => !document.querySelector('#play-board .sudoku-loading')), true, 'no spinner left');
    const st = await boardState(page, 'play-board');
    assertEq(st.grid[cell], '7', 'the board object still answers with the game');
    await h.shot(page, 'failure-embed-restart');
    assertEq(page.problems, [], 'console problems');
  }, () => CSP)],

  ['failure: no WebGL2 shows a clear message', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/');
    await page.addInitScript(() => {
      const get = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, o) { return type === 'webgl2' ? null : get.call(this, type, o); };
    });
    await page.reload();
    await page.waitForSelector('.sudoku-error', { timeout: 10000 });
    const text = await page.locator('.sudoku-error p').textContent();
    assert(/WebGL2 is not available/.test(text), `message: ${text}`);
    assert(await page.locator('.sudoku-error button').isVisible(), 'a reload button');
    await h.shot(page, 'failure-no-webgl2');
  })],
);

// The Board object: mount and destroy (tests/e2e/board.js).
module.exports.push(...require('./board'));
