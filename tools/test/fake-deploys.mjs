// A stand-in repository and build step for tools/deploy.mjs: the deploy tests and both gateways' deploy-folder
// cases (layout-cases.mjs) deploy these instead of running rspack.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The host's own remotes.json (host/public/remotes.json): every remote from its build's unversioned folder. */
export const HOST_DEFAULT = {
  catalogue: { entry: '/remotes/catalogue/mf-manifest.json' },
  cart: { entry: '/remotes/cart/mf-manifest.json' },
  account: { entry: '/remotes/account/mf-manifest.json' },
  banners: { entry: '/remotes/banners/mf-manifest.json' },
};
export const CONTRACT = { version: '1.0.0', range: '^1.0.0' };

export function write(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Writes into `repo` the host's remotes.json and the four remotes' package.json files, nothing built. */
export function fakeRepo(repo) {
  write(path.join(repo, 'host/public/remotes.json'), JSON.stringify(HOST_DEFAULT));
  for (const dir of ['mfe-catalogue', 'mfe-cart', 'mfe-account-auth', 'mfe-banners']) {
    write(path.join(repo, dir, 'package.json'), JSON.stringify({ name: `@shop/${dir}`, version: '0.1.0' }));
  }
  return repo;
}

/** A build step that writes a small remote build whose code says `label`. */
export function fakeBuild(label, { name, contract = CONTRACT, ok = true } = {}) {
  const calls = [];
  const build = async ({ remote, repo }) => {
    calls.push(remote.dir);
    if (!ok) return false;
    const dist = path.join(repo, remote.dir, 'dist');
    fs.rmSync(dist, { recursive: true, force: true });
    const chunk = `${crypto.createHash('sha256').update(label).digest('hex').slice(0, 8)}`;
    write(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: remote.name, name: name ?? remote.name, metaData: { publicPath: 'auto', ...(contract ? { shopContract: contract } : {}) }, exposes: [], shared: [] }));
    write(path.join(dist, 'remoteEntry.js'), `/* ${label} */ var x = '${chunk}';`);
    write(path.join(dist, `__federation_expose_routes.${chunk}.js`), `console.log(${JSON.stringify(label)});`);
    write(path.join(dist, 'assets/logo.0a1b2c3d.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    return true;
  };
  build.calls = calls;
  return build;
}
