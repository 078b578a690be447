// The site's weight and how soon its first screen is drawn: `node scripts/weight.js [runs]`
// (after `cmake --build --preset web`; SUDOKU_DIST points at another build's dist/).
// Prints every file of build/web/dist with its size raw and gzip -9 and the total, then
// the time from the start of the navigation to the board's first drawn frame in headless
// Chromium (Debian's, with SwiftShader) on loopback, for a desktop and a phone viewport:
// a first visit each time (a fresh browser context: no HTTP cache, no worker), median of
// `runs` (default 7), with the fastest and slowest. The figures go in docs/performance.md.
// `--against DIR` times another build's dist/ too, the two alternating run by run (a fair
// comparison on a loaded machine); its weight is printed as well.
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const os = require('os');
const h = require('../tests/e2e/harness');

const BUDGET_KB = 350, FIRST_SCREEN_MS = 500;
const args = process.argv.slice(2);
const against = args.includes('--against') ? path.resolve(args.splice(args.indexOf('--against'), 2)[1]) : null;
const runs = Number(args[0] || 7);
const viewports = {
  desktop: { viewport: { width: 1100, height: 760 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
};

function weigh(dist) {
  const files = [];
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).forEach((e) => {
    const f = path.join(dir, e.name);
    if (e.isDirectory()) return walk(f);
    const data = fs.readFileSync(f);
    files.push({ name: path.relative(dist, f), raw: data.length, gz: zlib.gzipSync(data, { level: 9 }).length });
  });
  walk(dist);
  return files.sort((a, b) => b.gz - a.gz);
}

// One first visit: ms from the navigation's start to the first drawn frame.
async function visit(browser, url, opts) {
  const context = await browser.newContext(opts);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(url + '/');
  await page.waitForFunction(() => window.sudoku && window.sudoku.firstFrameAt > 0, null, { timeout: 30000 });
  const t = await page.evaluate(() => window.sudoku.firstFrameAt);
  await context.close();
  if (problems.length) throw new Error('page errors: ' + problems.join('; '));
  return t;
}

function summary(times) {
  times.sort((a, b) => a - b);
  return `${times[Math.floor(times.length / 2)].toFixed(0)} ms median of ${times.length}` +
    ` (${times[0].toFixed(0)}-${times[times.length - 1].toFixed(0)})`;
}

(async () => {
  if (!fs.existsSync(path.join(h.dist, 'index.html'))) throw new Error(`no build at ${h.dist}: run cmake --build --preset web first`);
  const kb = (n) => (n / 1024).toFixed(1);
  const files = weigh(h.dist);
  console.log('file                              raw KB   gzip KB');
  for (const f of files) console.log(`${f.name.padEnd(32)} ${kb(f.raw).padStart(7)} ${kb(f.gz).padStart(9)}`);
  const total = (fs_) => [fs_.reduce((s, f) => s + f.raw, 0), fs_.reduce((s, f) => s + f.gz, 0)];
  const [raw, gz] = total(files);
  console.log(`site: ${kb(raw)} KB raw, ${kb(gz)} KB gzip (budget ${BUDGET_KB} KB: ${gz <= BUDGET_KB * 1024 ? 'within' : 'OVER'})`);
  if (against) {
    const [r2, g2] = total(weigh(against));
    console.log(`against ${against}: ${kb(r2)} KB raw, ${kb(g2)} KB gzip`);
  }
  // Timings depend on the machine's load: it is printed with them.
  console.log(`load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  const browser = await h.launch();
  const servers = [await h.serve(h.dist)].concat(against ? [await h.serve(against)] : []);
  try {
    const urls = servers.map((s) => `http://127.0.0.1:${s.address().port}`);
    for (const [name, opts] of Object.entries(viewports)) {
      const times = urls.map(() => []);
      for (let i = 0; i < runs; i++)
        for (let k = 0; k < urls.length; k++) times[k].push(await visit(browser, urls[k], opts));
      const vp = `${opts.viewport.width}x${opts.viewport.height}@${opts.deviceScaleFactor || 1}x`;
      console.log(`first screen ${name} (${vp}): ${summary(times[0])}; goal under ${FIRST_SCREEN_MS} ms` +
        (against ? `; against: ${summary(times[1])}` : ''));
    }
  } finally {
    servers.forEach((s) => s.close());
    await browser.close();
  }
})().catch((e) => { console.error('weight: ' + e.message); process.exit(1); });
