// Two tabs of one game (two pages of one browser profile, one storage key): every change in
// one shows in the other within a second, statistics count each game once, the later of
// two changes at the same moment wins and the other tab says so; other keys stay apart.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer, ready, solveInPage } = h;

const state = h.state;
// The player acts in the tab in front (a tab behind gets its frames, and so its autosave, late).
const call = async (page, cmd) => { await page.bringToFront(); return h.call(page, cmd); };

// Polls `fn(state)` on `page` until true, at most one second.
async function within1s(page, fn, what) {
  const t0 = Date.now();
  let st;
  for (;;) {
    st = await state(page);
    if (fn(st)) { if (process.env.TABS_DEBUG) console.log(`  ${what}: ${Date.now() - t0} ms`); return Date.now() - t0; }
    if (Date.now() - t0 > (process.env.TABS_DEBUG ? 5000 : 1000)) throw new Error(`${what}: not seen in the other tab within 1 s (${JSON.stringify({ givens: st.givens, stats: st.stats })})`);
    await page.waitForTimeout(50);
  }
}

async function twoTabs(browser, url) {
  const a = await h.openPage(browser, url + '/');
  await ready(a);
  const b = await h.openPage(browser, url + '/', { context: a.context() });
  await ready(b);
  return [a, b];
}

async function enter(page, cell, digit) {
  await call(page, { cmd: 'select', cell });
  return call(page, { cmd: 'enter', digit });
}

module.exports = [
  ['tabs: a move, undo, new game, colour, setting and win in one tab show in the other within a second; a fresh visit holds them', (browser) => withServer(async (url) => {
    const [a, b] = await twoTabs(browser, url);
    assertEq(await call(a, { cmd: 'newGame', level: 'easy', seed: 41, wait: true }), { ok: true }, 'new game in A');
    const game = await state(a);
    await within1s(b, (s) => s.givens === game.givens, 'a new game');
    const cell = game.grid.indexOf('.');
    await enter(a, cell, 5);
    await within1s(b, (s) => s.grid[cell] === '5', 'a move');
    await call(a, { cmd: 'undo' });
    await within1s(b, (s) => s.grid[cell] === '.', 'an undo');
    await call(a, { cmd: 'colour', cell, colour: 4 });
    await within1s(b, (s) => s.colours.length === 1 && s.colours[0].cell === cell, 'a colour');
    await call(a, { cmd: 'prefs', peers: false });
    await within1s(b, (s) => JSON.parse(JSON.stringify(s.prefs)).peers === false, 'a setting');
    await enter(b, cell, 7);  // and back the other way
    await within1s(a, (s) => s.grid[cell] === '7', 'a move made in B');
    await call(b, { cmd: 'undo' });
    await within1s(a, (s) => s.grid[cell] === '.', 'B\'s undo');
    // A win in A, then a new game in B: the win stays counted.
    await a.bringToFront();
    const won = await solveInPage(a);
    assert(won.completed, 'A won');
    await within1s(b, (s) => s.stats.easy && s.stats.easy.won === 1, 'the win');
    assertEq(await call(b, { cmd: 'newGame', level: 'easy', seed: 42, wait: true }), { ok: true }, 'new game in B');
    const next = await state(b);
    await within1s(a, (s) => s.givens === next.givens, 'B\'s new game');
    await enter(b, next.grid.indexOf('.'), 1);
    // A leaves B's unfinished game for another: one game played and not won, counted once.
    assertEq(await call(a, { cmd: 'newGame', level: 'easy', seed: 43, wait: true }), { ok: true }, 'new game in A');
    const third = await state(a);
    await within1s(b, (s) => s.givens === third.givens && s.stats.easy.played === 2, 'the abandoned game');
    assertEq([third.stats.easy.played, third.stats.easy.won], [2, 1], 'A: two games, one won');
    assertEq((await state(b)).stats, third.stats, 'the same statistics in both tabs');
    // A fresh visit.
    const c = await h.openPage(browser, url + '/', { context: a.context() });
    await ready(c);
    const fresh = await state(c);
    assertEq([fresh.givens, fresh.stats, fresh.prefs.peers], [third.givens, third.stats, false], 'a fresh visit holds them all');
    assertEq(a.problems.concat(b.problems, c.problems), [], 'console problems');
  })],

  ['tabs: two changes at the same moment: the later wins in both tabs and the other tab says so', (browser) => withServer(async (url) => {
    const [a, b] = await twoTabs(browser, url);
    assertEq(await call(a, { cmd: 'newGame', level: 'easy', seed: 51, wait: true }), { ok: true }, 'new game');
    const game = await state(a);
    await within1s(b, (s) => s.givens === game.givens, 'the new game');
    const blanks = [];
    for (let c = 0; c < 81 && blanks.length < 2; c++) if (game.grid[c] === '.') blanks.push(c);
    await Promise.all([enter(a, blanks[0], 3), enter(b, blanks[1], 4)]);
    await a.waitForTimeout(1000);
    const [sa, sb] = [await state(a), await state(b)];
    assertEq(sa.grid, sb.grid, 'both tabs show one game');
    const stored = await a.evaluate(() => localStorage.getItem('sudoku:app.save'));
    assertEq(await call(a, { cmd: 'save' }).then((r) => r.save.slice(0, 40)), stored.slice(0, 40), 'the game that was stored last');
    // Whichever tab lost its move shows it as it now stands, and says so.
    for (const [page, cell, digit, name] of [[a, blanks[0], '3', 'A'], [b, blanks[1], '4', 'B']]) {
      if (sa.grid[cell] === digit) continue;
      const notice = await page.locator('.sudoku-notice[data-kind="sync"]').allTextContents();
      assert(notice.length === 1 && /changed in another tab/.test(notice[0]), `${name} lost its move and says so: ${notice}`);
    }
    assertEq(a.problems.concat(b.problems), [], 'console problems');
  })],

  ['tabs: boards with their own storage keys stay independent', (browser) => withServer(async (url) => {
    const a = await h.openPage(browser, url + '/');
    await ready(a);
    // Another tab holds a board of its own key (an embedder's), next to the page's boards.
    const b = await h.openPage(browser, url + '/web/example.html', { context: a.context(), viewport: { width: 1000, height: 800 } });
    await b.evaluate(() => {
      const el = document.createElement('div');
      el.style.cssText = 'width:400px;height:600px;position:relative';
      document.body.prepend(el);
      window.other = SudokuApp.mount(el, { storageKey: 'sudoku:other' });
    });
    await b.waitForFunction(() => window.other, null, { timeout: 20000 });
    const other = (c) => b.evaluate((cmd) => window.other.then((x) => x.call(cmd)), c);
    assertEq(await other({ cmd: 'newGame', level: 'medium', seed: 62, wait: true }), { ok: true }, 'a game on the other key');
    const mine = await other({ cmd: 'state' });
    await other({ cmd: 'select', cell: mine.grid.indexOf('.') });
    await other({ cmd: 'enter', digit: 9 });
    await b.waitForTimeout(300);
    const saved = await b.evaluate(() => localStorage.getItem('sudoku:other.save'));
    assert(saved && saved.startsWith('SDK2:'), 'the other key holds its game');
    const st = await state(a);
    await enter(a, st.grid.indexOf('.'), 2);
    await call(a, { cmd: 'newGame', level: 'hard', seed: 61, wait: true });
    await b.waitForTimeout(1000);
    assertEq(await b.evaluate(() => localStorage.getItem('sudoku:other.save')), saved, 'its save is untouched by the page\'s moves');
    assertEq((await other({ cmd: 'state' })).givens, mine.givens, 'the other board keeps its own game');
    assert((await state(a)).givens !== mine.givens, 'and the page its own');
  })],
];
