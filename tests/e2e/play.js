// Play mode end to end: new games, keyboard and pad entry, marks, undo/redo, checking,
// hints, autosave across a reload, share links.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer, ready, clickCell, solve, solveInPage } = h;

const state = h.state;
const call = h.call;

async function clickPad(page, digit) {
  const st = await state(page);
  const box = await page.locator('canvas').boundingBox();
  const r = st.pad[digit - 1];
  await h.settle(page, () => page.mouse.click(box.x + r.x + r.w / 2, box.y + r.y + r.h / 2));
}

async function freshGame(page, seed) {
  const r = await call(page, { cmd: 'newGame', level: 'easy', seed: seed, wait: true });
  assertEq(r, { ok: true }, 'newGame');
  await h.settle(page);
  return state(page);
}

function firstBlank(st) { return st.grid.indexOf('.'); }

module.exports = [
  ['play: a new game by level and seed, reproducible', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    const a = await freshGame(page, 4242);
    assertEq([a.level, a.seed], ['easy', 4242], 'level and seed');
    assert(a.givens.replace(/\./g, '').length >= 17, 'a real puzzle');
    await freshGame(page, 99);
    const b = await freshGame(page, 4242);
    assertEq(b.givens, a.givens, 'same seed, same puzzle');
    assertEq(page.problems, [], 'console problems');
  })],

  ['play: daily puzzle and your own puzzle, refused with a reason', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    assertEq(await call(page, { cmd: 'daily', date: '2026-11-22', level: 'medium', wait: true }), { ok: true }, 'daily');
    let st = await state(page);
    assertEq([st.seed, st.level], [20261122, 'medium'], 'the date is the seed');
    let r = await call(page, { cmd: 'import', text: '1' + '.'.repeat(80) });
    assert(!r.ok && /more than one solution/.test(r.error), `several solutions refused: ${JSON.stringify(r)}`);
    r = await call(page, { cmd: 'import', text: '11' + '.'.repeat(79) });
    assert(!r.ok && /r1c1 and r1c2 both hold 1/.test(r.error), `conflict refused: ${JSON.stringify(r)}`);
    r = await call(page, { cmd: 'import', text: '12345678.' + '.'.repeat(63) + '........9' });
    assert(!r.ok && /no solution/.test(r.error), `no solution refused: ${JSON.stringify(r)}`);
    // An unknown command lists the command table, and docs/page_api.md documents each of them.
    r = await call(page, { cmd: 'solveEverything' });
    const listed = /^unknown command 'solveEverything' \((.*)\)$/.exec(r.ok ? '' : r.error);
    assert(listed, `an unknown command is refused with the names: ${JSON.stringify(r)}`);
    const names = listed[1].split(', ');
    const doc = require('fs').readFileSync(require('path').join(__dirname, '../../docs/page_api.md'), 'utf8');
    const documented = [...doc.matchAll(/^\| ((?:`\w+`(?:, )?)+) \|/gm)].flatMap((m) => m[1].match(/\w+/g));
    assertEq(documented.slice().sort(), names.slice().sort(), 'docs/page_api.md has a row for every command of the table');
    assert(names.includes('state') && names.includes('watchSpeed'), `the list is the table's: ${names}`);
    const mine = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
    assertEq(await call(page, { cmd: 'import', text: mine }), { ok: true }, 'a good puzzle is accepted');
    st = await state(page);
    assertEq(st.givens, mine, 'and played');
    assert(['easy', 'medium', 'hard', 'expert', 'master', 'extreme'].includes(st.level), `and graded (${st.level})`);
    assertEq(page.problems, [], 'console problems');
  })],

  ['play: keyboard, number pad, marks (n and Shift+digit), undo and redo (Ctrl+Y and Ctrl+Shift+Z)', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await freshGame(page, 7);
    const cell = firstBlank(st);
    await clickCell(page, cell);
    await h.press(page, '3');
    st = await state(page);
    assertEq(st.grid[cell], '3', 'digit by keyboard');
    await clickPad(page, 5);
    st = await state(page);
    assertEq(st.grid[cell], '5', 'digit by the number pad');
    await h.press(page, 'Backspace');
    await h.press(page, 'n');        // notes on
    await h.press(page, '1');
    await h.press(page, '2');
    st = await state(page);
    assertEq([st.grid[cell], st.cornerMarks[cell], st.notes], ['.', '12', true], 'pencil marks');
    await h.press(page, 'Control+z');
    st = await state(page);
    assertEq(st.cornerMarks[cell], '1', 'undo removes the last mark');
    await h.press(page, 'Control+y');
    assertEq((await state(page)).cornerMarks[cell], '12', 'Ctrl+Y redoes');
    await h.press(page, 'Control+z');
    assertEq((await state(page)).cornerMarks[cell], '1', 'undone again');
    await h.press(page, 'Control+Shift+z');
    st = await state(page);
    assertEq([st.cornerMarks[cell], st.canRedo], ['12', false], 'Ctrl+Shift+Z redoes too');
    const history = st.history;
    await h.press(page, 'Control+Shift+z');  // nothing left to redo
    st = await state(page);
    assertEq([st.cornerMarks[cell], st.history], ['12', history], 'a redo with nothing to redo changes nothing');
    await h.press(page, 'n');
    for (let i = 0; i < 3; i++) await h.press(page, 'Control+z');
    st = await state(page);
    assertEq([st.grid[cell], st.cornerMarks[cell]], ['5', ''], 'undo back to the pad digit');
    // Shift+digit writes a note while notes are off; the digit alone writes an entry.
    const other = st.grid.indexOf('.', cell + 1);
    await clickCell(page, other);
    await h.press(page, 'Shift+Digit4');
    st = await state(page);
    assertEq([st.notes, st.grid[other], st.cornerMarks[other]], [false, '.', '4'], 'Shift+4 writes the note 4, not an entry');
    await h.press(page, 'Shift+Digit7');
    assertEq((await state(page)).cornerMarks[other], '47', 'Shift+7 adds the note 7');
    await h.press(page, 'Digit7');
    st = await state(page);
    assertEq([st.grid[other], st.notes], ['7', false], 'the digit alone writes an entry');
    assertEq(page.problems, [], 'console problems');
  })],

  ['play: checking against the solution, remaining counts, hint overlay', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await freshGame(page, 11);
    await call(page, { cmd: 'options', mistakeMode: 2 });
    const cell = firstBlank(st);
    await call(page, { cmd: 'select', cell });
    // Find the right digit through the check (right digits show 'r').
    let right = 0;
    for (let d = 1; d <= 9 && !right; d++) {
      await call(page, { cmd: 'enter', digit: d });
      st = await state(page);
      if (st.checks[cell] === 'r') right = d;
    }
    assert(right > 0, 'one digit is right');
    const wrong = right === 9 ? 1 : right + 1;
    await call(page, { cmd: 'enter', digit: wrong });
    st = await state(page);
    assertEq(st.checks[cell], 'w', 'wrong digit checked as wrong');
    assert(st.mistakeCells.includes(cell), 'wrong digit shown as a mistake');
    assert(st.mistakes >= 1, 'mistakes counted');
    await h.shot(page, 'play-check-wrong');
    await call(page, { cmd: 'enter', digit: right });
    st = await state(page);
    const placed = st.grid.split('').filter((c) => c === String(right)).length;
    assertEq(st.remaining[right - 1], 9 - placed, 'remaining count for the digit');
    // Hint overlay: every cell where `right` may still go, and only those.
    await call(page, { cmd: 'prefs', overlay: true });
    await call(page, { cmd: 'select', cell: -1 });
    await clickPad(page, right);
    st = await state(page);
    assertEq(st.highlightDigit, right, 'pad digit highlighted');
    const peers = (a, b) => a !== b && (Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9 ||
      (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor(a % 9 / 3) === Math.floor(b % 9 / 3)));
    const expected = [];
    for (let c = 0; c < 81; c++) {
      if (st.grid[c] !== '.') continue;
      let ok = true;
      for (let o = 0; o < 81; o++) if (peers(c, o) && st.grid[o] === String(right)) ok = false;
      if (ok) expected.push(c);
    }
    assertEq(st.overlayCells, expected, 'overlay cells');
    await h.shot(page, 'play-overlay');
    assertEq(page.problems, [], 'console problems');
  })],

  ['play: hints come in stages and apply', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await freshGame(page, 5);
    await h.press(page, 'h');
    st = await state(page);
    assertEq(st.hint.stage, 'house', 'first stage');
    assert(/^Look at (row|column|box) \d\.$/.test(st.hint.text), `house text: ${st.hint.text}`);
    await call(page, { cmd: 'hint' });
    st = await state(page);
    assertEq(st.hint.stage, 'technique', 'second stage');
    await call(page, { cmd: 'hint' });
    st = await state(page);
    assertEq(st.hint.stage, 'pattern', 'third stage');
    assert(st.hint.focus.length > 0, 'the hint shows its cells');
    await h.shot(page, 'play-hint');
    const before = st.grid;
    await call(page, { cmd: 'hintApply' });
    st = await state(page);
    assert(st.grid !== before || st.cornerMarks.join('') !== '', 'applying changed the board');
    assertEq(st.hintsUsed, 1, 'one hint counted');
    // A wrong entry is reported before any technique.
    const cell = firstBlank(st);
    await call(page, { cmd: 'select', cell });
    for (let d = 1; d <= 9; d++) {
      await call(page, { cmd: 'enter', digit: d });
      if ((await state(page)).checks[cell] === 'w') break;
    }
    await call(page, { cmd: 'hint' });
    st = await state(page);
    assert(st.hint.text.includes('is wrong'), `contradiction first: ${st.hint.text}`);
    assertEq(page.problems, [], 'console problems');
  })],

  ['play: autosave restores the game after a reload', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await freshGame(page, 21);
    const cell = firstBlank(st);
    await call(page, { cmd: 'select', cell });
    await call(page, { cmd: 'enter', digit: 4 });
    await call(page, { cmd: 'notes', on: true });
    await call(page, { cmd: 'select', cell: st.grid.indexOf('.', cell + 1) });
    await call(page, { cmd: 'enter', digit: 6 });
    await h.settle(page);  // saves go out with the next frame
    const before = await state(page);
    await page.reload();
    await ready(page);
    const after = await state(page);
    assertEq([after.givens, after.grid, after.cornerMarks, after.history], [before.givens, before.grid, before.cornerMarks, before.history],
      'restored game with its history');
    await call(page, { cmd: 'undo' });
    assertEq((await state(page)).cornerMarks.join(''), '', 'undo works after the reload');
    // A corrupted save is ignored with a message, not a crash.
    await page.evaluate(() => localStorage.setItem('sudoku:app.save', 'SDK1:garbage!!'));
    await page.reload();
    await ready(page);
    st = await state(page);
    assert(/could not be restored/.test(st.message), `message about the bad save: ${st.message}`);
    assertEq(page.problems, [], 'console problems');
  })],

  ['play: share links open the same puzzle; a bad link says why', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    const p = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
    await page.goto(url + '/#p=' + p);
    await ready(page);
    assertEq((await state(page)).givens, p, 'puzzle link');
    await page.goto(url + '/?x=1#seed=77&level=medium');
    await ready(page);
    await page.waitForFunction(() => !window.sudoku.state().generating, null, { timeout: 20000 });
    let st = await state(page);
    assertEq([st.seed, st.level], [77, 'medium'], 'seed link');
    await page.goto(url + '/?y=2#p=12345');
    await ready(page);
    st = await state(page);
    assert(/cannot be opened/.test(st.message), `bad link message: ${st.message}`);
    await h.shot(page, 'play-bad-link');
    assertEq(page.problems, [], 'console problems');
  })],

  ['play: statistics count wins, losses and abandoned games, survive a reload, and a damaged copy is reset', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await freshGame(page, 3);
    assertEq(st.stats, {}, 'no statistics at first');
    await call(page, { cmd: 'select', cell: firstBlank(st) });
    await call(page, { cmd: 'enter', digit: 1 });
    st = await freshGame(page, 4);  // the unfinished game counts as played, not won
    assertEq([st.stats.easy.played, st.stats.easy.won, st.stats.easy.streak], [1, 0, 0], 'abandoned');
    st = await solveInPage(page);
    assertEq([st.completed, st.newBest], [true, true], 'solved, a first best time');
    const easy = st.stats.easy;
    assertEq([easy.played, easy.won, easy.clean, easy.streak, easy.bestStreak], [2, 1, 1, 1, 1], 'won');
    assertEq(easy.bestMs, Math.max(1, st.elapsedMs), 'the best time is this game\'s time');
    await h.settle(page);
    await h.shot(page, 'play-solved');
    // A loss: two wrong digits with a limit of two mistakes end the game.
    st = await freshGame(page, 6);
    assertEq(st.stats.easy, easy, 'a new game after a win changes nothing yet');
    await call(page, { cmd: 'options', mistakeMode: 2, mistakeLimit: 2 });
    const sol = solve(st.givens);
    const blanks = [];
    for (let c = 0; c < 81 && blanks.length < 3; c++) if (st.grid[c] === '.') blanks.push(c);
    const wrong = (c) => (+sol[c] % 9) + 1;
    for (const c of blanks.slice(0, 2)) {
      await call(page, { cmd: 'select', cell: c });
      await call(page, { cmd: 'enter', digit: wrong(c) });
    }
    st = await state(page);
    assertEq([st.mistakes, st.lost, st.completed], [2, true, false], 'the game is lost at the mistake limit');
    assert(/Too many mistakes/.test(st.message), `message: ${st.message}`);
    const lost = { played: 3, won: 1, clean: 1, streak: 0, bestStreak: 1, bestMs: easy.bestMs, averageMs: easy.averageMs };
    assertEq(st.stats.easy, lost, 'a loss: played, not won, the streak ends');
    await call(page, { cmd: 'select', cell: blanks[2] });
    await call(page, { cmd: 'enter', digit: +sol[blanks[2]] });
    assertEq((await state(page)).grid[blanks[2]], '.', 'a lost game takes no more moves');
    assertEq((await freshGame(page, 7)).stats.easy, lost, 'a lost game is not counted again when the next one starts');
    await page.reload();
    await ready(page);
    assertEq((await state(page)).stats.easy, lost, 'statistics survive a reload');
    await page.evaluate(() => localStorage.setItem('sudoku:app.stats', 'SDKSTATS1\neasy 1 5 0 0 0 0 0'));
    await page.reload();
    await ready(page);
    st = await state(page);
    assert(/statistics could not be read \(line 2: more games won than played\)/.test(st.message), `message: ${st.message}`);
    assertEq(st.stats, {}, 'a damaged copy starts again');
    assertEq(await page.evaluate(() => localStorage.getItem('sudoku:app.stats')), 'SDKSTATS1\n', 'and is replaced');
    assertEq(page.problems, [], 'console problems');
  })],

  // What a 90 px minimum board in a 60x50 window is worth: it is clipped (the window is
  // smaller than the board), yet cells in view take a click and a digit, and the arrow
  // keys reach the cells out of view. (Headless Chromium draws a WebGL canvas under ~88 px
  // high at a few frames per second: this test waits for the state, not for 3 frames, and
  // lets the pointer rest on a cell for a frame before it clicks, as a hand would.)
  ['play: a 60x50 window keeps a 90 px board: cells in view take clicks and digits, arrows reach the rest', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/', { viewport: { width: 60, height: 50 } });
    await page.waitForFunction(() => window.sudoku, null, { timeout: 20000 });
    const until = async (action, test, what) => {
      await action();
      const t0 = Date.now();
      for (;;) {
        const st = await state(page);
        if (test(st)) return st;
        if (Date.now() - t0 > 15000) throw new Error(`${what} (after 15 s)`);
        await page.waitForTimeout(50);
      }
    };
    assertEq(await call(page, { cmd: 'newGame', level: 'easy', seed: 9, wait: true }), { ok: true }, 'newGame');
    let st = await state(page);
    const b = st.board;
    assert(b.size >= 90 && b.cell >= 10, `board ${b.size} px, cells ${b.cell} px`);
    const centre = (c) => [b.x + (c % 9 + 0.5) * b.cell, b.y + (Math.floor(c / 9) + 0.5) * b.cell];
    const inView = [];
    for (let c = 0; c < 81; c++) {
      const [x, y] = centre(c);
      if (x >= 0 && x < 60 && y >= 0 && y < 50) inView.push(c);
    }
    assert(inView.length >= 20, `only ${inView.length} cells in view`);
    // The corners of the part in view, and a blank cell: a click on each selects it.
    const blank = inView.find((c) => st.grid[c] === '.');
    const corners = [inView[0], inView[inView.length - 1], Math.min(...inView.filter((x) => x % 9 === inView[inView.length - 1] % 9)),
      Math.max(...inView.filter((x) => x % 9 === inView[0] % 9))];
    for (const c of corners.filter((x) => x !== blank).concat(blank)) {
      const [x, y] = centre(c);
      const f0 = (await state(page)).frames;
      await until(() => page.mouse.move(x, y), (s) => s.frames > f0, 'no frame after a pointer move');
      await until(async () => { await page.mouse.down(); await page.mouse.up(); }, (s) => s.selected === c,
        `a click on the centre of cell ${c} does not select it`);
    }
    await until(() => page.keyboard.press('6'), (s) => s.grid[blank] === '6', 'a digit typed into a cell in view does not go in');
    // The blank cell out of view nearest to it: the arrows take the selection there.
    const away = (c) => Math.abs(Math.floor(c / 9) - Math.floor(blank / 9)) + Math.abs(c % 9 - blank % 9);
    const hidden = [...Array(81).keys()].filter((c) => !inView.includes(c) && st.grid[c] === '.').sort((p, q) => away(p) - away(q))[0];
    const dr = Math.floor(hidden / 9) - Math.floor(blank / 9), dc = hidden % 9 - blank % 9;
    await until(async () => {
      for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr < 0 ? 'ArrowUp' : 'ArrowDown');
      for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc < 0 ? 'ArrowLeft' : 'ArrowRight');
    }, (s) => s.selected === hidden, `the arrows do not reach cell ${hidden} out of view`);
    st = await until(() => page.keyboard.press('2'), (s) => s.grid[hidden] === '2', `a digit does not go into cell ${hidden} out of view`);
    await h.shot(page, 'play-tiny-window');
    assertEq(page.problems, [], 'console problems');
  })],

  ['play: screenshots light, dark and phone', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser, { colorScheme: 'dark' });
    let st = await freshGame(page, 3);
    assertEq(st.dark, true, 'dark theme follows prefers-color-scheme');
    await call(page, { cmd: 'select', cell: firstBlank(st) });
    await h.shot(page, 'play-dark');
    await call(page, { cmd: 'theme', dark: false });
    await h.settle(page);
    await h.shot(page, 'play-light');
    const phone = await h.appPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    st = await state(phone);
    const box = await phone.locator('canvas').boundingBox();
    const cell = firstBlank(st);
    await h.settle(phone, () => phone.touchscreen.tap(box.x + st.board.x + (cell % 9 + 0.5) * st.board.cell, box.y + st.board.y + (Math.floor(cell / 9) + 0.5) * st.board.cell));
    assertEq((await state(phone)).selected, cell, 'a tap selects the cell');
    await h.shot(phone, 'play-phone');
    assertEq(page.problems.concat(phone.problems), [], 'console problems');
  })],

  ['play: on a phone the panel opens one section at a time and scrolls with a finger', (browser) => withServer(async (url) => {
    const phone = await h.appPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    const tap = (x, y) => h.settle(phone, () => phone.touchscreen.tap(x, y));
    // Positions in CSS px of this 390 x 844 layout (see test-results/play-phone*.png).
    await tap(150, 601);  // the Game header: Game closes
    await tap(150, 638);  // the Settings header below it: the panel scrolls to show Settings
    await h.shot(phone, 'play-phone-settings');
    await tap(60, 669);   // "Dark theme", now in view (above "High contrast")
    assertEq((await state(phone)).dark, true, 'the dark theme checkbox was reached');
    const cdp = await phone.context().newCDPSession(phone);
    const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await h.settle(phone, () => touch('touchStart', 200, 450));
    for (let y = 480; y <= 810; y += 30) await h.settle(phone, () => touch('touchMove', 200, y));
    await h.settle(phone, () => touch('touchEnd'));
    let st = await state(phone);
    assertEq([st.dark, st.paused], [true, false], 'a drag scrolls and presses nothing');
    await tap(339, 405);  // Pause, back in view at the top of the panel
    st = await state(phone);
    assertEq(st.paused, true, 'the Pause button was scrolled back into reach');
    await h.shot(phone, 'play-phone-scrolled');
    assertEq(phone.problems, [], 'console problems');
  })],
];
