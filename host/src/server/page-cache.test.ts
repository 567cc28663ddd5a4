/** @jest-environment node */
// The page cache on its own: one render per key within the time to live, concurrent askers sharing it, failures and
// incomplete pages never kept, the key made of every part a page depends on.
import { PageCache, pageCacheKey, type PageCacheKeyParts } from './page-cache';

type Page = { html: string; complete: boolean };
const page = (html: string, complete = true): Page => ({ html, complete });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('one render per key while it lives; past its time to live the page is rendered again', async () => {
  const cache = new PageCache<Page>({ ttlMs: 40, maxBytes: 1_000_000 });
  let renders = 0;
  const render = jest.fn(async () => page(`<p>${(renders += 1)}</p>`));
  expect(await cache.get('a', render)).toEqual({ page: page('<p>1</p>'), outcome: 'miss' });
  expect(await cache.get('a', render)).toEqual({ page: page('<p>1</p>'), outcome: 'hit' });
  await sleep(80);
  expect(await cache.get('a', render)).toEqual({ page: page('<p>2</p>'), outcome: 'miss' });
});

test('askers of one key at the same moment wait on one render', async () => {
  const cache = new PageCache<Page>({ ttlMs: 60_000, maxBytes: 1_000_000 });
  let finish: (p: Page) => void = () => undefined;
  const render = jest.fn(() => new Promise<Page>((resolve) => { finish = resolve; }));
  const asked = Promise.all([cache.get('a', render), cache.get('a', render), cache.get('a', render)]);
  finish(page('<p>once</p>'));
  const answers = await asked;
  expect(render).toHaveBeenCalledTimes(1);
  expect(answers.map((a) => a.page.html)).toEqual(['<p>once</p>', '<p>once</p>', '<p>once</p>']);
});

test('a failed render rejects every asker and is not kept; an incomplete page is served but not kept', async () => {
  const cache = new PageCache<Page>({ ttlMs: 60_000, maxBytes: 1_000_000 });
  await expect(cache.get('a', async () => { throw new Error('remotes.json unreadable'); })).rejects.toThrow('remotes.json unreadable');
  expect((await cache.get('a', async () => page('<p>partial</p>', false))).page.html).toBe('<p>partial</p>');
  expect((await cache.get('a', async () => page('<p>whole</p>'))).outcome).toBe('miss');
  expect((await cache.get('a', async () => page('<p>other</p>'))).page.html).toBe('<p>whole</p>');
});

test('past its size the least recently used pages go; ttl 0 turns the cache off', async () => {
  const cache = new PageCache<Page>({ ttlMs: 60_000, maxBytes: 25 });
  await cache.get('a', async () => page('a'.repeat(10)));
  await cache.get('b', async () => page('b'.repeat(10)));
  await cache.get('a', async () => page('x'));
  await cache.get('c', async () => page('c'.repeat(10)));
  expect((await cache.get('b', async () => page('new b'))).outcome).toBe('miss');
  expect((await cache.get('a', async () => page('new a'))).outcome).toBe('hit');
  const off = new PageCache<Page>({ ttlMs: 0, maxBytes: 25 });
  const render = jest.fn(async () => page('p'));
  await off.get('a', render);
  expect((await off.get('a', render)).outcome).toBe('off');
  expect(render).toHaveBeenCalledTimes(2);
});

test('the key changes with each part a page depends on, and not with the order of the cookies', () => {
  const base: PageCacheKeyParts = {
    origin: 'https://tienda.test', pathAndQuery: '/', language: 'es', languageChosen: false, device: 'desktop', cookies: { a: '1', b: '2' },
    remotes: { catalogue: { entry: '/remotes/catalogue/1/mf-manifest.json' } },
  };
  const key = pageCacheKey(base);
  expect(pageCacheKey({ ...base, cookies: { b: '2', a: '1' } })).toBe(key);
  for (const change of [
    { origin: 'https://other.test' }, { pathAndQuery: '/?lang=en' }, { language: 'en' }, { languageChosen: true }, { device: 'mobile:android' },
    { cookies: { a: '1' } }, { remotes: { catalogue: { entry: '/remotes/catalogue/2/mf-manifest.json' } } },
  ]) {
    expect(pageCacheKey({ ...base, ...change })).not.toBe(key);
  }
});
