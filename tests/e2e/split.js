// Issue 23: the page's program in two parts (scripts/split_wasm.js). The first board runs on
// the first part alone and fetches the second (sudoku-app.deferred.wasm) only after its first
// frame; a hint asked before it has come says it is loading, then answers, in the worker's
// absence too; both files are kept for offline use (offline.js).
'use strict';
const fs = require('fs');
const path = require('path');
const h = require('./harness');
const { assert, assertEq, withServer } = h;

const REST = 'sudoku-app.deferred.wasm';
// English's later keys (the hint engine's sentences, cmake/LangTables.cmake): a file of their
// own, fetched after the first frame; a text asked for before its file came is loaded at once.
const LATER = 'text/en.later.txt';
// The example puzzle: its first hint is a single (tests/e2e/hints.js).
const SEED = h.SEED;

// A page whose second part is held back until window.releaseEngine() (the test hook of
// web/sudoku.js), noting when it is asked for and what the glue says about it.
async function heldPage(browser, url, noWorker) {
  const page = await h.openPage(browser, 'about:blank');
  page.restAsked = [];
  page.notes = [];
  page.textNotes = [];
  page.on('request', (r) => { if (r.url().endsWith(REST)) page.restAsked.push(Date.now()); });
  page.on('console', (m) => {
    if (/placeholder function called|did not load yet/.test(m.text())) page.notes.push(m.text());
    if (/text fetched at once/.test(m.text())) page.textNotes.push(m.text());
  });
  await page.addInitScript((nw) => {
    window.sudokuEngineHold = new Promise((resolve) => { window.releaseEngine = resolve; });
    if (nw) delete window.Worker;
    document.addEventListener('sudoku-first-frame', () => {
      window.firstFrameAt = window.firstFrameAt || Date.now();
      window.firstFrameMs = window.firstFrameMs || performance.now();
    }, true);
  }, !!noWorker);
  await page.goto(url + '/#p=' + SEED);
  await page.waitForFunction(() => window.sudoku && window.firstFrameAt, null, { timeout: 20000 });
  return page;
}

const hintText = (page) => page.evaluate(() => window.sudoku.state().hint);

module.exports = [
  ['split: English\'s later texts travel beside the first part, not in it', () => {
    // Each line of text/en.later.txt (the hint engine's sentences and names) is absent from the
    // first part and in the file; a first part that carries them again fails here.
    const web = path.join(h.dist, 'web');
    const first = fs.readFileSync(path.join(web, 'sudoku-app.wasm'));
    const lines = fs.readFileSync(path.join(web, LATER), 'utf8').split('\n').filter((l) => l.length > 12);
    assert(lines.length >= 150 && lines.some((l) => l.startsWith('technique.')) && lines.some((l) => l.startsWith('explain.')),
      `${LATER} holds the hint engine's texts: ${lines.length} lines`);
    const carried = lines.filter((l) => first.includes(Buffer.from(l, 'utf8')));
    assertEq(carried, [], 'later texts in the first part');
  }],

  ['split: the first board runs on the first part alone; the second is fetched after the first frame', (browser) => withServer(async (url) => {
    const page = await heldPage(browser, url);
    await h.settle(page);
    assertEq(await page.evaluate(() => window.sudoku.state().givens), SEED, 'the link\'s puzzle is up');
    assertEq(page.restAsked, [], `${REST} not asked for while held`);
    await page.evaluate(() => window.releaseEngine());
    await page.evaluate(() => window.sudoku.engineReady());
    // Unheld, on a new visit: the page's own clock says when the fetch began.
    await page.goto(url + '/#p=' + SEED);
    await page.evaluate(() => window.releaseEngine());
    await page.waitForFunction(() => window.sudoku && window.firstFrameAt, null, { timeout: 20000 });
    await page.evaluate(() => window.sudoku.engineReady());
    const [first, asked, later] = await page.evaluate(([f, t]) => [window.firstFrameMs,
      performance.getEntriesByType('resource').filter((e) => e.name.endsWith(f)).map((e) => e.startTime),
      performance.getEntriesByType('resource').filter((e) => e.name.endsWith(t)).map((e) => e.startTime)], [REST, LATER]);
    assert(asked.length === 1 && asked[0] >= first, `${REST} fetched once, after the first frame (${first} ms): ${asked}`);
    assert(later.length === 1 && later[0] >= first, `${LATER} fetched once, after the first frame (${first} ms): ${later}`);
    assertEq(page.notes, [], 'no function of the second part was called before it came');
    assertEq(page.textNotes, [], 'the first board needed no text left out of the first part');
    assertEq(page.problems, [], 'console problems');
  })],

  ['split: a hint asked at once says "Loading the hint engine..." and then answers', (browser) => withServer(async (url) => {
    for (const noWorker of [false, true]) {
      const page = await heldPage(browser, url, noWorker);
      await page.evaluate(() => window.sudoku.call({ cmd: 'hint' }));
      await h.settle(page);
      let hint = await hintText(page);
      assertEq([hint.stage, hint.text], ['thinking', 'Loading the hint engine...'], `the hint while the engine loads (workers: ${!noWorker})`);
      await page.waitForTimeout(1000);  // the worker has had time to answer: the answer waits too
      assertEq((await hintText(page)).stage, 'thinking', 'still loading while the second part is held');
      await page.evaluate(() => window.releaseEngine());
      await page.waitForFunction(() => window.sudoku.state().hint.stage === 'house', null, { timeout: 20000 })
        .catch(() => { throw new Error('no hint after the engine came: ' + JSON.stringify(page.notes)); });
      hint = await hintText(page);
      assert(hint.text && !/Loading/.test(hint.text), `the hint's first stage: ${hint.text}`);
      await page.evaluate(() => window.sudoku.call({ cmd: 'hint' }));
      await h.settle(page);
      assertEq((await hintText(page)).stage, 'technique', 'and the next press goes on');
      assertEq(page.notes, [], 'nothing of the second part was called before it came');
      assertEq(page.problems, [], 'console problems');
    }
  })],

  ['split: a hard game asked at once waits for the second part (its grading logic), never loading it in one blocking piece', (browser) => withServer(async (url) => {
    const page = await heldPage(browser, url);
    const before = await h.state(page);
    assertEq(await page.evaluate(() => window.sudoku.call({ cmd: 'newGame', level: 'hard', seed: 7 })), { ok: true }, 'newGame');
    await h.settle(page);
    await page.waitForTimeout(1000);
    let st = await h.state(page);
    assertEq([st.generating, st.givens], [true, before.givens], 'still making it while the second part is held');
    assertEq(page.notes, [], 'nothing of the second part was called before it came');
    await page.evaluate(() => window.releaseEngine());
    await page.waitForFunction(() => { const s = window.sudoku.state(); return !s.generating && s.level === 'hard'; }, null, { timeout: 30000 })
      .catch(() => { throw new Error('no hard game after the second part came: ' + JSON.stringify(page.notes)); });
    st = await h.state(page);
    assert(st.givens !== before.givens && /^[1-9.]{81}$/.test(st.givens), `a new hard game: ${st.givens}`);
    assertEq(page.notes, [], 'and no function of it was called early');
    assertEq(page.problems, [], 'console problems');
  })],

  ['split: without the second part on the server, the first board still comes up', (browser) => h.withSiteCopy(['web/' + REST], async (url) => {
    const page = await h.openPage(browser, url + '/#p=' + SEED);
    await page.waitForFunction(() => window.sudoku, null, { timeout: 20000 });
    await page.evaluate(() => window.sudoku.engineReady());
    await h.settle(page);
    const st = await h.state(page);
    assertEq(st.givens, SEED, 'the puzzle is up');
    // Every problem the page reports is the missing file.
    assert(page.problems.every((p) => new RegExp(REST.replace(/\./g, '\\.') + '|404|Failed to load').test(p)), `problems: ${page.problems}`);
  })],
];
