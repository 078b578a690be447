// Cuts the page's program in two (issue 23): `node scripts/split_wasm.js ORIG SYMBOLS LIST OUT_DIR
// [FILE=TEXT...]`.
// ORIG is the whole program as the link made it (sudoku-app.wasm.orig, -sSPLIT_MODULE), SYMBOLS
// its function names (--emit-symbol-map: `index:name` a line), LIST the functions the first
// board runs (assets/site/first_board.txt: one mangled name a line, from scripts/split_profile.js).
// Writes OUT_DIR/sudoku-app.wasm (those functions: what the first board waits for) and
// OUT_DIR/sudoku-app.deferred.wasm (the rest: the hint engine's chains, grading, the variants,
// the bank's readers...), which the page fetches after its first frame (web/sudoku.js). A
// function of the second part called before it is there is loaded then, synchronously: a
// stale list makes the first board slower, never wrong (tests/e2e/split.js says when).
// Each FILE=TEXT names an embedded text (the language tables but English's, the puzzle bank)
// that the first part leaves out: its bytes become zeros there and are written to OUT_DIR/FILE,
// which the program fetches when it first needs them (src/core/text/fetched_data.h).
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const [orig, symbols, list, outDir, ...leftOut] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: node scripts/split_wasm.js ORIG SYMBOLS LIST OUT_DIR');
  process.exit(2);
}
const byName = require('./wasm_names').names(orig, symbols).binaryen;  // mangled name -> binaryen's
const wanted = fs.readFileSync(list, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
const keep = [...new Set(wanted.filter((n) => byName.has(n)).map((n) => byName.get(n)))];
const keepFile = path.join(outDir, 'sudoku-app.keep.txt');
fs.writeFileSync(keepFile, keep.join('\n') + '\n');
const FEATURES = ['--enable-simd', '--enable-bulk-memory', '--enable-sign-ext', '--enable-mutable-globals',
  '--enable-nontrapping-float-to-int'];
execFileSync('wasm-split', [orig, ...FEATURES, '--export-prefix=%',
  '--keep-funcs=@' + keepFile, '-o1', path.join(outDir, 'sudoku-app.wasm'),
  '-o2', path.join(outDir, 'sudoku-app.deferred.wasm')], { stdio: 'inherit' });
console.log(`split_wasm: ${keep.length} of ${wanted.length} listed functions kept for the first board ` +
  `(${wanted.length - keep.length} no longer in the program)`);

// The texts left out: found once each in the first part's data section, zeroed there.
function sections(d) {
  const out = [];
  let i = 8;
  const leb = () => { let r = 0, s = 0, b; do { b = d[i++]; r |= (b & 0x7f) << s; s += 7; } while (b & 0x80); return r >>> 0; };
  while (i < d.length) {
    const id = d[i++], size = leb();
    out.push({ id, start: i, end: i + size });
    i += size;
  }
  return out;
}
if (leftOut.length) {
  const first = path.join(outDir, 'sudoku-app.wasm');
  const wasm = fs.readFileSync(first);
  const data = sections(wasm).find((s) => s.id === 11);
  let saved = 0;
  for (const arg of leftOut) {
    const [file, text] = arg.split('=');
    const bytes = fs.readFileSync(text);
    if (!bytes.length) continue;  // nothing embedded (an empty bank)
    const needle = Buffer.concat([bytes, Buffer.from([0])]);
    const at = wasm.indexOf(needle, data.start);
    if (at < 0 || at + needle.length > data.end || wasm.indexOf(needle, at + 1) >= 0 && wasm.indexOf(needle, at + 1) < data.end) {
      console.error(`split_wasm: ${text} is not embedded once in the program's data`);
      process.exit(1);
    }
    wasm.fill(0, at, at + bytes.length);
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), bytes);
    saved += bytes.length;
  }
  fs.writeFileSync(first, wasm);
  console.log(`split_wasm: ${leftOut.length} texts (${(saved / 1024).toFixed(1)} KB) left out of the first part, fetched when needed`);
}

// Each part optimised for size again (binaryen's -Oz, as the link ran it on the whole): the cut
// leaves code the whole program's passes could not shrink (-2.0 KB gzip for the two). Exports,
// imports and the table's slots are the parts' interface and stay as they are.
for (const part of ['sudoku-app.wasm', 'sudoku-app.deferred.wasm']) {
  const file = path.join(outDir, part);
  // As the link: one-caller functions inlined only when small (src/ui/noinline.h).
  execFileSync('wasm-opt', [...FEATURES, '-Oz', '--one-caller-inline-max-function-size=1000', file, '-o', file], { stdio: 'inherit' });
}
