// Renders assets/icon.svg to the PNG icons of the web app manifest (assets/icon-192.png,
// assets/icon-512.png) in Debian's Chromium: `node scripts/make_icons.js`. The PNGs are
// committed; run this again when the icon changes.
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');

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
    await page.screenshot({ path: out, omitBackground: false });
    console.log(`${out}: ${fs.statSync(out).size} bytes`);
    await page.close();
  }
  await browser.close();
})().catch((e) => { console.error('make_icons: ' + e.message); process.exit(1); });
