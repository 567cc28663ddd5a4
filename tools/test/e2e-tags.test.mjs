// The Playwright journeys' tags (README "Running your remote's journeys"): every journey names at least one team whose
// part it crosses, so `npm run test:e2e -- --grep @cart` finds every journey a cart change can break, and no title
// carries a tag nobody greps for (a typo like @carts would silently leave a journey out of its team's run).
// The titles are Playwright's own list (`playwright test --list`), so titles built from template strings count too.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { REPO } from '../gateway.mjs';

/** The remotes' teams and the shell's: each journey has at least one. */
export const TEAM_TAGS = ['@catalogue', '@cart', '@account', '@banners', '@host'];
/** Kinds of journey a run may pick or leave out: accessibility scans, the route table, deploys, the Node gateway only. */
export const KIND_TAGS = ['@a11y', '@routes', '@deploys', '@node-gateway'];

/** Tags in a title as Playwright reads them: words starting with @. */
const tagsIn = (title) => [...title.matchAll(/(?:^|\s)(@\S+)/g)].map((m) => m[1]);

/**
 * What is wrong with the journeys' tags, one line per problem (empty when all is well).
 * @param {{ title: string, tags?: string[] }[]} journeys title: the describe titles and the test's, joined; tags: those
 *   Playwright reports (from the title and the `tag` option, with or without the @)
 */
export function tagProblems(journeys) {
  const known = new Set([...TEAM_TAGS, ...KIND_TAGS]);
  return journeys.flatMap(({ title, tags = [] }) => {
    const all = [...new Set([...tagsIn(title), ...tags.map((t) => (t.startsWith('@') ? t : `@${t}`))])];
    return [
      ...(all.some((t) => TEAM_TAGS.includes(t)) ? [] : [`"${title}" has none of ${TEAM_TAGS.join(' ')}`]),
      ...all.filter((t) => !known.has(t)).map((t) => `"${title}" has the unknown tag ${t}`),
    ];
  });
}

/** Every journey of e2e/tests as Playwright lists it (its configuration, no browser, no server). */
function listJourneys() {
  const result = spawnSync(process.execPath, [path.join(REPO, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--list', '--reporter=json'], {
    cwd: path.join(REPO, 'e2e'),
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  assert.equal(result.status, 0, result.stderr);
  const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')));
  const journeys = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) journeys.push({ file: spec.file, title: [...titles, spec.title].join(' '), tags: spec.tags });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top-level suites are the files: their titles are paths, not part of a journey's title.
  for (const file of report.suites) {
    for (const spec of file.specs ?? []) journeys.push({ file: spec.file, title: spec.title, tags: spec.tags });
    for (const child of file.suites ?? []) walk(child, [child.title]);
  }
  return journeys;
}

describe('e2e journey tags', () => {
  test('the check finds a journey without a team tag and an unknown tag', () => {
    assert.deepEqual(tagProblems([
      { title: '@cart @account a guest checks out' },
      { title: 'on a phone @host the bottom bar', tags: ['host'] },
      { title: '@routes @catalogue /combo-offers-all opens the catalogue page' },
      { title: '@a11y the home page has no violations' },
      { title: '@carts adding updates the count' },
      { title: 'a journey', tags: ['@banners', 'slow'] },
    ]), [
      '"@a11y the home page has no violations" has none of @catalogue @cart @account @banners @host',
      '"@carts adding updates the count" has none of @catalogue @cart @account @banners @host',
      '"@carts adding updates the count" has the unknown tag @carts',
      '"a journey" has the unknown tag @slow',
    ]);
  });

  test('every journey in e2e/tests names the teams it crosses, with known tags only', { timeout: 60_000 }, () => {
    const journeys = listJourneys();
    // Not vacuous: the list holds every file's journeys, those built from template strings included.
    assert.ok(journeys.length >= 40, `${journeys.length} journeys listed`);
    assert.ok(journeys.some((j) => j.file === 'deploys.spec.ts'), 'deploys.spec.ts listed');
    assert.ok(journeys.some((j) => /^@routes @catalogue \//.test(j.title)), 'the route table\'s generated titles listed');
    assert.deepEqual(tagProblems(journeys), []);
  });
});
