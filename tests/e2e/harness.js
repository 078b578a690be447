// A small end-to-end harness: serves build/web/dist on loopback, drives Debian's Chromium
// with playwright-core, and runs test functions, ending with "N passed, M failed, K skipped"
// (a test skips only by throwing skip(reason), and the reason is printed).
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { chromium } = require('playwright-core');

const root = path.resolve(__dirname, '../..');
// SUDOKU_DIST points the tests at another build's site (a helper's own build folder).
const dist = process.env.SUDOKU_DIST ? path.resolve(process.env.SUDOKU_DIST) : path.join(root, 'build/web/dist');
const artifacts = path.join(root, 'test-results');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.txt': 'text/plain', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json' };

// Serves `dir`; `headers(urlPath)` may add response headers (e.g. a CSP).
// Streams a file as a response. A file gone by the time it opens (a test's copy of the site
// removed while its page still asked) ends that response, never the whole run (an
// unhandled stream error stopped the suite).
function send(file, res) {
  fs.createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

function serve(dir, headers) {
  const server = http.createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (p.endsWith('/')) p += 'index.html';
    const file = path.join(dir, path.normalize(p));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404); res.end('not found'); return;
    }
    res.writeHead(200, Object.assign({ 'Content-Type': types[path.extname(file)] || 'application/octet-stream' },
      headers ? headers(p) : {}));
    send(file, res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// The browser window's own omnibox popup, a WebUI page (chrome://omnibox-popup.top-chrome),
// is loaded in a renderer of its own for every window, so for every page the tests open:
// ~0.8 CPU-s a page (traced: 0.6 s in that renderer, the rest in the browser process) for
// a popup a headless browser never shows. Chromium reads only the last --disable-features,
// so Playwright's own list (in its bundle) is repeated in ours; without it, nothing is added.
// The spare renderer (SpareRendererForSitePerProcess): a process started ahead for the next
// navigation, which the tests' fresh contexts and kept pages' about:blank round trips seldom
// take: a sixth of the suite (35 tests) started ~103 renderer processes with it, ~28 without,
// ~3% less processor time (3 runs each, A B A B, load 10-18, CPU-s per node CPU-s).
function disabledFeatures() {
  const ours = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];
  try {
    const bundle = fs.readFileSync(path.join(path.dirname(require.resolve('playwright-core')), 'lib/coreBundle.js'), 'utf8');
    const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle);
    if (!list || !/"--disable-features=" \+ disabledFeatures\.join/.test(bundle)) return [];
    const theirs = list[1].replace(/\/\/.*$/gm, '').match(/"[A-Za-z0-9]+"/g).map((x) => x.slice(1, -1));
    return ['--disable-features=' + theirs.concat(ours).join(',')];
  } catch (e) {
    return [];
  }
}

async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--use-angle=swiftshader',
      '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--ignore-gpu-blocklist'].concat(disabledFeatures(), (process.env.E2E_CHROMIUM_ARGS || '').split(' ').filter(Boolean)),
  });
}

// The loading ring of the harness's pages stands still, drawn as one frame of its turn (the
// app is not told: prefers-reduced-motion stays as the browser has it). A turning ring has
// the display compositor, the page's compositor and the browser make a frame every 16 ms
// while the program loads: a kept page's load cost ~1.4 CPU-s with it, ~1.0 without (8 loads
// of each, A B A B; the GPU process's compositor thread 0.25 -> 0.06 CPU-s a load). No test
// asserts the turning; the ring itself, its removal and the 'still nothing?' line (an
// animation of its own) are unchanged.
function stillRing(context) {
  return context.addInitScript(() => {
    const still = new CSSStyleSheet();
    still.replaceSync('.sudoku-loading::before { animation: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  });
}

// Opens a page that records console errors, warnings and page errors. Its context is
// closed when the test that opened it ends (tests run side by side: see run()).
const { AsyncLocalStorage } = require('async_hooks');
const testContexts = new AsyncLocalStorage();
// `opts.context`: a page in that context (another tab of the same browser profile).
async function openPage(browser, url, opts = {}) {
  let context = opts.context;
  if (opts.keep) {  // appPage's: closed when the run ends, or when a test that used it fails
    context = await browser.newContext(Object.assign({ viewport: { width: 800, height: 600 } }, opts.keep));
    // Its pages are a browser without service workers (as Firefox's private windows are): the
    // board then says console.info that it will not work offline, and goes on. Else each
    // test's first visit installs the offline worker, which fetches, hashes and stores the
    // whole site (~2 MB) again: ~0.3-0.5 CPU-s a test (measured over the suite). Loading and
    // offline use are tested in pages of their own (openPage: offline.js, failures.js...),
    // which keep the worker.
    await context.addInitScript(() => { delete Navigator.prototype.serviceWorker; });
    await stillRing(context);
  } else if (!context) {
    // 800x600 (a landscape window like any desktop's): a frame costs SwiftShader ~35 ms
    // there against ~54 ms at 1100x760. A test about size asks for its own.
    context = await browser.newContext(Object.assign({ viewport: { width: 800, height: 600 } }, opts));
    testContexts.getStore().push(context);
    await stillRing(context);
  }
  const page = await context.newPage();
  page.problems = [];
  // A wait polls every 50 ms unless it asks otherwise: Playwright's default runs the check on
  // every animation frame, which keeps the page's main thread busy (~0.1 CPU-s a second
  // waited against ~0.02, measured) while the tests wait on workers and timers.
  const waitForFunction = page.waitForFunction.bind(page);
  page.waitForFunction = (fn, arg, opts) => waitForFunction(fn, arg, Object.assign({ polling: 50 }, opts));
  page.on('console', (m) => {
    const t = m.type();
    // Driver chatter from SwiftShader during screenshots is not the page's doing.
    if ((t === 'error' || t === 'warning') && !/GL Driver Message|GPU stall/.test(m.text()))
      page.problems.push(`console.${t}: ${m.text()}`);
  });
  page.on('pageerror', (e) => page.problems.push(`pageerror: ${e.message}`));
  // A request cancelled by a reload or a worker's end is not a problem (a missing file
  // answers 404 below, a network failure has its own error).
  page.on('requestfailed', (r) => {
    const why = (r.failure() || {}).errorText || '';
    if (why !== 'net::ERR_ABORTED') page.problems.push(`requestfailed: ${r.url()} (${why})`);
  });
  page.on('response', (r) => { if (r.status() >= 400) page.problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  await page.goto(url);
  return page;
}

// The app's page at '/' as a first visit finds it, kept from test to test for tests that do
// not test loading (they set up the puzzle, theme and options they check through the page
// API). Each kept page has its own server, so its own origin: two tests side by side never
// share storage or a tab's sync. It has no service worker (see openPage). A test gets it
// with its origin's storage and caches cleared, then loaded again: ~0.8 CPU-s where a new
// context's page costs ~2.3 (the browser keeps the compiled program of the page's process);
// h.revisit gives it again within a test, as a second first visit. A test that fails closes
// it; one that changes the page itself (its viewport, media, routes, init scripts, other
// tabs in its context) must use openPage instead.
// `opts`: the context's options a test needs (viewport, deviceScaleFactor, isMobile,
// hasTouch, locale, colorScheme: pages are kept per set of them) and `path`, the address
// the page opens ('/' by default; a share link such as '/#p=...' opens as a first visit).
const kept = [];
const KEEP_AT_MOST = 12;  // kept pages idle at about:blank (parked); more sets of options than this close the oldest
async function appPage(browser, opts = {}) {
  // Chromium's defaults written out, so one phone or desktop asked in two ways is one key.
  const options = Object.assign({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false }, opts);
  const at = options.path || '/';
  delete options.path;
  const key = JSON.stringify(canon(options));
  const i = kept.findIndex((x) => x.key === key);
  let k = i >= 0 ? kept.splice(i, 1)[0] : null;
  if (!k) {
    const server = await serve(dist);
    k = { key, server, url: `http://127.0.0.1:${server.address().port}`, page: null };
    k.page = await openPage(browser, 'about:blank', { keep: options });
    k.page.kept = k;
  } else if (!k.parked) await forget(k);
  k.parked = false;
  const tests = testContexts.getStore();
  tests.push({ close: async () => {
    // Off the app until it is used again: a game whose clock runs draws a frame a second
    // in every kept page (headless pages are never hidden), ~0.1 CPU-s a second each.
    if (!tests.failed && !k.page.isClosed() && await forget(k).then(() => true, () => false)) {
      k.parked = true;
      kept.push(k);
      if (kept.length > KEEP_AT_MOST) await drop(kept.shift());
    } else await drop(k);
  } });
  return visit(k, at);
}
// Clears the kept page's origin (the page off it first: it saves its game as it goes, on
// pagehide, after a clear otherwise).
async function forget(k) {
  await k.page.evaluate(() => sessionStorage.clear()).catch(() => {});
  await k.page.goto('about:blank');
  const cdp = await k.page.context().newCDPSession(k.page);
  await cdp.send('Storage.clearDataForOrigin', { origin: k.url,
    storageTypes: 'cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage' });
  await cdp.detach();
}
async function visit(k, at) {
  k.page.problems.length = 0;
  await k.page.goto(k.url + at);
  await ready(k.page);
  return k.page;
}
// A page from appPage that the test is done with, given again as a first visit at `path`:
// what a second appPage with its options would be, without a new context of its own (one
// costs ~0.6 CPU-s more than this; the test's pages go back to the kept ones when it ends).
async function revisit(page, path = '/') {
  assert(page.kept, 'revisit takes a page from appPage');
  await forget(page.kept);
  page.kept.parked = false;
  return visit(page.kept, path);
}
async function drop(k) { await k.page.context().close().catch(() => {}); k.server.close(); }

// Decodes an 8-bit RGB/RGBA PNG (what Chromium screenshots are) into {width,height,pixel(x,y)}.
function decodePng(buf) {
  let pos = 8, width = 0, height = 0, channels = 4;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos), type = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') { width = data.readUInt32BE(0); height = data.readUInt32BE(4); channels = data[9] === 6 ? 4 : 3; }
    if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels, out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)], line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[y * stride + x - channels] : 0, b = y > 0 ? out[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels] : 0;
      let v = line[x];
      if (f === 1) v += a; else if (f === 2) v += b; else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) { const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c; }
      out[y * stride + x] = v & 255;
    }
  }
  return { width, height, pixel: (x, y) => Array.from(out.subarray((y * width + x) * channels, (y * width + x) * channels + 3)) };
}

async function shot(page, name, opts) {
  fs.mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, name + '.png');
  const buf = await page.screenshot(Object.assign({ path: file }, opts));
  // Decoded when a test reads it (half the shots are only kept for people to look at).
  let img = null;
  const get = () => img || (img = decodePng(buf));
  return { get width() { return get().width; }, get height() { return get().height; }, pixel: (x, y) => get().pixel(x, y) };
}

function assert(cond, message) { if (!cond) throw new Error(message); }
// Key order does not matter.
function canon(v) {
  if (Array.isArray(v)) return v.map(canon);
  if (v && typeof v === 'object') return Object.keys(v).sort().reduce((o, k) => (o[k] = canon(v[k]), o), {});
  return v;
}
function assertEq(a, b, what) {
  if (JSON.stringify(canon(a)) !== JSON.stringify(canon(b))) throw new Error(`${what}: expected ${JSON.stringify(b)}, got ${JSON.stringify(a)}`);
}

// A test that cannot run here says why: `throw skip('reason')`. It is counted and printed.
class Skip extends Error {}
function skip(reason) { return new Skip(reason); }

// CPU seconds of this process's tree (live processes plus the children they reaped), for
// E2E_CPU=1: each test's cost, to find where the suite's time goes (run with E2E_JOBS=1).
// Measured (Chromium 156, SwiftShader): a page of the app in a new context costs ~1.15
// CPU-s to be ready (~1.95 while every window loaded its omnibox popup: launch()); each
// frame the board draws ~54 ms in the GPU process at 1100x760, ~35 ms at the default
// 800x600 (most of it the software compositor's, not WebGL's), and a key press runs ~3-5
// frames, of which only those that change the picture are drawn; a board whose clock runs
// ~0.05 CPU-s a second. E2E_CPU=2 splits each test's figure by kind of process.
function treeCpu(kinds) {
  const hz = 100, procs = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8'), f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      let kind = '';
      if (kinds) { const m = /--type=([a-z-]+)/.exec(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')); kind = m ? m[1] : +pid === process.pid ? 'node' : 'browser'; }
      procs.set(+pid, { ppid: +f[1], cpu: +f[11] + +f[12] + +f[13] + +f[14], kind });
    } catch (e) { /* gone */ }
  }
  const tree = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of procs) if (tree.has(p.ppid) && !tree.has(pid)) { tree.add(pid); grew = true; }
  }
  let t = 0;
  for (const pid of tree) if (procs.has(pid)) {
    t += procs.get(pid).cpu;
    if (kinds) kinds[procs.get(pid).kind] = (kinds[procs.get(pid).kind] || 0) + procs.get(pid).cpu / hz;
  }
  return t / hz;
}
// E2E_CPU=2: each test's processor time by kind of process (node, browser, gpu-process,
// renderer, zygote: renderers that ended are counted by the zygote that reaped them, utility).
function byKind(k0) {
  const k = {};
  treeCpu(k);
  if (!k0) return k;
  return Object.keys(k).map((n) => [n, k[n] - (k0[n] || 0)]).filter(([, v]) => v >= 0.05).map(([n, v]) => `${n} ${v.toFixed(1)}`).join(', ');
}

// Runs the tests E2E_JOBS at a time (2 by default: one browser, a context per test); a
// test given as [name, fn, {serial: true}] (one that measures time) runs alone at the end.
async function run(tests) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.log(`no build at ${dist}: run cmake --build --preset web first`);
    console.log('0 passed, 1 failed, 0 skipped');
    process.exit(1);
  }
  const only = process.argv[2];
  const jobs = Math.max(1, Number(process.env.E2E_JOBS) || 2);
  const chosen = tests.filter(([name]) => !only || name.includes(only));
  const unselected = tests.length - chosen.length;
  const browser = await launch();
  let passed = 0, failed = 0, skipped = 0;
  // A test that hangs (a page that never answers) fails with its name instead of stopping
  // the run; closing what it opened is bounded the same way.
  const testMs = Number(process.env.E2E_TEST_TIMEOUT_MS) || 300000;
  const within = (promise, ms, what) => {
    let timer;
    return Promise.race([promise, new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms); })])
      .finally(() => clearTimeout(timer));
  };
  const costs = [];  // [CPU-s, name] of each test, the costliest printed at the end
  const one = async ([name, fn]) => {
    const t0 = Date.now(), contexts = [], cpu0 = treeCpu();
    const kinds0 = process.env.E2E_CPU === '2' ? byKind() : null;
    try {
      await within(testContexts.run(contexts, () => fn(browser)), testMs, 'the test');
      passed++;
      const cpu = treeCpu() - cpu0;
      costs.push([cpu, name]);
      console.log(`ok   ${name} (${Date.now() - t0} ms)` + (process.env.E2E_CPU ? ` cpu ${cpu.toFixed(1)} s` : '') + (kinds0 ? ` (${byKind(kinds0)})` : ''));
    } catch (e) {
      if (e instanceof Skip) {
        skipped++;
        console.log(`SKIP ${name}: ${e.message}`);
      } else {
        failed++;
        contexts.failed = true;
        console.log(`FAIL ${name}: ${e.message.split('\n')[0]}`);
      }
    }
    for (const c of contexts) await within(c.close(), 30000, 'closing a context').catch(() => {});
  };
  const queue = chosen.filter((t) => !(t[2] && t[2].serial));
  const worker = async () => { while (queue.length) await one(queue.shift()); };
  await Promise.all(Array.from({ length: jobs }, worker));
  for (const t of chosen.filter((t) => t[2] && t[2].serial)) await one(t);
  for (const k of kept.splice(0)) await within(drop(k), 30000, 'closing a kept page').catch(() => {});
  // The processor time of the whole run, Chromium's processes included (read while they
  // live: the shell's own count misses them). scripts/test.sh shows it in its summary.
  console.log(`processor time: ${Math.round(treeCpu())} CPU-s (node and Chromium)`);
  // Where it went: the tests that passed, costliest first (a test's figure is the whole
  // browser's while it ran, so with tests side by side each includes its neighbour's).
  if (costs.length > 1) {
    console.log(`the ${Math.min(10, costs.length)} costliest tests` + (jobs > 1 ? ` (${jobs} side by side: E2E_JOBS=1 for each one's own)` : '') + ':');
    for (const [cpu, name] of costs.sort((a, b) => b[0] - a[0]).slice(0, 10)) console.log(`  ${cpu.toFixed(1).padStart(5)} CPU-s  ${name}`);
  }
  await browser.close();
  if (unselected) console.log(`(${unselected} tests not selected by the filter "${only}")`);
  if (!passed && !failed && !skipped) { console.log(`no test matches "${only}"`); failed = 1; }
  console.log(`browser end-to-end: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed ? 1 : 0);
}

// The native CLI (build/native/sudoku), which some tests compare against: scripts/test.sh
// builds it before the browser tests; a missing one fails the test with how to build it.
function nativeCli() {
  const cli = path.join(root, 'build/native/sudoku');
  if (!fs.existsSync(cli))
    throw new Error(`${cli} is missing, so the comparison with the native CLI cannot run: ` +
      'build it with cmake --preset native -DSUDOKU_DESKTOP=OFF && cmake --build build/native --target sudoku');
  return cli;
}

// The solution of a puzzle line, from the native CLI (an independent check of the app).
function solve(puzzle) {
  let out;
  try {
    out = require('child_process').execFileSync(nativeCli(), ['solve'], { input: puzzle + '\n', encoding: 'utf8' });
  } catch (e) {
    throw new Error(`the native CLI could not solve ${puzzle}: ${(e.stdout || '') + (e.stderr || '') || e.message}`);
  }
  const line = out.trim().split('\n')[0];
  assert(/^[1-9]{81}$/.test(line), `the native CLI gave no solution for ${puzzle}: ${out.trim()}`);
  return line;
}

// Fills every blank cell of the board's classic game with the solution's digit through the API.
async function solveInPage(page) {
  const st = await state(page);
  const sol = solve(st.givens);
  await fill(page, st.grid, sol);
  return state(page);
}

// Enters `sol`'s digit in each blank cell of `grid` through the page API (select, enter), all
// in one call into the page: one round trip, and the board draws the result once rather
// than a frame or two after each entry. The board is drawn first, as a player sees a game
// before solving it.
async function fill(page, grid, sol) {
  await settle(page);
  const moves = [];
  for (let c = 0; c < 81; ++c) if (grid[c] === '.') moves.push([c, +sol[c]]);
  return calls(page, [].concat(...moves.map(([cell, digit]) => [{ cmd: 'select', cell }, { cmd: 'enter', digit }])));
}

// The board's state (window.sudoku.state()) in a page or frame, handed over as JSON text:
// Playwright's own transfer of an object walks its ~6 KB on both sides, ~12 ms of
// processor time a read against ~2 (measured), and tests read it thousands of times.
async function state(page) {
  const text = await page.evaluate(() => JSON.stringify(window.sudoku.state()));
  return text === undefined ? undefined : JSON.parse(text);
}

// Runs page-API commands one after the other in one call into the page; their answers.
async function calls(page, cmds) {
  return JSON.parse(await page.evaluate((list) => JSON.stringify(list.map((c) => window.sudoku.call(c))), cmds));
}
// One page-API command's answer (window.sudoku.call), as JSON text like state().
async function call(page, cmd) {
  const text = await page.evaluate((c) => JSON.stringify(window.sudoku.call(c)), cmd);
  return text === undefined ? undefined : JSON.parse(text);
}

const SEED = '7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3';

// The example puzzle (the first visit used to show it; it opens a fresh game now): tests
// that name its cells load it through the page API first, as a page would.
async function example(page) {
  const r = await page.evaluate((p) => window.sudoku.load(p), SEED);
  assertEq(r, { ok: true }, 'the example puzzle loads');
  await settle(page);
}

async function withServer(fn, headers, dir) {
  const server = await serve(dir || dist, headers);
  try { return await fn(`http://127.0.0.1:${server.address().port}`); } finally { server.close(); }
}

// Serves a copy of the site without the files in `omit` (paths under dist/), as a site
// owner who forgot to copy them would.
async function withSiteCopy(omit, fn, headers) {
  const dir = fs.mkdtempSync(path.join(require('os').tmpdir(), 'sudoku-site-'));
  try {
    fs.cpSync(dist, dir, { recursive: true });
    for (const f of omit) {
      const file = path.join(dir, f);
      assert(fs.existsSync(file), `${f} is not in the site, so leaving it out tests nothing`);
      fs.rmSync(file);
    }
    return await withServer(fn, headers, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function ready(page) {
  await page.waitForFunction(() => window.sudokuReady && window.sudoku, null, { timeout: 20000, polling: 40 })
    .catch(() => { throw new Error('the app did not start within 20 s: ' + page.problems.join('; ')); });
  // The program's second part (the hint engine...: issue 23) joined, so a test's first hint
  // answers at once (tests/e2e/split.js tests the board before it is there).
  await page.evaluate(() => Promise.race([window.sudoku.engineReady ? window.sudoku.engineReady() : null,
    new Promise((resolve) => setTimeout(resolve, 20000))]));
  await settle(page);
}

// Runs `action` (real input events), then waits until the app has drawn three more frames.
// The count is read after the action: frames left over from earlier input may be drawn
// while the action is on its way, and ImGui hands a move, a press and a release to the
// app in three separate frames. Reading the state draws nothing: the wait wakes the board
// until its frames are there, and no longer.
async function settle(page, action) {
  if (action) await action();
  const f0 = await page.evaluate(() => window.sudoku.state().frames);
  await page.waitForFunction((f) => {
    if (window.sudoku.state().frames >= f + 3) return true;
    if (window.sudoku.inst) window.sudoku.inst.wake();
    return false;
  }, f0, { timeout: 10000, polling: 40 })  // not every animation frame: each poll costs the page a state
    .catch(() => { throw new Error('the page stopped drawing frames'); });
}

// Clicks the centre of a cell (0-80) through real mouse events.
async function clickCell(page, cell) {
  const st = await state(page);
  const box = await page.locator('canvas').boundingBox();
  const b = st.board;
  await settle(page, () => page.mouse.click(box.x + b.x + (cell % 9 + 0.5) * b.cell, box.y + b.y + (Math.floor(cell / 9) + 0.5) * b.cell));
}

// Presses keys one after the other, each handled before the next.
async function press(page, ...keys) {
  for (const k of keys) await settle(page, () => page.keyboard.press(k));
}


module.exports = { send, state, call, appPage, revisit, example, solve, solveInPage, fill, calls, withServer, withSiteCopy, skip, nativeCli, ready, clickCell, settle, press, SEED, serve, launch, openPage, decodePng, shot, assert, assertEq, run, dist, root };
