// Minifies one script (or the style sheet) for the site: `node scripts/minify.js IN OUT` (NODE_PATH=/usr/share/nodejs,
// Debian's node-terser). Names of properties are kept (the page, the embedders and the tests
// call them), local names are shortened and dead code dropped.
'use strict';
const fs = require('fs');
let terser;
try {
  terser = require('terser');
} catch (e) {
  console.error('minify.js: the terser module is missing: run scripts/setup.sh (Debian package node-terser) with NODE_PATH=/usr/share/nodejs');
  process.exit(1);
}
const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node scripts/minify.js IN.js OUT.js');
  process.exit(2);
}
// A style sheet (.css): its comments and runs of blank space out, no space beside { } ; nor
// after : and , (a space before them can be a selector's descendant combinator, so it
// stays; the sheet has no string that holds them): -0.6 KB gzip.
if (input.endsWith('.css')) {
  const css = fs.readFileSync(input, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ')
    .replace(/ ?([{};]) ?/g, '$1').replace(/([:,]) /g, '$1').replace(/;}/g, '}').trim();
  fs.writeFileSync(output, css + '\n');
  process.exit(0);
}
terser.minify(fs.readFileSync(input, 'utf8'), { ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } })
  .then((r) => fs.writeFileSync(output, r.code))
  .catch((e) => {
    console.error(`minify.js: ${input}: ${e.message}`);
    process.exit(1);
  });
