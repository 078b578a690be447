// Precompressed copies for hosts that serve them (nginx gzip_static/brotli_static, Apache,
// Caddy's precompressed, see docs/embedding.md): `node scripts/precompress.js DIST` writes
// FILE.gz (gzip -9) and FILE.br (brotli quality 11) beside each file of DIST, so the server
// sends the smallest form without compressing on every request. A copy is written only where
// it saves bytes (PNGs, already compressed, get none), and only when its file changed since;
// copies whose file is gone are removed. The build runs it last on dist/ (cmake/WebApp.cmake).
// `precompressed(dist)` (used by the tests and scripts/weight.js) lists what it made.
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const COPIES = ['.gz', '.br'];
const isCopy = (f) => COPIES.some((e) => f.endsWith(e));

function gzip(data) { return zlib.gzipSync(data, { level: 9 }); }
function brotli(data) {
  return zlib.brotliCompressSync(data, { params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_LGWIN]: zlib.constants.BROTLI_MAX_WINDOW_BITS,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
}
const MAKE = { '.gz': gzip, '.br': brotli };

// Every file of `dir` (recursively), copies left out: paths relative to it.
function files(dir, base = dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const f = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...files(f, base));
    else out.push(path.relative(base, f));
  }
  return out;
}

function run(dist) {
  const all = files(dist);
  const originals = new Set(all.filter((f) => !isCopy(f)));
  let made = 0, removed = 0;
  for (const f of all.filter(isCopy)) {
    if (!originals.has(f.slice(0, -3))) { fs.rmSync(path.join(dist, f)); removed++; }
  }
  for (const f of originals) {
    const file = path.join(dist, f), mtime = fs.statSync(file).mtimeMs;
    let data = null;
    for (const ext of COPIES) {
      const copy = file + ext;
      if (fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= mtime) continue;
      data = data || fs.readFileSync(file);
      const packed = MAKE[ext](data);
      if (packed.length < data.length) { fs.writeFileSync(copy, packed); made++; } else if (fs.existsSync(copy)) fs.rmSync(copy);
    }
  }
  return { made, removed };
}

// {file, raw, gz, br}: each original with the sizes of its copies (its own size where it has none).
function precompressed(dist) {
  return files(dist).filter((f) => !isCopy(f)).map((f) => {
    const size = (p) => (fs.existsSync(p) ? fs.statSync(p).size : null);
    const raw = fs.statSync(path.join(dist, f)).size;
    return { file: f, raw, gz: size(path.join(dist, f + '.gz')), br: size(path.join(dist, f + '.br')) };
  });
}

module.exports = { run, precompressed, files, isCopy, gzip, brotli };

if (require.main === module) {
  const dist = process.argv[2];
  if (!dist || !fs.existsSync(dist)) {
    console.error('usage: node scripts/precompress.js DIST (a built site folder)');
    process.exit(2);
  }
  const t0 = Date.now();
  const r = run(path.resolve(dist));
  console.log(`precompress: ${r.made} copies written, ${r.removed} stale ones removed (${Date.now() - t0} ms)`);
}
