// Minifies one script for the site: `node scripts/minify.js IN OUT` (NODE_PATH=/usr/share/nodejs,
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
terser.minify(fs.readFileSync(input, 'utf8'), { ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } })
  .then((r) => fs.writeFileSync(output, r.code))
  .catch((e) => {
    console.error(`minify.js: ${input}: ${e.message}`);
    process.exit(1);
  });
