// Local ports used by `npm run dev` (one dev server per app) and by `npm start` (API + gateway).
export const PORTS = {
  gateway: Number(process.env.PORT ?? 8080),
  api: Number(process.env.API_PORT ?? 4000),
  // The host's server-rendering process (npm start): the port after the API's unless SSR_PORT says otherwise.
  ssr: Number(process.env.SSR_PORT ?? Number(process.env.API_PORT ?? 4000) + 1),
  host: 3000,
  catalogue: 3001,
  cart: 3002,
  account: 3003,
  banners: 3004,
};

/** Remote name → workspace folder and URL prefix under the gateway. */
export const REMOTES = {
  catalogue: { dir: 'mfe-catalogue', prefix: '/remotes/catalogue/' },
  cart: { dir: 'mfe-cart', prefix: '/remotes/cart/' },
  account: { dir: 'mfe-account-auth', prefix: '/remotes/account/' },
  banners: { dir: 'mfe-banners', prefix: '/remotes/banners/' },
};
