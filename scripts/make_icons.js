// Renders assets/icon.svg to the PNG icons of the web app manifest (assets/icon-192.png,
// assets/icon-512.png) in Debian's Chromium: `node scripts/make_icons.js`. The PNGs are
// committed; run this again when the icon changes.
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { chromium } = require('playwright-core');
const { decodePng } = require('../tests/e2e/harness');

// The screenshot again as an indexed PNG (the icon has a few dozen colours: flat fills and
// their anti-aliased edges), which is a fraction of the size; exact, or null past 256 colours.
function indexedPng(buf) {
  const img = decodePng(buf);
  const colours = new Map(), rows = [];
  for (let y = 0; y < img.height; y++) {
    const row = Buffer.alloc(img.width + 1);  // filter byte 0, then indices
    for (let x = 0; x < img.width; x++) {
      const key = img.pixel(x, y).join(',');
      if (!colours.has(key)) colours.set(key, colours.size);
      if (colours.size > 256) return null;
      row[x + 1] = colours.get(key);
    }
    rows.push(row);
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(img.width, 0); ihdr.writeUInt32BE(img.height, 4);
  ihdr[8] = 8; ihdr[9] = 3;  // 8-bit indices into a palette
  const plte = Buffer.from([...colours.keys()].flatMap((k) => k.split(',').map(Number)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('PLTE', plte),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(buf) {
  let c, crc = 0xFFFFFFFF;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xFF;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xFFFFFFFF) >>> 0;
}

const root = path.resolve(__dirname, '..');
(async () => {
  const svg = fs.readFileSync(path.join(root, 'assets/icon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // An installed app's icon is a full square (the platform rounds it): the SVG's own
    // rounded corners would show as transparent notches, so the background fills the page.
    await page.setContent(`<html><body style="margin:0;background:#2456C7">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    const out = path.join(root, `assets/icon-${size}.png`);
    const shot = await page.screenshot({ omitBackground: false });
    fs.writeFileSync(out, indexedPng(shot) || shot);
    console.log(`${out}: ${fs.statSync(out).size} bytes`);
    await page.close();
  }
  await browser.close();
})().catch((e) => { console.error('make_icons: ' + e.message); process.exit(1); });
