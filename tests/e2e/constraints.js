// Constraint variants in the page (issue 25): each kind's picture on the board, checked in
// screenshots in the light, the dark and both high-contrast themes (pixels of the expected colour where the
// picture must be: a dot between two cells, a thermometer's bulb, a whisper's green ...),
// the rules in sentences (panel and mirror), and f-puzzles puzzles in and out: JSON, links,
// SudokuPad links, #fpuz= fragments, Enter a puzzle, an unknown rule refused by name and
// cosmetic parts listed.
'use strict';
const fs = require('fs');
const path = require('path');
const h = require('./harness');
const { assert, assertEq, withServer, ready } = h;

const state = h.state;
const call = h.call;

// The set's puzzles by title (tests/data/constraints/puzzles.fpuzzles: two a kind, with solutions).
const SET = new Map(fs.readFileSync(path.join(h.root, 'tests/data/constraints/puzzles.fpuzzles'), 'utf8')
  .trim().split('\n').map((l) => { const j = JSON.parse(l); return [j.title, j]; }));

// The puzzle with its solution given but for one cell a row (each a single, so the page's
// grading is quick whatever the rules): the pictures are the same, digits cover some cells.
// `blank`: cells to leave blank instead (the first of each row), e.g. where a picture is checked.
function quick(title, extra, blank, solution) {
  const j = JSON.parse(JSON.stringify(SET.get(title)));
  assert(j && j.solution, `${title} is in the set with its solution`);
  const n = j.size, sol = solution || j.solution, open = new Map();
  for (const c of blank || []) if (!open.has(Math.floor(c / n))) open.set(Math.floor(c / n), c % n);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      j.grid[r][c] = c === (open.has(r) ? open.get(r) : (r * 2) % n) ? {} : { value: sol[r * n + c], given: true };
  delete j.solution;
  return JSON.stringify(Object.assign(j, extra || {}));
}

// Pixels of ink around (x, y): 3:1 or more against the ground `bg`.
function ink(img, x, y, half, bg) {
  let k = 0;
  for (let yy = Math.round(y - half); yy <= Math.round(y + half); yy++)
    for (let xx = Math.round(x - half); xx <= Math.round(x + half); xx++) if (ratio(img.pixel(xx, yy), bg) >= 3) k++;
  return k;
}

// A pill (a 2-cell circle) that holds in a solution: two neighbours in a row read as a number
// (10 to 39), and a shaft of touching cells from the second that adds up to it.
function findPill(sol, n) {
  const near8 = (c) => { const out = []; for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) {
    const r = Math.floor(c / n) + dr, k = c % n + dc;
    if ((dr || dc) && r >= 0 && k >= 0 && r < n && k < n) out.push(r * n + k); } return out; };
  for (let a = 0; a < n * n; a++) {
    if (a % n === n - 1 || sol[a] > 3) continue;
    const b = a + 1, target = sol[a] * 10 + sol[b];
    const path = [];
    const dfs = (c, sum) => {
      if (sum === target) return true;
      if (sum > target || path.length >= 8) return false;
      for (const x of near8(c)) {
        if (x === a || x === b || path.includes(x)) continue;
        path.push(x);
        if (dfs(x, sum + sol[x])) return true;
        path.pop();
      }
      return false;
    };
    if (dfs(b, 0) && path.length >= 2) return { circle: [a, b], shaft: path.slice() };
  }
  return null;
}
const rc = (c, n) => `R${Math.floor(c / n) + 1}C${c % n + 1}`;

// The colours of src/ui/rule_view.cpp (and the boards' of theme.cpp), as [r, g, b].
const hex = (v) => [(v >> 16) & 255, (v >> 8) & 255, v & 255];
const THEMES = {
  light: { dark: false, board: hex(0xFFFFFF), text: hex(0x1B2230), thermoFill: hex(0xCFCFCF), thermoEdge: hex(0x6F6F6F),
    arrow: hex(0x767676), whisper: hex(0x2B9A3E), renban: hex(0xA043C8), palindrome: hex(0x808080), shade: hex(0xCFCFCF),
    region: hex(0xE6E6E6), dotEdge: hex(0x1B2230) },
  dark: { dark: true, board: hex(0x1D222B), text: hex(0xE8ECF3), thermoFill: hex(0x3C4350), thermoEdge: hex(0x9AA3B2),
    arrow: hex(0x9AA3B2), whisper: hex(0x4CC36A), renban: hex(0xC77DEB), palindrome: hex(0x8F99A8), shade: hex(0x3C4350),
    region: hex(0x2A313D), dotEdge: hex(0xC9D1DE) },
  // High contrast: white lines on black, black lines on white (kContrast, kContrastLight).
  contrast: { dark: true, contrast: true, board: hex(0x000000), text: hex(0xFFFFFF), thermoFill: hex(0x4D4D4D),
    thermoEdge: hex(0xFFFFFF), arrow: hex(0xFFFFFF), whisper: hex(0x3DFF5A), renban: hex(0xE58CFF), palindrome: hex(0xC8C8C8),
    shade: hex(0x4D4D4D), region: hex(0x262626), dotEdge: hex(0xFFFFFF) },
  'contrast-light': { dark: false, contrast: true, board: hex(0xFFFFFF), text: hex(0x000000), thermoFill: hex(0xC4C4C4),
    thermoEdge: hex(0x000000), arrow: hex(0x000000), whisper: hex(0x006B1A), renban: hex(0x7A00A8), palindrome: hex(0x4D4D4D),
    shade: hex(0xC4C4C4), region: hex(0xE0E0E0), dotEdge: hex(0x000000) },
};
const THEME_NAMES = Object.keys(THEMES);
const WHITE = hex(0xFFFFFF), BLACK = hex(0x000000);

const near = (p, q, tol = 30) => Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]) <= tol;
function lum(p) {
  const c = p.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}
const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };

// Where things are on the screenshot (CSS px = image px at scale 1).
function places(st) {
  const b = st.board, n = st.geometry.size;
  const centre = (c) => [b.x + (c % n + 0.5) * b.cell, b.y + (Math.floor(c / n) + 0.5) * b.cell];
  const off = (c, dx, dy) => { const [x, y] = centre(c); return [x + dx * b.cell, y + dy * b.cell]; };
  const mid = (a, c) => { const p = centre(a), q = centre(c); return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2]; };
  const outside = (row, col) => [b.x + (col + 0.5) * b.cell, b.y + (row + 0.5) * b.cell];
  return { b, n, centre, off, mid, outside };
}

// How many pixels in a square of half side `half` around (x, y) are near `col`.
function count(img, x, y, half, col, tol = 60) {
  let k = 0;
  for (let yy = Math.round(y - half); yy <= Math.round(y + half); yy++)
    for (let xx = Math.round(x - half); xx <= Math.round(x + half); xx++) if (near(img.pixel(xx, yy), col, tol)) k++;
  return k;
}

// One kind's picture checks in one theme: [what, [x, y], expected colour] and custom checks.
const KINDS = {
  thermo: { title: 'thermo-1', kind: 'thermo', check(img, r, P, T, say) {
    say('the bulb is the thermometer grey', P.off(r.cells[0], -0.24, -0.24), T.thermoFill);
    say('the tube between its first two cells is grey', P.mid(r.cells[0], r.cells[1]), T.thermoFill);
    // Away from the tube: the bulb's edge.
    const a = P.centre(r.cells[0]), b = P.centre(r.cells[1]), l = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const k = 0.38 * P.b.cell / l;
    say('the bulb has a darker edge', [a[0] - (b[0] - a[0]) * k, a[1] - (b[1] - a[1]) * k], T.thermoEdge, 60);
  } },
  arrow: { title: 'arrow-1', kind: 'arrow', blank: (rules) => rules.filter((r) => r.kind === 'arrow').map((r) => r.cells[r.cells.length - 1]),
    check(img, r, P, T, say, st) {
      const v = r.value, last = r.cells[r.cells.length - 1];
      say('the circle is board-coloured inside', P.off(r.cells[0], -0.24, -0.24), T.board);
      if (r.cells.length > v + 1) say('the shaft runs between its cells', P.mid(r.cells[v], r.cells[v + 1]), T.arrow, 60);
      if (st.grid[last] !== '.') return;  // a digit covers the head (one blank a row)
      const tip = P.centre(last);
      assert(count(img, tip[0], tip[1], 4, T.arrow) >= 4, 'the arrow ends in a head at its last cell');
    } },
  pill: { title: 'arrow-2', kind: 'arrow', pick: (r) => r.value > 1, pill: true, check(img, r, P, T, say) {
    say('the pill is board-coloured between its circle cells', P.mid(r.cells[0], r.cells[1]), T.board);
    const [x, y] = P.off(r.cells[0], -0.2, -0.38);
    assert(count(img, x, y, 3, T.arrow, 90) >= 3, 'the pill\'s outline runs above its cells');
  } },
  kropkiWhite: { title: 'kropki-1', kind: 'kropki-white', check(img, r, P, T, say) {
    const [x, y] = P.mid(r.cells[0], r.cells[1]);
    say('the white dot is white', [x, y], WHITE, 40);
    assert(count(img, x, y, P.b.cell * 0.16, T.dotEdge, 80) >= 8, 'the white dot has an edge');
  } },
  kropkiBlack: { title: 'kropki-1', kind: 'kropki-black', check(img, r, P, T, say) {
    say('the black dot is black', P.mid(r.cells[0], r.cells[1]), BLACK, 40);
  } },
  xv: { title: 'xv-1', kind: 'x', check(img, r, P, T) {
    const [x, y] = P.mid(r.cells[0], r.cells[1]);
    assert(count(img, x, y, P.b.cell * 0.15, T.text, 90) >= 15, 'an X in the text colour on the edge');
    assert(count(img, x, y, P.b.cell * 0.15, T.board, 40) >= 40, 'on a patch of board');
  } },
  whisper: { title: 'whispers-1', kind: 'whisper', check(img, r, P, T, say) {
    say('the whisper line is green between its cells', P.mid(r.cells[0], r.cells[1]), T.whisper);
  } },
  renban: { title: 'renban-1', kind: 'renban', check(img, r, P, T, say) {
    say('the renban line is purple between its cells', P.mid(r.cells[0], r.cells[1]), T.renban);
  } },
  palindrome: { title: 'palindrome-1', kind: 'palindrome', check(img, r, P, T, say) {
    say('the palindrome line is grey between its cells', P.mid(r.cells[0], r.cells[1]), T.palindrome);
  } },
  between: { title: 'between-1', kind: 'between', check(img, r, P, T, say) {
    say('the end circle is board-coloured inside', P.off(r.cells[0], -0.24, -0.24), T.board);
    say('the line leaves the circle', P.mid(r.cells[0], r.cells[1]), T.arrow, 60);
  } },
  odd: { title: 'oddeven-1', kind: 'odd', check(img, r, P, T, say) {
    say('the odd circle is shaded', P.off(r.cells[0], -0.27, 0.02), T.shade);
    say('a circle: its box corner is not', P.off(r.cells[0], -0.33, -0.33), T.board);
  } },
  even: { title: 'oddeven-1', kind: 'even', check(img, r, P, T, say) {
    say('the even square is shaded to its corner', P.off(r.cells[0], -0.3, -0.3), T.shade);
  } },
  extraRegion: { title: 'windoku-1', kind: 'extra-region', check(img, r, P, T, say) {
    for (const c of r.cells.slice(0, 3)) say(`the extra region's cell ${c} is tinted`, P.off(c, -0.3, -0.3), T.region, 12);
  } },
  quadruple: { title: 'quadruple-1', kind: 'quadruple', check(img, r, P, T, say) {
    const n = P.n, r0 = Math.min(...r.cells.map((c) => Math.floor(c / n))), c0 = Math.min(...r.cells.map((c) => c % n));
    const x = P.b.x + (c0 + 1) * P.b.cell, y = P.b.y + (r0 + 1) * P.b.cell;
    say('the circle hides the grid line at the corner', [x + P.b.cell * 0.22, y], T.board);
    assert(ink(img, x, y, P.b.cell * 0.15, T.board) >= 10, `its digits ${r.digits} are written in it`);
  } },
  littleKiller: { title: 'littlekiller-2', kind: 'little-killer', check(img, r, P, T) {
    const [x, y] = P.outside(r.clueRow, r.clueCol), page = img.pixel(2, 2);
    assert(ink(img, x, y, P.b.cell * 0.3, page) >= 10, `the clue ${r.value} is written outside at (${r.clueRow}, ${r.clueCol})`);
    const f = P.centre(r.cells[0]), d = [Math.sign(f[0] - x) * Math.SQRT1_2, Math.sign(f[1] - y) * Math.SQRT1_2];
    assert(count(img, x + d[0] * P.b.cell * 0.5, y + d[1] * P.b.cell * 0.5, 2, T.arrow, 120) >= 2, 'a small arrow points along its diagonal');
  } },
  sandwich: { title: 'sandwich-1', kind: 'sandwich', check(img, r, P, T) {
    const [x, y] = P.outside(r.clueRow, r.clueCol);
    assert(ink(img, x, y, P.b.cell * 0.35, img.pixel(2, 2)) >= 10, `the clue ${r.value} is written outside at (${r.clueRow}, ${r.clueCol})`);
  } },
};

// The board leaves room outside only for outside clues; the rules panel and the mirror
// carry the sentences.
function pictureTest(name, spec) {
  return [`constraints: the ${name} picture, light, dark and high contrast`, (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let text = quick(spec.title);
    if (spec.blank) {  // once to learn where the rules are, then with those cells blank
      assertEq(await call(page, { cmd: 'import', text }), { ok: true }, `${spec.title} imports`);
      text = quick(spec.title, null, spec.blank((await state(page)).geometry.rules));
    }
    if (spec.pill) {  // the set has none: one made from a solution of the set
      const sol = SET.get(spec.title).solution, pill = findPill(sol, 9);
      assert(pill, 'a pill fits a solution of the set');
      text = quick(spec.title, { arrow: [{ cells: pill.circle.map((c) => rc(c, 9)), lines: [[rc(pill.circle[1], 9)].concat(pill.shaft.map((c) => rc(c, 9)))] }] });
    }
    const r0 = await call(page, { cmd: 'import', text });
    assertEq(r0, { ok: true }, `${spec.title} imports`);
    await call(page, { cmd: 'select', cell: -1 });
    for (const theme of THEME_NAMES) {
      const T = THEMES[theme];
      await call(page, { cmd: 'theme', dark: T.dark, contrast: !!T.contrast });
      await h.settle(page);
      const st = await state(page);
      const rules = st.geometry.rules.filter((x) => x.kind === spec.kind && (!spec.pick || spec.pick(x)));
      assert(rules.length > 0, `the puzzle has a ${spec.kind}: ${JSON.stringify(st.geometry.rules.map((x) => x.kind))}`);
      const P = places(st);
      const outside = st.geometry.rules.some((x) => x.kind === 'little-killer' || x.kind === 'sandwich');
      const img = await h.shot(page, `constraints-${name}-${theme}`);
      const board = img.pixel(Math.round(P.b.x + 2), Math.round(P.b.y + P.b.cell * 0.5));
      assert(near(board, T.board, 12), `${theme}: the board's own colour ${board}`);
      // Each expected colour where it must be; lines and edges 3:1 against the board (WCAG AA
      // for graphics), the fills light enough that digits keep 4.5:1 (rule_view.cpp).
      const say = (what, at, col, tol) => {
        const got = img.pixel(Math.round(at[0]), Math.round(at[1]));
        assert(near(got, col, tol || 30), `${name} ${theme}: ${what} at (${at.map(Math.round)}): got ${got}, expected ${col}`);
      };
      for (const r of rules.slice(0, 2)) spec.check(img, r, P, T, say, st);
      for (const k of ['thermoEdge', 'arrow', 'whisper', 'renban', 'palindrome'])
        assert(ratio(T[k], T.board) >= 3, `${theme}: ${k} has 3:1 against the board`);
      assert(ratio(T.text, T.thermoFill) >= 4.5, `${theme}: digits read on a thermometer`);
      // The margin for clues outside only when the puzzle has some.
      const room = Math.min(P.b.x, P.b.y);
      assert(outside ? room >= 0.7 * P.b.cell : room < 0.5 * P.b.cell, `${theme}: room outside the grid ${room} px with cells of ${P.b.cell}`);
      assert(st.rules.length >= 1 && st.rules.every((s) => s.length > 20), `the rules in sentences: ${JSON.stringify(st.rules)}`);
    }
    const mirror = await page.evaluate(() => (document.querySelector('.sudoku-a11y-group[aria-label="Rules"]') || {}).textContent || '');
    const st = await state(page);
    assert(st.rules.every((s) => mirror.includes(s)), `the mirror lists the rules: "${mirror}"`);
    assertEq(page.problems, [], 'console problems');
  })];
}

const tests = Object.entries(KINDS).map(([name, spec]) => pictureTest(name, spec));

tests.push(['constraints: a single diagonal, global rules named in the rules panel', (browser) => withServer(async (url) => {
  const page = await h.appPage(browser);
  // A single diagonal: the grid of an X game (every digit once on both diagonals, solved here
  // by singles), as an f-puzzles puzzle with the main diagonal marked.
  assertEq(await call(page, { cmd: 'newGame', variant: 'x', level: 'easy', seed: 3, wait: true }), { ok: true }, 'an X game');
  await call(page, { cmd: 'solveSingles' });
  const grid = (await state(page)).grid;
  assert(/^[1-9]{81}$/.test(grid), `singles solve the easy X game: ${grid}`);
  const sol = grid.split('').map(Number);
  // The set's anti-knight puzzle's JSON as the frame, without its rule, with this grid.
  const r1 = await call(page, { cmd: 'import', text: quick('antiknight-1', { antiknight: false, 'diagonal-': true }, [], sol) });
  assertEq(r1, { ok: true }, 'a puzzle with one diagonal imports');
  await call(page, { cmd: 'select', cell: -1 });
  let st = await state(page);
  const d = st.geometry.rules.find((x) => x.kind === 'diagonal');
  assert(d && st.geometry.rules.length === 1, `one diagonal rule: ${JSON.stringify(st.geometry.rules)}`);
  for (const theme of THEME_NAMES) {
    const T = THEMES[theme];
    await call(page, { cmd: 'theme', dark: T.dark, contrast: !!T.contrast });
    await h.settle(page);
    const img = await h.shot(page, `constraints-diagonal-${theme}`);
    const P = places(await state(page));
    // r2c2's corner on the diagonal (the main one: value 0), away from its digit.
    const at = d.value === 0 ? [P.b.x + 1.2 * P.b.cell, P.b.y + 1.2 * P.b.cell] : [P.b.x + 7.8 * P.b.cell, P.b.y + 1.2 * P.b.cell];
    const got = img.pixel(Math.round(at[0]), Math.round(at[1]));
    assert(ratio(got, T.board) >= 2, `${theme}: the diagonal is drawn through r2c2: ${got}`);
  }
  // Anti-knight: no picture, its sentence in the panel's rules and the state.
  const r = await call(page, { cmd: 'import', text: quick('antiknight-1') });
  assertEq(r, { ok: true }, 'anti-knight imports');
  st = await state(page);
  assertEq(st.rules, ["Cells a knight's move apart cannot hold the same digit."], 'the anti-knight rule in a sentence');
  assertEq(page.problems, [], 'console problems');
})]);

tests.push(['constraints: f-puzzles in and out (JSON, links, #fpuz=, Enter a puzzle, unknown and cosmetic)', (browser) => withServer(async (url) => {
  const page = await h.appPage(browser);
  const json = quick('whispers-1');
  // Enter a puzzle: the real dialog takes the JSON.
  await call(page, { cmd: 'action', name: 'import' });
  const box = page.locator('.sudoku-dialog textarea');
  await box.waitFor({ timeout: 5000 });
  await box.fill(json.replace('"whispers"', '"clone"'));
  await page.locator('.sudoku-dialog button[type=submit]').click();
  const said = await page.locator('.sudoku-dialog-error').innerText();
  assert(/unknown constraint "clone"/.test(said) && /refused/.test(said), `an unknown rule is refused by name: ${said}`);
  await box.fill(json);
  await page.locator('.sudoku-dialog button[type=submit]').click();
  await page.waitForFunction(() => !document.querySelector('.sudoku-dialog'), null, { timeout: 10000 });
  await page.waitForFunction(() => !window.sudoku.state().checking, null, { timeout: 60000 });
  await h.settle(page);
  let st = await state(page);
  const rules = st.geometry.rules;
  assert(rules.length > 0 && rules.every((x) => x.kind === 'whisper'), `the whispers came in: ${JSON.stringify(rules).slice(0, 80)}`);

  // Out as an f-puzzles link (the API and the panel's button through the same path), in again as
  // that link and as a SudokuPad link, in other pages (first visits: kept pages with their storage cleared).
  const link = (await call(page, { cmd: 'exportFpuzzles' })).link;
  assert(/^https:\/\/f-puzzles\.com\/\?load=[A-Za-z0-9+/=]+$/.test(link), `an f-puzzles link: ${link.slice(0, 60)}`);
  assertEq(await call(page, { cmd: 'action', name: 'copyFpuzzles' }), { ok: true }, 'the panel\'s f-puzzles link button');
  const data = link.slice(link.indexOf('load=') + 5);
  let other = null;  // one page, a first visit for each
  for (const form of [link, 'https://sudokupad.app/fpuzzles' + data, 'fpuzzles' + data]) {
    other = other ? await h.revisit(other) : await h.appPage(browser);
    const r = await other.evaluate((t) => window.sudoku.load(t), form);
    assertEq(r, { ok: true }, `${form.slice(0, 40)}... loads`);
    const o = await state(other);
    assertEq([o.givens, o.geometry.rules], [st.givens, rules], `${form.slice(0, 30)}: the same puzzle`);
  }
  // Copy link for a constraint puzzle is #fpuz=<data>, which opens it at start.
  const share = (await call(page, { cmd: 'shareLink' })).link;
  assert(share.startsWith('#fpuz='), `the share link: ${share.slice(0, 40)}`);
  const opened = await h.revisit(other, '/' + share);
  await opened.waitForFunction((g) => window.sudoku.state().givens === g, st.givens, { timeout: 20000 });
  assertEq((await state(opened)).geometry.rules, rules, '#fpuz= opens the same rules');

  // A paste on the board opens Enter a puzzle with the pasted link, to confirm.
  const pasted = await h.revisit(opened);
  await pasted.evaluate((t) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', t);
    document.querySelector('canvas').dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, link);
  const pastedBox = pasted.locator('.sudoku-dialog textarea');
  await pastedBox.waitFor({ timeout: 5000 });
  assertEq(await pastedBox.inputValue(), link, 'the dialog holds the pasted link');
  await pasted.locator('.sudoku-dialog button[type=submit]').click();
  await pasted.waitForFunction(() => !document.querySelector('.sudoku-dialog'), null, { timeout: 10000 });
  // The dialog's puzzle is checked in the engine's worker (app_import.cpp): it opens then.
  await pasted.waitForFunction(() => !window.sudoku.state().checking, null, { timeout: 60000 });
  assertEq((await state(pasted)).geometry.rules, rules, 'the pasted link plays');

  // Cosmetic parts: listed (state, panel, mirror), never rules.
  const j = JSON.parse(json);
  j.text = [{ cells: ['R1C1'], value: 'hello' }];
  j.line = [{ lines: [['R1C1', 'R1C2']] }];
  const r = await call(page, { cmd: 'import', text: JSON.stringify(j) });
  assertEq(r, { ok: true }, 'a puzzle with cosmetic parts imports');
  st = await state(page);
  assert(st.cosmetic.length === 2 && st.cosmetic.some((c) => /^text/.test(c)) && st.cosmetic.some((c) => /^line/.test(c)),
    `the cosmetic parts are listed: ${JSON.stringify(st.cosmetic)}`);
  assertEq(st.geometry.rules, rules, 'and are no rules');
  await h.settle(page);
  const mirror = await page.evaluate(() => (document.querySelector('.sudoku-a11y-group[aria-label="Rules"]') || {}).textContent || '');
  assert(/Not rules/.test(mirror) && /text/.test(mirror), `the mirror names them: ${mirror}`);
  assertEq(page.problems, [], 'console problems');
})]);

tests.push(['constraints: a phone shows the pictures and the outside clues', (browser) => withServer(async (url) => {
  const page = await h.appPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
  assertEq(await call(page, { cmd: 'import', text: quick('littlekiller-2') }), { ok: true }, 'imports on a phone');
  await call(page, { cmd: 'select', cell: -1 });
  await h.settle(page);
  const st = await state(page);
  const P = places(st);
  assert(P.b.x >= 0.7 * P.b.cell && P.b.x + P.b.size <= 390 - 0.7 * P.b.cell, `room for the clues on both sides: ${JSON.stringify(P.b)}`);
  const img = await h.shot(page, 'constraints-phone-littlekiller');
  const r = st.geometry.rules.find((x) => x.kind === 'little-killer');
  const [x, y] = P.outside(r.clueRow, r.clueCol);
  const inked = ink(img, x, y, P.b.cell * 0.35, img.pixel(2, 2));
  assert(inked >= 10, `the clue ${r.value} is drawn on a phone at (${r.clueRow}, ${r.clueCol}): ${inked} px of ink`);
  assertEq(page.problems, [], 'console problems');
})]);

module.exports = tests;
if (require.main === module) h.run(tests);
