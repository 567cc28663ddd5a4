// Rspack configuration shared by the host and the four remotes: TS/TSX through swc, the one
// federation shared list, content-hashed file names, and a dev server with hot reload.
import fs from 'node:fs';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedConfig } from './mf-shared.mjs';
import { PORTS } from './ports.mjs';

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
    const config = {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName: `shop_${name}`,
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
        cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
                target: 'es2020',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedConfig(pkg, { provideAllEntries: host }),
          shareStrategy: 'loaded-first',
          manifest: true,
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
          : { minSize: 50_000, cacheGroups: { emotion: { test: /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics)[\\/]/, name: 'emotion', chunks: 'all', enforce: true, priority: 20 } } },
      },
      performance: { hints: false },
      devServer: {
        port: PORTS[name],
        hot: true,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: host ? [{ context: ['/api'], target: `http://127.0.0.1:${PORTS.api}` }] : [],
      },
    };
    return extend ? extend(config, mode) : config;
  };
}
