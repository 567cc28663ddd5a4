// Every front-end app keeps one shape: src/{api,components,features/<f>/{api,components,hooks,utils},hooks,pages,
// exposes,i18n,testing,utils}, plus the host's shell folders (docs/decisions.md says why they stay), and test data
// builders only in src/testing/. Read from the checkout (tracked and untracked files), so a new stray folder fails here.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from '../gateway.mjs';

const APPS = ['host', 'mfe-catalogue', 'mfe-cart', 'mfe-account-auth', 'mfe-banners'];
const SHAPE = ['api', 'components', 'exposes', 'features', 'hooks', 'i18n', 'pages', 'testing', 'utils'];
/** The host is the shell, not a remote: its app wiring, settings, library wrappers, federation runtime and server. */
const HOST_EXTRA = ['app', 'config', 'lib', 'remotes', 'runtime-plugins', 'server'];
const FEATURE_SHAPE = ['api', 'components', 'hooks', 'utils'];

/** The sub-folders of `dir` that hold at least one file somewhere below (git keeps no empty folder). */
function folders(dir) {
  if (!fs.existsSync(dir)) return [];
  const holdsFiles = (d) => fs.readdirSync(d, { withFileTypes: true })
    .some((e) => e.isFile() || (e.isDirectory() && holdsFiles(path.join(d, e.name))));
  return fs.readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && holdsFiles(path.join(dir, e.name)))
    .map((e) => e.name);
}

/** Every file below `dir`, relative to the repo. */
function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(REPO, path.join(e.parentPath, e.name)));
}

describe('app shape', () => {
  for (const app of APPS) {
    const src = path.join(REPO, app, 'src');
    test(`${app}/src holds only the shape's folders`, () => {
      const allowed = new Set([...SHAPE, ...(app === 'host' ? HOST_EXTRA : [])]);
      assert.deepEqual(folders(src).filter((dir) => !allowed.has(dir)), []);
    });
    test(`${app}'s features hold only api, components, hooks and utils`, () => {
      const features = path.join(src, 'features');
      const stray = folders(features).flatMap((feature) => {
        const dir = path.join(features, feature);
        const loose = fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => `${feature}/${e.name}`);
        return [...loose, ...folders(dir).filter((sub) => !FEATURE_SHAPE.includes(sub)).map((sub) => `${feature}/${sub}/`)];
      });
      assert.deepEqual(stray, []);
    });
    test(`${app}'s fixture builders live in src/testing/ only`, () => {
      const stray = files(src).filter((file) => /(^|[/-])(__fixtures__|fixtures?)([/.-]|$)/.test(file)
        && !file.startsWith(`${app}/src/testing/`));
      assert.deepEqual(stray, []);
    });
  }
});
