// The site's weight and how soon its first screen is drawn: `node scripts/weight.js [runs]`
// (after `cmake --build --preset web`; SUDOKU_DIST points at another build's dist/).
// Prints every file of build/web/dist with its size raw and gzip -9 and the total, then
// the time from the start of the navigation to the board's first drawn frame in headless
// Chromium (Debian's, with SwiftShader) on loopback, for a desktop and a phone viewport:
// a first visit each time (a fresh browser context: no HTTP cache, no worker), median of
// `runs` (default 7), with the fastest and slowest. The figures go in docs/performance.md.
// `--against DIR` times another build's dist/ too, the two alternating run by run (a fair
// comparison on a loaded machine); its weight is printed as well.
// Then the slow-phone figure (issue 23): the first drawn board on Lighthouse's mobile profile
// (1.6 Mbps, 150 ms round trip, processor 4x slower), median of 3 first visits, measured by
// ../shared/tools/slow_probe.js (SUDOKU_SLOW_PROBE names another copy; without one it says so).
// `--figures` prints only the weight and the slow-phone figure (what scripts/figures.sh puts
// in the README), as one line each: `site: ...` and `slow phone: ...`.
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const os = require('os');
const { execFileSync } = require('child_process');
const h = require('../tests/e2e/harness');
const pre = require('./precompress');

const BUDGET_KB = 600, FIRST_SCREEN_MS = 500;
const args = process.argv.slice(2);
const against = args.includes('--against') ? path.resolve(args.splice(args.indexOf('--against'), 2)[1]) : null;
const figuresOnly = args.includes('--figures') ? !!args.splice(args.indexOf('--figures'), 1) : false;
const runs = Number(args[0] || 7);
const viewports = {
  desktop: { viewport: { width: 1100, height: 760 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
};

// Each file (its .gz and .br copies left out: they are the file, sent instead) with its size
// raw, gzip -9 and as its brotli copy (brotli 11 where the build made none).
function weigh(dist) {
  return pre.files(dist).filter((f) => !pre.isCopy(f)).map((name) => {
    const data = fs.readFileSync(path.join(dist, name)), br = path.join(dist, name + '.br');
    return { name, raw: data.length, gz: zlib.gzipSync(data, { level: 9 }).length,
      br: fs.existsSync(br) ? fs.statSync(br).size : Math.min(data.length, pre.brotli(data).length) };
  }).sort((a, b) => b.gz - a.gz);
}

// The slow-phone figure: slow_probe.js's median line, or why there is none.
function slowPhone(dist) {
  const probe = process.env.SUDOKU_SLOW_PROBE || path.resolve(h.root, '../shared/tools/slow_probe.js');
  if (!fs.existsSync(probe)) return `slow phone: not measured (no ${probe}; SUDOKU_SLOW_PROBE names it)`;
  let out;
  try {
    out = execFileSync(process.execPath, [probe, dist, 'index.html', '3'], { encoding: 'utf8', timeout: 300000,
      env: Object.assign({}, process.env, { NODE_PATH: path.join(h.root, 'node_modules') }) });
  } catch (e) {
    return `slow phone: the probe failed (${String(e.stderr || e.message).trim().split('\n')[0]})`;
  }
  const runs = out.split('\n').filter((l) => /^run \d+:/.test(l)).map((l) => l.replace(/^run \d+: /, ''));
  const m = /median first frame (\d+) ms over (\d+) runs/.exec(out);
  if (!m) return `slow phone: no median in the probe's output (${out.trim().split('\n').pop()})`;
  const wire = /(\d+) KB on the wire/.exec(runs[0] || '');
  return `slow phone: first board ${m[1]} ms after navigation, median of ${m[2]} first visits` +
    (wire ? `, ${wire[1]} KB on the wire` : '') + ` (Lighthouse mobile; goal 2500 ms: ${+m[1] <= 2500 ? 'met' : 'NOT met'})`;
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
  if (!figuresOnly) {
    console.log('file                              raw KB   gzip KB brotli KB');
    for (const f of files) console.log(`${f.name.padEnd(32)} ${kb(f.raw).padStart(7)} ${kb(f.gz).padStart(9)} ${kb(f.br).padStart(9)}`);
  }
  const total = (fs_) => ['raw', 'gz', 'br'].map((k) => fs_.reduce((s, f) => s + f[k], 0));
  const [raw, gz, br] = total(files);
  console.log(`site: ${kb(raw)} KB raw, ${kb(gz)} KB gzip, ${kb(br)} KB brotli (budget ${BUDGET_KB} KB gzip: ${gz <= BUDGET_KB * 1024 ? 'within' : 'OVER'})`);
  if (against) {
    const [r2, g2, b2] = total(weigh(against));
    console.log(`against ${against}: ${kb(r2)} KB raw, ${kb(g2)} KB gzip, ${kb(b2)} KB brotli`);
  }
  if (figuresOnly) { console.log(slowPhone(h.dist)); return; }
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
  // After the loopback timings (the probe starts a browser of its own).
  console.log(slowPhone(h.dist));
  if (against) console.log('against: ' + slowPhone(against));
})().catch((e) => { console.error('weight: ' + e.message); process.exit(1); });
