/**
 * The app's PNG icons, drawn from public/icon.svg by the Chromium the tests use, into public/:
 * icon-192.png and icon-512.png (the manifest's "any" icons), icon-maskable-512.png (the felt to
 * every edge and the card inside the middle 80 %, the circle a launcher may cut it to) and
 * apple-touch-icon.png (180 px, opaque: iOS rounds the corners itself). The PNGs are committed; run
 * again after the SVG changes:  npx tsx scripts/icons.ts
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../test/browser/support/chromium-path.ts';

const PUBLIC = resolve(import.meta.dirname, '../public');
const svg = readFileSync(join(PUBLIC, 'icon.svg'), 'utf8');
/** The felt behind the card: the square's fill in icon.svg. */
const felt = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1] ?? '#0f5132';

interface Icon {
  readonly file: string;
  readonly size: number;
  /** The share of the side the drawing takes, centred on the felt; 1 draws the SVG as it is. */
  readonly scale: number;
  /** An opaque square of felt under the drawing (a maskable icon, Apple's). */
  readonly square: boolean;
}

export const ICONS: readonly Icon[] = [
  { file: 'icon-192.png', size: 192, scale: 1, square: false },
  { file: 'icon-512.png', size: 512, scale: 1, square: false },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.8, square: true },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.9, square: true },
];

const page = (icon: Icon): string => {
  const side = icon.size * icon.scale;
  return `<!doctype html><html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.square ? felt : 'transparent'}">
    <img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${side}" height="${side}"></body></html>`;
};

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    for (const icon of ICONS) {
      const p = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      await p.setContent(page(icon));
      await p.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await p.screenshot({ path: join(PUBLIC, icon.file), omitBackground: !icon.square });
      await p.close();
      console.log(`public/${icon.file}: ${icon.size}×${icon.size}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
