// Rspack configuration of the host shell: the shared base plus, in development, a /remotes.json
// that points at the four remote dev servers instead of the gateway's /remotes/* folders.
import { createConfig } from '../tools/rspack-base.mjs';
import { PORTS, REMOTES } from '../tools/ports.mjs';

/** remotes.json for `npm run dev`: every remote served by its own dev server. */
export const devRemotes = () =>
  Object.fromEntries(
    Object.keys(REMOTES).map((name) => [name, { entry: `http://localhost:${PORTS[name]}/mf-manifest.json` }]),
  );

export default createConfig({
  dir: import.meta.dirname,
  name: 'host',
  host: true,
  extend: (config, mode) => {
    if (mode !== 'development') return config;
    return {
      ...config,
      devServer: {
        ...config.devServer,
        setupMiddlewares: (middlewares) => [
          {
            name: 'dev-remotes-json',
            path: '/remotes.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(devRemotes()));
            },
          },
          ...middlewares,
        ],
      },
    };
  },
});
