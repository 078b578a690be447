// The functions of a .wasm by binaryen's names (what wasm-split's --keep-funcs and its profile
// listing use: a defined function's index, imports not counted) and by their own (Emscripten's
// --emit-symbol-map, whose indices count the imported functions first). For split_wasm.js and
// split_profile.js.
'use strict';
const fs = require('fs');

// How many functions the module imports.
function importedFunctions(wasmFile) {
  const d = fs.readFileSync(wasmFile);
  let i = 8;
  const leb = () => { let r = 0, s = 0, b; do { b = d[i++]; r |= (b & 0x7f) << s; s += 7; } while (b & 0x80); return r >>> 0; };
  while (i < d.length) {
    const id = d[i++], size = leb(), end = i + size;
    if (id === 2) {
      let funcs = 0;
      for (let n = leb(); n > 0; n--) {
        for (let k = 0; k < 2; k++) { const len = leb(); i += len; }  // module and field names
        const kind = d[i++];
        if (kind === 0) { leb(); funcs++; }
        else if (kind === 1) { i++; const flags = leb(); leb(); if (flags & 1) leb(); }
        else if (kind === 2) { const flags = leb(); leb(); if (flags & 1) leb(); }
        else if (kind === 3) i += 2;
        else throw new Error(`${wasmFile}: unknown import kind ${kind}`);
      }
      return funcs;
    }
    i = end;
  }
  return 0;
}

// binaryen name -> own name, and back.
function names(wasmFile, symbolsFile) {
  const base = importedFunctions(wasmFile);
  const own = new Map(), binaryen = new Map();
  for (const line of fs.readFileSync(symbolsFile, 'utf8').split('\n')) {
    const c = line.indexOf(':');
    if (c <= 0) continue;
    const index = Number(line.slice(0, c)) - base;
    if (index < 0) continue;  // an import: never split
    own.set(String(index), line.slice(c + 1));
    binaryen.set(line.slice(c + 1), String(index));
  }
  return { own, binaryen };
}

module.exports = { importedFunctions, names };
