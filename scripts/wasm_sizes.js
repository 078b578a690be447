// Where a program's bytes are: `node scripts/wasm_sizes.js [WASM SYMBOLS] [--by file|ns|fn] [--top N]
// [--part FIRST_PART_KEEP_LIST]` (defaults: build/web/sudoku-app.wasm.orig and its
// sudoku-app.js.symbols). Prints each section's size, then the functions' code grouped by
// name (demangled): `ns` by the namespace and class path (default), `fn` one function a line;
// each group's raw bytes and its bytes gzipped alone (a group compresses better inside the
// whole program, so the gzip column over-counts; it ranks the groups). For issue 23's size work.
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { execFileSync } = require('child_process');
const { names, importedFunctions } = require('./wasm_names');

const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? args.splice(args.indexOf(name), 2)[1] : dflt);
const by = opt('--by', 'ns'), top = Number(opt('--top', 40));
const root = path.resolve(__dirname, '..');
const wasmFile = args[0] || path.join(root, 'build/web/sudoku-app.wasm.orig');
const symFile = args[1] || path.join(root, 'build/web/sudoku-app.js.symbols');
const d = fs.readFileSync(wasmFile);

let i = 8;
const leb = () => { let r = 0, s = 0, b; do { b = d[i++]; r += (b & 0x7f) * 2 ** s; s += 7; } while (b & 0x80); return r; };
const kinds = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'datacount'];
const bodies = [];
console.log('section        raw KB  gzip KB');
while (i < d.length) {
  const id = d[i++], size = leb(), start = i, end = i + size;
  const raw = d.subarray(start, end);
  console.log(`${(kinds[id] || id).padEnd(12)} ${(size / 1024).toFixed(1).padStart(8)} ${(zlib.gzipSync(raw, { level: 9 }).length / 1024).toFixed(1).padStart(8)}`);
  if (id === 10) {
    for (let n = leb(); n > 0; n--) { const len = leb(); bodies.push(d.subarray(i, i + len)); i += len; }
  }
  i = end;
}
const own = names(wasmFile, symFile).own;  // binaryen index (imports not counted) -> mangled
// The symbol map escapes some characters as \\XX (hex); its names may be demangled already.
const unescape = (n) => n.replace(/\\([0-9a-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
const mangled = bodies.map((_, k) => unescape(own.get(String(k)) || `(function ${k + importedFunctions(wasmFile)})`));
const demangled = execFileSync('c++filt', { input: mangled.join('\n'), encoding: 'utf8', maxBuffer: 1 << 28 }).split('\n');

// A demangled name's group: its namespaces and classes (template arguments and parameters cut).
function group(name) {
  if (by === 'fn') return name;
  let depth = 0, out = '';
  for (const ch of name) {
    if (ch === '<' || ch === '(') depth++;
    else if (ch === '>' || ch === ')') depth--;
    else if (depth === 0) out += ch;
  }
  out = out.replace(/^.* (?=\S+$)/, '').replace(/'lambda'|\$_\d+|::__invoke|::operator$/g, '');
  const parts = out.split('::').filter(Boolean);
  if (by === 'top') {  // the library, or the core's part, a function belongs to
    if (parts[0] === 'std') return parts.slice(0, 3).join('::');
    if (parts[0] === 'sudoku') return parts.slice(0, parts[1] === 'logic' || parts[1] === 'anonymous namespace' ? 3 : 2).join('::');
    return (/^(ImGui|Im|SDL_|Emscripten_|stbtt|stbrp|gl|emscripten|__)/.exec(parts[0]) || ['other'])[0].replace(/^Im$/, 'ImGui');
  }
  parts.pop();  // the function itself
  return parts.length ? parts.join('::') : '(global) ' + (/^(ImGui|Im|SDL_|stbtt|stb_|emscripten|gl)/.exec(out) || ['other'])[0];
}
const groups = new Map();
bodies.forEach((b, k) => {
  const g = group(demangled[k] || mangled[k]);
  if (!groups.has(g)) groups.set(g, []);
  groups.get(g).push(b);
});
const rows = [...groups].map(([g, bs]) => {
  const all = Buffer.concat(bs);
  return { g, n: bs.length, raw: all.length, gz: zlib.gzipSync(all, { level: 9 }).length };
}).sort((a, b) => b.raw - a.raw);
const total = bodies.reduce((s, b) => s + b.length, 0);
console.log(`\n${bodies.length} functions, ${(total / 1024).toFixed(1)} KB of code; the ${top} largest groups (--by ${by}):`);
console.log('   raw KB  gzip alone  count  group');
for (const r of rows.slice(0, top))
  console.log(`${(r.raw / 1024).toFixed(1).padStart(9)} ${(r.gz / 1024).toFixed(1).padStart(11)} ${String(r.n).padStart(6)}  ${r.g.slice(0, 150)}`);
