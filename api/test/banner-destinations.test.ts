// Where a banner leads, against the table the banners remote's test reads too (shared/test/banner-destinations.json):
// the API's `url` and the remote's links cannot drift apart without one of the two tests failing.
import fs from 'node:fs';
import path from 'node:path';
import { bannerDestination, type BannerDestinationFields } from '../src/modules/banners/service.js';

interface DestinationCase { name: string; banner: BannerDestinationFields; url: string }
const TABLE = path.resolve(__dirname, '..', '..', 'shared', 'test', 'banner-destinations.json');
const cases = (JSON.parse(fs.readFileSync(TABLE, 'utf8')) as { cases: DestinationCase[] }).cases;

test('the shared table covers every kind of banner and the edge cases', () => {
  expect(cases.length).toBeGreaterThanOrEqual(10);
  expect(new Set(cases.map((c) => c.banner.applicableOn))).toEqual(new Set(['COMBOOFFER', 'CATEGORY', null]));
});

test.each(cases.map((c) => [c.name, c] as const))('%s', (_name, { banner, url }) => {
  expect(bannerDestination(banner)).toBe(url);
});
