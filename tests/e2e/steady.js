// Nothing moves under the player's finger: the number pad stays where it is when a message
// comes or goes (a mistake, a hint, a new game, a win), and the hint card's buttons keep
// their places from stage to stage. On a phone and on a desktop.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer, ready, solve } = h;

const state = h.state;
const call = h.call;
const padAt = (st) => st.pad.slice(0, 9).map((r) => [Math.round(r.x), Math.round(r.y)]);
const rect = (r) => [Math.round(r.x), Math.round(r.y), Math.round(r.w), Math.round(r.h)];

async function steady(browser, url, viewport, name) {
  const page = await h.appPage(browser, { viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
  assertEq(await call(page, { cmd: 'newGame', level: 'easy', seed: 71, wait: true }), { ok: true }, 'new game');
  await call(page, { cmd: 'options', mistakeMode: 2 });
  // The place of the pad with no message showing (the new game's goes after 6 s).
  await page.waitForFunction(() => !window.sudoku.state().message, null, { timeout: 10000 });
  await h.settle(page);
  let st = await state(page);
  const pad = padAt(st);
  const sol = solve(st.givens);
  const blank = st.grid.indexOf('.');
  const seen = [];
  const check = async (what) => {
    await h.settle(page);
    const now = await state(page);
    seen.push(now.message);
    assertEq(padAt(now), pad, `${name}: the pad after ${what} (message: "${now.message}")`);
    return now;
  };
  // A mistake and its message.
  await call(page, { cmd: 'select', cell: blank });
  await call(page, { cmd: 'enter', digit: (+sol[blank] % 9) + 1 });
  st = await check('a mistake');
  assert(st.message, `${name}: a message shows`);
  await call(page, { cmd: 'erase' });
  // A hint, stage by stage: More stays under the finger.
  await call(page, { cmd: 'hint' });
  st = await check('a hint');
  const more = rect(st.hintButtons.more);
  assert(more[2] > 0, `${name}: the hint card's More button is drawn`);
  for (let stage = 2; stage <= 3; stage++) {
    await call(page, { cmd: 'hint' });
    st = await check(`hint stage ${stage}`);
    assertEq(rect(st.hintButtons.more), more, `${name}: More at stage ${stage} (${st.hint.stage})`);
  }
  await call(page, { cmd: 'hintClose' });
  // A new game's message, then a win's.
  assertEq(await call(page, { cmd: 'newGame', level: 'easy', seed: 72, wait: true }), { ok: true }, 'another new game');
  st = await check('a new game');
  const won = solve(st.givens);
  await h.fill(page, st.grid, won);
  st = await check('a win');
  assert(st.completed, `${name}: won`);
  assert(seen.filter(Boolean).length >= 3, `${name}: messages came and went: ${JSON.stringify(seen)}`);
  await h.shot(page, `steady-${name}`);
  assertEq(page.problems, [], 'console problems');
}

module.exports = [
  ['steady: on a phone the pad and the hint buttons stay put through a mistake, a hint, a new game and a win', (browser) => withServer((url) =>
    steady(browser, url, { width: 390, height: 844 }, 'phone'))],
  ['steady: on a desktop the pad and the hint buttons stay put through a mistake, a hint, a new game and a win', (browser) => withServer((url) =>
    steady(browser, url, { width: 1280, height: 800 }, 'desktop'))],
];
