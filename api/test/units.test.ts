// Pure helpers: language resolution, SVG text handling, product sizes, the PGlite folder lock, demo determinism.
import { isInternalAddress, trustProxyHops } from '../src/lib/trust-proxy.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { languageFromHeader, resolveLanguage } from '../src/lib/language.js';
import { escapeXml, wrap } from '../src/modules/images/svg.js';
import { buildDemoProducts, parseSize } from '../src/db/seed/products.js';
import { acquireDirLock, DataDirLockedError } from '../src/db/dir-lock.js';
import { translate } from '../src/i18n/messages.js';
import { databaseOptionsFromEnv } from '../src/db/database.js';

describe('request language', () => {
  test('languageCode, then languageId (code or number), then Accept-Language by quality, else es', () => {
    expect(resolveLanguage({ languageCode: 'en' }, 'es')).toBe('en');
    expect(resolveLanguage({ languageId: '2' }, undefined)).toBe('en');
    expect(resolveLanguage({ languageId: 'es' }, 'en')).toBe('es');
    expect(resolveLanguage({ languageCode: 'fr' }, 'fr-FR, en;q=0.5, es;q=0.9')).toBe('es');
    expect(resolveLanguage({}, undefined)).toBe('es');
    expect(languageFromHeader('de, en-GB;q=0.7')).toBe('en');
    expect(languageFromHeader('en;q=0')).toBeUndefined();
  });

  test('messages are filled in both languages with their placeholders', () => {
    expect(translate('es', 'error.validation.tooBig', { maximum: 100 })).toBe('El valor debe ser menor o igual a 100.');
    expect(translate('en', 'error.validation.tooBig', { maximum: 100 })).toBe('The value must be less than or equal to 100.');
  });
});

describe('svg text', () => {
  test('escapes every XML special character', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  test('wraps words, keeps quantity and unit together, and ellipsises overflow', () => {
    expect(wrap('Agua Mineral sin Gas San Mateo 600 ml', 18, 4)).toEqual(['Agua Mineral sin', 'Gas San Mateo', '600\u00a0ml']);
    const long = wrap('uno dos tres cuatro cinco seis siete ocho nueve diez', 10, 2);
    expect(long).toHaveLength(2);
    expect(long[1]!.endsWith('…')).toBe(true);
  });
});

describe('demo products', () => {
  test('sizes parse into packs, quantity and unit', () => {
    expect(parseSize('6 x 355 ml')).toEqual({ packs: 6, quantity: 355, unit: 'ml' });
    expect(parseSize('1.5 L')).toEqual({ packs: 1, quantity: 1.5, unit: 'L' });
    expect(() => parseSize('a dozen')).toThrow();
  });

  test('descriptions end their sentences once: a size in pieces ("7 unid.") is not followed by a second full stop', () => {
    const products = buildDemoProducts();
    const texts = products.flatMap((p) => (['es', 'en'] as const).flatMap((lang) => [p.text[lang].shortDescription, p.text[lang].description]));
    expect(texts.filter((text) => text.includes('..'))).toEqual([]);
    const pieces = products.find((p) => p.text.es.name.endsWith(' unid.'))!;
    expect(pieces.text.es.shortDescription).toMatch(/ unid\.$/);
    expect(pieces.text.es.description).toMatch(/ unid\. \S/);
  });

  test('generation is deterministic and prices per unit follow the size', () => {
    const a = buildDemoProducts();
    const b = buildDemoProducts();
    expect(a).toEqual(b);
    const six = a.find((p) => p.sku === 'cerveza-pilsen-callao-6-x-355-ml')!;
    const attr = (code: string) => six.text.es.attributes.find((x) => x.code === code)?.value;
    expect(attr('no_of_unit')).toBe('6');
    expect(attr('unit_of_price_per_unit')).toBe('L');
    expect(Number(attr('price_per_unit'))).toBeCloseTo(six.discountedPrice / 2.13, 2);
    expect(six.text.en.name).toBe('Pilsen Callao Beer Pack of 6 x 355 ml');
  });
});

describe('PGlite data folder lock', () => {
  test('a second holder is refused while the first holds it; a stale lock is taken over', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
    const lockFile = path.join(dir, 'pglite.lock');
    const release = acquireDirLock(lockFile);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    expect(() => acquireDirLock(lockFile)).toThrow(DataDirLockedError);
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
    // A pid that cannot be running (above the kernel's pid_max) marks a stale lock.
    fs.writeFileSync(lockFile, '99999999');
    const again = acquireDirLock(lockFile);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    again();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('DATABASE_URL selects PostgreSQL; otherwise PGlite under PGLITE_DIR or <repo>/.data/pglite', () => {
    expect(databaseOptionsFromEnv({ DATABASE_URL: 'postgres://u@h/db' }, '/repo')).toEqual({ kind: 'postgresql', url: 'postgres://u@h/db' });
    expect(databaseOptionsFromEnv({}, '/repo')).toEqual({ kind: 'pglite', dataDir: '/repo/.data/pglite' });
    expect(databaseOptionsFromEnv({ PGLITE_DIR: '/tmp/x' }, '/repo')).toEqual({ kind: 'pglite', dataDir: '/tmp/x' });
  });
});

describe('trusted proxies', () => {
  test('only loopback and private peers count as our proxies', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.9', '172.31.255.1', '192.168.1.1', '::1', '::ffff:127.0.0.1', 'fd00::1']) {
      expect(isInternalAddress(ip)).toBe(true);
    }
    for (const ip of ['203.0.113.7', '172.32.0.1', '8.8.8.8', '2001:db8::1', '::ffff:8.8.8.8', 'nonsense']) {
      expect(isInternalAddress(ip)).toBe(false);
    }
  });

  test('a public peer is never trusted, and only as many hops as configured', () => {
    const trust = trustProxyHops(1);
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.2', 1)).toBe(false);
    expect(trust('203.0.113.7', 0)).toBe(false);
  });

  test('a client that already hung up (its socket has no address) is not trusted, and nothing throws', () => {
    expect(isInternalAddress(undefined)).toBe(false);
    expect(trustProxyHops(1)(undefined, 0)).toBe(false);
  });
});
