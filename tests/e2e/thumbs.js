// Issue 27: a play screen for thumbs. The pad's keys and the four core tools are at least
// 44 CSS px tall; neighbouring keys' hit areas touch (a tap where the gap was lands on a
// key); the rest of the tools live in a drawer (closed on a phone); pencil marks are 3x3
// positional by default and their digits at least 9 CSS px tall on a 390 px phone.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer, ready } = h;

// A small backtracking solver for the easy games here (no native CLI needed).
function solve(givens) {
  const g = givens.split('').map((ch) => (ch === '.' ? 0 : +ch));
  const ok = (i, d) => {
    const r = Math.floor(i / 9), c = i % 9, br = r - r % 3, bc = c - c % 3;
    for (let k = 0; k < 9; k++)
      if (g[r * 9 + k] === d || g[k * 9 + c] === d || g[(br + Math.floor(k / 3)) * 9 + bc + k % 3] === d) return false;
    return true;
  };
  const go = (i) => {
    while (i < 81 && g[i]) i++;
    if (i === 81) return true;
    for (let d = 1; d <= 9; d++) if (ok(i, d)) { g[i] = d; if (go(i + 1)) return true; }
    g[i] = 0;
    return false;
  };
  assert(go(0), 'no solution for ' + givens);
  return g.join('');
}

const state = h.state;
const call = h.call;
const PHONE = { width: 390, height: 844 }, DESKTOP = { width: 1280, height: 800 };

async function open(browser, url, viewport, scale) {
  const touch = viewport.width < 500;
  const page = await h.appPage(browser, { viewport, isMobile: touch, hasTouch: touch, deviceScaleFactor: scale || 1 });
  assertEq(await call(page, { cmd: 'newGame', level: 'easy', seed: 27, wait: true }), { ok: true }, 'new game');
  await page.waitForFunction(() => !window.sudoku.state().message, null, { timeout: 10000 });
  await h.settle(page);
  return page;
}

// Keys in reading order: each row's neighbours share an edge, and so do the rows.
function checkPad(st, name) {
  const pad = st.pad;
  assertEq(pad.length, 9, `${name}: nine keys`);
  for (const k of pad) assert(k.h >= 44 && k.w >= 30, `${name}: key ${k.digit} is ${k.w}x${k.h}`);
  const gaps = [];
  for (let i = 1; i < pad.length; i++) {
    const a = pad[i - 1], b = pad[i];
    if (Math.abs(b.y - a.y) < 1) gaps.push(b.x - (a.x + a.w));            // same row: left to right
    else gaps.push(b.y - (a.y + a.h));                                      // next row: top to bottom
  }
  for (const g of gaps) assert(Math.abs(g) < 0.01, `${name}: a gap between keys: ${JSON.stringify(gaps)}`);
  for (const [tool, r] of Object.entries(st.coreTools)) assert(r.h >= 44 && r.w >= 44, `${name}: ${tool} is ${r.w}x${r.h}`);
  return gaps;
}

// A tap (or click) on the edge between keys a and b (and, given c, the corner of a, b, c
// and the key under a) enters one of their digits in an empty cell.
async function tapBetween(page, st, touch, keys, name) {
  const box = await page.locator('canvas').boundingBox();
  const cell = st.grid.indexOf('.');
  await call(page, { cmd: 'notes', on: false });
  await call(page, { cmd: 'select', cell });
  const a = st.pad[keys[0] - 1], b = st.pad[keys[1] - 1];
  const row = Math.abs(a.y - b.y) < 1;
  const x = row ? b.x : b.x + b.w / 2, y = row ? a.y + a.h / 2 : b.y;
  const at = [box.x + x, box.y + (keys.length > 2 ? st.pad[keys[2] - 1].y : y)];
  await h.settle(page, () => (touch ? page.touchscreen.tap(at[0], at[1]) : page.mouse.click(at[0], at[1])));
  const got = (await state(page)).grid[cell];
  assert(keys.map(String).includes(got), `${name}: a tap at (${at}) between keys ${keys} entered "${got}"`);
  await call(page, { cmd: 'undo' });
}

// The ink of pencil mark d in cell c (CSS px): the bounding box of the pixels far from the
// cell's background around the mark's place.
function markInk(img, st, cell, d, scale) {
  const r = { x: st.board.x + (cell % 9) * st.board.cell, y: st.board.y + Math.floor(cell / 9) * st.board.cell, s: st.board.cell };
  const bg = img.pixel(Math.round((r.x + r.s * 0.35) * scale), Math.round((r.y + r.s * 0.35) * scale));
  const cx = r.x + r.s * (0.2 + 0.3 * ((d - 1) % 3)), cy = r.y + r.s * (0.2 + 0.3 * Math.floor((d - 1) / 3));
  let top = Infinity, bottom = -Infinity;
  const half = r.s * 0.14;
  for (let y = Math.round((cy - half) * scale); y <= Math.round((cy + half) * scale); y++)
    for (let x = Math.round((cx - half) * scale); x <= Math.round((cx + half) * scale); x++) {
      const p = img.pixel(x, y);
      if (Math.abs(p[0] - bg[0]) + Math.abs(p[1] - bg[1]) + Math.abs(p[2] - bg[2]) > 150) { top = Math.min(top, y); bottom = Math.max(bottom, y); }
    }
  return (bottom - top + 1) / scale;
}

// WCAG contrast of two [r, g, b] pixels.
function lum(p) {
  const c = p.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}
const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };

// The contrast of the board's parts in one theme, sampled from a screenshot: a blank cell's
// ground, a blank peer's tint, the thin and thick lines (the strongest pixel across each) and
// a given digit (its strongest pixel).
async function contrasts(page, theme) {
  await call(page, Object.assign({ cmd: 'theme' }, theme));
  let st = await state(page);
  const b = st.board, rc = (c) => [Math.floor(c / 9), c % 9];
  const inBox8 = [60, 61, 62, 69, 70, 71, 78, 79, 80].find((c) => st.grid[c] === '.');
  await call(page, { cmd: 'select', cell: inBox8 });
  await h.settle(page);
  st = await state(page);
  const img = await h.shot(page, `thumbs-contrast-${theme.name}`);
  const at = (x, y) => img.pixel(Math.round(x), Math.round(y));
  const centre = (c) => [b.x + (c % 9 + 0.5) * b.cell, b.y + (Math.floor(c / 9) + 0.5) * b.cell];
  const [sr, sc] = rc(inBox8);
  const far = [...Array(81).keys()].find((c) => st.grid[c] === '.' && rc(c)[0] < 6 && rc(c)[1] < 6);
  const peer = [...Array(81).keys()].find((c) => st.grid[c] === '.' && c !== inBox8 && (rc(c)[0] === sr || rc(c)[1] === sc) && rc(c)[0] < 6 !== rc(c)[1] < 6);
  const cell = at(...centre(far)), tint = at(...centre(peer));
  // Across a line at x (rows 0-5 sit away from the selection), the pixel most unlike the cell.
  const across = (x0) => {
    let best = 0;
    for (const row of [0, 1, 2, 3, 4, 5]) {
      const y = b.y + (row + 0.5) * b.cell;
      for (let x = x0 - 3; x <= x0 + 3; x++) best = Math.max(best, ratio(at(x, y), cell));
    }
    return best;
  };
  const thin = Math.min(across(b.x + b.cell), across(b.x + 2 * b.cell), across(b.x + 4 * b.cell));
  const thick = Math.min(across(b.x + 3 * b.cell));
  const given = [...Array(81).keys()].find((c) => st.givens[c] !== '.' && rc(c)[0] < 6 && rc(c)[1] < 6);
  let digit = 0;
  const [gx, gy] = centre(given);
  for (let y = gy - b.cell * 0.3; y <= gy + b.cell * 0.3; y++)
    for (let x = gx - b.cell * 0.3; x <= gx + b.cell * 0.3; x++) digit = Math.max(digit, ratio(at(x, y), cell));
  const r = (v) => Math.round(v * 100) / 100;
  return { tint: r(ratio(tint, cell)), thin: r(thin), thick: r(thick), digit: r(digit) };
}

module.exports = [
  ['thumbs: on a phone the keys are 44 px tall with no gaps, a tap between keys hits one, four core tools and a closed Tools drawer', (browser) => withServer(async (url) => {
    const page = await open(browser, url, PHONE);
    let st = await state(page);
    checkPad(st, 'phone');
    assertEq(st.pad.every((k) => Math.abs(k.y - st.pad[0].y) < 1), true, 'phone: one row of keys');
    const row = [st.coreTools.undo.x, st.coreTools.tools.x + st.coreTools.tools.w];
    assert(Math.abs(st.pad[0].x - row[0]) <= 1 && Math.abs(st.pad[8].x + st.pad[8].w - row[1]) <= 1,
      `phone: the keys fill the row (${st.pad[0].x} to ${st.pad[8].x + st.pad[8].w}, the row ${row})`);
    await tapBetween(page, st, true, [4, 5], 'phone');
    await tapBetween(page, st, true, [8, 9], 'phone');
    // The drawer: closed, then opened by its button (a tap), then closed again.
    assertEq([st.toolsOpen, st.tools.colour.w], [false, 0], 'phone: the Tools drawer starts closed');
    const box = await page.locator('canvas').boundingBox();
    const t = st.coreTools.tools;
    await h.settle(page, () => page.touchscreen.tap(box.x + t.x + t.w / 2, box.y + t.y + t.h / 2));
    st = await state(page);
    assert(st.toolsOpen && st.tools.colour.w > 0 && st.tools.redo.w > 0 && st.tools.showMe.w > 0, `phone: the drawer opened: ${JSON.stringify(st.tools)}`);
    await h.shot(page, 'thumbs-phone-tools');
    await h.settle(page, () => page.touchscreen.tap(box.x + t.x + t.w / 2, box.y + t.y + t.h / 2));
    assertEq((await state(page)).toolsOpen, false, 'phone: and closed again');
    // The core tools work by touch: Notes, then Hint.
    const n = st.coreTools.notes;
    await h.settle(page, () => page.touchscreen.tap(box.x + n.x + n.w / 2, box.y + n.y + n.h / 2));
    assertEq((await state(page)).notes, true, 'phone: the Notes button turns notes on');
    const hint = st.coreTools.hint;
    await h.settle(page, () => page.touchscreen.tap(box.x + hint.x + hint.w / 2, box.y + hint.y + hint.h / 2));
    assert((await state(page)).hint, 'phone: the Hint button opens a hint');
    assertEq(page.problems, [], 'console problems');
  })],

  ['thumbs: on a desktop the keys are 44 px tall with no gaps, a click on a former gap or corner hits a key, the drawer is open', (browser) => withServer(async (url) => {
    const page = await open(browser, url, DESKTOP);
    const st = await state(page);
    checkPad(st, 'desktop');
    console.log(`    desktop: keys ${st.pad[0].w}x${st.pad[0].h} px, core tools ${st.coreTools.undo.w.toFixed(1)}x${st.coreTools.undo.h} px`);
    await tapBetween(page, st, false, [1, 2], 'desktop');
    await tapBetween(page, st, false, [2, 5], 'desktop');  // between rows
    await tapBetween(page, st, false, [4, 5, 8, 7], 'desktop');  // a corner: 4|5 over 7|8 (pad[7] is key 8)
    assertEq(st.toolsOpen, true, 'desktop: the Tools drawer is open beside the board');
    assert(st.tools.colour.w > 0 && st.tools.redo.w > 0, 'desktop: the tools are shown');
    assertEq(page.problems, [], 'console problems');
  })],

  ['thumbs: pencil marks are 3x3 positional by default, 9 px tall on a phone, as large with a hint open; "Centre notes" keeps the old way', (browser) => withServer(async (url) => {
    const page = await open(browser, url, PHONE, 2);
    let st = await state(page);
    assertEq(st.prefs.centreNotes, false, 'positional notes by default');
    const cell = st.grid.indexOf('.');
    await call(page, { cmd: 'select', cell });
    await call(page, { cmd: 'notes', on: true });
    await h.calls(page, [1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => ({ cmd: 'enter', digit })));
    await call(page, { cmd: 'select', cell: st.grid.indexOf('.', 50) });
    await h.settle(page);
    st = await state(page);
    assertEq([st.cornerMarks[cell], st.centreMarks[cell]], ['123456789', ''], 'the marks are positional');
    let img = await h.shot(page, 'thumbs-phone-notes');
    const heights = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => markInk(img, st, cell, d, 2));
    console.log(`    phone: marks' digits ${JSON.stringify(heights)} CSS px tall; keys ${st.pad[0].w.toFixed(1)}x${st.pad[0].h} px, ` +
      `core tools ${st.coreTools.undo.w.toFixed(1)}x${st.coreTools.undo.h} px`);
    for (const px of heights) assert(px >= 9, `a mark's digits are ${JSON.stringify(heights)} px tall`);
    // The same marks with a hint open, drawn in the same places and sizes (where the hint
    // shows this cell's candidates).
    await call(page, { cmd: 'hint' });
    await h.settle(page);
    img = await h.shot(page, 'thumbs-phone-notes-hint');
    const withHint = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => markInk(img, st, cell, d, 2)).filter((px) => px > 0);
    for (const px of withHint) assert(px >= 9 && px <= Math.max(...heights) + 1.5, `with a hint: ${JSON.stringify(withHint)} against ${JSON.stringify(heights)}`);
    await call(page, { cmd: 'hintClose' });
    // Centre notes, and an old saved setting ("cornerMarks": false was the old default) keeps them.
    assertEq(await call(page, { cmd: 'prefs', centreNotes: true }), { ok: true }, 'centre notes on');
    assertEq((await state(page)).prefs.centreNotes, true, 'centre notes reported');
    await call(page, { cmd: 'prefs', centreNotes: false });
    await call(page, { cmd: 'prefs', cornerMarks: false });
    assertEq((await state(page)).prefs.centreNotes, true, 'an old "cornerMarks: false" means centre notes');
    await call(page, { cmd: 'prefs', cornerMarks: true });
    assertEq((await state(page)).prefs.centreNotes, false, 'an old "cornerMarks: true" means positional notes');
    assertEq(page.problems, [], 'console problems');
  })],

  ['thumbs: contrast in light, dark and high contrast (light and dark): tint 1.5:1, thin lines 3:1, thick lines and digits 4.5:1', (browser) => withServer(async (url) => {
    const page = await open(browser, url, DESKTOP);
    const themes = [{ name: 'light', dark: false, contrast: false }, { name: 'dark', dark: true, contrast: false },
      { name: 'contrast-dark', dark: true, contrast: true }, { name: 'contrast-light', dark: false, contrast: true }];
    const got = {};
    for (const t of themes) got[t.name] = await contrasts(page, t);
    console.log('    contrast ratios: ' + JSON.stringify(got));
    for (const [name, c] of Object.entries(got))
      assert(c.tint >= 1.5 && c.thin >= 3 && c.thick >= 4.5 && c.digit >= 4.5, `${name}: ${JSON.stringify(c)}`);
    assert(JSON.stringify(got['contrast-light']) !== JSON.stringify(got['contrast-dark']), 'high contrast comes light and dark');
    assertEq(page.problems, [], 'console problems');
  })],

  ['thumbs: the win card is opaque, closes by Esc, by a tap outside and by its x without changing the board; Same level again starts one', (browser) => withServer(async (url) => {
    const page = await open(browser, url, PHONE);
    const box = await page.locator('canvas').boundingBox();
    const win = async (seed) => {
      assertEq(await call(page, { cmd: 'newGame', level: 'easy', seed, wait: true }), { ok: true }, 'new game ' + seed);
      const st = await state(page);
      const sol = solve(st.givens);
      await h.fill(page, st.grid, sol);
      await h.settle(page);
      const now = await state(page);
      assert(now.completed && now.result.shown, `won and the card shows: ${JSON.stringify(now.result)}`);
      for (const k of ['close', 'same', 'another', 'see']) assert(now.result[k].h >= 44, `the card's ${k} is ${now.result[k].h} px tall`);
      return now;
    };
    // Esc.
    let st = await win(81);
    const img = await h.shot(page, 'thumbs-phone-win');
    // Opaque: down the card's left padding no grid line shows through (one colour from top to bottom).
    const c = st.result.card, col = new Set();
    for (let y = Math.round(c.y + 16); y < c.y + c.h - 16; y++) col.add(img.pixel(Math.round(c.x + 8), y).join(','));
    assertEq(col.size, 1, `the card is opaque: its padding holds ${[...col].join(' ')}`);
    await h.press(page, 'Escape');
    let after = await state(page);
    assertEq([after.result.shown, after.grid, after.selected], [false, st.grid, st.selected], 'Esc closes the card, the board unchanged');
    // A new game won before any frame (a script, in one call) shows its own card: the card
    // closed above must not stay closed for it.
    const won = await page.evaluate((moves) => {
      window.sudoku.call({ cmd: 'newGame', level: 'easy', seed: 81, wait: true });
      for (const [cell, digit] of moves) window.sudoku.call({ cmd: 'select', cell }), window.sudoku.call({ cmd: 'enter', digit });
      return window.sudoku.state().completed;
    }, [...st.givens].map((g, c) => [c, g]).filter(([, g]) => g === '.').map(([c]) => [c, +solve(st.givens)[c]]));
    await h.settle(page);
    const again = Object.assign(await state(page), { wonInOneCall: won });
    assert(again.wonInOneCall && again.result.shown, `a game won before its first frame shows its card: ${JSON.stringify(again.result)}`);
    await h.press(page, 'Escape');
    // A tap outside the card, on the board: closes it and selects nothing.
    st = await win(82);
    const b = st.board, far = [b.x + b.cell * 0.5, b.y + b.cell * 0.5];  // the top-left cell, outside the card
    assert(!(far[0] >= st.result.card.x && far[1] >= st.result.card.y && far[1] < st.result.card.y + st.result.card.h), 'the point is outside the card');
    await h.settle(page, () => page.touchscreen.tap(box.x + far[0], box.y + far[1]));
    after = await state(page);
    assertEq([after.result.shown, after.grid, after.selected], [false, st.grid, st.selected], 'a tap outside closes the card and does not reach the board');
    // The x, by touch.
    st = await win(83);
    const x = st.result.close;
    await h.settle(page, () => page.touchscreen.tap(box.x + x.x + x.w / 2, box.y + x.y + x.h / 2));
    after = await state(page);
    assertEq([after.result.shown, after.grid], [false, st.grid], 'the x closes the card');
    // Same level again: a new game at once, at the same level.
    st = await win(84);
    const same = st.result.same;
    await h.settle(page, () => page.touchscreen.tap(box.x + same.x + same.w / 2, box.y + same.y + same.h / 2));
    await page.waitForFunction(() => !window.sudoku.state().completed && !window.sudoku.state().generating, null, { timeout: 15000 });
    after = await state(page);
    assertEq([after.level, after.completed, after.result.shown], ['easy', false, false], 'Same level again starts a new easy game');
    assert(after.givens !== st.givens, 'another puzzle');
    // Another level, through the page API (the screen-reader mirror's way).
    st = await win(85);
    assertEq(await call(page, { cmd: 'result', choice: 'another', level: 'medium' }), { ok: true }, 'another level');
    await page.waitForFunction(() => window.sudoku.state().level === 'medium' && !window.sudoku.state().generating, null, { timeout: 30000 });
    assertEq(page.problems, [], 'console problems');
  })],
];
