// Variants end to end (issue 15): every variant and size plays in the page: a new game,
// digits entered with the pad (real clicks), checking, a hint drawn and applied, the share
// link opened on a first visit (a kept page, its storage cleared), and the game back after a reload. Plus the chooser in the
// panel, the JSON text form in and out, and an embed's data-variant.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer, ready } = h;
const { execFileSync } = require('child_process');

const state = h.state;
const call = h.call;
const DIGITS = '123456789ABCDEFG';

// The solution from the native CLI (an independent solver reading the JSON line).
function solve(json) {
  const out = execFileSync(h.nativeCli(), ['solve'], { input: json + '\n', encoding: 'utf8' }).trim().split('\n')[0];
  assert(/^[1-9A-G]+$/.test(out), `the native CLI gave no solution for ${json}: ${out}`);
  return out;
}

async function clickCellN(page, cell) {
  const st = await state(page);
  const n = st.geometry.size, b = st.board;
  const box = await page.locator('canvas').boundingBox();
  await h.settle(page, () => page.mouse.click(box.x + b.x + (cell % n + 0.5) * b.cell, box.y + b.y + (Math.floor(cell / n) + 0.5) * b.cell));
}

async function clickPad(page, digit) {
  const st = await state(page);
  const r = st.pad[digit - 1];
  assert(r && r.w > 0, `pad key ${digit} is drawn (pad has ${st.pad.length} keys)`);
  const box = await page.locator('canvas').boundingBox();
  await h.settle(page, () => page.mouse.click(box.x + r.x + r.w / 2, box.y + r.y + r.h / 2));
}

async function newVariant(page, variant, seed) {
  const r = await call(page, { cmd: 'newGame', variant, level: 'easy', seed, wait: true });
  assertEq(r, { ok: true }, `newGame ${variant}`);
  await h.settle(page);
  return state(page);
}

const SIZES = { '4x4': 4, '6x6': 6, '9x9': 9, '12x12': 12, '16x16': 16, jigsaw: 9, x: 9, killer: 9 };

function playsEndToEnd(variant, seed) {
  return [`variants: ${variant} plays end to end (pad, check, hint, link, reload)`, (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await newVariant(page, variant, seed);
    const n = SIZES[variant];
    assertEq([st.variant, st.geometry.size, st.size, st.grid.length, st.givens.length, st.pad.length, st.remaining.length],
      [variant, n, n, n * n, n * n, n, n], 'state names the variant and its geometry');
    assertEq(st.geometry.regions.length, n * n, 'a region per cell');
    assertEq(new Set(st.geometry.regions).size, n, 'n regions');
    assertEq(st.geometry.diagonals, variant === 'x', 'diagonals only for X');
    assert(variant === 'killer' ? st.geometry.cages.length > 0 : st.geometry.cages.length === 0, 'cages only for killer');
    if (variant === 'killer') {
      const covered = st.geometry.cages.reduce((a, c) => a + c.cells.length, 0);
      assert(covered > 0 && st.geometry.cages.every((c) => c.sum > 0), 'cages carry sums');
    }
    const json = (await call(page, { cmd: 'exportPuzzle' })).text;
    assert(json.startsWith('{') && JSON.parse(json).givens === st.givens, `the JSON text form: ${json.slice(0, 80)}`);
    const sol = solve(json);
    assertEq(sol.length, n * n, 'solution length');

    // Two blank cells: the right digit with the pad in one, a wrong one in the other.
    const a = st.grid.indexOf('.'), b = st.grid.indexOf('.', a + 1);
    await clickCellN(page, a);
    assertEq((await state(page)).selected, a, 'the click selects the cell');
    const right = DIGITS.indexOf(sol[a]) + 1;
    await clickPad(page, right);
    st = await state(page);
    assertEq([st.grid[a], st.checks[a]], [sol[a], 'r'], 'the pad entered the right digit, checked right');
    await clickCellN(page, b);
    const wrong = (DIGITS.indexOf(sol[b]) + 1) % n + 1;
    await clickPad(page, wrong);
    st = await state(page);
    assertEq([st.grid[b], st.checks[b], st.mistakes], [DIGITS[wrong - 1], 'w', 1], 'a wrong digit is checked wrong and counted');
    const mistakes = st.mistakes;
    assert(st.mistakeCells.includes(b), 'the wrong cell is shown as a mistake');
    if (n > 9) {  // a letter key enters a digit past 9 (and Backspace takes it out)
      const c = st.grid.indexOf('.', b + 1);
      await clickCellN(page, c);
      await h.press(page, 'a');
      assertEq((await state(page)).grid[c], 'A', 'the A key enters 10 on a big grid');
      await h.press(page, 'Backspace');
      st = await state(page);
      assertEq(st.grid[c], '.', 'Backspace erases it');
    }
    // The hint first points at the wrong entry; applying it erases it; the next is a technique.
    await call(page, { cmd: 'hint' });
    st = await state(page);
    assertEq(st.hint.stage, 'check', `the hint reports the wrong entry first: ${JSON.stringify(st.hint)}`);
    assert(st.hint.focus.includes(b), 'the hint focuses the wrong cell');
    await call(page, { cmd: 'hintApply' });
    st = await state(page);
    assertEq(st.grid[b], '.', 'applying the check erases the wrong entry');
    // The hint overlay marks the blank cells where the pad's digit may go: none sees that digit
    // in a row, column, region, diagonal (X) or cage; without cages, all such cells.
    await call(page, { cmd: 'prefs', overlay: true });
    await call(page, { cmd: 'select', cell: -1 });
    await clickPad(page, right);
    st = await state(page);
    assertEq(st.highlightDigit, right, 'the pad digit is highlighted');
    const geo = st.geometry, cageOf = new Array(n * n).fill(-1);
    geo.cages.forEach((k, i) => k.cells.forEach((c) => { cageOf[c] = i; }));
    const onDiag = (c, anti) => (anti ? Math.floor(c / n) + c % n === n - 1 : Math.floor(c / n) === c % n);
    const sees = (a, o) => a !== o && (Math.floor(a / n) === Math.floor(o / n) || a % n === o % n ||
      geo.regions[a] === geo.regions[o] || (cageOf[a] >= 0 && cageOf[a] === cageOf[o]) ||
      (geo.diagonals && ((onDiag(a, false) && onDiag(o, false)) || (onDiag(a, true) && onDiag(o, true)))));
    const ch = DIGITS[right - 1], free = [];
    for (let c = 0; c < n * n; c++)
      if (st.grid[c] === '.' && !st.grid.split('').some((v, o) => v === ch && sees(c, o))) free.push(c);
    assert(st.overlayCells.length > 0 && st.overlayCells.every((c) => free.includes(c)),
      `overlay cells see no ${ch}: ${st.overlayCells.join(' ')}`);
    if (!geo.cages.length) assertEq(st.overlayCells, free, 'every cell the digit may go to is marked');
    await call(page, { cmd: 'prefs', overlay: false });
    // The one hint of every geometry (docs/hints.md): where to look, the technique (its key
    // and its title), then the pattern drawn on the candidates with the step's effect.
    await call(page, { cmd: 'hint' });
    await page.waitForFunction(() => window.sudoku.state().hint.stage !== 'thinking', null, { timeout: 20000 });
    st = await state(page);
    assertEq(st.hint.stage, 'house', `where to look first: ${JSON.stringify(st.hint)}`);
    assert(/^[a-z0-9-]+$/.test(st.hint.technique), `the technique is a key: ${st.hint.technique}`);
    assert(st.hint.cells.length > 0 && st.hint.text.length > 5, `the hint shows where: ${JSON.stringify(st.hint)}`);
    assert(st.hint.houses.every((k) => k >= 0) && Array.isArray(st.hint.cages), 'houses and cages by index');
    await call(page, { cmd: 'hint' });
    st = await state(page);
    assertEq(st.hint.stage, 'technique', `a technique: ${JSON.stringify(st.hint)}`);
    assert(st.hint.text.length > 10 && st.hint.title.length > 3, 'the hint names what to do');
    assert(!('candidates' in st.hint), 'no drawing before the pattern');
    await call(page, { cmd: 'hint' });
    st = await state(page);
    assertEq(st.hint.stage, 'pattern', 'the third press draws the pattern');
    assert(st.hint.candidates.length > 0, `the pattern's candidates: ${JSON.stringify(st.hint)}`);
    for (const k of st.hint.candidates) assert(k.cell < n * n && k.digit >= 1 && k.digit <= n, `a candidate of this grid: ${JSON.stringify(k)}`);
    assert(st.hint.placements.length + st.hint.eliminations.length > 0, 'the step places or eliminates');
    for (const e of st.hint.eliminations) assert(sol[e.cell] !== DIGITS[e.digit - 1], `eliminates a wrong digit in ${e.cell}`);
    await h.settle(page);
    await h.shot(page, `variants-${variant}-hint`);
    const placements = st.hint.placements.map((p) => ({ cell: p.cell, digit: DIGITS[p.digit - 1] })), before = st;
    await call(page, { cmd: 'hintApply' });
    st = await state(page);
    for (const p of placements) assertEq(st.grid[p.cell], p.digit, `the hint placed its digit in ${p.cell}`);
    for (const p of placements) assertEq(st.grid[p.cell], sol[p.cell], `the hint placed the solution's digit in ${p.cell}`);
    assert(JSON.stringify([st.grid, st.centreMarks, st.cornerMarks]) !== JSON.stringify([before.grid, before.centreMarks, before.cornerMarks]),
      'applying the hint changed the board');
    assertEq(st.hint.stage, 'none', 'the hint closes once applied');

    // The share link, opened as a first visit (a kept page with its storage cleared: no saved game), makes the same puzzle.
    const link = (await call(page, { cmd: 'shareLink' })).link;
    assertEq(link, `#variant=${variant}&seed=${seed}&level=easy`, 'share link');
    const other = await h.appPage(browser, { path: '/' + link });
    await other.waitForFunction((v) => window.sudoku.state().variant === v && !window.sudoku.state().generating, variant, { timeout: 20000 });
    const o = await state(other);
    assertEq([o.variant, o.givens, o.seed], [variant, before.givens, seed], 'the link makes the same puzzle');
    assertEq(other.problems, [], 'console problems (link)');

    // Reload: the game comes back, variant, entries and history.
    await h.settle(page);
    const kept = await state(page);
    await page.reload();
    await ready(page);
    st = await state(page);
    assertEq([st.variant, st.givens, st.grid, st.history, st.mistakes], [kept.variant, kept.givens, kept.grid, kept.history, kept.mistakes],
      'the game is back after a reload');
    await call(page, { cmd: 'undo' });
    assertEq((await state(page)).history.position, kept.history.position - 1, 'undo works after the reload');
    assertEq(page.problems, [], 'console problems');
  })];
}

module.exports = [
  playsEndToEnd('4x4', 11),
  playsEndToEnd('6x6', 12),
  playsEndToEnd('12x12', 13),
  playsEndToEnd('16x16', 14),
  playsEndToEnd('jigsaw', 15),
  playsEndToEnd('x', 16),
  playsEndToEnd('killer', 17),

  ['variants: the panel chooser makes a new game of the chosen variant; the classic stays the default', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await state(page);
    assertEq([st.variant, st.size, st.pad.length], ['9x9', 9, 9], 'the classic by default');
    // The daily puzzle per variant: the same date gives another puzzle for each variant.
    await call(page, { cmd: 'daily', date: '2026-11-23', variant: '6x6', level: 'easy', wait: true });
    const daily6 = await state(page);
    assertEq(daily6.variant, '6x6', 'a daily 6x6');
    await call(page, { cmd: 'daily', date: '2026-11-23', variant: '6x6', level: 'easy', wait: true });
    assertEq((await state(page)).givens, daily6.givens, 'the same day gives the same 6x6');
    // The panel's New game follows the chosen variant (newGame set it to 6x6 above).
    await call(page, { cmd: 'action', name: 'newGame' });
    await page.waitForFunction(() => !window.sudoku.state().generating, null, { timeout: 20000 });
    st = await state(page);
    assertEq(st.variant, '6x6', 'New game in the panel makes the chosen variant');
    await call(page, { cmd: 'newGame', variant: '9x9', level: 'easy', seed: 5, wait: true });
    st = await state(page);
    assertEq([st.variant, st.grid.length, st.geometry.cages.length], ['9x9', 81, 0], 'back to the classic');
    assertEq(page.problems, [], 'console problems');
  })],

  ['variants: the JSON text form imports and exports; #puzzle= links carry it; bad input says why', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    const json = execFileSync(h.nativeCli(), ['generate', '--variant', 'jigsaw', '--seed', '8', '--json'], { encoding: 'utf8' }).trim();
    const given = JSON.parse(json);
    let r = await call(page, { cmd: 'import', text: json });
    assertEq(r, { ok: true }, 'import');
    let st = await state(page);
    assertEq([st.variant, st.givens, st.geometry.regions], ['jigsaw', given.givens, given.regions], 'imported jigsaw');
    assertEq(st.seed, null, 'no seed for an imported puzzle');
    const out = JSON.parse((await call(page, { cmd: 'exportPuzzle' })).text);
    assertEq([out.variant, out.givens, out.regions], ['jigsaw', given.givens, given.regions], 'exported again');
    const link = (await call(page, { cmd: 'shareLink' })).link;
    assert(link.startsWith('#puzzle='), `a puzzle link: ${link.slice(0, 40)}`);
    const other = await h.appPage(browser, { path: '/' + link });
    // A variant's link is checked in the engine's worker; the game opens on its answer.
    await other.waitForFunction(() => !window.sudoku.state().checking, null, { timeout: 15000 }).catch(() => null);
    const o = await state(other);
    assertEq([o.variant, o.givens, o.geometry.regions], ['jigsaw', given.givens, given.regions], 'the #puzzle= link opens it');
    r = await call(page, { cmd: 'import', text: '{"variant":"killer","size":9,"cages":[{"sum":99,"cells":[0,1]}],"givens":"' + '.'.repeat(81) + '"}' });
    assert(!r.ok && /cages/.test(r.error), `a bad cage is refused naming the field: ${r.error}`);
    assertEq((await state(page)).givens, given.givens, 'the game stays');
    assertEq(page.problems.concat(other.problems), [], 'console problems');
  })],

  ['variants: an embed takes data-variant (and variant= in an iframe URL)', (browser) => withServer(async (url) => {
    // The iframe's page as a kept one (what an embed's option reads needs no context of its own).
    const page = await h.appPage(browser, { path: '/web/embed.html?variant=killer&seed=3&level=easy' });
    await page.waitForFunction(() => window.sudoku.state().variant === 'killer', null, { timeout: 20000 });
    let st = await state(page);
    assertEq([st.variant, st.seed], ['killer', 3], 'the iframe URL variant');
    assert(st.geometry.cages.length > 0, 'a killer has cages');
    assertEq(page.problems, [], 'console problems');
    const bad = await h.revisit(page, '/web/embed.html?variant=hexagon');
    const notice = await bad.locator('.sudoku-notice').first().innerText();
    assert(/variant/.test(notice) && /hexagon/.test(notice), `a bad variant is named in the notice: ${notice}`);
    assertEq((await state(bad)).variant, '9x9', 'the classic is played instead');
  })],

  ['variants: a won game counts in its variant\'s statistics, apart from the classic\'s', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await newVariant(page, '4x4', 31);
    const sol = solve((await call(page, { cmd: 'exportPuzzle' })).text);
    const moves = [];
    for (let c = 0; c < 16; c++)
      if (st.grid[c] === '.') moves.push({ cmd: 'select', cell: c }, { cmd: 'enter', digit: DIGITS.indexOf(sol[c]) + 1 });
    await h.calls(page, moves);
    st = await state(page);
    assert(st.completed, 'the 4x4 is solved');
    assertEq([st.variantStats['4x4'].easy.played, st.variantStats['4x4'].easy.won], [1, 1], 'the 4x4 win is counted');
    assertEq(st.stats.easy, undefined, 'the classic\'s statistics are untouched');
    await h.settle(page);
    await page.reload();
    await ready(page);
    assertEq((await state(page)).variantStats['4x4'].easy.won, 1, 'the variant statistics survive a reload');
    assertEq(page.problems, [], 'console problems');
  })],

  ['variants: the screen-reader mirror follows n*n cells', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    await newVariant(page, '16x16', 21);
    await page.waitForFunction(() => document.querySelectorAll('.sudoku-a11y-grid [role="gridcell"]').length === 256, null, { timeout: 10000 });
    const st = await state(page);
    const blank = st.grid.indexOf('.');
    const name = await page.locator(`.sudoku-a11y-grid [data-cell="${blank}"]`).getAttribute('aria-label');
    assert(new RegExp(`row ${Math.floor(blank / 16) + 1}, column ${blank % 16 + 1}, empty`).test(name), `cell name: ${name}`);
    await newVariant(page, '4x4', 22);
    await page.waitForFunction(() => document.querySelectorAll('.sudoku-a11y-grid [role="gridcell"]').length === 16, null, { timeout: 10000 });
    assertEq(page.problems, [], 'console problems');
  })],
  ['variants: a killer of cages alone (no givens) is unique and shared as its short form; a slow new game shows its progress', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    assertEq(await call(page, { cmd: 'newGame', variant: 'killer', noGivens: true, level: 'medium', seed: 3, wait: true }), { ok: true }, 'newGame');
    await h.settle(page);
    let st = await state(page);
    assertEq([st.variant, st.givens], ['killer', '.'.repeat(81)], 'no givens');
    const covered = st.geometry.cages.reduce((a, c) => a + c.cells.length, 0);
    assertEq(covered, 81, 'the cages cover every cell');
    const json = (await call(page, { cmd: 'exportPuzzle' })).text;
    const out = execFileSync(h.nativeCli(), ['solve'], { input: json + '\n', encoding: 'utf8' }).trim();
    assert(/^[1-9]{81}$/.test(out), `the native solver finds exactly one solution: ${out}`);
    const link = (await call(page, { cmd: 'shareLink' })).link;
    assert(link.startsWith('#puzzle='), `shared as a puzzle: ${link.slice(0, 40)}`);
    assertEq(decodeURIComponent(link.slice(8)).length, 81, `as the killer's short form (81 sums and arrows): ${link}`);
    const other = await h.appPage(browser, { path: '/' + link });
    await other.waitForFunction(() => window.sudoku.state().variant === 'killer', null, { timeout: 20000 });
    // The short form lists the cages by their first cell.
    const byFirst = (cages) => cages.map((c) => JSON.stringify(c)).sort();
    assertEq(byFirst((await state(other)).geometry.cages), byFirst(st.geometry.cages), 'the link opens the same cages');
    // The panel offers it for killer only.
    await h.shot(page, 'killer-no-givens');
    // An expert jigsaw takes a while (regions grown, grids drawn): the page keeps drawing, with a rising progress, then plays.
    assertEq(await call(page, { cmd: 'newGame', variant: 'jigsaw', level: 'expert', seed: 5 }), { ok: true }, 'newGame jigsaw expert');
    const seen = [];
    const f0 = (await state(page)).frames;
    for (let i = 0; i < 200; i++) {
      st = await state(page);
      if (!st.generating) break;
      seen.push(st.progress);
      await page.waitForTimeout(50);
    }
    assertEq([st.generating, st.variant], [false, 'jigsaw'], 'the jigsaw is made');
    // Made a grid at a time: the progress is seen between 0 and 1 (a game made in one go had none).
    assert(seen.some((p) => p > 0 && p < 1), `a progress between 0 and 1 was seen: ${seen.join(' ')}`);
    assert(st.frames - f0 >= 2, `frames were drawn while it was made (${st.frames - f0})`);
    assert(seen.every((p, i) => i === 0 || p >= seen[i - 1]), `progress never goes back: ${seen.join(' ')}`);
    assertEq(page.problems, [], 'console problems');
  })],
  ['variants: killers in the forms players trade load by the API, Enter a puzzle and links; a cage without a sum; bad lines say where', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    // An easy killer (generate --variant killer --no-givens --level easy --seed 1) in the short form.
    const short = "9<7<9<KB<EC<K<9^`F^7<^B^^'^EL<<^IF<^^`D<^^``V^O<9<^E'^C^39<'^'^^^^K<GH<AF<<^'^``^";
    const sol = '273418956984657123516932874659723481148569237327184569891276345462395718735841692';
    let r = await page.evaluate((t) => window.sudoku.load(t), short);
    assertEq(r, { ok: true }, 'window.sudoku.load reads the short form');
    await h.settle(page);
    let st = await state(page);
    assertEq([st.variant, st.givens, st.geometry.diagonals], ['killer', '.'.repeat(81), false], 'a killer without givens');
    assertEq(st.geometry.cages.length, 29, 'its 29 cages');
    assertEq(st.geometry.cages[0], { sum: 9, cells: [0, 1] }, 'the first cage: 9 on r1c1 and r1c2');
    assertEq(st.geometry.cages.reduce((a, c) => a + c.cells.length, 0), 81, 'every cell in a cage');
    // The right digit is checked right: the page solved the puzzle it read.
    await call(page, { cmd: 'select', cell: 0 });
    await call(page, { cmd: 'enter', digit: +sol[0] });
    st = await state(page);
    assertEq([st.grid[0], st.checks[0]], [sol[0], 'r'], 'an entry is checked against the solution');

    // A bad line: the reason and the place, and the game stays.
    const bad = short.slice(0, 16) + '?' + short.slice(17);
    r = await page.evaluate((t) => window.sudoku.load(t), bad);
    assertEq(r.ok, false, 'a bad character is refused');
    assert(r.error.startsWith("killer short format: character 17 (r2c8) '?' is neither a sum"), `the refusal: ${r.error}`);
    r = await call(page, { cmd: 'import', text: '3x3::k:1:2:3' });
    assert(!r.ok && /^killer long format: 3 numbers after "3x3::k:", expected 81/.test(r.error), `the long form's count: ${r.error}`);
    assertEq((await state(page)).grid[0], sol[0], 'the game stays');

    // Enter a puzzle: the panel's button, a real text box, the long form pasted in; a bad one
    // shows its reason in the dialog.
    const long = execFileSync(h.nativeCli(), ['validate', '--to', 'long'], { input: short + '\n', encoding: 'utf8' }).trim();
    assert(long.startsWith('3x3::k:2305:2305:'), `the long form from the CLI: ${long.slice(0, 30)}`);
    await call(page, { cmd: 'action', name: 'import' });
    const box = page.locator('.sudoku-dialog textarea');
    await box.waitFor({ timeout: 5000 });
    await box.fill(long.replace(/^3x3::k:2305/, '3x3::k:2306'));
    await page.locator('.sudoku-dialog button[type=submit]').click();
    const said = await page.locator('.sudoku-dialog-error').innerText();
    assertEq(said, 'killer long format: cage id 2 has sum 9 at r1c1 but sum 7 at r1c3 (number 3)', 'the dialog says why');
    await box.fill(long);
    await page.locator('.sudoku-dialog button[type=submit]').click();
    await page.waitForFunction(() => !document.querySelector('.sudoku-dialog'), null, { timeout: 10000 });
    await h.settle(page);
    st = await state(page);
    assertEq([st.variant, st.grid[0], st.geometry.cages.length], ['killer', '.', 29], 'Enter a puzzle read the long form (a fresh game)');

    // A link carries it as the short form and opens the same puzzle elsewhere.
    const link = (await call(page, { cmd: 'shareLink' })).link;
    assertEq(decodeURIComponent(link.slice('#puzzle='.length)), short, 'the link holds the short form');
    const other = await h.appPage(browser, { path: '/' + link });
    await other.waitForFunction(() => window.sudoku.state().variant === 'killer', null, { timeout: 20000 });
    assertEq((await state(other)).geometry.cages, st.geometry.cages, 'the link opens the same cages');

    // Watch the solver takes the short form too (its paste box and the API).
    r = await call(page, { cmd: 'watch', puzzle: short, strategies: ['mrv'] });
    assertEq(r.ok, true, `watch takes the short form: ${r.error}`);
    assertEq((await state(page)).watch.variant, 'killer', 'the watched puzzle is a killer');
    await call(page, { cmd: 'mode', mode: 'play' });

    // Cages without a sum ('0' in the short form): sum 0 in the state, no label drawn, still
    // played and checked (the digits of a cage differ).
    const noSum = '0<0<0<' + short.slice(6);
    r = await page.evaluate((t) => window.sudoku.load(t), noSum);
    assertEq(r, { ok: true }, 'a killer with cages without a sum');
    await h.settle(page);
    st = await state(page);
    assertEq(st.geometry.cages.slice(0, 3), [{ sum: 0, cells: [0, 1] }, { sum: 0, cells: [2, 3] }, { sum: 0, cells: [4, 5] }],
      'three cages without a sum');
    const exported = JSON.parse((await call(page, { cmd: 'exportPuzzle' })).text);
    assertEq(exported.cages[0], { cells: [0, 1] }, 'the JSON form writes no sum for them');
    await call(page, { cmd: 'select', cell: 0 });
    await call(page, { cmd: 'enter', digit: +sol[1] });
    st = await state(page);
    assertEq([st.grid[0], st.checks[0]], [sol[1], 'w'], 'a wrong digit in a cage without a sum is checked wrong');
    await h.shot(page, 'killer-no-sum');

    // Killer X (a killer with both diagonals, 3x3:d:k: in the long form): an X puzzle's givens
    // with cages of two cells from its solution, as a JSON line; the page plays and exports it.
    const x = JSON.parse(execFileSync(h.nativeCli(), ['generate', '--variant', 'x', '--seed', '5', '--json'], { encoding: 'utf8' }));
    const cages = [];
    for (let row = 0; row < 9; row++)
      for (let col = 0; col < 9; col += 2) {
        const cells = col < 8 ? [row * 9 + col, row * 9 + col + 1] : [row * 9 + col];
        cages.push({ sum: cells.reduce((a, c) => a + +x.solution[c], 0), cells });
      }
    const killerX = JSON.stringify({ variant: 'killer', diagonals: true, cages, givens: x.givens });
    r = await call(page, { cmd: 'import', text: killerX });
    assertEq(r, { ok: true }, 'a killer X imports');
    await h.settle(page);
    st = await state(page);
    assertEq([st.variant, st.geometry.diagonals, st.geometry.cages.length, st.givens], ['killer', true, 45, x.givens], 'killer X in the state');
    const blank = st.grid.indexOf('.');
    await call(page, { cmd: 'select', cell: blank });
    await call(page, { cmd: 'enter', digit: +x.solution[blank] });
    assertEq((await state(page)).checks[blank], 'r', 'checked against its solution');
    const xOut = JSON.parse((await call(page, { cmd: 'exportPuzzle' })).text);
    assertEq([xOut.variant, xOut.diagonals], ['killer', true], 'exported with its diagonals');
    await h.shot(page, 'killer-x');
    assertEq(page.problems.concat(other.problems), [], 'console problems');
  })],
];
