// Small stand-ins for the apps' production builds (file names as rspack emits them), for the gateway tests.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** 2 KB of JavaScript: above the 1 KB gzip threshold of both gateways. */
const BIG_JS = `console.log(${JSON.stringify('federation '.repeat(200))});\n`;

/**
 * What the precompressed twins of a build's script decompress to: the script with a mark, so a test can tell a twin sent
 * as it is from the file compressed on the fly.
 */
export const TWIN_MARK = '// precompressed twin';
const twins = (content) => {
  const marked = Buffer.from(`${content}${TWIN_MARK}\n`);
  return { br: zlib.brotliCompressSync(marked), gz: zlib.gzipSync(marked) };
};

/** Writes host and catalogue builds under `dir`; cart, account and banners are left unbuilt. */
export function writeFakeDists(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  const files = {
    'host/index.html': '<!doctype html><html lang="es"><head><title>Tienda</title></head><body><div id="root"></div><script defer src="/main.0123abcd.js"></script></body></html>',
    'host/remotes.json': JSON.stringify({ catalogue: { entry: '/remotes/catalogue/mf-manifest.json' } }),
    'host/main.0123abcd.js': BIG_JS,
    'host/main.0123abcd.js.map': '{"version":3,"sources":["secret.ts"]}',
    'host/favicon.ico': 'icon',
    'catalogue/remoteEntry.js': BIG_JS,
    'catalogue/remoteEntry.js.map': '{"version":3,"sources":["secret.ts"]}',
    'catalogue/mf-manifest.json': JSON.stringify({ id: 'catalogue', metaData: { publicPath: 'auto' } }),
    'catalogue/__federation_expose_routes.89abcdef.js': BIG_JS,
    'catalogue/assets/logo.0a1b2c3d.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  // The builds' .br and .gz twins of their content-hashed scripts (tools/lib/precompress.mjs).
  for (const file of ['host/main.0123abcd.js', 'catalogue/__federation_expose_routes.89abcdef.js']) {
    const { br, gz } = twins(files[file]);
    files[`${file}.br`] = br;
    files[`${file}.gz`] = gz;
  }
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return {
    host: path.join(dir, 'host'),
    catalogue: path.join(dir, 'catalogue'),
    cart: path.join(dir, 'cart'),
    account: path.join(dir, 'account'),
    banners: path.join(dir, 'banners'),
  };
}
