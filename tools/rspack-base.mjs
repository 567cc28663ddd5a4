// Rspack configuration shared by the host and the four remotes: TS/TSX through swc, the one
// federation shared list, content-hashed file names, and a dev server with React Fast Refresh.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { sharedConfig } from './mf-shared.mjs';
import { compileHintsPlugin } from './lib/compile-hints.mjs';
import { PrecompressPlugin } from './lib/precompress.mjs';
import { PathFreeModuleIdsPlugin, consumeSharedChunks } from './lib/path-free-ids.mjs';
import { PORTS } from './ports.mjs';

const require = createRequire(import.meta.url);

const SHARED_PACKAGE = path.resolve(import.meta.dirname, '..', 'shared', 'package.json');

/**
 * The host–remote contract a build states in its mf-manifest.json (`metaData.shopContract`): the
 * `contract` version of shared/package.json it was built with and the range of host contracts it runs
 * on. A remote needs the same major and at least its minor (a minor adds to the contract, so the host
 * must have it first); the patch never matters. The host refuses any other remote before loading its
 * code (host/src/runtime-plugins/remote-contract.ts).
 */
export function contractMetaData(sharedPackageFile = SHARED_PACKAGE) {
  const version = JSON.parse(fs.readFileSync(sharedPackageFile, 'utf8')).contract;
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version ?? '');
  if (!match) throw new Error(`${sharedPackageFile}: "contract" must be a version like 1.0.0, found ${JSON.stringify(version)}`);
  return { version, range: `^${match[1]}.${match[2]}.0` };
}

/**
 * React Fast Refresh across federated apps. Each app's build brings its own copy of
 * react-refresh/runtime, but a page has one React renderer: the copy that the host loads first sees it,
 * while a remote's copy, which starts only when its remoteEntry.js loads, finds the renderer already
 * registered and (without the React DevTools extension) never learns of it, so its edits reached the
 * browser and changed nothing on screen. And two copies that each did see it would take turns as
 * React's one refresh handler, the last to refresh making the other apps' earlier edits stale.
 * So every app uses the page's one runtime: the first app to load puts its copy on globalThis, the
 * others take that one, and each app prefixes the component ids it registers with its uniqueName
 * (module ids such as './src/app/app.tsx' repeat across apps). A remote served alone is the first app
 * on its page and uses its own copy.
 */
const REFRESH_RUNTIME_GLOBAL = '__shop_react_refresh_runtime__';
function sharedRefreshRuntimeSource(uniqueName) {
  const real = require.resolve('react-refresh/runtime'); // an absolute path: not replaced again below
  const prefix = JSON.stringify(`${uniqueName}:`);
  return `import * as own from ${JSON.stringify(real)};
const rt = globalThis[${JSON.stringify(REFRESH_RUNTIME_GLOBAL)}] ??= own;
export const register = (type, id) => rt.register(type, ${prefix} + id);
export const injectIntoGlobalHook = (target) => {
  if (target[${JSON.stringify(`${REFRESH_RUNTIME_GLOBAL}injected`)}]) return;
  target[${JSON.stringify(`${REFRESH_RUNTIME_GLOBAL}injected`)}] = true;
  rt.injectIntoGlobalHook(target);
};
export const createSignatureFunctionForTransform = (...a) => rt.createSignatureFunctionForTransform(...a);
export const getFamilyByType = (type) => rt.getFamilyByType(type);
export const isLikelyComponentType = (type) => rt.isLikelyComponentType(type);
export const performReactRefresh = () => rt.performReactRefresh();
`;
}

/** Development only: Fast Refresh (swc marks components, the plugin injects the runtime) on the shared runtime. */
function fastRefreshPlugins(dir, uniqueName) {
  // Under node_modules so neither the swc rule nor the refresh loader instruments the shim itself.
  const shim = path.join(dir, 'node_modules', '.shop-react-refresh', 'runtime.js');
  return [
    new rspack.experiments.VirtualModulesPlugin({ [shim]: sharedRefreshRuntimeSource(uniqueName) }),
    new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, shim),
    new ReactRefreshRspackPlugin({ library: uniqueName }),
  ];
}

/**
 * Reproducible builds: the federation plugin also writes mf-stats.json, a build report no runtime reads, whose
 * lists (`usedIn`, `requires`) come out in a different order from one build of the same source to the next. Every
 * file of a remote's build goes into its deploy version's hash, so that file alone gave each build a new version.
 * It is dropped from the output; mf-manifest.json, which the host reads, is the same on every build.
 */
export class OmitFederationStatsPlugin {
  apply(compiler) {
    const name = 'OmitFederationStatsPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        if (compilation.getAsset(FEDERATION_STATS)) compilation.deleteAsset(FEDERATION_STATS);
      });
    });
  }
}
const FEDERATION_STATS = 'mf-stats.json';

/** TypeScript and TSX through swc (the React transform in development adds Fast Refresh's marks). */
const swcRule = (dev) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
      target: 'es2020',
    },
  },
  type: 'javascript/auto',
});

/** Files named by content, the same in the browser and the server build, so a server-rendered URL is the browser's. */
const ASSET_NAMES = 'assets/[name].[contenthash:8][ext]';
/** The server build of an app: next to the browser build, so a remote's deploy version holds both. */
export const SERVER_DIR = 'server';

/**
 * The server build (target async-node) of an app, made from the same sources and exposes as its browser build.
 * A remote's is loaded at run time by the host's server through the federation runtime's node loader
 * (@module-federation/node): its remoteEntry.js, a CommonJS container, from `<version>/server/` beside the browser
 * files, its chunks fetched next to it. The host's is its server: dist/server/server.cjs. Shared modules are singletons
 * the host's server provides, as in the browser; none is eager (with asyncStartup an eager share made MUI take the
 * remote's own React). CSS is the browser's business: the server build leaves it out.
 */
function serverConfig({ dir, name, exposes, host, pkg, mode }) {
  return {
    name: 'server',
    mode,
    context: dir,
    target: 'async-node',
    entry: host ? { server: './src/server/index.ts' } : {},
    // The host's server reports errors with its sources' lines (node --enable-source-maps); a remote's server code runs
    // through vm.Script, where a map is not read.
    devtool: host ? 'source-map' : false,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      // A remote's chunks are found next to its remoteEntry.js (an invalid public path makes the node loader take the
      // entry's own URL, which carries the deploy version); the host's come from its folder.
      publicPath: host ? 'auto' : '/',
      uniqueName: `shop_${name}_server`,
      // .cjs: the apps' package.json say "type": "module", and Node would read a .js bundle as one.
      filename: host ? '[name].cjs' : '[name].js',
      chunkFilename: host ? '[name].[contenthash:8].cjs' : '[name].[contenthash:8].js',
      assetModuleFilename: ASSET_NAMES,
      ...(host ? {} : { library: { type: 'commonjs-module' } }),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule(false),
        { test: /\.css$/, type: 'javascript/auto', loader: path.join(import.meta.dirname, 'lib', 'empty-module-loader.cjs') },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module' }, remoteType: 'script' }),
        shared: sharedConfig(pkg, { provideAllEntries: host, context: dir }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        experiments: { asyncStartup: true },
        manifest: false,
        dts: false,
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new PathFreeModuleIdsPlugin(),
    ],
    optimization: { minimize: false, chunkIds: 'deterministic', moduleIds: 'deterministic', splitChunks: { cacheGroups: { consumes: consumeSharedChunks(dir) } } },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The host's first load in fewer files. The shell provides every shared module, each in a chunk of its own that the
 * federation runtime asks for (a <script> each) while main.js starts; there were ~38 on the home page, most of them
 * under 3 KB, and adding each script to the page was a third of that start-up task (more under Lighthouse's tracing,
 * which records a request with its stack). Every page needs the framework (React and react-dom, zustand, i18next and
 * its React binding, react-router, TanStack Query) and the sources of the first-screen @shop/shared entries (with the
 * API's rules they bundle): each kind is one chunk. The
 * sources only the lazily loaded entries use (dialogs, form controls, the carousel, the form kit, the toaster) stay in
 * their own chunks, out of the first load. The remotes are not grouped: their shared fallbacks are not loaded beside
 * the host, and a group would join them to the remote's own first chunks.
 */
const LAZY_SHARED_SOURCES = /[\\/]shared[\\/]src[\\/](ui[\\/](overlays|forms|icons|carousel|otp-boxes|dialog-shell)|form|toast-host|standalone)\.tsx?$/;
const HOST_FIRST_LOAD_GROUPS = {
  framework: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack|@babel[\\/]runtime)[\\/]/,
    name: 'framework', chunks: 'async', enforce: true, priority: 18,
  },
  'shop-shared': {
    test: (module) => {
      const resource = module.resource ?? '';
      return /[\\/](shared|api)[\\/]src[\\/]/.test(resource) && !/[\\/]node_modules[\\/]/.test(resource) && !LAZY_SHARED_SOURCES.test(resource);
    },
    name: 'shop-shared', chunks: 'async', enforce: true, priority: 17,
  },
};

/**
 * @param {object} o
 * @param {string} o.dir        the app's folder (import.meta.dirname of its rspack.config.mjs)
 * @param {string} o.name       federation name (host, catalogue, cart, account, banners)
 * @param {Record<string,string>} [o.exposes]  remotes only
 * @param {boolean} [o.host]    the shell: publicPath '/', index.html, no remotes at build time
 * @param {(mode: string) => object} [o.extend] extra config merged last
 */
export function createConfig({ dir, name, exposes = {}, host = false, extend }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return (_env, argv) => {
    const mode = argv?.mode ?? process.env.NODE_ENV ?? 'production';
    const dev = mode === 'development';
    const uniqueName = `shop_${name}`;
    const config = {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      // Production maps are written for error tracking but not referenced from the code, so browsers
      // and the page's visitors are not pointed at the original source.
      devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName,
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
        cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
        assetModuleFilename: ASSET_NAMES,
        // The server build writes dist/server/ at the same time.
        clean: dev ? true : { keep: (file) => path.relative(path.join(dir, 'dist', SERVER_DIR), file).split(path.sep)[0] !== '..' },
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          swcRule(dev),
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedConfig(pkg, { provideAllEntries: host, context: dir }),
          shareStrategy: 'loaded-first',
          // additionalData's metaData is copied into mf-manifest.json as is.
          manifest: host
            ? true
            : {
                additionalData: ({ stats }) => {
                  stats.metaData.shopContract = contractMetaData();
                  return stats;
                },
              },
          dts: false,
          // One copy of the federation runtime per page (~18 KB gzip less per remote): the host
          // provides it, production remotes use it. Dev remotes keep their own so each can also run
          // standalone in its own dev server. Every build runs in browsers only ('web' drops the
          // runtime's Node script loader), and a remote loads no remotes of its own (drops the
          // bundler runtime's remote-module handler from each remoteEntry.js).
          experiments: host
            ? { provideExternalRuntime: true, optimization: { target: 'web' } }
            : dev
              ? {}
              : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
        new OmitFederationStatsPlugin(),
        new PathFreeModuleIdsPlugin(),
        ...(dev ? fastRefreshPlugins(dir, uniqueName) : [compileHintsPlugin(), new PrecompressPlugin()]),
        ...(host
          ? [
              new rspack.HtmlRspackPlugin({ template: './public/index.html', inject: 'body', scriptLoading: 'defer' }),
              new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
            ]
          : []),
      ],
      optimization: {
        minimize: !dev,
        // @emotion/react and @emotion/styled are separate shared modules, and MUI's styled engine imports
        // emotion's helpers too: split by default, the page downloaded @emotion/serialize (and hash,
        // unitless, utils) up to three times. One chunk holds the whole emotion family instead (with
        // hoist-non-react-statics, which only @emotion/react's withTheme uses).
        // minSize: the ui* entries share much of MUI; split by module set at the default 20 KB, the
        // first-screen ui entry came in six chunks (+3 KB gzip of overhead on every first load). A
        // piece worth its own request must be 50 KB raw; smaller common parts stay inside each lazy
        // entry's chunk (opening the support dialog costs ~2 KB gzip more).
        splitChunks: dev
          ? undefined
          : {
            minSize: 50_000,
            cacheGroups: {
              consumes: consumeSharedChunks(dir),
              emotion: { test: /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics)[\\/]/, name: 'emotion', chunks: 'all', enforce: true, priority: 20 },
              // MUI's Button, IconButton and CircularProgress are in both first-screen entries, `ui` and `ui-product` (the
              // tiles' add buttons): under minSize each entry's chunk carried its own copy (15 KB raw, 4 KB gzip twice).
              'mui-buttons': { test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Button|IconButton|CircularProgress)[\\/]/, name: 'mui-buttons', chunks: 'all', enforce: true, priority: 15 },
              ...(host ? HOST_FIRST_LOAD_GROUPS : {}),
              // No group for the apps' texts: each language of them is an async chunk of its own (src/i18n/register.ts),
              // fetched only when the server's page did not hand it over.
            },
          },
      },
      performance: { hints: false },
      // `rspack serve` compiles dynamic imports lazily unless told otherwise. Here that broke both
      // kinds of app: a remote's lazy chunk asks the page's origin to compile it, so inside the host page
      // the request went to the host's dev server (:3000) and a remote's lazy component (the home's
      // carousels) never loaded; and the host's own bootstrap (behind index.ts's import()) was compiled
      // on the first visit, whose page then asked for chunk names that no longer existed (404). Every
      // app is needed at once anyway: compile everything up front.
      lazyCompilation: false,
      devServer: {
        port: PORTS[name],
        hot: true,
        // Each app's dev-server client runs in the one page; only the host's reports runtime errors,
        // else one error would open an overlay per app.
        client: { overlay: { errors: true, warnings: false, runtimeErrors: host } },
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: host ? [{ context: ['/api'], target: `http://127.0.0.1:${PORTS.api}` }] : [],
      },
    };
    const browser = extend ? extend(config, mode) : config;
    return dev ? browser : [browser, serverConfig({ dir, name, exposes, host, pkg, mode })];
  };
}
