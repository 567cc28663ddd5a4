// The destination rule against the table the API's test reads too (shared/test/banner-destinations.json): the two
// implementations cannot drift apart without one of the tests failing.
import table from '../../../shared/test/banner-destinations.json';
import { bannerDestination, type BannerDestinationFields } from './banner-destination';

interface DestinationCase { name: string; banner: BannerDestinationFields; url: string }
const cases = table.cases as DestinationCase[];

describe('bannerDestination (the shared table of where a banner leads)', () => {
  it('the table covers every kind of banner and the edge cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
    expect(new Set(cases.map((c) => c.banner.applicableOn))).toEqual(new Set(['COMBOOFFER', 'CATEGORY', null]));
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, { banner, url }) => {
    expect(bannerDestination(banner)).toBe(url);
  });
});
