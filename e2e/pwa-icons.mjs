// Rasterises host/src/pwa/icon.svg into the installable app's PNG icons (host/public/icon-*.png)
// with the Chromium the end-to-end tests use (node e2e/pwa-icons.mjs after changing the SVG; the
// PNGs are committed).
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { ROOT } from '../scripts/lib.mjs';

const svg = fs.readFileSync(path.join(ROOT, 'host/src/pwa/icon.svg'), 'utf8');
const browser = await puppeteer.launch({
  executablePath: process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const size of [192, 512]) {
    await page.setViewport({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    const file = path.join(ROOT, `host/public/icon-${size}.png`);
    await page.screenshot({ path: file, omitBackground: false });
    console.log(`${path.relative(ROOT, file)}: ${fs.statSync(file).size} bytes`);
  }
} finally {
  await browser.close();
}
