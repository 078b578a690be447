// Watch mode end to end: the classic search runs to the end through the page's API with
// the same counts as the native CLI's trace, steps back, and races strategies.
'use strict';
const { execFileSync } = require('child_process');
const h = require('./harness');
const { assert, assertEq, withServer, ready, SEED } = h;

const state = h.state;
const call = h.call;

// key=value counters of `sudoku trace` for one puzzle, from the native build (a missing
// binary fails the test: the comparison is what the test is for).
function nativeTrace(puzzle, strategy) {
  const out = execFileSync(h.nativeCli(), ['trace', '--strategy', strategy], { input: puzzle + '\n', encoding: 'utf8' });
  const counts = Object.fromEntries(out.trim().split(/\s+/).map((kv) => kv.split('=')));
  for (const k of ['tries', 'placements', 'backtracks', 'max_depth'])
    assert(/^\d+$/.test(counts[k] || ''), `native trace has no ${k} count: ${out.trim()}`);
  return counts;
}

function validSolution(grid, givens) {
  if (!/^[1-9]{81}$/.test(grid)) return false;
  for (let i = 0; i < 81; i++) if (givens[i] !== '.' && givens[i] !== grid[i]) return false;
  for (let u = 0; u < 9; u++) {
    const row = new Set(), col = new Set(), box = new Set();
    for (let k = 0; k < 9; k++) {
      row.add(grid[u * 9 + k]); col.add(grid[k * 9 + u]);
      box.add(grid[(Math.floor(u / 3) * 3 + Math.floor(k / 3)) * 9 + (u % 3) * 3 + (k % 3)]);
    }
    if (row.size !== 9 || col.size !== 9 || box.size !== 9) return false;
  }
  return true;
}

module.exports = [
  ['watch: classic search to the end matches the CLI, step back works', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    assertEq(await call(page, { cmd: 'mode', mode: 'watch' }), { ok: true }, 'watch mode');
    await h.settle(page);
    await h.shot(page, 'watch-preview');
    assertEq(await call(page, { cmd: 'watch', puzzle: SEED, strategies: ['classic'] }), { ok: true }, 'watch');
    assertEq(await call(page, { cmd: 'watchControl', action: 'runToEnd' }), { ok: true }, 'run');
    let st = await state(page);
    const lane = st.watch.lanes[0];
    assertEq([st.mode, lane.result], ['watch', 'solved'], 'mode and result');
    assert(validSolution(lane.grid, SEED), 'the end is a valid solution of the puzzle');
    const native = nativeTrace(SEED, 'classic');
    assertEq([lane.tries, lane.placements, lane.backtracks, lane.maxDepth].map(String),
      [native.tries, native.placements, native.backtracks, native.max_depth], 'counts equal the native trace');
    await call(page, { cmd: 'watchControl', action: 'back' });
    st = await state(page);
    assertEq(st.watch.lanes[0].steps, lane.steps - 1, 'one step back');
    assertEq(st.watch.lanes[0].result, 'running', 'not solved one step earlier');
    await call(page, { cmd: 'watchControl', action: 'seek', step: 100 });
    const at100 = (await state(page)).watch.lanes[0];
    await call(page, { cmd: 'watchControl', action: 'seek', step: 5 });
    await call(page, { cmd: 'watchControl', action: 'seek', step: 100 });
    const again = (await state(page)).watch.lanes[0];
    assertEq([again.steps, again.grid, again.lastEvent], [100, at100.grid, at100.lastEvent], 'seeking back and forth');
    // Keys: Right steps, Left steps back, Space plays, Escape goes back to the game.
    const box = await page.locator('canvas').boundingBox();
    await h.settle(page, () => page.mouse.click(box.x + 3, box.y + 3));
    await h.press(page, 'ArrowRight', 'ArrowRight', 'ArrowLeft');
    assertEq((await state(page)).watch.lanes[0].steps, 101, 'arrow keys step');
    await h.press(page, 'Space');
    assertEq((await state(page)).watch.playing, true, 'space plays');
    await h.press(page, 'Space', 'Escape');
    st = await state(page);
    assertEq([st.watch.playing, st.mode], [false, 'play'], 'space pauses, escape goes back to the game');
    assertEq(page.problems, [], 'console problems');
  })],

  ['watch: playing draws the search; a race compares strategies', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    const hard = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    await call(page, { cmd: 'watch', puzzle: hard, strategies: ['classic'], speed: 2000, play: true });
    await call(page, { cmd: 'heat', on: true });
    // Playing advances on its own (at 2000 steps/s, 200 steps take 0.1 s; a loaded machine gets
    // time). The search's own time is read from a clock the page coarsens to 0.1 ms, and a tick's
    // few steps take less: it shows once enough ticks have crossed a tick of that clock.
    await page.waitForFunction(() => { const l = window.sudoku.state().watch.lanes[0]; return l.steps > 200 && l.searchMs > 0; },
      null, { timeout: 15000 }).catch(() => null);
    let st = await state(page);
    assert(st.watch.playing && st.watch.lanes[0].steps > 200, `advancing (${st.watch.lanes[0].steps} steps)`);
    assert(st.watch.elapsedMs > 0 && st.watch.lanes[0].searchMs > 0, `elapsed ${st.watch.elapsedMs} ms, search ${st.watch.lanes[0].searchMs} ms`);
    await h.shot(page, 'watch-mid-search');
    // Top speed: steps per second in this page (SwiftShader draws slowly; the figure is reported).
    await call(page, { cmd: 'watchSpeed', stepsPerSecond: 0 });
    const s0 = (await state(page)).watch.lanes[0].steps, t0 = Date.now();
    await page.waitForTimeout(2000);
    const s1 = (await state(page)).watch.lanes[0].steps, t1 = Date.now();
    console.log(`     classic search in the page at max speed: ${Math.round((s1 - s0) / ((t1 - t0) / 1000))} steps/s`);
    assert(s1 > s0, 'max speed advances');
    await call(page, { cmd: 'watch', puzzle: SEED, strategies: ['classic', 'mrv', 'forward', 'dlx'] });
    await call(page, { cmd: 'watchControl', action: 'runToEnd' });
    st = await state(page);
    assertEq(st.watch.lanes.map((l) => l.result), ['solved', 'solved', 'solved', 'solved'], 'every lane solves');
    assertEq(new Set(st.watch.lanes.map((l) => l.grid)).size, 1, 'all reach the same solution');
    assert(st.watch.lanes[2].steps < st.watch.lanes[0].steps, 'forward checking needs fewer steps than classic');
    await call(page, { cmd: 'watchControl', action: 'seek', step: 30 });
    await h.settle(page);
    await h.shot(page, 'watch-race');
    assertEq(page.problems, [], 'console problems');
  })],
  ['watch: a variant\'s search runs on its own board, with the native trace\'s counts', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    for (const [variant, seed] of [['6x6', 3], ['jigsaw', 4], ['x', 5], ['killer', 6], ['16x16', 7]]) {
      assertEq(await call(page, { cmd: 'newGame', variant, level: 'easy', seed, wait: true }), { ok: true }, `newGame ${variant}`);
      const json = (await call(page, { cmd: 'exportPuzzle' })).text;
      const solution = execFileSync(h.nativeCli(), ['solve'], { input: json + '\n', encoding: 'utf8' }).trim();
      const strategies = variant === '16x16' ? ['forward', 'dlx'] : ['classic', 'mrv', 'forward', 'dlx'];
      const r = await call(page, { cmd: 'watch', strategies });
      assertEq(r.ok, true, `watch ${variant}: ${r.error || ''}`);
      await call(page, { cmd: 'watchControl', action: 'runToEnd', maxSteps: 30000000 });
      let st = await state(page);
      const lanes = st.watch.lanes;
      assertEq(st.watch.variant, variant, 'the watched variant');
      // Dlx is exact cover: killer's sums are not, so its lane is left out with a message.
      assertEq(lanes.map((l) => l.strategy), variant === 'killer' ? strategies.filter((s) => s !== 'dlx') : strategies, `${variant} lanes`);
      if (variant === 'killer') assert(/dlx/i.test(st.message), `the toast says why dlx is left out: ${st.message}`);
      for (const l of lanes) assertEq([l.result, l.grid], ['solved', solution], `${variant} ${l.strategy} solves it as the native solver does`);
      if (lanes[0].strategy === 'classic') {
        const native = nativeTrace(json, 'classic');
        assertEq([lanes[0].tries, lanes[0].placements, lanes[0].backtracks, lanes[0].maxDepth].map(String),
          [native.tries, native.placements, native.backtracks, native.max_depth], `${variant}: counts equal the native trace`);
      }
      await call(page, { cmd: 'watchControl', action: 'back' });
      st = await state(page);
      assertEq([st.watch.lanes[0].steps, st.watch.lanes[0].result], [lanes[0].steps - 1, 'running'], 'one step back');
      await call(page, { cmd: 'watchControl', action: 'seek', step: 40 });
      await h.settle(page);
      if (variant === 'killer') {  // the heat map of a variant is drawn cell by cell (the GL pass is 9x9's)
        assertEq(await call(page, { cmd: 'heat', on: true }), { ok: true }, 'heat on');
        await h.settle(page);
        const shot = await h.shot(page, 'watch-killer-heat');
        await call(page, { cmd: 'heat', on: false });
        await h.settle(page);
        const plain = await h.shot(page, 'watch-killer');
        let differ = 0;  // sampled on a 40 x 40 lattice over the page
        for (let i = 0; i < 40; i++) for (let j = 0; j < 40; j++) {
          const x = Math.floor((i + 0.5) * shot.width / 40), y = Math.floor((j + 0.5) * shot.height / 40);
          if (shot.pixel(x, y).join() !== plain.pixel(x, y).join()) differ++;
        }
        assert(differ > 20, `the heat map changes the picture (${differ} of 1600 samples differ)`);
      }
      if (variant === '16x16') {
        await h.shot(page, `watch-${variant}`);
        // The screen-reader mirror follows the watched board's 256 cells.
        await page.waitForFunction(() => document.querySelectorAll('.sudoku-a11y-grid [role="gridcell"]').length === 256, null, { timeout: 10000 });
      }
      assertEq(await call(page, { cmd: 'mode', mode: 'play' }), { ok: true }, 'back to the game');
    }
    // A conflicting variant puzzle is refused with the rule it breaks.
    const bad = JSON.stringify({ variant: '4x4', givens: '11' + '.'.repeat(14) });
    const r = await call(page, { cmd: 'watch', puzzle: bad });
    assert(!r.ok && /r1c1 and r1c2 both hold 1/.test(r.error), `conflicting givens refused, naming the cells: ${JSON.stringify(r)}`);
    assertEq(page.problems, [], 'console problems');
  })],
];
