// Browser end-to-end tests of build/web/dist in headless Chromium: `node tests/e2e/run.js [filter]`.
// Foundation tests here; play.js, watch.js, embed.js and failures.js add theirs.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer, ready, clickCell, SEED } = h;

const tests = [
  ['page loads clean and draws the board', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/');
    await ready(page);
    const st = await h.state(page);
    // The first visit: a fresh easy game (issue 27), not the example.
    assert(st.givens !== SEED && st.level === 'easy' && st.variant === '9x9' && /^[1-9.]{81}$/.test(st.givens), `a fresh easy game: ${st.level} ${st.givens}`);
    const img = await h.shot(page, 'foundation-board');
    // Not blank: the board's thick lines and digits give dark pixels on a light page.
    const b = st.board;
    let dark = 0;
    for (let y = Math.floor(b.y); y < b.y + b.size; y += 3)
      for (let x = Math.floor(b.x); x < b.x + b.size; x += 3) {
        const [r, g, bl] = img.pixel(x, y);
        if (r + g + bl < 200) dark++;
      }
    assert(dark > 200, `canvas looks blank (${dark} dark samples)`);
    assertEq(await page.locator('.sudoku-notice, .sudoku-error, .sudoku-loading').count(), 0, 'no notice, error panel or spinner');
    assertEq(page.problems, [], 'console problems');
  })],

  ['click a cell and type a digit', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    await h.example(page);
    await clickCell(page, 1);  // r1c2 is blank
    let st = await h.state(page);
    assertEq(st.selected, 1, 'selected cell after click');
    await h.press(page, '8');
    st = await h.state(page);
    assertEq(st.grid[1], '8', 'digit entered by keyboard');
    assertEq(st.conflicts.length, 0, 'no conflict for a legal digit');
    await h.press(page, 'ArrowRight');
    await h.press(page, 'ArrowDown');
    st = await h.state(page);
    assertEq(st.selected, 11, 'arrows move the selection');
    await h.press(page, 'ArrowUp');
    await h.press(page, 'ArrowLeft');
    await h.press(page, 'Backspace');
    st = await h.state(page);
    assertEq(st.grid[1], '.', 'Backspace clears the entry');
    await clickCell(page, 0);  // a given cannot be changed
    await h.press(page, '5');
    st = await h.state(page);
    assertEq(st.grid[0], '7', 'givens stay');
    assertEq(page.problems, [], 'console problems');
  })],

  ['a conflicting digit is reported and drawn', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    await h.example(page);
    await clickCell(page, 1);
    await h.press(page, '7');  // r1c1 holds 7
    await h.settle(page);
    const st = await h.state(page);
    assertEq(st.conflicts.map((c) => c.cells), ['r1c1 r1c2'], 'conflict cells');
    const img = await h.shot(page, 'foundation-conflict');
    const b = st.board;
    const [r, g, bl] = img.pixel(Math.round(b.x + 0.15 * b.cell), Math.round(b.y + 0.15 * b.cell));
    assert(r > g + 20 && r > bl + 20, `r1c1 should be tinted red-orange, got ${[r, g, bl]}`);
    assertEq(page.problems, [], 'console problems');
  })],

  ['the JS API loads a puzzle and refuses bad text with a reason', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    const bad = await page.evaluate(() => window.sudoku.load('12x'));
    assertEq(bad, { ok: false, error: "bad character 'x' at position 3" }, 'bad puzzle refused');
    const p = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
    assertEq(await page.evaluate((q) => window.sudoku.load(q), p), { ok: true }, 'good puzzle accepted');
    assertEq((await h.state(page)).givens, p, 'state shows the new puzzle');
    assertEq(page.problems, [], 'console problems');
  })],

  ['high-DPI: backing store is CSS size x devicePixelRatio', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/', { deviceScaleFactor: 2, viewport: { width: 400, height: 700 } });
    await ready(page);
    const dims = await page.evaluate(() => {
      const c = document.querySelector('canvas');
      return [c.width, c.height, c.clientWidth, c.clientHeight];
    });
    assertEq([dims[0], dims[1]], [dims[2] * 2, dims[3] * 2], 'canvas backing store');
    await page.setViewportSize({ width: 700, height: 500 });
    await page.waitForFunction(() => document.querySelector('canvas').width === 1400, null, { timeout: 10000 });
    await h.settle(page);
    const after = await page.evaluate(() => [document.querySelector('canvas').width, window.sudoku.state().board.size]);
    assertEq(after[0], 1400, 'backing store follows a resize');
    assert(after[1] > 300 && after[1] <= 500, `board fits the new height (${after[1]})`);
    await h.shot(page, 'foundation-phone-dpr2');
    assertEq(page.problems, [], 'console problems');
  })],
];

h.run(tests.concat(require('./play'), require('./watch'), require('./embed'), require('./failures'), require('./hints'),
  require('./offline'), require('./tools'), require('./i18n'), require('./a11y'), require('./variants'), require('./crash'), require('./tabs'), require('./steady'), require('./thumbs'),
  require('./play_sheet'), require('./longtask'), require('./constraints'), require('./split')));
