// The `sudoku` CLI compiled to WebAssembly (build/web/sudoku-cli.js) must answer exactly
// like the native one (build/native/sudoku) and like the committed expected outputs.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '../..');
const wasmCli = path.join(root, 'build/web/sudoku-cli.js');
const nativeCli = path.join(root, 'build/native/sudoku');
const fixtures = path.join(root, 'tests/fixtures');
const input = path.join(fixtures, 'mixed_input.txt');

function wasm(args, stdin) {
  return spawnSync('node', ['--no-experimental-fetch', wasmCli, ...args], { input: stdin, encoding: 'utf8', cwd: root });
}
function native(args, stdin) {
  return spawnSync(nativeCli, args, { input: stdin, encoding: 'utf8', cwd: root });
}

let passed = 0, failed = 0;
function check(name, ok, detail) {
  if (ok) { passed++; console.log(`ok   ${name}`); } else { failed++; console.log(`FAIL ${name}: ${detail}`); }
}

if (!fs.existsSync(wasmCli) || !fs.existsSync(nativeCli)) {
  console.log(`missing ${fs.existsSync(wasmCli) ? nativeCli : wasmCli}: build the native and web presets first`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const expected = fs.readFileSync(path.join(fixtures, 'mixed_input.validate.expected'), 'utf8');
const v = wasm(['validate', input]);
check('wasm validate matches the expected answers', v.stdout === expected && v.status === 1,
  `status ${v.status}, stdout:\n${v.stdout}${v.stderr}`);
const fromStdin = wasm(['validate'], fs.readFileSync(input));
check('wasm validate reads standard input', fromStdin.stdout === expected, fromStdin.stdout + fromStdin.stderr);
const usage = wasm(['validate', '--no-such-option']);
check('wasm usage error exits 2', usage.status === 2, `status ${usage.status}`);

// Every command, on the same input, gives the same answers and status in both builds. A
// command missing from either build's --help fails (it is not skipped), and the number
// of commands compared is checked.
const listed = (help, name) => new RegExp('^\\s+' + name + '\\b', 'm').test(help);
const helps = { native: native(['--help']).stdout, wasm: wasm(['--help']).stdout };
const commands = [['validate'], ['solve'], ['solve', '--count', '--limit', '5'], ['grade'], ['hint'],
  ['trace', '--strategy', 'classic', '--cap', '200000'], ['trace', '--strategy', 'dlx', '--all', '--cap', '200000']];
let compared = 0;
for (const args of commands) {
  const missing = Object.keys(helps).filter((build) => !listed(helps[build], args[0]));
  if (missing.length) {
    check(`both builds have \`${args[0]}\``, false, `not in the --help of: ${missing.join(', ')}`);
    continue;
  }
  const a = native([...args, input]), b = wasm([...args, input]);
  compared++;
  check(`native and wasm agree: ${args.join(' ')}`, a.stdout === b.stdout && a.status === b.status && a.stdout !== '',
    `native (${a.status}):\n${a.stdout}\nwasm (${b.status}):\n${b.stdout}${b.stderr}`);
}
// Generated puzzles come from the seed alone: the same in both builds.
const gen = ['generate', '--count', '2', '--seed', '7', '--level', 'medium'];
const ga = native(gen), gb = wasm(gen);
compared++;
check(`native and wasm agree: ${gen.join(' ')}`, ga.stdout === gb.stdout && ga.status === 0 && ga.stdout.split('\n').length === 3,
  `native (${ga.status}):\n${ga.stdout}\nwasm (${gb.status}):\n${gb.stdout}${gb.stderr}`);
// Variants: the same JSON line from the same seed in both builds, and the commands that read
// it (solve, grade, hint) answer alike.
const variants = ['4x4', '6x6', '12x12', '16x16', 'jigsaw', 'x', 'killer'];
const lines = [];
for (const v of variants) {
  const args = ['generate', '--variant', v, '--seed', '7', '--json'];
  const a = native(args), b = wasm(args);
  lines.push(a.stdout.trim());
  check(`native and wasm agree: ${args.join(' ')}`, a.stdout === b.stdout && a.status === 0 && a.stdout.startsWith('{"variant"'),
    `native (${a.status}):\n${a.stdout}\nwasm (${b.status}):\n${b.stdout}${b.stderr}`);
}
for (const args of [['solve'], ['grade'], ['hint']]) {
  const stdin = lines.join('\n') + '\n';
  const a = native(args, stdin), b = wasm(args, stdin);
  check(`native and wasm agree on variant JSON lines: ${args.join(' ')}`,
    a.stdout === b.stdout && a.status === 0 && a.stdout.split('\n').length === variants.length + 1,
    `native (${a.status}):\n${a.stdout}\nwasm (${b.status}):\n${b.stdout}${b.stderr}`);
}
// The killer forms players trade (docs/variants.md): read, converted and refused alike.
{
  const short = "9<7<9<KB<EC<K<9^`F^7<^B^^'^EL<<^IF<^^`D<^^``V^O<9<^E'^C^39<'^'^^^^K<GH<AF<<^'^``^";
  const stdin = [short, short.slice(0, 16) + '?' + short.slice(17), '3x3::k:1:2:3'].join('\n') + '\n';
  for (const args of [['validate'], ['validate', '--to', 'long'], ['validate', '--to', 'json'], ['solve']]) {
    const a = native(args, stdin), b = wasm(args, stdin);
    check(`native and wasm agree on killer forms: ${args.join(' ')}`,
      a.stdout === b.stdout && a.status === 1 && a.stdout.split('\n').length === 4 && /character 17 \(r2c8\)/.test(a.stdout),
      `native (${a.status}):\n${a.stdout}\nwasm (${b.status}):\n${b.stdout}${b.stderr}`);
  }
}
check(`compared ${commands.length + 1} commands in both builds`, compared === commands.length + 1, `compared ${compared}`);
console.log(`wasm CLI: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
