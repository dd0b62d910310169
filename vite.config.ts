// The web app build: Preact, and a service worker that works offline once loaded. registerType
// 'prompt' (not 'autoUpdate') so a new version never reloads the page in the middle of a game.
// Base '/': asset URLs are absolute, so a page opened at any path (/a/b) still loads them.
// Every text file gets a .br and a .gz beside it, which scripts/serve.js sends as they are: compression2
// those of the bundle, compressLate those written after it (the service worker's sw.js and workbox-*.js).
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { VitePWA } from 'vite-plugin-pwa';
import { surveyOdds } from './scripts/survey-odds.ts';
import { firstPaintPreload } from './scripts/first-paint-preload.ts';
import { feltStylesPlugin } from './scripts/felt-styles.ts';
import { compressLate } from './scripts/compress-late.ts';
import { feltColours } from './src/web/felts.ts';

const COMPRESSED = { include: /\.(js|css|html|svg|json|webmanifest|txt)$/, threshold: 512 };

export default defineConfig({
  base: '/',
  plugins: [
    preact(),
    feltStylesPlugin(),
    surveyOdds(),
    firstPaintPreload(),
    compression({
      ...COMPRESSED,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Solitaire — Big Ben and the Castles',
        short_name: 'Solitaire',
        description: 'Big Ben and the Beleaguered Castle family, in French and English.',
        // The automatic felt's on a light system: its bar, and the page's own background before the app draws.
        theme_color: feltColours('green').bar,
        background_color: feltColours('green')['felt-dark'],
        display: 'standalone',
        start_url: './',
        // PNGs for the launchers that take no SVG (scripts/icons.ts draws them from icon.svg); the maskable one keeps the card inside the middle 80 %.
        icons: [
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'], navigateFallback: 'index.html' },
    }),
    compressLate(COMPRESSED),
  ],
  build: {
    target: 'es2022',
    // No modulepreload polyfill in the first board's chunk (0.7 KB): every browser the es2022 target
    // reaches but Safari < 17 and Firefox < 115 has modulepreload, and those only lose the head start.
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    // Everything the first board needs in one chunk (one request, compressed as a whole): without
    // this the modules shared with lazy chunks go to a common chunk of their own.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
});
