// Build and dev-server configuration of the mfe-catalogue remote (federation name 'catalogue').
import rspack from '@rspack/core';
import { createConfig } from '../tools/rspack-base.mjs';
import { PORTS } from '../tools/ports.mjs';

// Only the files in src/exposes/ are federated; the host relies on these exact names.
const exposes = {
  './routes': './src/exposes/routes.ts',
  './SearchBox': './src/exposes/search-box.tsx',
  './HomeSections': './src/exposes/home-sections.tsx',
  './AgeVerificationDialog': './src/exposes/age-verification-dialog.tsx',
  './ProductTile': './src/exposes/product-tile.tsx',
  './ComboTile': './src/exposes/combo-tile.tsx',
};

/** Standalone development: the remote's own page (src/bootstrap.tsx) with the API proxied, as the host does. */
function standalone(config, mode) {
  if (mode !== 'development') return config;
  return {
    ...config,
    plugins: [
      ...config.plugins,
      new rspack.HtmlRspackPlugin({
        title: 'mfe-catalogue',
        templateContent: '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>mfe-catalogue</title></head><body><div id="root"></div></body></html>',
        inject: 'body',
        scriptLoading: 'defer',
        // Only the page's own entry (not remoteEntry.js), from the root so deep links load it too.
        chunks: ['main'],
        publicPath: '/',
      }),
    ],
    devServer: {
      ...config.devServer,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${PORTS.api}` }],
    },
  };
}

export default createConfig({ dir: import.meta.dirname, name: 'catalogue', exposes, extend: standalone });
