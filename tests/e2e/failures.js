// Failures a player or a site owner can meet, each broken for real and read off the page:
// a missing or refused file, a load that hangs, a storage that refuses saves, bad data-*
// options, and a restart that cannot take its game along.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer, withSiteCopy, ready, SEED } = h;

const CSP = { 'Content-Security-Policy': "script-src 'self' 'wasm-unsafe-eval'" };
const errors = (page) => page.problems.filter((p) => p.startsWith('pageerror'));
const panelText = (page, sel) => page.locator(`${sel} .sudoku-error p`).textContent();

// The error panel of `sel` within `ms`, with its text; no spinner left behind.
async function panel(page, sel, ms) {
  const t0 = Date.now();
  await page.waitForSelector(`${sel} .sudoku-error`, { timeout: ms })
    .catch(() => { throw new Error(`no error panel in ${sel} within ${ms / 1000} s`); });
  const text = await panelText(page, sel);
  assertEq(await page.locator(`${sel} .sudoku-loading`).count(), 0, `${sel}: no "Loading" left`);
  assert(await page.locator(`${sel} .sudoku-error button`).isVisible(), `${sel}: a Reload button`);
  return { text, ms: Date.now() - t0 };
}

// The notice of a kind on a board: its text (title and items).
async function notices(page, sel, kind) {
  return page.locator(`${sel} .sudoku-notice[data-kind="${kind}"]`).allTextContents();
}

const throwingStorage = (name) => {
  const fail = () => { throw new DOMException('refused by the test', name); };
  if (name === 'SecurityError') Object.defineProperty(window, 'localStorage', { get: fail });
  else Storage.prototype.setItem = fail;
};

module.exports = [
  ['failure: sudoku-app.js missing from the site: the page, embedded boards and the iframe say so within seconds', (browser) =>
    withSiteCopy(['web/sudoku-app.js'], async (url) => {
      const page = await h.openPage(browser, url + '/');
      const full = await panel(page, '#app', 5000);
      assert(/sudoku-app\.js did not load/.test(full.text) && /reload/i.test(full.text) && /served next to sudoku\.js/.test(full.text),
        `message: ${full.text}`);
      await h.shot(page, 'failure-missing-module');
      assertEq(errors(page), [], 'no uncaught errors');
      const ex = await h.openPage(browser, url + '/web/example.html', { viewport: { width: 1000, height: 800 } });
      for (const id of ['#play-board', '#watch-board']) {
        const p = await panel(ex, id, 5000);
        assert(/sudoku-app\.js did not load/.test(p.text), `${id}: ${p.text}`);
      }
      const frame = await h.openPage(browser, url + '/web/embed.html?mode=watch');
      assert(/sudoku-app\.js did not load/.test((await panel(frame, '#board', 5000)).text), 'the iframe embed says it');
      assertEq(errors(ex).concat(errors(frame)), [], 'no uncaught errors');
    }, () => CSP)],

  // Without sudoku.js the page script says so at once; without any script, the page's
  // own text appears after 12 s (CSS).
  ['failure: sudoku.js missing from the site: the page and the iframe say so', (browser) => withSiteCopy(['web/sudoku.js'], async (url) => {
    for (const [path, sel, file] of [['/', '#app', 'web/sudoku.js'], ['/web/embed.html', '#board', 'sudoku.js']]) {
      const page = await h.openPage(browser, url + path);
      const stuck = page.locator(`${sel} .sudoku-stuck`);
      await stuck.waitFor({ state: 'visible', timeout: 3000 }).catch(() => { throw new Error(`${path}: no message within 3 s`); });
      assert((await stuck.textContent()).includes(`(${file}) did not load or run: reload the page`), `${path}: the message names the file`);
      if (path === '/') await h.shot(page, 'failure-missing-sudoku-js');
      assertEq(errors(page), [], `${path}: no uncaught errors`);
      await page.close();  // its spinner turns until then, drawn by the GPU process
    }
    const bare = await h.openPage(browser, 'about:blank');
    await bare.route('**/web/page.js', (r) => r.fulfill({ status: 404, body: 'not found' }));
    await bare.goto(url + '/');
    const stuck = bare.locator('#app .sudoku-stuck');
    assert(!(await stuck.isVisible()), 'without any script: not at once (a slow script gets its time)');
    await stuck.waitFor({ state: 'visible', timeout: 15000 }).catch(() => { throw new Error('without any script: no message within 15 s'); });
  }, () => CSP)],

  ['failure: the .wasm answers 404: the page and embedded boards say so within seconds', (browser) => withServer(async (url) => {
    for (const [path, sels] of [['/', ['#app']], ['/web/example.html', ['#play-board', '#watch-board']], ['/web/embed.html?theme=dark', ['#board']]]) {
      const page = await h.openPage(browser, 'about:blank', { colorScheme: path.includes('dark') ? 'dark' : 'light' });
      await page.route('**/sudoku-app.wasm', (r) => r.fulfill({ status: 404, body: 'not found' }));
      await page.goto(url + path);
      for (const sel of sels) {
        const p = await panel(page, sel, 5000);
        assert(/sudoku-app\.wasm did not load or could not start/.test(p.text) && /reload/i.test(p.text), `${path} ${sel}: ${p.text}`);
      }
      if (path === '/') await h.shot(page, 'failure-missing-wasm');
      if (path.includes('embed')) await h.shot(page, 'failure-missing-wasm-dark');
      assertEq(errors(page), [], `${path}: no uncaught errors`);
    }
    const phone = await h.openPage(browser, 'about:blank', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
    await phone.route('**/sudoku-app.wasm', (r) => r.fulfill({ status: 404, body: 'not found' }));
    await phone.goto(url + '/');
    const p = await panel(phone, '#app', 5000);
    const box = await phone.locator('#app .sudoku-error p').boundingBox();
    assert(box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844, `the message fits a phone: ${JSON.stringify(box)}`);
    assert(p.text.length > 50, 'a message');
    await h.shot(phone, 'failure-missing-wasm-phone');
  }, () => CSP)],

  // (A server that answers every missing path with its home page does this.)
  ['failure: a server that sends a page in place of sudoku-app.js or the .wasm is named', (browser) => withServer(async (url) => {
    const home = '<!doctype html><p>Home</p>';
    const page = await h.openPage(browser, 'about:blank');
    await page.route('**/sudoku-app.js', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: home }));
    await page.goto(url + '/');
    let p = await panel(page, '#app', 5000);
    assert(/sudoku-app\.js was loaded but is not the board's program/.test(p.text), `message: ${p.text}`);
    // The browser reports the script's syntax error itself; nothing else may go uncaught.
    assertEq(errors(page).filter((e) => !/Unexpected token '<'/.test(e)), [], 'no other uncaught errors');
    const wasm = await h.openPage(browser, 'about:blank');
    await wasm.route('**/sudoku-app.wasm', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: home }));
    await wasm.goto(url + '/');
    p = await panel(wasm, '#app', 5000);
    assert(/sudoku-app\.wasm did not load or could not start \(what arrived is not the board's WebAssembly/.test(p.text), `message: ${p.text}`);
    assertEq(errors(wasm), [], 'no uncaught errors');
  }, () => CSP)],

  ['failure: a .wasm that does not arrive is reported after 10 s, and the board still starts when it comes', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, 'about:blank');
    let release, held = 0;
    const arrived = new Promise((resolve) => { release = resolve; });
    await page.route('**/sudoku-app.wasm', async (r) => { held++; await arrived; await r.continue(); });
    const t0 = Date.now();
    await page.goto(url + '/');
    const p = await panel(page, '#app', 16000);
    const waited = Date.now() - t0;
    assert(held >= 1, 'the .wasm request was held');
    assert(/has not loaded after 10 seconds/.test(p.text) && /reload/i.test(p.text), `message: ${p.text}`);
    assert(waited >= 9000, `the panel came after ${waited} ms, before the 10 s allowed for a slow load`);
    await h.shot(page, 'failure-slow-load');
    release();
    await ready(page);
    assertEq(await page.locator('#app .sudoku-error').count(), 0, 'the panel goes when the board arrives');
    assertEq(await page.evaluate(() => document.getElementById('app').classList.contains('sudoku-failed')), false, 'and the board shows');
    const st = await h.state(page);
    assert(st.level === 'easy' && /^[1-9.]{81}$/.test(st.givens) && st.givens !== SEED, `the board works: a fresh game (${st.level} ${st.givens})`);
    assertEq(page.problems, [], 'console problems');
  })],

  ['failure: storage that refuses saves is said once, not on every move, with what to do', (browser) => withServer(async (url) => {
    for (const kind of ['QuotaExceededError', 'SecurityError']) {
      const page = await h.openPage(browser, 'about:blank', { colorScheme: kind === 'SecurityError' ? 'dark' : 'light' });
      await page.addInitScript(throwingStorage, kind);
      await page.goto(url + '/');
      await ready(page);
      assertEq(await notices(page, '#app', 'storage'), [], `${kind}: no notice before anything is saved`);
      const st = await h.state(page);
      const blanks = [];
      for (let c = 0; c < 81 && blanks.length < 3; c++) if (st.grid[c] === '.') blanks.push(c);
      await h.clickCell(page, blanks[0]);
      await h.press(page, '1');
      await page.waitForSelector('#app .sudoku-notice[data-kind="storage"]', { timeout: 5000 })
        .catch(() => { throw new Error(`${kind}: no notice after a move that could not be saved`); });
      const shown = await notices(page, '#app', 'storage');
      assertEq(shown.length, 1, `${kind}: one notice`);
      const why = kind === 'SecurityError' ? /storing data is blocked/ : /storage for this site is full/;
      assert(/does not let the page save the game/.test(shown[0]) && why.test(shown[0]) && /Copy link/.test(shown[0]) &&
        /allow this site to store data/.test(shown[0]), `${kind}: ${shown[0]}`);
      await h.shot(page, kind === 'SecurityError' ? 'failure-storage-dark' : 'failure-storage');
      // OK closes it and hands the keys back to the board; more saves do not bring it back.
      await page.locator('#app .sudoku-notice button').click();
      await h.press(page, '5');
      assertEq((await h.state(page)).grid[blanks[0]], '5', `${kind}: keys reach the board after OK`);
      await h.clickCell(page, blanks[1]);
      await h.press(page, '2', 'Backspace', '4');
      await page.evaluate(() => window.sudoku.call({ cmd: 'prefs', dark: true }));
      await h.settle(page);
      assertEq(await notices(page, '#app', 'storage'), [], `${kind}: closed for good`);
      assertEq((await h.state(page)).grid[blanks[1]], '4', `${kind}: the game goes on`);
      assertEq(page.problems, [], `${kind}: console problems`);
    }
    const phone = await h.openPage(browser, 'about:blank', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await phone.addInitScript(throwingStorage, 'QuotaExceededError');
    await phone.goto(url + '/');
    await ready(phone);
    await phone.evaluate(() => { const s = window.sudoku; s.select(s.state().grid.indexOf('.')); s.enter(5); });
    await phone.waitForSelector('#app .sudoku-notice', { timeout: 5000 });
    const box = await phone.locator('#app .sudoku-notice').boundingBox();
    assert(box.x >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844, `the notice fits a phone: ${JSON.stringify(box)}`);
    await h.shot(phone, 'failure-storage-phone');
  })],

  ['failure: bad data-* options are named on their board, which still works', (browser) => withServer(async (url) => {
    const boards = `
      <div id="b1" class="board" data-sudoku data-puzzle="12x"></div>
      <div id="b2" class="board" data-sudoku data-mode="watch" data-strategy="classic,fastest" data-speed="fast" data-puzzle="${SEED}"></div>
      <div id="b3" class="board" data-sudoku data-seed="12" data-level="impossible" data-theme="purple" data-puzle="x"></div>
      <div id="b4" class="board" data-sudoku data-mode="plya" data-size="-3" data-persist="maybe" data-owner-note="mine"></div>
      <div id="b5" class="board" data-sudoku data-seed="12" data-level="medium"></div>`;
    const html = `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="style.css">
      <style>.board { width: 380px; height: 560px; display: inline-block; margin: 4px; }</style></head>
      <body>${boards}<script src="sudoku.js"></script></body></html>`;
    const page = await h.openPage(browser, 'about:blank', { viewport: { width: 1600, height: 1200 } });
    await page.route('**/web/bad-options.html', (r) => r.fulfill({ status: 200, contentType: 'text/html', headers: CSP, body: html }));
    await page.goto(url + '/web/bad-options.html');
    await page.waitForFunction(() => ['b1', 'b2', 'b3', 'b4', 'b5'].every((i) => document.getElementById(i).sudokuBoard), null, { timeout: 20000 });
    const boardsUp = await page.evaluate(() => Promise.all(['b1', 'b2', 'b3', 'b4', 'b5'].map((i) => document.getElementById(i).sudokuBoard.then((b) => !!b))));
    assertEq(boardsUp, [true, true, true, true, true], 'every board starts');
    const items = (id, pg = page) => pg.locator(`#${id} .sudoku-notice[data-kind="options"] li`).allTextContents();
    const expect = {
      b1: [/^data-puzzle="12x": bad character 'x' at position 3; the board shows another puzzle\.$/],
      b2: [/^data-speed="fast": must be a number of steps per second/, /^data-strategy="classic,fastest": unknown strategy "fastest".*; the classic search is shown\.$/],
      b3: [/^data-puzle is not an option of the board: did you mean data-puzzle\?$/, /^data-theme="purple": must be auto, light, dark or contrast/,
        /^data-level="impossible": unknown level 'impossible'/],
      b4: [/^data-mode="plya": must be play, watch or hint; the board plays\.$/, /^data-size="-3": must be a width in pixels above 0/,
        /^data-persist="maybe": must be true or false/],
    };
    for (const [id, want] of Object.entries(expect)) {
      const got = await items(id);
      assertEq(got.length, want.length, `${id}: ${JSON.stringify(got)}`);
      want.forEach((re) => assert(got.some((t) => re.test(t)), `${id}: no item like ${re} in ${JSON.stringify(got)}`));
      const title = await page.locator(`#${id} .sudoku-notice[data-kind="options"] p`).textContent();
      assert(/options need fixing/.test(title), `${id} title: ${title}`);
    }
    assertEq(await page.locator('#b5 .sudoku-notice').count(), 0, 'good options: no notice');
    const st = await page.evaluate(() => Promise.all(['b2', 'b3', 'b4'].map((i) => document.getElementById(i).sudokuBoard.then((b) => b.state()))));
    assertEq([st[0].mode, st[0].watch.puzzle, st[0].watch.lanes.map((l) => l.strategy), st[0].watch.speed], ['watch', SEED, ['classic'], 20],
      'b2 watches the classic search at the default speed');
    assertEq([st[1].seed, st[2].mode], [null, 'play'], 'b3 made no game of the seed; b4 plays');
    await h.shot(page, 'failure-bad-options', { clip: { x: 0, y: 0, width: 1600, height: 580 } });
    // The iframe's options come from its URL and are named as URL keys; every key is checked.
    const frame = await h.openPage(browser, url + '/web/embed.html?mode=watch&strategy=bogus&colour=dark', { viewport: { width: 420, height: 640 } });
    await frame.waitForFunction(() => window.sudoku, null, { timeout: 20000 });
    const f = await items('board', frame);
    assertEq(f.length, 2, `iframe: ${JSON.stringify(f)}`);
    assert(f.some((t) => /^strategy=bogus in the URL: unknown strategy/.test(t)), `iframe: ${JSON.stringify(f)}`);
    assert(f.some((t) => /^colour in the URL is not an option of the board \(puzzle, seed/.test(t)), `iframe: ${JSON.stringify(f)}`);
    await h.shot(frame, 'failure-bad-options-iframe');
    assertEq(page.problems.concat(frame.problems), [], 'console problems');
  })],

  ['failure: an embedded board that restarts without its game says so', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/web/example.html', { viewport: { width: 1000, height: 800 } });
    await page.waitForFunction(() => document.getElementById('play-board').sudokuBoard, null, { timeout: 20000 });
    const cell = await page.evaluate(() => document.getElementById('play-board').sudokuBoard.then((b) => {
      const c = b.state().grid.indexOf('.');
      b.select(c);
      b.enter(7);
      return c;
    }));
    // From the loss on, the board's answers with its game cannot be read.
    await page.evaluate(() => {
      const parse = JSON.parse;
      JSON.parse = function (text) {
        if (typeof text === 'string' && text.startsWith('{"ok":true,"save":')) throw new SyntaxError('the save could not be read (test)');
        return parse.apply(this, arguments);
      };
      const el = document.getElementById('play-board');
      window.restored = new Promise((resolve) => el.addEventListener('sudoku-restored', () => resolve(true), { once: true }));
      return el.sudokuBoard.then((b) => {
        window.loseExt = b.canvas.getContext('webgl2').getExtension('WEBGL_lose_context');
        window.loseExt.loseContext();
      });
    });
    await page.waitForSelector('#play-board .sudoku-error', { timeout: 10000 });
    await page.evaluate(() => window.loseExt.restoreContext());
    const back = await page.evaluate(() => Promise.race([window.restored, new Promise((r) => setTimeout(() => r('no sudoku-restored within 15 s'), 15000))]));
    assertEq(back, true, 'the board restarted');
    const said = await notices(page, '#play-board', 'restart');
    assertEq(said.length, 1, 'one notice');
    assert(/could not take its game along \(the save could not be read \(test\)\)/.test(said[0]) &&
      /the moves made since are lost/.test(said[0]), `notice: ${said[0]}`);
    const st = await page.evaluate(() => document.getElementById('play-board').sudokuBoard.then((b) => b.state()));
    assertEq([st.seed, st.level, st.grid[cell]], [12, 'medium', '.'], 'the board starts its game again from the options');
    await h.shot(page, 'failure-restart-lost-game');
    assertEq(errors(page), [], 'no uncaught errors');
  }, () => CSP)],
];
