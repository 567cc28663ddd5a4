// PNG copies of the SVG images for link previews (og:image: WhatsApp and Facebook take no SVG), drawn with resvg
// (@resvg/resvg-js: prebuilt binaries from the npm registry, nothing downloaded at install) in libuv's thread pool, with
// the Inter font shipped by @expo-google-fonts/inter so the text looks the same on a server without fonts. Rendered
// once per SVG per process (a small LRU by the SVG's hash) and at most two at a time.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';

/** The short side of every PNG at least (link previews want ≥ 600 px); never wider or taller than MAX_SIDE. */
export const MIN_RASTER_SIDE = 600;
const MAX_SIDE = 2400;
const CACHE_BYTES = 24 * 1024 * 1024;
const CONCURRENT_RENDERS = 2;

/**
 * The Inter files of @expo-google-fonts/inter, resolved like a require from the running script, else from the working
 * directory (the API runs from src, dist or a test; all reach the repository's node_modules). None found: the system's
 * fonts, whatever they are.
 */
const FONT_FILES: readonly string[] = (() => {
  for (const base of [process.argv[1], path.join(process.cwd(), 'index.js')]) {
    if (!base) continue;
    try {
      const root = path.dirname(createRequire(path.resolve(base)).resolve('@expo-google-fonts/inter/package.json'));
      return ['400Regular/Inter_400Regular.ttf', '700Bold/Inter_700Bold.ttf', '800ExtraBold/Inter_800ExtraBold.ttf'].map((f) => path.join(root, f));
    } catch {
      // next base
    }
  }
  return [];
})();

const cache = new Map<string, Promise<Buffer>>();
let cachedBytes = 0;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENT_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function sizeOf(svg: string): { width: number; height: number } {
  const match = /viewBox='0 0 (\d+) (\d+)'/.exec(svg) ?? /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  return { width: Number(match?.[1] ?? MIN_RASTER_SIDE), height: Number(match?.[2] ?? MIN_RASTER_SIDE) };
}

/** The width the PNG of `svg` is drawn at: the short side at least MIN_RASTER_SIDE, the long one at most MAX_SIDE. */
export function rasterWidth(svg: string): number {
  const { width, height } = sizeOf(svg);
  const scale = Math.min(Math.max(1, MIN_RASTER_SIDE / Math.min(width, height)), MAX_SIDE / Math.max(width, height));
  return Math.round(width * scale);
}

async function render(svg: string): Promise<Buffer> {
  const image = await withSlot(() => renderAsync(svg, {
    fitTo: { mode: 'width', value: rasterWidth(svg) },
    font: { fontFiles: [...FONT_FILES], loadSystemFonts: FONT_FILES.length === 0, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' },
    background: '#ffffff',
  }));
  return image.asPng();
}

/** The PNG of `svg` (the same bytes for the same SVG). */
export function svgToPng(svg: string): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(svg).digest('hex');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit); // most recently used last
    return hit;
  }
  const png = render(svg);
  cache.set(key, png);
  png.then((buffer) => {
    cachedBytes += buffer.length;
    for (const [old, value] of cache) {
      if (cachedBytes <= CACHE_BYTES || old === key) break;
      cache.delete(old);
      void value.then((b) => { cachedBytes -= b.length; }, () => undefined);
    }
  }, () => cache.delete(key));
  return png;
}
