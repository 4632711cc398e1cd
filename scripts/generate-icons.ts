// Writes the app's PNG icons (src/web/icons/) from src/web/icon.svg, rendered by Chromium: the
// install prompt and home screens want 192 and 512 px PNGs, a maskable one whose paw sits inside
// the middle 80% (the safe zone a launcher's mask never cuts) and a notification badge. Run after changing the
// icon: `bun scripts/generate-icons.ts`; the PNGs are committed and build.ts embeds them.
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const web = join(import.meta.dir, '../src/web');
const svg = await Bun.file(join(web, 'icon.svg')).text();
const paw = svg.match(/<g fill="#fff">.*<\/g>/)?.[0];
if (!paw) throw new Error('icon.svg has no paw group');
// Full bleed, the paw scaled to 70% about the centre: well inside the safe zone's circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f766e"/><g transform="translate(32 34) scale(0.7) translate(-32 -34)">${paw}</g></svg>`;

// A notification's badge: Android keeps only the alpha channel, so the paw alone, on nothing.
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="8 16 48 40">${paw}</svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  for (const [name, source, size] of [
    ['icon-192.png', svg, 192],
    ['icon-512.png', svg, 512],
    ['icon-maskable-512.png', maskable, 512],
    ['badge-96.png', badge, 96],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`);
    await page.screenshot({ path: join(web, 'icons', name), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
