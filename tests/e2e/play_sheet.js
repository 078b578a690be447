// Issue 27: one tap to the game you want. The first visit opens a fresh game at the default
// level whose clock waits for the first input; New game opens a sheet of level and variant
// tiles, each starting its game at once; the sheet closes by its x, Esc and a tap outside
// without touching the board; the keyboard reaches the sheet and the Tools drawer; the
// variant list shows the variant being played; German says Rückgängig/Wiederholen; hint
// sentences name cells as players say them.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer, ready, SEED } = h;

const state = h.state;
const call = h.call;
const PHONE = { width: 390, height: 844 }, DESKTOP = { width: 1280, height: 800 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// A kept page (h.appPage); `first`: a page of its own, for the test of the first visit.
async function open(browser, url, viewport, opts, first) {
  const touch = viewport.width < 500;
  const options = Object.assign({ viewport, isMobile: touch, hasTouch: touch }, opts || {});
  if (!first) return h.appPage(browser, options);
  const page = await h.openPage(browser, url + '/', options);
  await ready(page);
  return page;
}
const idle = (page) => page.waitForFunction(() => !window.sudoku.state().generating, null, { timeout: 60000 });
// A tap (phone) or a click (desktop) at the centre of r, a rect in canvas px.
async function tap(page, r, touch) {
  const box = await page.locator('canvas').boundingBox();
  const x = box.x + r.x + r.w / 2, y = box.y + r.y + r.h / 2;
  await h.settle(page, () => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y)));
}
async function openSheet(page) {
  assertEq(await call(page, { cmd: 'action', name: 'newGameSheet' }), { ok: true }, 'New game opens the sheet');
  await h.settle(page);
  const st = await state(page);
  assert(st.sheet.shown && st.sheet.card.w > 0, `the sheet shows: ${JSON.stringify(st.sheet.card)}`);
  return st;
}

module.exports = [
  ['play sheet: the first visit is a fresh game at the default level, its clock at 0 until the first input', (browser) => withServer(async (url) => {
    const page = await open(browser, url, DESKTOP, null, true);
    let st = await state(page);
    assert(st.givens !== SEED, 'not the old example puzzle');
    assertEq([st.level, st.variant, st.completed], ['easy', '9x9', false], 'a fresh easy classic');
    assert(st.seed > 0, `a generated game with a seed: ${st.seed}`);
    assertEq(st.chooser, { variant: '9x9', level: 'easy' }, 'the lists show it');
    // Frames come and go for 2.5 s: the clock stays at 0.
    await sleep(2500);
    await h.settle(page);
    st = await state(page);
    assertEq(st.elapsedMs, 0, 'no time counts before the first input');
    // The first input (a digit in an empty cell) starts it.
    const cell = st.grid.indexOf('.');
    await call(page, { cmd: 'select', cell });
    await call(page, { cmd: 'enter', digit: 1 });
    await sleep(1500);
    await h.settle(page);
    st = await state(page);
    assert(st.elapsedMs >= 500, `the clock runs after the first input: ${st.elapsedMs} ms`);
    // A reload restores that game (not a new one).
    const givens = st.givens;
    await page.reload();
    await ready(page);
    assertEq((await state(page)).givens, givens, 'the second visit restores the game');
    // The example is still there for whoever asks for it (by the API, as a page would).
    assertEq(await page.evaluate((p) => window.sudoku.load(p), SEED), { ok: true }, 'load the example');
    assertEq((await state(page)).givens, SEED, 'the example by the API');
    assertEq(page.problems, [], 'console problems');
  })],

  ['play sheet: each tile starts its game at once (phone taps), and the variant list shows the game played', (browser) => withServer(async (url) => {
    const page = await open(browser, url, PHONE);
    let st = await openSheet(page);
    assertEq(st.sheet.tiles.map((t) => t.name), ['easy', 'medium', 'hard', 'expert', 'master', 'extreme', '4x4', '6x6', '12x12', '16x16', 'jigsaw', 'x', 'killer',
      'anti-knight', 'anti-king', 'non-consecutive', 'kropki', 'xv', 'thermo'],
      'a tile per level and per variant');
    for (const t of st.sheet.tiles) {
      assert(t.h >= 44 && t.w >= 44, `tile ${t.name} is ${t.w}x${t.h} px`);
      assert(t.x >= st.sheet.card.x && t.x + t.w <= st.sheet.card.x + st.sheet.card.w + 0.5, `tile ${t.name} within the sheet`);
    }
    await h.shot(page, 'play-sheet-phone-tiles');
    await call(page, { cmd: 'sheet', open: false });
    // The levels from the hardest down, Medium last: the variants' games that follow keep
    // that level (not the default, so a variant tile that ignored the level chosen would
    // show), and are made at Medium rather than at Extreme, where the thirteen variants took
    // ~10 CPU-s of the worker's search, which this test is not about.
    const order = [5, 4, 3, 2, 0, 1].concat(st.sheet.tiles.map((t, i) => i).slice(6));
    for (const i of order) {
      const before = await state(page);
      st = await openSheet(page);
      const t = st.sheet.tiles[i];
      await tap(page, t, true);
      let now = await state(page);
      assertEq(now.sheet.shown, false, `${t.name}: the sheet closes`);
      await idle(page);
      now = await state(page);
      const level = i < 6 ? t.name : before.chooser.level;
      const variant = i < 6 ? '9x9' : t.name;
      assertEq([now.variant, now.level, now.completed], [variant, level, false], `${t.name}: its game`);
      assert(now.givens !== before.givens, `${t.name}: a new puzzle`);
      assertEq(now.chooser, { variant, level }, `${t.name}: the lists show the game played`);
      console.log(`    ${t.name}: ${now.variant} ${now.level}, ${now.givens.split('').filter((c) => c !== '.').length} givens`);
    }
    // A killer from a share link: the variant list says Killer.
    await call(page, { cmd: 'sheet', tile: 'easy', wait: true });
    assertEq((await state(page)).chooser.variant, '9x9', 'back to the classic');
    await call(page, { cmd: 'fragment', text: '#variant=killer&seed=5&level=easy' });
    await idle(page);
    await h.settle(page);
    assertEq([(await state(page)).variant, (await state(page)).chooser.variant], ['killer', 'killer'], 'a shared killer shows as Killer');
    assertEq(page.problems, [], 'console problems');
  })],

  ['play sheet: closes by Esc, by its x and by a tap outside without touching the board or the panel; the win card leads to it', (browser) => withServer(async (url) => {
    for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const touch = name === 'phone';
      const page = await open(browser, url, viewport);
      assertEq(await call(page, { cmd: 'newGame', level: 'easy', seed: 27, wait: true }), { ok: true }, 'new game');
      const blank = (await state(page)).grid.indexOf('.');
      await call(page, { cmd: 'select', cell: blank });
      const base = await state(page);
      const same = async (what) => {
        const now = await state(page);
        assertEq([now.sheet.shown, now.grid, now.givens, now.selected, now.notes], [false, base.grid, base.givens, base.selected, base.notes],
          `${name}: ${what} closes the sheet, the game unchanged`);
      };
      // Esc.
      await openSheet(page);
      await h.press(page, 'Escape');
      await same('Esc');
      // The x.
      let st = await openSheet(page);
      await tap(page, st.sheet.close, touch);
      await same('the x');
      // A tap on the board outside the sheet (the top-left cell, where the card is not).
      st = await openSheet(page);
      const b = st.board, c = st.sheet.card;
      const cellAt = { x: b.x + 2, y: b.y + 2, w: b.cell / 2, h: b.cell / 2 };
      const inside = (p) => p.x + p.w / 2 >= c.x && p.x + p.w / 2 <= c.x + c.w && p.y + p.h / 2 >= c.y && p.y + p.h / 2 <= c.y + c.h;
      if (!inside(cellAt)) {
        await tap(page, cellAt, touch);
        await same('a tap on the board outside it');
        st = await openSheet(page);
      }
      // A tap on a key of the pad: it closes the sheet and enters nothing.
      await tap(page, st.pad[4], touch);
      await same('a tap on the pad');
      // The keyboard: from the tile of the game played (Easy), right once and Enter: Medium.
      st = await openSheet(page);
      assertEq(st.sheet.focus, 0, `${name}: the keyboard starts on the game's own tile`);
      await h.press(page, 'ArrowRight');
      assertEq((await state(page)).sheet.focus, 1, `${name}: the arrow moves`);
      await h.press(page, 'ArrowDown', 'ArrowDown', 'ArrowUp');
      assertEq((await state(page)).sheet.focus, 4, `${name}: down to the variants, back up`);
      await h.press(page, 'ArrowUp', 'Enter');
      await idle(page);
      st = await state(page);
      assertEq([st.sheet.shown, st.level, st.variant], [false, 'medium', '9x9'], `${name}: Enter starts the tile's game`);
      // The win card's "Another level" opens the sheet.
      await page.evaluate(() => window.sudoku.call({ cmd: 'newGame', level: 'easy', seed: 81, wait: true }));
      await h.solveInPage(page);
      await h.settle(page);
      assert((await state(page)).result.shown, `${name}: the win card`);
      const another = (await state(page)).result.another;
      await tap(page, another, touch);
      st = await state(page);
      assertEq([st.result.shown, st.sheet.shown], [false, true], `${name}: Another level opens the sheet`);
      await h.settle(page);
      await h.shot(page, `play-sheet-${name}-after-win`);
      assertEq(page.problems, [], 'console problems');
    }
  })],

  ['play sheet: the keyboard reaches into the Tools drawer (T opens it, arrows move, Enter presses, Esc closes)', (browser) => withServer(async (url) => {
    const page = await open(browser, url, PHONE);
    assertEq(await call(page, { cmd: 'newGame', level: 'easy', seed: 27, wait: true }), { ok: true }, 'new game');
    await call(page, { cmd: 'select', cell: (await state(page)).grid.indexOf('.') });
    let st = await state(page);
    assertEq(st.toolsOpen, false, 'closed on a phone');
    const selected = st.selected;
    await h.press(page, 't');
    await h.settle(page);
    st = await state(page);
    assertEq([st.toolsOpen, st.toolFocus], [true, 'colour'], 'T opens the drawer on its first button');
    await h.press(page, 'ArrowRight');
    assertEq((await state(page)).toolFocus, 'filter', 'the arrow moves to Filter');
    await h.press(page, 'ArrowRight');
    assertEq((await state(page)).toolFocus, 'pairs', 'and on to Pairs');
    await h.press(page, 'ArrowDown');  // the arrows stay in the drawer: the selection does not move
    assertEq([(await state(page)).toolFocus, (await state(page)).selected], ['savepoint', selected], 'down moves in the drawer only');
    await h.press(page, 'ArrowLeft');
    await h.press(page, 'Enter');
    st = await state(page);
    assertEq(st.filter.pairs, true, 'Enter on Pairs turns the pairs filter on');
    await h.shot(page, 'play-sheet-tools-keyboard');
    await h.press(page, 'Escape');
    await h.settle(page);
    st = await state(page);
    assertEq([st.toolsOpen, st.toolFocus, st.selected], [false, '', selected], 'Esc closes the drawer, back to the board');
    await h.press(page, 'ArrowRight');
    assertEq((await state(page)).selected, selected + 1, 'the arrows move on the board again');
    assertEq(page.problems, [], 'console problems');
  })],

  ['play sheet: the mirror opens the sheet and starts a tile; German says Rückgängig/Wiederholen and names cells as players do', (browser) => withServer(async (url) => {
    const page = await open(browser, url, DESKTOP, { locale: 'de-DE' });
    assertEq(await call(page, { cmd: 'newGame', level: 'easy', seed: 7, wait: true }), { ok: true }, 'new game');
    await h.settle(page);
    let st = await state(page);
    assertEq([st.coreTools.undo.label, st.tools.redo.label], ['Rückgängig', 'Wiederholen'], 'undo and redo in German');
    assert(st.tools.back.label === 'Rücksprung', `the savepoint's way back keeps its own word: ${st.tools.back.label}`);
    // A hint's sentence: "Zeile 3, Spalte 4 (r3c4)", not a bare "r3c4".
    for (let i = 0; i < 3; i++) await call(page, { cmd: 'hint' });
    st = await state(page);
    assertEq(st.hint.stage, 'pattern', 'the hint\'s third stage');
    assert(/Zeile \d, Spalte \d \(r\dc\d/.test(st.hint.text), `cells as German players say them: ${st.hint.text}`);
    assert(!/(^|[^0-9A-Za-z=-])r\dc\d/.test(st.hint.text.replace(/\([^)]*\)/g, '')), `no bare notation: ${st.hint.text}`);
    await call(page, { cmd: 'hintClose' });
    // The mirror: New game, then the Mittel tile, by keyboard.
    await page.waitForFunction(() => document.querySelector('#app .sudoku-a11y-group'), null, { timeout: 10000 });
    await page.locator('#app .sudoku-a11y-group button', { hasText: /^Neues Spiel$/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.sudoku.state().sheet.shown, null, { timeout: 5000 });
    const focused = await page.evaluate(() => document.activeElement.textContent);
    assertEq(focused, 'Leicht', 'the focus goes to the tile of the game played');
    await page.keyboard.press('Tab');
    assertEq(await page.evaluate(() => document.activeElement.textContent), 'Mittel', 'Tab reaches the next tile');
    await page.keyboard.press('Enter');
    await idle(page);
    st = await state(page);
    assertEq([st.sheet.shown, st.level, st.variant], [false, 'medium', '9x9'], 'the mirror\'s tile starts its game');
    assertEq(page.problems, [], 'console problems');
  })],

  ['play sheet: English hint sentences name cells and complete technique names', (browser) => withServer(async (url) => {
    const page = await open(browser, url, DESKTOP);
    // A pointing pair is the next step here (r1c4 ... ; see tests/core logic tests).
    const seen = [];
    assertEq(await call(page, { cmd: 'newGame', level: 'medium', seed: 11, wait: true }), { ok: true }, 'new game');
    for (let n = 0; n < 60; n++) {
      // The last hint applied, the next one's technique stage, then its pattern stage, read
      // in one call into the page.
      const [st, p] = await page.evaluate((apply) => {
        const s = window.sudoku;
        if (apply) s.call({ cmd: 'hintApply' });
        s.call({ cmd: 'hint' });
        s.call({ cmd: 'hint' });
        const t = s.state();
        if (t.hint.stage !== 'technique') return [t, null];
        s.call({ cmd: 'hint' });
        return [t, s.state()];
      }, n > 0);
      if (st.hint.stage !== 'technique') break;
      seen.push([st.hint.title, st.hint.text]);
      // Every cell said as players say it; the notation only in brackets (as a detail, or a chain's).
      assert(!/(^|[^0-9A-Za-z=-])r\dc\d/.test(p.hint.text.replace(/\([^)]*\)/g, '')), `no bare notation: ${p.hint.text}`);
      assert(/[Rr]ow \d, column \d \(r\dc\d/.test(p.hint.text) || !/r\dc\d/.test(p.hint.text), `cells as players say them: ${p.hint.text}`);
    }
    console.log(`    ${seen.length} hints, e.g. ${JSON.stringify(seen.filter(([t]) => /pair/.test(t)).slice(0, 2).map(([, x]) => x))}`);
    // A name with one capital is a common noun inside the sentence: "Try a pointing pair".
    for (const [title, t] of seen) {
      const name = /^[A-Z][^A-Z]*$/.test(title) ? title[0].toLowerCase() + title.slice(1) : title;
      assert(new RegExp(`^Try an? ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( in |\\.)`).test(t), `"${title}" in: ${t}`);
      assert(!/^(Pointing|Claiming)$/.test(title), `complete names: ${title}`);
    }
    assertEq(page.problems, [], 'console problems');
  })],

  ['play sheet: on a phone a 16x16 shows the selected row magnified (44 px cells); a tap there picks its cell', (browser) => withServer(async (url) => {
    const page = await open(browser, url, PHONE, { deviceScaleFactor: 2 });
    assertEq(await call(page, { cmd: 'newGame', level: 'easy', variant: '16x16', seed: 3, wait: true }), { ok: true }, 'a 16x16 game');
    let st = await state(page);
    assertEq([st.size, st.loupe.shown], [16, false], 'nothing selected: no magnifier');
    assert(st.board.cell < 30, `the board's cells are small: ${st.board.cell} px`);
    const cell = 16 * 2 + 5;
    await call(page, { cmd: 'select', cell });
    await call(page, { cmd: 'autoCandidates' });
    await h.settle(page);
    st = await state(page);
    const l = st.loupe;
    assert(l.shown && l.cell >= 44 && l.h >= 44, `the row magnified: ${JSON.stringify(l)}`);
    const rowTop = st.board.y + 2 * st.board.cell;
    assert(l.y >= rowTop + st.board.cell, `below the selected row (strip at ${l.y}, the row at ${rowTop})`);
    await h.shot(page, 'play-sheet-phone-16x16-loupe');
    // A tap on the strip, one magnified cell right of the selected one, picks that cell.
    const x = l.left + (cell % 16 + 1.5) * l.cell;
    assert(x < l.x + l.w, 'the neighbour shows in the strip');
    await tap(page, { x: x - 1, y: l.y + l.h / 2 - 1, w: 2, h: 2 }, true);
    st = await state(page);
    assertEq(st.selected, cell + 1, 'the tap on the strip picked the neighbour');
    // A tap elsewhere on the board picks as before.
    const far = 16 * 12 + 12;
    await tap(page, { x: st.board.x + (far % 16) * st.board.cell + 2, y: st.board.y + 12 * st.board.cell + 2, w: st.board.cell - 4, h: st.board.cell - 4 }, true);
    assertEq((await state(page)).selected, far, 'a tap on the board outside the strip');
    st = await state(page);
    assert(st.loupe.shown && st.loupe.y + st.loupe.h <= st.board.y + 12 * st.board.cell, 'the strip moves above a lower row');
    assertEq(page.problems, [], 'console problems');
  })],

  ['play sheet: opaque over the board on a phone and a desktop, light and dark (screenshots)', (browser) => withServer(async (url) => {
    for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const page = await open(browser, url, viewport);
      assertEq(await call(page, { cmd: 'newGame', level: 'medium', seed: 5, wait: true }), { ok: true }, 'new game');
      for (const dark of [false, true]) {
        await call(page, { cmd: 'theme', dark, contrast: false });
        const st = await openSheet(page);
        const img = await h.shot(page, `play-sheet-${name}-${dark ? 'dark' : 'light'}`);
        // Opaque: down the card's left padding no grid line shows through.
        const c = st.sheet.card, col = new Set();
        for (let y = Math.round(c.y + 16); y < c.y + c.h - 16; y++) col.add(img.pixel(Math.round(c.x + 6), y).join(','));
        assertEq(col.size, 1, `${name} ${dark ? 'dark' : 'light'}: the sheet is opaque: its padding holds ${[...col].join(' ')}`);
        await call(page, { cmd: 'sheet', open: false });
      }
      assertEq(page.problems, [], 'console problems');
    }
  })],
];
