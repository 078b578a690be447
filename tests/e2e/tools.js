// Expert players' tools end to end: colouring cells and candidates (keys, mouse, pad, long
// press), savepoints and the way back, solve singles, filters, and what survives a reload.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer, ready, clickCell } = h;
const { execFileSync } = require('child_process');

const state = h.state;
const call = h.call;

async function freshGame(page, seed, level) {
  assertEq(await call(page, { cmd: 'newGame', level: level || 'easy', seed, wait: true }), { ok: true }, 'newGame');
  await h.settle(page);
  return state(page);
}

async function clickRect(page, r, what) {
  assert(r && r.w > 0, `${what} is not on screen: ${JSON.stringify(r)}`);
  const box = await page.locator('canvas').boundingBox();
  await h.settle(page, () => page.mouse.click(box.x + r.x + r.w / 2, box.y + r.y + r.h / 2));
}
// A message above the toolbar moves the buttons when it goes (after 6 s): wait until none
// shows, so the rectangle read is still where the button is when the click lands (tests
// run side by side and may be slow).
const quiet = (page) => page.waitForFunction(() => !window.sudoku.state().message, null, { timeout: 15000 });
const clickTool = async (page, name) => { await quiet(page); await clickRect(page, (await state(page)).tools[name], `the ${name} button`); };
const clickPad = async (page, d) => { await quiet(page); await clickRect(page, (await state(page)).pad[d - 1], `pad key ${d}`); };

// Where candidate d of a cell is drawn (its third of the cell, as corner marks).
function candidatePoint(st, cell, d) {
  const b = st.board;
  return [b.x + (cell % 9 + 0.2 + 0.3 * ((d - 1) % 3)) * b.cell, b.y + (Math.floor(cell / 9) + 0.2 + 0.3 * Math.floor((d - 1) / 3)) * b.cell];
}

// The candidates the digits leave in each cell (what a filter reads where there are no marks).
function candidates(grid) {
  const out = [];
  for (let c = 0; c < 81; c++) {
    if (grid[c] !== '.') { out.push([]); continue; }
    const r = Math.floor(c / 9), k = c % 9, seen = new Set();
    for (let i = 0; i < 81; i++) {
      const ri = Math.floor(i / 9), ki = i % 9;
      if (ri === r || ki === k || (Math.floor(ri / 3) === Math.floor(r / 3) && Math.floor(ki / 3) === Math.floor(k / 3))) seen.add(grid[i]);
    }
    out.push([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(String(d))));
  }
  return out;
}

function solve(puzzle) {
  const out = execFileSync(h.nativeCli(), ['solve'], { input: puzzle + '\n', encoding: 'utf8' }).trim();
  assert(/^[1-9]{81}$/.test(out), `no solution from the native CLI: ${out}`);
  return out;
}

// Paint k of the theme, seen through over the board (as the app blends it).
const PAINT = [null, [0xE6, 0x9F, 0x00], [0x56, 0xB4, 0xE9], [0x00, 0x9E, 0x73], [0xF0, 0xE4, 0x42], [0x00, 0x72, 0xB2]];
function painted(k, dark) {
  const bg = dark ? [0x1D, 0x22, 0x2B] : [0xFF, 0xFF, 0xFF], a = dark ? 140 / 255 : 120 / 255;
  return PAINT[k].map((v, i) => Math.round(bg[i] * (1 - a) + v * a));
}
const near = (px, want, tol = 24) => px.every((v, i) => Math.abs(v - want[i]) <= tol);
// A point in a cell's top left, away from its digit and marks.
function cellCorner(st, cell) {
  const b = st.board;
  return [Math.round(b.x + (cell % 9 + 0.08) * b.cell), Math.round(b.y + (Math.floor(cell / 9) + 0.5) * b.cell)];
}
// Dark pixels in the middle of a cell: its digit is drawn.
function inkIn(img, st, cell, dark) {
  const b = st.board, x0 = b.x + (cell % 9 + 0.3) * b.cell, y0 = b.y + (Math.floor(cell / 9) + 0.2) * b.cell;
  let ink = 0;
  for (let y = Math.floor(y0); y < y0 + 0.6 * b.cell; y++)
    for (let x = Math.floor(x0); x < x0 + 0.4 * b.cell; x++) {
      const s = img.pixel(x, y).reduce((a, v) => a + v, 0);
      if (dark ? s > 600 : s < 250) ink++;
    }
  return ink;
}

module.exports = [
  ['tools: colour a cell and a candidate by keys, mouse and pad; undo, redo, clear; drawn in both themes', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await freshGame(page, 7);
    const blanks = [...st.grid].map((v, i) => (v === '.' ? i : -1)).filter((i) => i >= 0);
    const given = st.givens.search(/[1-9]/);
    // Keys: C turns colour mode on, a digit paints the selected cell.
    await clickCell(page, blanks[0]);
    await h.press(page, 'c');
    st = await state(page);
    assertEq(st.colouring, true, 'C turns colour mode on');
    await h.press(page, '3');
    await clickCell(page, given);
    await h.press(page, '2');  // a given takes a colour too, and keeps its digit
    st = await state(page);
    assertEq(st.colours, [{ cell: given, digit: 0, colour: 2 }, { cell: blanks[0], digit: 0, colour: 3 }].sort((a, b) => a.cell - b.cell),
      'cells coloured by keys');
    assertEq(st.grid, (await state(page)).grid, 'no digit entered in colour mode');

    // A candidate: fill candidates, pick one with Shift+digit, paint it with a key; then
    // another with the mouse on the candidate and a colour from the pad.
    await call(page, { cmd: 'autoCandidates' });
    st = await state(page);
    const cand = candidates(st.grid);
    const c1 = blanks[1], d1 = cand[c1][0];
    await clickCell(page, c1);
    await h.press(page, `Shift+Digit${d1}`);
    assertEq((await state(page)).colourTarget, { cell: c1, digit: d1 }, 'Shift+digit picks the candidate');
    await h.press(page, '5');
    const c2 = blanks[2], d2 = cand[c2][cand[c2].length - 1];
    const box = await page.locator('canvas').boundingBox();
    const [px, py] = candidatePoint(st, c2, d2);
    await h.settle(page, () => page.mouse.click(box.x + px, box.y + py));
    assertEq((await state(page)).colourTarget, { cell: c2, digit: d2 }, 'a click on a candidate picks it');
    await clickPad(page, 1);
    st = await state(page);
    const has = (cell, digit, colour) => st.colours.some((c) => c.cell === cell && c.digit === digit && c.colour === colour);
    assert(has(c1, d1, 5) && has(c2, d2, 1), `candidates coloured: ${JSON.stringify(st.colours)}`);
    assertEq(st.colours.length, 4, 'four colours');

    // Undo and redo by keys; Erase (Backspace) clears the target; the pad's same colour clears too.
    await h.press(page, 'Control+z');
    assert(!(await state(page)).colours.some((c) => c.cell === c2 && c.digit === d2), 'undo takes the last colour off');
    await h.press(page, 'Control+y');
    st = await state(page);
    assert(has(c2, d2, 1), 'redo puts it back');
    await h.press(page, 'Backspace');
    assertEq((await state(page)).colours.length, 3, 'Backspace clears the chosen candidate\'s colour');
    await clickCell(page, given);
    await clickPad(page, 2);
    assertEq((await state(page)).colours.length, 2, 'the same colour again clears it');
    // Refused with a reason through the API.
    assertEq(await call(page, { cmd: 'colour', cell: 3, colour: 12 }), { ok: false, error: 'colour must be 0 (clear) or 1..9' }, 'bad colour');
    assertEq(await call(page, { cmd: 'colour', cell: 90, colour: 1 }), { ok: false, error: 'cell must be 0..80' }, 'bad cell');
    assertEq(await call(page, { cmd: 'colour', cell: given, digit: 0, colour: 4 }), { ok: true }, 'API colour');

    // Drawn: the paint shows through in both themes and the given's digit stays readable.
    await h.press(page, 'c');  // colour mode off: marks back in their usual places
    await call(page, { cmd: 'select', cell: -1 });
    await h.settle(page);
    for (const dark of [false, true]) {
      await call(page, { cmd: 'theme', dark });
      await h.settle(page);
      st = await state(page);
      const img = await h.shot(page, dark ? 'tools-colours-dark' : 'tools-colours');
      const [x, y] = cellCorner(st, blanks[0]);
      assert(near(img.pixel(x, y), painted(3, dark)), `${dark ? 'dark' : 'light'}: r${Math.floor(blanks[0] / 9) + 1}c${blanks[0] % 9 + 1} painted 3, got ${img.pixel(x, y)} want ${painted(3, dark)}`);
      const [gx, gy] = cellCorner(st, given);
      assert(near(img.pixel(gx, gy), painted(4, dark)), `${dark ? 'dark' : 'light'}: the given painted 4, got ${img.pixel(gx, gy)}`);
      assert(inkIn(img, st, given, dark) > 20, `${dark ? 'dark' : 'light'}: the given's digit is still drawn over its colour`);
      const [cx, cy] = candidatePoint(st, c1, d1);
      const disc = img.pixel(Math.round(cx + 0.12 * st.board.cell), Math.round(cy));
      assert(near(disc, PAINT[5], 40), `${dark ? 'dark' : 'light'}: candidate ${d1} of r${Math.floor(c1 / 9) + 1}c${c1 % 9 + 1} on a blue disc, got ${disc}`);
    }
    await call(page, { cmd: 'clearColours' });
    assertEq((await state(page)).colours, [], 'clear all');
    await h.press(page, 'Control+z');
    assertEq((await state(page)).colours.length, 3, 'clearing all is one undo step');
    assertEq(page.problems, [], 'console problems');
  })],

  ['tools: a long press on a phone turns colour mode on; the pad becomes swatches', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    let st = await freshGame(page, 8);
    const cell = st.grid.indexOf('.');
    const box = await page.locator('canvas').boundingBox();
    const b = st.board, x = box.x + b.x + (cell % 9 + 0.5) * b.cell, y = box.y + b.y + (Math.floor(cell / 9) + 0.5) * b.cell;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await page.waitForTimeout(900);
    await h.settle(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await h.settle(page);
    st = await state(page);
    assertEq([st.colouring, st.selected], [true, cell], 'a long press selects the cell and turns colour mode on');
    await quiet(page);
    const r = (await state(page)).pad[3];
    await h.settle(page, () => page.touchscreen.tap(box.x + r.x + r.w / 2, box.y + r.y + r.h / 2));
    st = await state(page);
    assertEq(st.colours, [{ cell, digit: 0, colour: 4 }], 'a tap on swatch 4 paints the cell');
    const img = await h.shot(page, 'tools-phone-colour');
    // The swatch on the pad is drawn in its colour (yellow for 4).
    const sw = img.pixel(Math.round((r.x + 9) * 2), Math.round((r.y + 9) * 2));  // 2 device px a CSS px
    assert(near(sw, PAINT[4], 30), `swatch 4 is yellow, got ${sw}`);
    // A short tap does not toggle the mode.
    await h.settle(page, () => page.touchscreen.tap(x, y));
    assertEq((await state(page)).colouring, true, 'a short tap keeps colour mode');
    assertEq(page.problems, [], 'console problems');
  })],

  ['tools: savepoints nest, go back in one undoable step, offer the way back on a broken rule, survive a reload', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await freshGame(page, 31);
    const sol = solve(st.givens);
    const blanks = [...st.grid].map((v, i) => (v === '.' ? i : -1)).filter((i) => i >= 0);
    await call(page, { cmd: 'select', cell: blanks[0] });
    await call(page, { cmd: 'enter', digit: +sol[blanks[0]] });
    await clickTool(page, 'savepoint');            // by the button
    const atFirst = await state(page);
    assertEq(atFirst.savepoints, 1, 'one savepoint');
    await call(page, { cmd: 'colour', cell: blanks[1], colour: 2 });
    await call(page, { cmd: 'select', cell: blanks[1] });
    await call(page, { cmd: 'enter', digit: +sol[blanks[1]] % 9 + 1 });  // a guess (wrong)
    await clickCell(page, blanks[2]);
    await h.press(page, 'm');                        // a nested savepoint by key
    st = await state(page);
    assertEq([st.savepoints, st.savepointTimes.length], [2, 2], 'two savepoints, each with its time');
    assert(st.savepointTimes[0] <= st.savepointTimes[1], `times in order: ${st.savepointTimes}`);
    const atSecond = st;

    // A guess that breaks the rules: the digit of a peer in the same row.
    const row = Math.floor(blanks[2] / 9);
    const peer = [...Array(9).keys()].map((k) => row * 9 + k).find((c) => st.grid[c] !== '.');
    await h.press(page, st.grid[peer]);
    st = await state(page);
    assert(st.offer && /breaks the rules/.test(st.offer), `the way back is offered: ${st.offer}`);
    await h.shot(page, 'tools-savepoint-offer');
    await clickTool(page, 'goBack');
    st = await state(page);
    assertEq([st.grid, st.savepoints, st.offer, st.colours], [atSecond.grid, 1, null, atSecond.colours], 'Go back returns to the second savepoint');
    await h.press(page, 'Control+z');
    st = await state(page);
    assertEq([st.grid[blanks[2]], st.savepoints], [atSecond.grid[peer], 2], 'going back is undone in one step');
    assert(st.offer, 'and the offer comes back with the broken guess');
    await clickTool(page, 'keepPlaying');
    assertEq((await state(page)).offer, null, 'Keep playing closes the offer');
    await h.press(page, 'r');  // back by key
    await clickTool(page, 'back');  // and by the button, to the first
    st = await state(page);
    assertEq([st.grid, st.colours, st.savepoints], [atFirst.grid, atFirst.colours, 0], 'back to the first: the guess and its colour are gone');
    const again = await call(page, { cmd: 'backToSavepoint' });
    assertEq(again, { ok: false, error: 'There is no savepoint to go back to.' }, 'none left');

    // Reload: savepoints and colours come back with the game.
    await h.press(page, 'Control+z');
    await call(page, { cmd: 'savepoint' });
    await h.settle(page);
    const before = await state(page);
    assertEq(before.savepoints, 2, 'two savepoints before the reload');
    await page.reload();
    await ready(page);
    st = await state(page);
    assertEq([st.grid, st.colours, st.savepoints, st.savepointTimes, st.history], [before.grid, before.colours, 2, before.savepointTimes, before.history],
      'the reload keeps colours and savepoints');
    await call(page, { cmd: 'backToSavepoint' });
    await call(page, { cmd: 'backToSavepoint' });
    assertEq((await state(page)).grid, atFirst.grid, 'and going back still works');
    assertEq(page.problems, [], 'console problems');
  })],

  ['tools: solve singles fills every single as one undo step and refuses after a wrong entry', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await freshGame(page, 5, 'hard');
    const sol = solve(st.givens);
    const blank = st.grid.indexOf('.');
    await call(page, { cmd: 'select', cell: blank });
    await call(page, { cmd: 'enter', digit: +sol[blank] % 9 + 1 });
    const refused = await call(page, { cmd: 'solveSingles' });
    assert(!refused.ok && refused.error.includes(`r${Math.floor(blank / 9) + 1}c${blank % 9 + 1}`) && /right digits/.test(refused.error),
      `refused, naming the wrong entry: ${JSON.stringify(refused)}`);
    await h.press(page, 'g');  // by key: refused too, said in the panel
    st = await state(page);
    assert(/right digits/.test(st.message), `the refusal is shown: ${st.message}`);
    await h.press(page, 'Control+z');
    const before = await state(page);
    await clickTool(page, 'singles');
    st = await state(page);
    const placed = [...st.grid].filter((v, i) => v !== before.grid[i]).length;
    assert(placed > 0 && st.grid.includes('.'), `singles filled (${placed}) and stopped before the end on a hard puzzle`);
    for (let c = 0; c < 81; c++) if (st.grid[c] !== '.') assertEq(st.grid[c], sol[c], `r${Math.floor(c / 9) + 1}c${c % 9 + 1} agrees with the solution`);
    assert(/Filled \d+ singles/.test(st.message), `said: ${st.message}`);
    assertEq(st.history.position, before.history.position + 1, 'one move');
    // What is left has no single: another call says so.
    const none = await call(page, { cmd: 'solveSingles' });
    assertEq(none, { ok: false, error: 'There is no single to fill here.' }, 'nothing left to fill');
    await h.press(page, 'Control+z');
    assertEq((await state(page)).grid, before.grid, 'one undo takes them all back');
    const api = await call(page, { cmd: 'solveSingles' });
    assertEq(api, { ok: true, placed }, 'the API fills the same singles');
    assertEq(page.problems, [], 'console problems');
  })],

  ['tools: filters by the pad and keys, drawn around the cells without hiding digits', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await freshGame(page, 12);
    const cand = candidates(st.grid);
    await clickTool(page, 'filter');
    assertEq((await state(page)).filter.mode, true, 'the Filter button turns filter mode on');
    await clickPad(page, 5);
    st = await state(page);
    const with5 = cand.map((c, i) => (c.includes(5) ? i : -1)).filter((i) => i >= 0);
    assertEq([st.filter.digit, st.filter.mode, st.filter.cells], [5, false, with5], 'filter 5 shows where 5 may go');
    assertEq(st.grid, st.givens, 'no digit entered by the filter');
    {  // the filtered cells show the 5 in its place (the centre), in the filter's colour
      const img = await h.shot(page, 'tools-filter-5');
      const b = st.board, c = with5[0];
      let violet = 0;
      for (let y = -6; y <= 6; y++)
        for (let x = -6; x <= 6; x++) {
          const p = img.pixel(Math.round(b.x + (c % 9 + 0.5) * b.cell + x), Math.round(b.y + (Math.floor(c / 9) + 0.5) * b.cell + y));
          if (p[2] > p[1] + 60 && p[0] > p[1] + 20) violet++;
        }
      assert(violet > 5, `the filter's 5 is drawn in r${Math.floor(c / 9) + 1}c${c % 9 + 1} (${violet} violet pixels)`);
    }
    const pairs = cand.map((c, i) => (c.length === 2 ? i : -1)).filter((i) => i >= 0);
    await h.press(page, 'b');
    st = await state(page);
    assertEq(st.filter.cells, [...new Set(with5.concat(pairs))].sort((a, b) => a - b), 'B adds the cells with two candidates');
    const filled = st.grid.search(/[1-9]/);
    for (const dark of [false, true]) {
      await call(page, { cmd: 'theme', dark });
      await h.settle(page);
      st = await state(page);
      const img = await h.shot(page, dark ? 'tools-filter-dark' : 'tools-filter');
      const b = st.board;
      const edge = (c) => img.pixel(Math.round(b.x + (c % 9) * b.cell + 4), Math.round(b.y + (Math.floor(c / 9) + 0.5) * b.cell));
      const violet = (p) => p[2] > p[1] + 60 && p[0] > p[1] + 20;
      assert(violet(edge(with5[0])), `${dark ? 'dark' : 'light'}: a filtered cell has the filter's border, got ${edge(with5[0])}`);
      const plain = st.grid.split('').map((v, i) => i).find((i) => st.grid[i] === '.' && !st.filter.cells.includes(i));
      if (plain !== undefined) assert(!violet(edge(plain)), `${dark ? 'dark' : 'light'}: an unfiltered blank cell has none, got ${edge(plain)}`);
      assert(inkIn(img, st, filled, dark) > 20, 'digits are still drawn');
    }
    await call(page, { cmd: 'theme', dark: false });
    // Notes narrow the filter: a cell whose (positional) notes leave out 5 drops out.
    const c = with5[0];
    await call(page, { cmd: 'select', cell: c });
    await call(page, { cmd: 'notes', on: true });
    await call(page, { cmd: 'enter', digit: cand[c].find((d) => d !== 5) });
    assert(!(await state(page)).filter.cells.includes(c) || pairs.includes(c), 'notes without 5 take the cell out of filter 5');
    await call(page, { cmd: 'notes', on: false });
    // Escape clears the filters; F then a digit key picks one.
    await h.press(page, 'Escape');
    assertEq((await state(page)).filter, { digit: 0, pairs: false, mode: false, cells: [] }, 'Escape clears the filters');
    await h.press(page, 'f', '7');
    st = await state(page);
    assertEq([st.filter.digit, st.filter.mode], [7, false], 'F then 7 filters 7');
    await h.press(page, 'f');
    assertEq((await state(page)).filter.digit, 0, 'F again clears it');
    assertEq(await call(page, { cmd: 'filter', digit: 12 }), { ok: false, error: 'digit must be 0 (none) or 1..9' }, 'bad digit refused');
    assertEq(page.problems, [], 'console problems');
  })],

  ['tools: a game saved before colours and savepoints (SDK1) still loads, and a damaged new one is refused', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    // Written by the app before this change: r1c3=4, a centre and a corner mark, a fourth move undone, 61 s.
    const v1 = 'SDK1:E3IYipgyojCckAE1ZIcZYieRNYSROCRlh5VnQTIkhjWXcTEphGVpUXOCJHgUaVNDJWhxCRYAAADI3AMqBGVhc3kAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAzAEAQISBgEDAgEBBTAGAQN3Ld64';
    await page.evaluate((s) => localStorage.setItem('sudoku:app.save', s), v1);
    await page.reload();
    await ready(page);
    let st = await state(page);
    assertEq([st.grid[2], st.centreMarks[3], st.cornerMarks[5], st.colours, st.savepoints, st.history], ['4', '6', '1', [], 0, { size: 4, position: 3 }],
      'the old game with its marks and history');
    assert(st.elapsedMs >= 61000, `its time: ${st.elapsedMs}`);
    await call(page, { cmd: 'colour', cell: 2, colour: 7 });
    const saved = (await call(page, { cmd: 'save' })).save;
    assert(saved.startsWith('SDK2:'), `written back in the new version: ${saved.slice(0, 8)}`);
    await page.evaluate((s) => localStorage.setItem('sudoku:app.save', s.slice(0, -6) + 'AAAAAA'), saved);
    await page.reload();
    await ready(page);
    st = await state(page);
    assert(/could not be restored \(corrupt save: checksum mismatch/.test(st.message), `a damaged save is refused with the reason: ${st.message}`);
    assertEq(page.problems, [], 'console problems');
  })],

  ['tools: share links carry colours only when the player asks', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    let st = await freshGame(page, 44);
    const cell = st.grid.indexOf('.');
    await call(page, { cmd: 'colour', cell, colour: 6 });
    await call(page, { cmd: 'colour', cell, digit: 2, colour: 9 });
    let link = (await call(page, { cmd: 'shareLink' })).link;
    assertEq(link, '#seed=44&level=easy', 'no colours unless asked');
    await call(page, { cmd: 'prefs', shareColours: true });
    link = (await call(page, { cmd: 'shareLink' })).link;
    assert(link.startsWith('#p=' + st.givens + '&c=') && link.includes('&k='), `colours in the link: ${link}`);
    const other = await h.appPage(browser, { path: '/' + link });
    st = await state(other);
    assertEq(st.colours, [{ cell, digit: 0, colour: 6 }, { cell, digit: 2, colour: 9 }], 'the link opens with the colours');
    assertEq(st.history.size, 0, 'as the start of the game');
    const bad = await h.openPage(browser, url + '/#p=' + st.givens + '&c=12');
    // The message shows for 6 s of frames: read it as soon as the board is up (on a loaded
    // machine ready()'s settling frames may outlast it).
    const named = await bad.waitForFunction(() => window.sudokuReady && window.sudoku &&
      /c: expected 81 cell colours/.test(window.sudoku.state().message), null, { timeout: 20000 }).then(() => true, () => false);
    assert(named, 'a bad colour key is named');
    await ready(bad);
    assertEq(page.problems.concat(other.problems, bad.problems), [], 'console problems');
  })],
];
