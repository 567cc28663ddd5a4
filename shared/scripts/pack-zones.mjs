// Regenerates src/shop-zones.json: the moment-timezone data of the shop's countries only (run after upgrading moment-timezone).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const latest = require('moment-timezone/data/packed/latest.json');
// One zone per country of constants.ts COUNTRIES; the full history so old dates of birth resolve right.
const ZONES = ['America/Lima', 'America/Bogota', 'America/New_York'];

const zones = ZONES.map((name) => {
  const packed = latest.zones.find((z) => z.startsWith(`${name}|`));
  if (!packed) throw new Error(`moment-timezone has no zone ${name}`);
  return packed;
});
const out = path.join(import.meta.dirname, '..', 'src', 'shop-zones.json');
fs.writeFileSync(out, `${JSON.stringify({ version: latest.version, zones }, null, 2)}\n`);
console.log(`wrote ${out} (${latest.version}: ${ZONES.join(', ')})`);
