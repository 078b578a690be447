// Records which functions the first board runs (issue 23), for scripts/split_wasm.js:
// `node scripts/split_profile.js` after `cmake --build --preset web`. Serves a copy of
// build/web/dist whose program is the link's instrumented one (build/web/sudoku-app.wasm:
// every function notes when it first ran), opens the page in the ways a first visit does
// (a fresh game, easy and medium ones, a link's puzzle, a resumed game, the embedded play
// board, another language, a phone; not the watch and hint modes, which wait for both parts:
// web/sudoku.js), plays a few moves and asks for a hint (which waits for the second part), and
// adds the functions that ran to assets/site/first_board.txt (mangled names, one a line,
// sorted; names no longer in the program are dropped). Run it again when the page's start
// changes: a function missing from the list is loaded with the second part, at once when
// called before it (slower, never wrong); tests/e2e/split.js fails when the first board needs one.
// The logic techniques of a hint's quick pass and of a hard or expert game's grading are left
// to the second part (it comes right after the first frame): in the first part they made it
// 55 KB gzip heavier, a quarter second on the slow phone of issue 23. The page's side of a
// hint (its drawing and sentences) stays in the first part: drawn across the cut, a nested
// forcing chain's hint held the main thread for 34 ms instead of a few (tests/e2e/longtask.js).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const h = require('../tests/e2e/harness');

const build = path.join(h.root, 'build/web');
const out = path.join(h.root, 'assets/site/first_board.txt');
const SEED = '7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3';
// The forum's hardest (tests/e2e/longtask.js): no quick technique applies at its start.
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
const visits = [
  ['index.html', {}], ['index.html#seed=11&level=easy', {}], ['index.html#seed=12&level=medium', {}],
  ['index.html#p=' + SEED, {}],
  ['index.html', { locale: 'de-DE' }], ['index.html', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['web/embed.html', {}], ['web/embed.html?puzzle=' + SEED, {}],
  // The e2e tests' window: labels too wide for their buttons are drawn smaller there.
  ['index.html', { viewport: { width: 800, height: 600 } }],
  ['index.html', {}, 'hint'],  // a hint's page side, logic techniques left out (above)
];
const HINT_ONLY = /^sudoku::logic::/;  // what a 'hint' visit's profile does not add

(async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-profile-'));
  const profiles = [], hintProfiles = [];
  const browser = await h.launch();
  try {
    fs.cpSync(h.dist, site, { recursive: true });
    fs.copyFileSync(path.join(build, 'sudoku-app.wasm'), path.join(site, 'web/sudoku-app.wasm'));
    fs.rmSync(path.join(site, 'web/sudoku-app.deferred.wasm'), { force: true });
    await h.withServer(async (url) => {
      for (const [page, opts, role] of visits) {
        const context = await browser.newContext(Object.assign({ viewport: { width: 1100, height: 760 }, serviceWorkers: 'block' }, opts));
        await context.addInitScript(() => {
          // Each board's Module, to ask it for its profile.
          let made;
          window.sudokuModules = [];
          Object.defineProperty(window, 'createSudokuModule', { configurable: true, get: () => made, set: (f) => {
            made = (o) => {
              // As on the split page before the second part comes: work is handed on, and a
              // hint says it is loading (what runs meanwhile belongs to the first part).
              window.profileRest = false;
              Object.defineProperty(o, 'sudokuRest', { get: () => window.profileRest, set: () => {} });
              return f(o).then((m) => { window.sudokuModules.push(m); return m; });
            };
          } });
          document.addEventListener('sudoku-first-frame', () => { window.sudokuFirstFrames = (window.sudokuFirstFrames || 0) + 1; }, true);
        });
        for (let visit = 0; visit < 2; visit++) {  // the second visit resumes the stored game
          const p = await context.newPage();
          await p.goto(`${url}/${page}`);
          await p.waitForFunction(() => window.sudokuFirstFrames >= 1, null, { timeout: 60000 });
          await p.waitForTimeout(1500);
          if (/index/.test(page)) {  // a few moves, as a player starts
            const box = await p.locator('canvas').boundingBox();
            await p.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
            for (const k of ['5', 'Shift+3', 'Control+z', 'ArrowRight', '7', 'h']) await p.keyboard.press(k);
            // The page API a script calls first (docs/page_api.md).
            await p.evaluate(() => { const b = window.sudoku; b.state(); b.call({ cmd: 'hintClose' }); b.call({ cmd: 'hint' }); b.select(0); b.state(); });
            await p.waitForTimeout(500);
            // Once the second part is there, a hint's quick pass runs on the page (the chains
            // go to the worker): its techniques belong to the first part, or every pass would
            // call across the two (slower). A hard position tries them all.
            if (role === 'hint') {
              await p.evaluate((x) => {
                window.profileRest = true;
                const b = window.sudoku;
                b.call({ cmd: 'load', puzzle: x });
                b.call({ cmd: 'hint' });
              }, HARD);
              // Its answer from the worker (a forcing chain), shown stage by stage, and the
              // page's state with its drawing: the page's side of every hint.
              // Its first two steps are forcing chains, the second nested (tests/e2e/longtask.js).
              for (let step = 0; step < 2; step++) {
                await p.waitForFunction(() => window.sudoku.state().hint.stage !== 'thinking', null, { timeout: 60000 });
                await p.evaluate(() => { const b = window.sudoku; b.call({ cmd: 'hint' }); b.call({ cmd: 'hint' }); b.state(); });
                await p.waitForTimeout(1000);
                await p.evaluate(() => { const b = window.sudoku; b.call({ cmd: 'hintApply' }); b.call({ cmd: 'hint' }); });
              }
              await p.waitForTimeout(500);
            }
          }
          // The page hidden and left (SDL's beforeunload handler runs then: too late to load
          // anything), and a board taken off the page (its program shut down).
          await p.evaluate(() => {
            ['blur', 'focus', 'pagehide', 'beforeunload'].forEach((t) => window.dispatchEvent(new Event(t)));
            document.dispatchEvent(new Event('visibilitychange'));
            document.querySelectorAll('.sudoku-host').forEach((el) => SudokuApp.destroy(el));
          });
          const got = await p.evaluate(() => window.sudokuModules.map((m) => {
            const size = 1 << 20, ptr = m._malloc(size);
            const n = m.asm.__write_profile(ptr, size);
            return Array.from(m.HEAPU8.subarray(ptr, ptr + n));
          }));
          for (const bytes of got) {
            const f = path.join(site, `profile-${profiles.length + hintProfiles.length}.data`);
            fs.writeFileSync(f, Buffer.from(bytes));
            (role === 'hint' ? hintProfiles : profiles).push(f);
          }
          await p.close();
          if (page !== 'index.html' || opts.locale || role) break;
        }
        await context.close();
      }
    }, null, site);
    // The functions a set of profiles ran, by their own names.
    const names = require('./wasm_names').names(path.join(build, 'sudoku-app.wasm.orig'), path.join(build, 'sudoku-app.js.symbols')).own;
    const ran = (files, tag) => {
      const merged = path.join(site, tag + '.data');
      execFileSync('wasm-split', ['--merge-profiles', ...files, '-o', merged]);
      const listing = execFileSync('wasm-split', [path.join(build, 'sudoku-app.wasm.orig'), '--profile=' + merged,
        '--enable-simd', '--enable-bulk-memory', '--enable-sign-ext', '--enable-mutable-globals', '--enable-nontrapping-float-to-int',
        '-o1', path.join(site, 'p.wasm'), '-o2', path.join(site, 's.wasm'), '-v'], { encoding: 'utf8', maxBuffer: 1 << 28 });
      return /Keeping functions: (.*)/.exec(listing)[1].split(', ').filter(Boolean).map((k) => names.get(k)).filter(Boolean);
    };
    const kept = ran(profiles, 'visits').concat(ran(hintProfiles, 'hint').filter((n) => !HINT_ONLY.test(n)));
    // What earlier runs saw stays while it is in the program: a run's frames fall differently
    // (a hint's links drawn or not yet), so the list is the union of the runs. SPLIT_FRESH=1
    // starts from this run alone (when what the list should hold has changed).
    const known = new Set(names.values());
    const before = !process.env.SPLIT_FRESH && fs.existsSync(out) ? fs.readFileSync(out, 'utf8').split('\n').filter((l) => l && !l.startsWith('#') && known.has(l)) : [];
    const list = [...new Set(kept.concat(before))].sort();
    fs.writeFileSync(out, '# The functions the first board runs (scripts/split_profile.js wrote this; see scripts/split_wasm.js).\n' + list.join('\n') + '\n');
    console.log(`split_profile: ${profiles.length} + ${hintProfiles.length} profiles, ${list.length} functions kept -> ${path.relative(h.root, out)}`);
  } finally {
    await browser.close();
    fs.rmSync(site, { recursive: true, force: true });
  }
})().catch((e) => { console.error(e); process.exit(1); });
