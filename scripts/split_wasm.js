// Cuts the page's program in two (issue 23): `node scripts/split_wasm.js ORIG SYMBOLS LIST OUT_DIR`.
// ORIG is the whole program as the link made it (sudoku-app.wasm.orig, -sSPLIT_MODULE), SYMBOLS
// its function names (--emit-symbol-map: `index:name` a line), LIST the functions the first
// board runs (assets/site/first_board.txt: one mangled name a line, from scripts/split_profile.js).
// Writes OUT_DIR/sudoku-app.wasm (those functions: what the first board waits for) and
// OUT_DIR/sudoku-app.deferred.wasm (the rest: the hint engine's chains, grading, the variants,
// the bank's readers...), which the page fetches after its first frame (web/sudoku.js). A
// function of the second part called before it is there is loaded then, synchronously: a
// stale list makes the first board slower, never wrong (tests/e2e/split.js says when).
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const [orig, symbols, list, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: node scripts/split_wasm.js ORIG SYMBOLS LIST OUT_DIR');
  process.exit(2);
}
const byName = require('./wasm_names').names(orig, symbols).binaryen;  // mangled name -> binaryen's
const wanted = fs.readFileSync(list, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
const keep = [...new Set(wanted.filter((n) => byName.has(n)).map((n) => byName.get(n)))];
const keepFile = path.join(outDir, 'sudoku-app.keep.txt');
fs.writeFileSync(keepFile, keep.join('\n') + '\n');
execFileSync('wasm-split', [orig, '--enable-simd', '--enable-bulk-memory', '--enable-sign-ext',
  '--enable-mutable-globals', '--enable-nontrapping-float-to-int', '--export-prefix=%',
  '--keep-funcs=@' + keepFile, '-o1', path.join(outDir, 'sudoku-app.wasm'),
  '-o2', path.join(outDir, 'sudoku-app.deferred.wasm')], { stdio: 'inherit' });
console.log(`split_wasm: ${keep.length} of ${wanted.length} listed functions kept for the first board ` +
  `(${wanted.length - keep.length} no longer in the program)`);
