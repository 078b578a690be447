// Converts killer sudokus from the forum formats for scripts/bench_killers.sh: an ISS
// constraint string (`.Cage~15~R1C1~R1C2`) for ISS, the line as it is for our CLI (which reads
// both forms), or our JSON puzzle line.
//   node scripts/killer_convert.mjs --to line|iss|json|solution FILE
//     FILE: one puzzle a line, SudoCue's long format (`3x3:[d]:k:` + 81 `sum*256+id`,
//     optionally a space and the 81-digit solution) or the short "snarfable" format.
//   node scripts/killer_convert.mjs --to line|iss|json --collection NAME ISS_DIR/data/collections.js
//     the short-format strings of one `export const NAME = new PuzzleCollection(...)`.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const to = args[args.indexOf('--to') + 1];
const ci = args.indexOf('--collection');
const file = args[args.length - 1];
if (!['line', 'json', 'iss', 'solution'].includes(to) || !file) {
  console.error('usage: killer_convert.mjs --to line|json|iss|solution [--collection NAME] FILE');
  process.exit(2);
}

// -> {diagonals, cages: [{sum, cells}], solution}
function parseLong(line) {
  const [text, solution = ''] = line.trim().split(/\s+/);
  const parts = text.replace(/:$/, '').split(':');
  if (parts.length !== 84 || parts[2] !== 'k') throw new Error('not a long-format killer: ' + text.slice(0, 20));
  const byId = new Map();
  for (let i = 0; i < 81; ++i) {
    const v = +parts[i + 3], sum = v >> 8, id = v & 255;
    if (!sum) continue;  // a cell in no cage
    if (!byId.has(id)) byId.set(id, { sum, cells: [] });
    byId.get(id).cells.push(i);
  }
  return { diagonals: parts[1] === 'd', cages: [...byId.values()], solution };
}

function parseShort(text) {
  const step = { 'v': 9, '^': -9, '<': -1, '>': 1, '`': -10, "'": -8, ',': 8, '.': 10 };
  const root = i => { for (let k = 0; k < 81 && step[text[i]] !== undefined; ++k) i += step[text[i]]; return i; };
  const byRoot = new Map();
  for (let i = 0; i < 81; ++i) {
    const r = root(i), c = text[r];
    const sum = c >= '0' && c <= '9' ? +c : c >= 'A' && c <= 'Z' ? c.charCodeAt(0) - 55 : c.charCodeAt(0) - 61;
    if (!byRoot.has(r)) byRoot.set(r, { sum, cells: [] });
    byRoot.get(r).cells.push(i);
  }
  // A '0' cage has no sum (digits differ, any total): kept as sum 0 in both forms.
  return { diagonals: false, cages: [...byRoot.values()], solution: '' };
}

function parse(line) {
  return line.startsWith('3x3:') ? parseLong(line) : parseShort(line.trim());
}

const name = i => `R${Math.floor(i / 9) + 1}C${i % 9 + 1}`;
function emit(p) {
  if (to === 'solution') return p.solution;
  if (to === 'json') {
    const cages = p.cages.map(c => `{"sum":${c.sum},"cells":[${c.cells.join(',')}]}`).join(',');
    return `{"variant":"killer","size":9${p.diagonals ? ',"diagonals":true' : ''},"cages":[${cages}],"givens":"${'.'.repeat(81)}"}`;
  }
  const diag = p.diagonals ? '.Diagonal~1.Diagonal~-1' : '';
  return diag + p.cages.map(c => `.Cage~${c.sum}~${c.cells.map(name).join('~')}`).join('');
}

let lines;
if (ci >= 0) {
  const src = readFileSync(file, 'utf8');
  const start = src.indexOf(`export const ${args[ci + 1]} =`);
  if (start < 0) { console.error(`no collection ${args[ci + 1]} in ${file}`); process.exit(1); }
  const body = src.slice(start, src.indexOf('\n);', start));
  lines = [...body.matchAll(/'([^'\n]{81})'/g)].map(m => m[1]);
} else {
  lines = readFileSync(file, 'utf8').split('\n').filter(l => l.trim() && !l.startsWith('#'));
}
for (const l of lines) console.log(to === 'line' ? l.trim() : emit(parse(l)));
