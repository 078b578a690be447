// Hints drawn on the candidates (the Pattern stage), "Show me by search" and "Why is this
// wrong?", end to end.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer, ready } = h;
const { execFileSync } = require('child_process');
const path = require('path');

const state = h.state;
const call = h.call;

// Positions where the easiest step is known (see tests/core/hint_drawing_test.cpp).
const AIC = '123..5...45617938278932.15.5.......83....7..92...1.4..9154628738347.1...672....41';
const SE83 = '.2...3.5.8..42...7..3..92..4.2....9..9..6..7..7....1.5..43..5..2...46..1.8.1...4.';

async function load(page, puzzle) {
  assertEq(await call(page, { cmd: 'load', puzzle }), { ok: true }, 'load');
  await h.settle(page);
}

// Asks for hints until the Pattern stage; returns the state there.
async function toPattern(page) {
  let st = JSON.parse(await page.evaluate(() => { for (let i = 0; i < 3; i++) window.sudoku.call({ cmd: 'hint' }); return JSON.stringify(window.sudoku.state()); }));
  if (st.hint.stage !== 'pattern') {
    // A hint that thinks finishes over frames; most are there at once.
    await page.waitForFunction(() => window.sudoku.state().hint.stage === 'pattern', null, { timeout: 20000 }).catch(() => {});
    st = await state(page);
  }
  assertEq(st.hint.stage, 'pattern', 'hint stage');
  return st;
}

// Centre of candidate `digit` of `cell` in page pixels (the 3x3 places of hint_drawing.h).
function candidateAt(st, cell, digit) {
  const b = st.board, d = digit - 1;
  return [Math.round(b.x + (cell % 9 + 0.5 + 0.3 * (d % 3 - 1)) * b.cell),
          Math.round(b.y + (Math.floor(cell / 9) + 0.5 + 0.3 * (Math.floor(d / 3) - 1)) * b.cell)];
}

const shade = (p) => p[0] + p[1] + p[2];
const isRed = (p) => p[0] > p[1] + 60 && p[0] > p[2] + 40;

// A removed candidate is struck through, legibly: red only along one line across its middle
// (no cross over the digit), and the digit's dark strokes above and below that line.
function checkStrike(img, st, c, what) {
  const b = st.board, [x, y] = candidateAt(st, c.cell, c.digit);
  const R = Math.round(0.13 * b.cell), band = Math.max(3, Math.round(0.035 * b.cell));
  let line = 0, off = 0, ink = 0;
  for (let dy = -R; dy <= R; dy++)
    for (let dx = -R; dx <= R; dx++) {
      const p = img.pixel(x + dx, y + dy);
      if (isRed(p)) Math.abs(dy) <= band ? line++ : off++;
      else if (Math.abs(dy) > band && shade(p) < 300) ink++;
    }
  assert(line >= R, `${what}: a red line through the candidate (${line} px)`);
  assertEq(off, 0, `${what}: no red away from the line (a cross would cover the digit)`);
  assert(ink >= 4, `${what}: the digit legible across the strike (${ink} dark px)`);
}

// Every marked candidate and link end is a blank cell's digit (or the wrong entry's being
// explained: the chain starts from it); the roles are the API's names.
function checkDrawing(st) {
  const blank = (cell) => st.grid[cell] === '.' || (st.hint.wrong && st.hint.wrong.cell === cell);
  const roles = ['on', 'off', 'place', 'elim', 'fin', 'group'];
  for (const c of st.hint.candidates) {
    assert(roles.includes(c.role), `role ${c.role}`);
    assert(blank(c.cell) && c.digit >= 1 && c.digit <= 9, `candidate ${JSON.stringify(c)} on a blank cell`);
  }
  for (const l of st.hint.links) {
    assert(l.kind === 'strong' || l.kind === 'weak', `link kind ${l.kind}`);
    for (const end of [l.from, l.to]) assert(blank(end.cell), `link end ${JSON.stringify(end)} on a blank cell`);
  }
}

module.exports = [
  ['hints: a chain at the Pattern stage is drawn, with candidates and links in the API', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    await call(page, { cmd: 'theme', dark: false });
    await load(page, AIC);
    await call(page, { cmd: 'hint' });
    await call(page, { cmd: 'hint' });
    await h.settle(page);
    let st = await state(page);
    assertEq(st.hint.stage, 'technique', 'second stage');
    assertEq(st.hint.title, 'Alternating inference chain', 'title at the technique stage');
    assert(!('candidates' in st.hint), 'no drawing before the Pattern stage');
    const before = await h.shot(page, 'hints-chain-technique');
    st = await toPattern(page);
    checkDrawing(st);
    assertEq(st.hint.technique, 'aic', 'technique');
    assert(st.hint.text.startsWith('Alternating inference chain: '), `text: ${st.hint.text}`);
    const on = st.hint.candidates.filter((c) => c.role === 'on');
    const off = st.hint.candidates.filter((c) => c.role === 'off');
    const elim = st.hint.candidates.filter((c) => c.role === 'elim');
    assert(on.length >= 2 && off.length >= 2 && elim.length >= 1, `roles: ${JSON.stringify(st.hint.candidates)}`);
    assert(st.hint.links.length >= 3, 'a chain has links');
    assertEq(st.hint.links.map((l) => l.kind).slice(0, 2), ['strong', 'weak'], 'links alternate');
    const after = await h.shot(page, 'hints-chain-light');
    // The board changed where the step is drawn: an on candidate sits on a blue disc, an
    // off one in an orange ring, an eliminated one is struck through in red.
    let changed = 0;
    for (const c of st.hint.candidates) {
      const [x, y] = candidateAt(st, c.cell, c.digit);
      let diff = 0;
      for (let dy = -4; dy <= 4; dy++)
        for (let dx = -4; dx <= 4; dx++) {
          const a = before.pixel(x + dx, y + dy), b = after.pixel(x + dx, y + dy);
          diff += Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
        }
      if (diff > 9 * 81) changed++;
    }
    assertEq(changed, st.hint.candidates.length, 'marked candidates that changed on the board');
    const b = st.board, r = Math.round(0.12 * b.cell);
    const [ox, oy] = candidateAt(st, on[0].cell, on[0].digit);
    const blue = after.pixel(ox + Math.round(0.1 * b.cell), oy);  // inside the disc, beside the digit
    assert(blue[2] > blue[0] + 80, `on candidate drawn blue, got ${blue}`);
    const [fx, fy] = candidateAt(st, off[0].cell, off[0].digit);
    let orange = 0;
    for (let a = 0; a < 16; a++) {
      const p = after.pixel(Math.round(fx + r * Math.cos(a * Math.PI / 8)), Math.round(fy + r * Math.sin(a * Math.PI / 8)));
      if (p[0] > p[2] + 80) orange++;
    }
    assert(orange >= 8, `off candidate ringed in orange (${orange}/16 samples)`);
    for (const e of elim) checkStrike(after, st, e, `eliminated ${e.digit} in ${e.cell}`);
    // The dark theme draws the same step in its colours.
    await call(page, { cmd: 'theme', dark: true });
    await h.settle(page);
    const dark = await h.shot(page, 'hints-chain-dark');
    const darkBlue = dark.pixel(ox + Math.round(0.1 * b.cell), oy);
    assert(darkBlue[2] > darkBlue[0] + 80 && shade(darkBlue) > 300, `on candidate light blue in the dark theme, got ${darkBlue}`);
    // The SVG export draws it too.
    const svg = (await call(page, { cmd: 'exportSvg', size: 450 })).svg;
    assertEq((svg.match(/class="link-(strong|weak)"/g) || []).length, st.hint.links.length, 'links in the SVG');
    assertEq((svg.match(/class="cand-elim"/g) || []).length, elim.length, 'strikes in the SVG');
    // Applying the hint removes the drawing.
    await call(page, { cmd: 'hintApply' });
    st = await state(page);
    assertEq(st.hint.stage, 'none', 'closed after applying');
    assert(!('candidates' in st.hint), 'no drawing once applied');
    assertEq(page.problems, [], 'console problems');
  })],

  ['hints: applying an elimination on a board without notes fills the candidates first, and says so', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    await call(page, { cmd: 'theme', dark: false });
    await load(page, AIC);
    let st = await state(page);
    const notes = (s) => s.cornerMarks.map((m, i) => m + s.centreMarks[i]);
    assert(notes(st).every((m) => m === ''), 'no notes before the hint');
    st = await toPattern(page);
    assertEq(st.hint.technique, 'aic', 'an elimination step');
    assert(st.hint.eliminations.length > 0 && st.hint.placements.length === 0, `eliminations only: ${JSON.stringify(st.hint)}`);
    const shot = await h.shot(page, 'hints-elim-struck');
    for (const e of st.hint.candidates.filter((c) => c.role === 'elim')) checkStrike(shot, st, e, `struck ${e.digit} in ${e.cell}`);
    const elims = st.hint.eliminations, grid = st.grid;
    await call(page, { cmd: 'hintApply' });
    await h.settle(page);
    st = await state(page);
    assertEq(st.grid, grid, 'no digit placed');
    assert(/Candidates filled/.test(st.message), `the status says the candidates were filled: ${st.message}`);
    const marks = notes(st);
    for (let c = 0; c < 81; c++) if (st.grid[c] === '.') assert(marks[c].length > 0, `blank r${Math.floor(c / 9) + 1}c${c % 9 + 1} shows its candidates`);
    for (const e of elims) {
      assert(!marks[e.cell].includes(String(e.digit)), `${e.digit} removed from ${e.cell}: ${marks[e.cell]}`);
      assert(marks[e.cell].length > 0, `the rest of ${e.cell}'s candidates stay`);
    }
    // A board with notes is not filled again: the next elimination only removes its digits.
    const before = notes(st);
    st = await toPattern(page);
    const next = st.hint.eliminations;
    await call(page, { cmd: 'hintApply' });
    st = await state(page);
    const now = notes(st);
    for (let c = 0; c < 81; c++) {
      if (st.grid[c] !== '.') continue;
      for (const d of now[c]) assert(before[c].includes(d), `no candidate added in ${c}`);
    }
    for (const e of next) assert(!now[e.cell].includes(String(e.digit)), `${e.digit} removed from ${e.cell}`);
    assertEq(page.problems, [], 'console problems');
  })],

  ['hints: a single is drawn as a placement; a phone shows the chain readably', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await toPattern(page);  // the seed example starts with singles
    checkDrawing(st);
    const place = st.hint.candidates.filter((c) => c.role === 'place');
    assert(place.length === 1, `one placement: ${JSON.stringify(st.hint.candidates)}`);
    assertEq(st.hint.focus, [place[0].cell], 'the placement is the focus');
    // The player's notes do not matter: every blank cell shows its candidates.
    const img = await h.shot(page, 'hints-single');
    let inked = 0;
    for (let c = 0; c < 81; c++) {
      if (st.grid[c] !== '.') continue;
      const b = st.board, x0 = Math.round(b.x + (c % 9) * b.cell), y0 = Math.round(b.y + Math.floor(c / 9) * b.cell);
      let dark = 0;
      for (let y = y0 + 3; y < y0 + b.cell - 3; y += 2)
        for (let x = x0 + 3; x < x0 + b.cell - 3; x += 2) if (shade(img.pixel(x, y)) < 500) dark++;
      if (dark > 3) inked++;
    }
    assertEq(inked, st.grid.split('.').length - 1, 'blank cells showing candidates');

    const phone = await h.appPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    await call(phone, { cmd: 'theme', dark: false });
    await load(phone, AIC);
    st = await toPattern(phone);
    assert(st.hint.links.length >= 3, 'the chain on the phone');
    await h.shot(phone, 'hints-chain-phone');
    assertEq(page.problems.concat(phone.problems), [], 'console problems');
  })],

  ['hints: Show me by search watches the search finish the current position, and back', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    await load(page, AIC);
    // An entry of the player's (the solution's digit, from the native CLI), so the position
    // differs from the givens.
    const sol = execFileSync(path.join(h.root, 'build/native/sudoku'), ['solve'], { input: AIC + '\n', encoding: 'utf8' }).trim();
    const blank = AIC.indexOf('.');
    await call(page, { cmd: 'select', cell: blank });
    await call(page, { cmd: 'enter', digit: +sol[blank] });
    let st = await state(page);
    assert(st.grid !== st.givens, 'an entry was made');
    const grid = st.grid, givens = st.givens, elapsed = st.elapsedMs;
    await toPattern(page);
    assertEq(await call(page, { cmd: 'showBySearch', play: false }), { ok: true }, 'showBySearch');
    await h.settle(page);
    st = await state(page);
    assertEq(st.mode, 'watch', 'the watch view is open');
    assertEq(st.watch.puzzle, grid, 'watching the current position (entries as givens)');
    assertEq(st.watch.fromPosition, true, 'from the position');
    assert(st.watch.lanes.length >= 1, 'a lane searches');
    await call(page, { cmd: 'watchControl', action: 'runToEnd' });
    st = await state(page);
    assertEq(st.watch.lanes[0].result, 'solved', 'the search finishes it');
    const blanks = [...grid].filter((c) => c === '.').length;
    assert(st.watch.lanes[0].placements >= blanks, 'the search filled the blank cells');
    await h.shot(page, 'hints-show-by-search');
    assertEq(await call(page, { cmd: 'mode', mode: 'play' }), { ok: true }, 'back to play');
    st = await state(page);
    assertEq([st.mode, st.grid, st.givens], ['play', grid, givens], 'the game is kept');
    assert(st.elapsedMs >= elapsed, 'the clock kept its time');
    assertEq(page.problems, [], 'console problems');
  })],

  ['hints: Why is this wrong? on a wrong entry', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    await load(page, AIC);
    let st = await state(page);
    assertEq(await call(page, { cmd: 'whyWrong' }), { ok: false, error: 'no entry differs from the solution' }, 'nothing to explain');
    // A digit in r1c4 (cell 3) that breaks no rule but is not the solution's.
    let cell = 3, digit = 0;
    for (let d = 1; d <= 9 && !digit; d++) {
      await call(page, { cmd: 'select', cell });
      await call(page, { cmd: 'enter', digit: d });
      const now = await state(page);
      if (now.checks[cell] === 'w' && now.conflicts.length === 0) digit = d;
    }
    assert(digit, 'a wrong digit entered in r1c4');
    await call(page, { cmd: 'hint' });
    st = await state(page);
    assertEq(st.hint.canExplainWrong, true, 'the hint offers the explanation');
    assert(st.hint.text.includes('is wrong'), `contradiction: ${st.hint.text}`);
    assertEq(await call(page, { cmd: 'whyWrong' }), { ok: true }, 'whyWrong');
    await h.settle(page);
    st = await state(page);
    assertEq([st.hint.wrong.cell, st.hint.wrong.digit], [cell, digit], 'the wrong entry explained');
    assertEq(st.hint.canExplainWrong, false, 'explained once');
    if (st.hint.wrong.chain) {
      checkDrawing(st);
      assert(st.hint.text.startsWith(`Why row 1, column 4 (r1c4) cannot be ${digit}: `), `text: ${st.hint.text}`);
      assert(st.hint.links.length >= 1, 'the chain is drawn');
      assert(st.hint.candidates.some((c) => c.cell === cell && c.digit === digit), 'the chain starts from the entry');
    } else {
      console.log('     (no chain from the core yet: the plain sentence is checked)');
      assertEq(st.hint.text, `Your ${digit} in row 1, column 4 (r1c4) differs from the solution; no short chain of reasoning shows why from here.`, 'plain sentence');
      assert(!('candidates' in st.hint), 'nothing drawn without a chain');
    }
    await h.shot(page, 'hints-why-wrong');
    // Apply erases the entry, as for any wrong entry.
    await call(page, { cmd: 'hintApply' });
    st = await state(page);
    assertEq(st.grid[cell], '.', 'the wrong entry erased');
    assertEq(page.problems, [], 'console problems');
  })],

  ['hints: an SE 8.3 puzzle finished by hints alone, every hint drawn and sound', (browser) => withServer(async (url) => {
    // The first SE 8+ puzzle of ../shared/data/se/diabolical_sample.txt (rated 8.3 there);
    // HINTS_PUZZLE picks another.
    const puzzle = process.env.HINTS_PUZZLE || SE83;
    const page = await h.appPage(browser);
    await load(page, puzzle);
    const sol = execFileSync(path.join(h.root, 'build/native/sudoku'), ['solve'], { input: puzzle + '\n', encoding: 'utf8' }).trim();
    assert(/^[1-9]{81}$/.test(sol), `solution of the puzzle: ${sol}`);
    const chains = new Set(['x-chain', 'xy-chain', 'aic', 'grouped-aic', 'nice-loop', 'contradiction-chain',
      'cell-forcing-chain', 'unit-forcing-chain', 'dynamic-forcing-chain', 'nested-forcing-chain']);
    const forcing = [...chains].filter((t) => t.endsWith('forcing-chain'));
    const used = {};
    let st = await state(page);
    for (let n = 0; !st.completed; n++) {
      assert(n < 400, 'the puzzle is not finished after 400 hints');
      st = await toPattern(page);
      const what = `hint ${n + 1} (${st.hint.technique}): ${st.hint.text}`;
      checkDrawing(st);
      const acts = st.hint.candidates.filter((c) => c.role === 'place' || c.role === 'elim');
      assert(acts.length > 0, `${what}: no placement or elimination drawn`);
      for (const c of acts) {
        if (c.role === 'place') assert(sol[c.cell] === String(c.digit), `${what}: places a wrong digit`);
        else assert(sol[c.cell] !== String(c.digit), `${what}: removes the solution's digit`);
      }
      if (chains.has(st.hint.technique)) assert(st.hint.links.length > 0, `${what}: a chain without links`);
      used[st.hint.technique] = (used[st.hint.technique] || 0) + 1;
      st = JSON.parse(await page.evaluate(() => { window.sudoku.call({ cmd: 'hintApply' }); return JSON.stringify(window.sudoku.state()); }));
    }
    assertEq(st.grid, sol, 'finished on the solution');
    if (!process.env.HINTS_PUZZLE) assert(forcing.some((t) => used[t]), 'forcing chains among the hints');
    console.log(`     finished by hints: ${JSON.stringify(used)}`);
    assertEq(page.problems, [], 'console problems');
  })],
];
