// Precompressed twins of a build's text files (`x.js.br`, `x.js.gz` beside `x.js`), made once at build time at the
// highest levels, so nginx (brotli_static / gzip_static) and the Node gateway (@fastify/static preCompressed) send them
// without compressing anything per request. Byte-for-byte the same on every build of the same files (gzip's header
// carries no time or name), so a remote's deploy version stays a hash of its source.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The files worth compressing: text the browser downloads. Source maps are never served; images are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|svg|json|txt|webmanifest|xml)$/i;
/** Below this a file is sent as it is (the same threshold as nginx's gzip_min_length). */
export const MIN_BYTES = 1024;
/** Files an operator may replace after the build: a stale twin would be served in their place. */
const NEVER = new Set(['remotes.json', 'index.html']);

/** Whether `name` (a path inside a build) gets twins. */
export const shouldPrecompress = (name, size) => COMPRESSIBLE.test(name) && size >= MIN_BYTES && !NEVER.has(path.basename(name));

/** The brotli and gzip twins of `content`; null for an encoding that does not save at least a tenth. */
export function compressTwins(content) {
  const br = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
  const worth = (twin) => (twin.length <= content.length * 0.9 ? twin : null);
  return { br: worth(br), gz: worth(gz) };
}

/** Writes (or removes, when no longer worth it) the twins of one file on disk; used when a built file is changed later. */
export function precompressFile(file) {
  const content = fs.readFileSync(file);
  const twins = shouldPrecompress(file, content.length) ? compressTwins(content) : { br: null, gz: null };
  for (const [ext, twin] of Object.entries(twins)) {
    if (twin) fs.writeFileSync(`${file}.${ext}`, twin);
    else fs.rmSync(`${file}.${ext}`, { force: true });
  }
}

/** The twin suffixes and how each is read back. */
const DECOMPRESS = { br: zlib.brotliDecompressSync, gz: zlib.gunzipSync };

/** Whether the twin `file` decompresses to the bytes of `original`; false when that is gone or the twin is not valid. */
function decompressesTo(decompress, file, original) {
  try {
    return decompress(fs.readFileSync(file)).equals(fs.readFileSync(original));
  } catch {
    return false;
  }
}

/**
 * Twins under `dir` (relative paths, '/' separators) that would be sent in place of something else: their file is gone,
 * or they do not decompress to its bytes (the file was changed after the build). Dot-names are skipped, as a deploy does.
 */
export function staleTwins(dir) {
  const stale = [];
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        walk(rel);
        continue;
      }
      const ext = /\.(br|gz)$/.exec(entry.name)?.[1];
      if (!ext) continue;
      const original = path.join(dir, rel.slice(0, -ext.length - 1));
      if (!decompressesTo(DECOMPRESS[ext], path.join(dir, rel), original)) stale.push(rel);
    }
  };
  walk('');
  return stale.sort();
}

/** Rspack plugin: the twins of every emitted file that qualifies, once the files are final. */
export class PrecompressPlugin {
  apply(compiler) {
    const name = 'PrecompressPlugin';
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      // After every other step, reports included (the federation's mf-stats.json is removed at that stage).
      compilation.hooks.processAssets.tap({ name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, () => {
        for (const asset of compilation.getAssets()) {
          const content = asset.source.buffer();
          if (!shouldPrecompress(asset.name, content.length)) continue;
          const twins = compressTwins(content);
          for (const [ext, twin] of Object.entries(twins)) {
            if (twin) compilation.emitAsset(`${asset.name}.${ext}`, new RawSource(twin), { compressed: true, immutable: asset.info.immutable });
          }
        }
      });
    });
  }
}
