// A crash never costs the player the app: every state the app writes starts the page again,
// and a trap after the start shows the crash panel with ways out that lose nothing.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const h = require('./harness');
const { assert, assertEq, withServer, ready, solve, solveInPage } = h;

const state = h.state;
const call = h.call;
const stored = (page, what) => page.evaluate((k) => localStorage.getItem('sudoku:app' + k), what);

async function newGame(page, ask) {
  assertEq(await call(page, Object.assign({ cmd: 'newGame', level: 'easy', wait: true }, ask)), { ok: true }, `newGame ${JSON.stringify(ask)}`);
  return state(page);
}
async function enterAt(page, cell, digit) {
  await call(page, { cmd: 'select', cell });
  return call(page, { cmd: 'enter', digit });
}

// Reloads and checks the page starts (no panel, no error) with what it had before.
async function reloadKeeps(page, what) {
  const before = await state(page);
  await page.reload();
  await page.waitForFunction(() => window.sudoku || document.querySelector('#app .sudoku-error'), null, { timeout: 20000 });
  const panel = await page.locator('#app .sudoku-error p').allTextContents();
  assertEq(panel, [], `${what}: no error panel after the reload`);
  await ready(page);
  const after = await state(page);
  const keep = (s) => ({ stats: s.stats, variantStats: s.variantStats, givens: s.givens, grid: s.grid,
    colours: s.colours, savepoints: s.savepoints, history: s.history, variant: s.variant });
  assertEq(keep(after), keep(before), `${what}: the same game and statistics after the reload`);
  return after;
}

// A copy of the site whose program is the test build with a trap command (SUDOKU_TEST_HOOKS).
async function withTrapSite(fn) {
  const trap = path.join(h.root, 'build/web/test-trap');
  if (!fs.existsSync(path.join(trap, 'sudoku-app.wasm')))
    throw new Error(`${trap} is missing: configure the web build with -DSUDOKU_TEST_HOOKS=ON (scripts/test.sh does)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-trap-'));
  try {
    fs.cpSync(h.dist, dir, { recursive: true });
    for (const f of ['sudoku-app.js', 'sudoku-app.wasm']) fs.copyFileSync(path.join(trap, f), path.join(dir, 'web', f));
    return await withServer(fn, null, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// The crash panel after `action`, its text and buttons. A trap in a call shows it before
// the call returns (`atOnce`: no wait at all); one in a frame, at that frame (a wait that
// only a missing panel runs out, so no time is asserted on a loaded machine).
async function crashPanel(page, action, atOnce) {
  await action();
  const sel = '#app .sudoku-error[data-kind="crashed"]';
  if (atOnce) assert(await page.evaluate((s) => !!document.querySelector(s), sel), 'the crash panel is up when the trapping call returns');
  else await page.waitForSelector(sel, { timeout: 10000 }).catch(() => { throw new Error('no crash panel after a trap in a frame'); });
  const text = await page.locator('#app .sudoku-error p').textContent();
  const buttons = await page.locator('#app .sudoku-error button').allTextContents();
  return { text, buttons };
}

module.exports = [
  ['crash: every state the app writes starts the page again after a reload', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    // The reproduction of the blank page: a level played and never won.
    let st = await newGame(page, { seed: 11 });
    await enterAt(page, st.grid.indexOf('.'), 1);
    st = await newGame(page, { seed: 12 });
    assertEq([st.stats.easy.played, st.stats.easy.won], [1, 0], 'easy played, not won');
    // (Stored at the next frame.)
    await page.waitForFunction(() => localStorage.getItem('sudoku:app.stats') === 'SDKSTATS1\neasy 1 0 0 0 0 0 0\n', null, { timeout: 5000 })
      .catch(async () => { throw new Error(`the statistics the page once died on are not stored: ${await stored(page, '.stats')}`); });
    await reloadKeeps(page, 'a level played and not won');
    // A loss at the mistake limit, on another level.
    st = await newGame(page, { level: 'medium', seed: 13 });
    await call(page, { cmd: 'options', mistakeMode: 2, mistakeLimit: 1 });
    const sol = solve(st.givens);
    const blank = st.grid.indexOf('.');
    await enterAt(page, blank, (+sol[blank] % 9) + 1);
    assert((await state(page)).lost, 'lost at the mistake limit');
    await reloadKeeps(page, 'a loss at the mistake limit');
    // Won levels (and the v2 save of a finished game).
    await newGame(page, { seed: 14 });
    st = await solveInPage(page);
    assert(st.completed, 'won');
    await reloadKeeps(page, 'a won level');
    // Every variant's line: a game of each left unfinished for the next.
    for (const variant of ['4x4', '6x6', 'jigsaw', 'x', 'killer', '12x12', '16x16']) {
      st = await newGame(page, { variant, seed: 21 });
      assert((await enterAt(page, st.grid.indexOf('.'), 1)).ok, `${variant}: a move`);
    }
    st = await newGame(page, { variant: '4x4', seed: 22 });
    assertEq(Object.keys(st.variantStats).sort(), ['12x12', '16x16', '4x4', '6x6', 'jigsaw', 'killer', 'x'], 'a line for every variant');
    assert(/^SDK3:/.test(await stored(page, '.save')), 'a variant game is saved as v3');
    await reloadKeeps(page, 'every variant played and not won (v3 save)');
    // A classic game in progress with a savepoint and colours (v2).
    st = await newGame(page, { seed: 15 });
    await enterAt(page, st.grid.indexOf('.'), +solve(st.givens)[st.grid.indexOf('.')]);
    assertEq(await call(page, { cmd: 'savepoint' }), { ok: true }, 'savepoint');
    await call(page, { cmd: 'colour', cell: 40, colour: 3 });
    await call(page, { cmd: 'colour', cell: 41, digit: 2, colour: 5 });
    assert(/^SDK2:/.test(await stored(page, '.save')), 'a classic game is saved as v2');
    st = await reloadKeeps(page, 'savepoints and colours (v2 save)');
    assertEq([st.savepoints, st.colours.length], [1, 2], 'the savepoint and both colours');
    // A game saved by the app before colours and savepoints (v1).
    const v1 = 'SDK1:E3IYipgyojCckAE1ZIcZYieRNYSROCRlh5VnQTIkhjWXcTEphGVpUXOCJHgUaVNDJWhxCRYAAADI3AMqBGVhc3kAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAzAEAQISBgEDAgEBBTAGAQN3Ld64';
    await page.evaluate((s) => localStorage.setItem('sudoku:app.save', s), v1);
    await page.reload();
    await ready(page);
    assertEq(await page.locator('#app .sudoku-error').count(), 0, 'v1: no error panel');
    assertEq((await state(page)).grid[2], '4', 'the v1 game');
    await reloadKeeps(page, 'a v1 save, read once');
    assertEq(page.problems, [], 'console problems');
  })],

  ['crash: a trap in a frame shows the crash panel, one in a call before the call returns; starting again sets the data aside and the next visit is normal', (browser) => withTrapSite(async (url) => {
    const page = await h.openPage(browser, url + '/');
    await ready(page);
    let st = await newGame(page, { seed: 31 });
    await enterAt(page, st.grid.indexOf('.'), 1);
    const save = await stored(page, '.save');
    assert(save && save.startsWith('SDK2:'), 'a saved game');
    // In a frame (the main loop), as a bad division during play would.
    const p = await crashPanel(page, () => call(page, { cmd: 'testTrap', when: 'frame' }));
    assert(/stopped because of an error in the app \(.*divide by zero.*\)/.test(p.text), `says what happened: ${p.text}`);
    assert(/still kept in this browser/.test(p.text), `says nothing is lost: ${p.text}`);
    assertEq(p.buttons, ['Start again, with my data set aside', 'Download my data', 'Copy a bug report', 'Reload'], 'the ways out');
    await h.shot(page, 'crash-panel');
    assertEq(await stored(page, '.save'), save, 'the save is untouched by the crash');
    const answer = await call(page, { cmd: 'state' });
    assert(answer.ok === false && /divide by zero/.test(answer.error), 'calls after the crash answer with the error');
    // Download: the saved game, statistics and settings as one file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('text=Download my data')]);
    const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    assertEq([file.app, file.save, file.stats], ['sudoku', save, await stored(page, '.stats')], 'the downloaded data');
    assert(/^sudoku-backup-\d{4}-\d\d-\d\d\.json$/.test(download.suggestedFilename()), download.suggestedFilename());
    // Start again: the data goes under the backup key, the page reloads and starts fresh.
    await Promise.all([page.waitForNavigation(), page.click('text=Start again, with my data set aside')]);
    await ready(page);
    assertEq(await page.locator('#app .sudoku-error').count(), 0, 'the next start is normal');
    const backup = JSON.parse(await stored(page, '.backup'));
    assertEq([backup.length, backup[0].save, /divide by zero/.test(backup[0].error)], [1, save, true], 'the backup holds the game and the error');
    assert((await stored(page, '.save')) !== save, 'the crashed game is set aside');
    // In a call from the page (a command that traps).
    const q = await crashPanel(page, () => call(page, { cmd: 'testTrap', when: 'now' }), true);
    assert(/divide by zero/.test(q.text), `a trap in a call: ${q.text}`);
    const errors = page.problems.filter((x) => !/divide by zero|the board stopped/.test(x));
    assertEq(errors, [], 'no other console problems');
  })],
];
