// Offline and installable: the worker keeps the site after a visit, so a reload starts with
// the network off; a new build is picked up on the next visit; embedders get no worker
// unless they ask; a worker that cannot be registered changes nothing but a line of info.
// Also the manifest and its icons, and the CLI/page same-puzzle check (one default symmetry).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const h = require('./harness');
const { assert, assertEq, withServer, ready } = h;

// A copy of the site to serve (and change, or leave files out of): fn(url, dir, server).
async function withCopy(fn, omit = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-offline-'));
  fs.cpSync(h.dist, dir, { recursive: true });
  for (const f of omit) fs.rmSync(path.join(dir, f));
  const server = await h.serve(dir);
  try { return await fn(`http://127.0.0.1:${server.address().port}`, dir, server); } finally {
    await shut(server);  // no request served from the copy once it is going
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Waits until a worker controls the page (it claims the page once its files are stored).
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller, null, { timeout: 20000 })
    .catch(() => { throw new Error('no service worker took control of the page within 20 s: ' + page.problems.join('; ')); });
}

// Polls fn(arg) in the page (it may return a promise) until it is truthy, up to `ms`.
async function until(page, fn, arg, ms, what) {
  const t0 = Date.now();
  for (;;) {
    const v = await page.evaluate(fn, arg);
    if (v) return v;
    if (Date.now() - t0 > ms) throw new Error(`${what} within ${ms / 1000} s`);
    await page.waitForTimeout(100);
  }
}

// Stops the server for good: close() alone waits for every open connection, and one the
// browser left half-read when it went offline stays open forever (a 300 s hang in CI).
function shut(server) {
  return new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
}

// The program's second part has arrived (ready() waits for it at most 20 s): going offline
// with its download half done would fail it, which is not what these tests are about.
async function joined(page) {
  await page.waitForFunction(() => window.sudoku.engineReady().then(() => true), null, { timeout: 60000 })
    .catch(() => { throw new Error('the program\'s second part did not arrive within 60 s: ' + page.problems.join('; ')); });
}

const registrations = (page) => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((rs) => rs.map((r) => r.scope)));

// Serves dist/ as nginx with gzip_static and brotli_static does (docs/embedding.md): FILE.br
// or FILE.gz with its Content-Encoding where the browser accepts it. `sent` counts them.
async function withPrecompressed(fn) {
  const http = require('http');
  const sent = { br: 0, gz: 0, plain: 0 };
  const server = http.createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (p.endsWith('/')) p += 'index.html';
    const file = path.join(h.dist, path.normalize(p));
    if (!file.startsWith(h.dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) { res.writeHead(404); res.end(); return; }
    const accept = String(req.headers['accept-encoding'] || '');
    const enc = /\bbr\b/.test(accept) && fs.existsSync(file + '.br') ? 'br' : /\bgzip\b/.test(accept) && fs.existsSync(file + '.gz') ? 'gz' : '';
    const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
      '.png': 'image/png', '.webmanifest': 'application/manifest+json' }[path.extname(file)] || 'application/octet-stream';
    const headers = { 'Content-Type': type, Vary: 'Accept-Encoding' };
    if (enc) headers['Content-Encoding'] = enc === 'br' ? 'br' : 'gzip';
    sent[enc || 'plain']++;
    res.writeHead(200, headers);
    h.send(enc ? file + '.' + enc : file, res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try { return await fn(`http://127.0.0.1:${server.address().port}`, sent); } finally { server.close(); }
}

module.exports = [
  ['offline: served from the .br copies (as brotli_static does), the app starts and its worker stores and checks every file', (browser) => withPrecompressed(async (url, sent) => {
    const page = await h.openPage(browser, url + '/');
    await ready(page);
    await controlled(page);
    assert(sent.br >= 5, `the server sent the brotli copies (${JSON.stringify(sent)})`);
    // The worker's SHA-256 check is on the decoded files: it stored them all, under their own names.
    const kept = await page.evaluate(() => caches.keys().then((k) => caches.open(k[0])).then((c) => c.keys()).then((r) => r.map((x) => x.url.replace(/.*\//, ''))));
    // Both parts of the program (issue 23: the second comes after the first frame).
    assert(kept.includes('sudoku-app.wasm') && kept.includes('sudoku-app.deferred.wasm') && kept.includes('sudoku.js'), `the worker keeps the files: ${kept}`);
    assertEq(kept.filter((f) => /\.(br|gz)$/.test(f)), [], 'and no copy');
    const st = await h.state(page);
    assert(/^[1-9.]{81}$/.test(st.givens), 'a game is up');
    assertEq(page.problems, [], 'console problems');
  })],

  ['offline: a reload with the network off starts the game where it was', (browser) => withCopy(async (url, dir, server) => {
    const page = await h.openPage(browser, url + '/');
    await ready(page);
    await controlled(page);
    const st = await h.state(page);
    const cell = st.grid.indexOf('.');
    await page.evaluate((c) => { window.sudoku.select(c); window.sudoku.enter(8); }, cell);
    await h.settle(page);
    await joined(page);
    // The network off twice over: the browser offline and the server gone.
    await page.context().setOffline(true);
    await shut(server);
    assertEq(page.problems, [], 'console problems before the network went off');
    const fetched = await page.evaluate((u) => fetch(u + '/not-cached.txt').then(() => 'fetched', () => 'failed'), url);
    assertEq(fetched, 'failed', 'a file the worker does not keep (the network is really off)');
    page.problems.length = 0;  // that failed fetch, reported by the browser as it should be
    await page.reload();
    await ready(page);
    const back = await h.state(page);
    assertEq([back.givens, back.grid[cell]], [st.givens, '8'], 'the game and its move after the offline reload');
    assert(await page.evaluate(() => window.sudoku.firstFrameAt > 0), 'the board drew its first frame');
    await h.shot(page, 'offline-reload');
    assertEq(page.problems, [], 'console problems');
  })],

  ['offline: with the network off, the engine\'s worker starts from the stored files and makes a 16x16 game', (browser) => withCopy(async (url, dir, server) => {
    const page = await h.openPage(browser, url + '/');
    await ready(page);
    await controlled(page);
    await joined(page);
    await page.context().setOffline(true);
    await shut(server);
    await page.reload();
    await ready(page);
    // A game the engine makes (issue 23): its worker and the program it runs come from the cache.
    assertEq(await page.evaluate(() => window.sudoku.call({ cmd: 'newGame', variant: '16x16', level: 'easy', seed: 3 })), { ok: true }, 'newGame');
    await page.waitForFunction(() => { const s = window.sudoku.state(); return !s.generating && s.variant === '16x16'; }, null, { timeout: 60000 });
    assertEq(await page.evaluate(() => [!!window.SudokuEngine.ready, !!window.SudokuEngine.failed]), [true, false], 'the worker loaded, not the fallback');
    assertEq(page.problems, [], 'console problems');
  })],

  ['offline: a new version: offered, switched with all its files at once, the game kept; a half-updated site is not taken', (browser) => withCopy(async (url, dir) => {
    const page = await h.openPage(browser, url + '/');
    await ready(page);
    await controlled(page);
    const st = await h.state(page);
    await page.evaluate((c) => { window.sudoku.call({ cmd: 'select', cell: c }); window.sudoku.call({ cmd: 'enter', digit: 6 }); }, st.grid.indexOf('.'));
    const game = (await h.state(page)).grid;
    const said = () => page.evaluate(() => [document.querySelector('meta[name=description]').content.slice(0, 12),
      getComputedStyle(document.body).getPropertyValue('--build').trim()]);
    // Build B: the page and a script's style changed, the workers written again.
    const rebuild = (tag, edit) => {
      edit('index.html', (t) => t.replace(/content="(v\d: )?Play Sudoku/, `content="${tag}: Play Sudoku`));
      edit('web/style.css', (t) => t.replace(/\n:root \{ --build: \w+; \}$/, '') + `\n:root { --build: ${tag}; }`);
      execFileSync('cmake', [`-DDIST=${dir}`, `-DTEMPLATE=${path.join(h.root, 'assets/site/sw.js')}`, '-P', path.join(h.root, 'cmake/ServiceWorker.cmake')]);
      return /const VERSION = '([^']+)'/.exec(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'))[1];
    };
    const edit = (f, fn) => fs.writeFileSync(path.join(dir, f), fn(fs.readFileSync(path.join(dir, f), 'utf8')));
    const vB = rebuild('v2', edit);
    // This visit still runs A (from A's worker); B is stored beside it and offered.
    await page.reload();
    await ready(page);
    assertEq(await said(), ['Play Sudoku,', ''], 'the visit that finds B still runs all of A');
    const notice = page.locator('#app .sudoku-notice[data-kind="update"]');
    await notice.waitFor({ timeout: 20000 }).catch(() => { throw new Error('no "A new version is ready" within 20 s'); });
    assert(/A new version of Sudoku is ready/.test(await notice.textContent()), 'the offer says so');
    await page.reload();
    await ready(page);
    assertEq(await said(), ['Play Sudoku,', ''], 'a reload without taking it: still A, never half of B');
    await page.locator('#app .sudoku-notice[data-kind="update"]').waitFor({ timeout: 20000 });
    // Taking it: the page reloads into B, with every file of B, and the game is there.
    await Promise.all([page.waitForNavigation({ timeout: 20000 }), page.click('text=Reload now')]);
    await ready(page);
    assertEq(await said(), ['v2: Play Sud', 'v2'], 'B runs, its page and its style together');
    assertEq((await h.state(page)).grid, game, 'A\'s game in B');
    await until(page, (v) => caches.keys().then((k) => k.length === 1 && k[0] === 'sudoku-app-' + v), vB, 20000,
      'B in a cache of its own, A\'s cache deleted');
    // A half-updated site: C's worker, but the server still has B's style sheet.
    const styleB = fs.readFileSync(path.join(dir, 'web/style.css'));
    rebuild('v3', edit);
    fs.writeFileSync(path.join(dir, 'web/style.css'), styleB);
    await page.reload();
    await ready(page);
    await page.waitForTimeout(3000);
    assertEq(await page.locator('#app .sudoku-notice[data-kind="update"]').count(), 0, 'no offer of a mixed build');
    assertEq(await page.evaluate(() => caches.keys()), ['sudoku-app-' + vB], 'only B stays stored');
    await page.reload();
    await ready(page);
    assertEq(await said(), ['v2: Play Sud', 'v2'], 'still all of B');
    assertEq(page.problems.filter((p) => !/sw\.js|service ?worker|not the file of this build/i.test(p)), [], 'console problems');
  })],

  ['offline: embedded boards register no worker unless the site owner asks', (browser) => withCopy(async (url, dir) => {
    // The example page (two boards by data-sudoku, one iframe) and a plain iframe embed.
    const page = await h.openPage(browser, url + '/web/example.html', { viewport: { width: 1000, height: 800 } });
    await page.waitForFunction(() => document.getElementById('play-board').sudokuBoard, null, { timeout: 20000 });
    await page.evaluate(() => document.getElementById('play-board').sudokuBoard);
    await page.locator('#frame').scrollIntoViewIfNeeded();
    await page.frame({ url: /embed\.html/ }).waitForFunction(() => window.sudoku, null, { timeout: 20000 });
    await page.waitForTimeout(500);
    assertEq(await registrations(page), [], 'workers after the example page');
    await page.goto(url + '/web/embed.html?mode=play');
    await page.waitForFunction(() => window.sudoku, null, { timeout: 20000 });
    await page.waitForTimeout(500);
    assertEq(await registrations(page), [], 'workers after embed.html without offline');
    // Asked for: embed.html?offline=true, and data-offline on the script element.
    await page.goto(url + '/web/embed.html?mode=play&offline=true');
    await page.waitForFunction(() => window.sudoku, null, { timeout: 20000 });
    await controlled(page);
    assertEq(await registrations(page), [url + '/web/'], 'the worker of web/ after embed.html?offline=true');
    assertEq(await page.locator('.sudoku-notice').count(), 0, 'offline is not reported as a bad board option');
    fs.writeFileSync(path.join(dir, 'host.html'), '<!doctype html><meta charset="utf-8"><title>host</title>' +
      '<link rel="icon" href="web/icon.svg"><div id="b" data-sudoku style="width:400px;height:600px"></div><script src="web/sudoku.js" data-offline></script>');
    const host = await h.openPage(browser, url + '/host.html');
    await host.waitForFunction(() => document.getElementById('b').sudokuBoard, null, { timeout: 20000 });
    await host.evaluate(() => document.getElementById('b').sudokuBoard);
    await until(host, () => navigator.serviceWorker.getRegistrations().then((r) => r.length > 0), null, 10000, 'no worker registered').catch(() => null);
    const scopes = await registrations(host);
    assertEq(await host.title(), 'host', 'the host page keeps its title');
    assert(scopes.includes(url + '/web/'), `data-offline registers the worker of web/ (${JSON.stringify(scopes)})`);
    assertEq([page.problems, host.problems], [[], []], 'console problems');
  })],

  ['offline: a worker that cannot be registered leaves the page working and says so in words', (browser) => withCopy(async (url) => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
    const page = await context.newPage();
    const info = [], problems = [];
    page.on('console', (m) => {
      if (m.type() === 'info') info.push(m.text());
      else if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(url + '/');
    await page.waitForFunction(() => window.sudoku && window.sudoku.firstFrameAt > 0, null, { timeout: 20000 });
    await until(page, () => window.SudokuApp.offline().then((r) => !r.ok), null, 10000, 'the registration did not fail');
    const said = info.filter((t) => /will not work offline/.test(t));
    assert(said.length === 1 && /sw\.js could not be registered/.test(said[0]), `the info line: ${JSON.stringify(info)}`);
    await h.press(page, 'ArrowRight');
    assertEq((await h.state(page)).selected >= 0, true, 'the board answers keys');
    // The browser's own report of the 404 stays; nothing else.
    assertEq(problems.filter((t) => !/bad HTTP response code \(404\) was received when fetching the script/.test(t)), [], 'console errors and warnings');
    await context.close();
  }, ['sw.js'])],

  ['offline: installable: the manifest names its icons, which are there at their sizes', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/');
    await ready(page);
    const href = await page.evaluate(() => document.querySelector('link[rel=manifest]').href);
    const manifest = await page.evaluate((u) => fetch(u).then((r) => r.json()), href);
    assertEq([manifest.name, manifest.start_url, manifest.display], ['Sudoku', './', 'standalone'], 'manifest fields');
    const pngs = manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes);
    assertEq(pngs, ['192x192', '512x512'], 'PNG icons');
    for (const icon of manifest.icons) {
      // A PNG's size read from its pixels; the SVG (any size) loaded as an image.
      const size = await page.evaluate((u) => new Promise((resolve) => {
        const im = new Image();
        im.onload = () => resolve(`${im.naturalWidth}x${im.naturalHeight}`);
        im.onerror = () => resolve('missing');
        im.src = u;
      }), new URL(icon.src, href).href);
      if (icon.sizes !== 'any') assertEq(size, icon.sizes, `icon ${icon.src}`);
      else assert(size !== 'missing', `icon ${icon.src} is missing or broken`);
    }
    // Nothing under web/ points outside it (a site that copies web/ gets no 404).
    for (const f of fs.readdirSync(path.join(h.dist, 'web')).filter((n) => /\.(html|js|css)$/.test(n))) {
      const text = fs.readFileSync(path.join(h.dist, 'web', f), 'utf8');
      assert(!/(href|src)=["']\.\.\//.test(text), `web/${f} links outside web/`);
    }
    assertEq(page.problems, [], 'console problems');
  })],

  ['offline: a link #seed=42&level=hard gives the puzzle of sudoku generate --seed 42 --level hard', (browser) => withServer(async (url) => {
    const cli = execFileSync(h.nativeCli(), ['generate', '--seed', '42', '--level', 'hard'], { encoding: 'utf8' }).trim();
    const page = await h.openPage(browser, url + '/#seed=42&level=hard');
    await ready(page);
    await page.waitForFunction(() => !window.sudoku.state().generating, null, { timeout: 20000 });
    const st = await h.state(page);
    assertEq([st.seed, st.level], [42, 'hard'], 'the link\'s game');
    assertEq(st.givens, cli, 'the page and the CLI give the same puzzle');
    assertEq(page.problems, [], 'console problems');
  })],
];
