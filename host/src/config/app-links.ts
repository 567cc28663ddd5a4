// Where the mobile app-download banner sends shoppers; the shop's own store listings, set per deployment.
export const APP_DOWNLOAD_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=pe.mibodegaexpress.app',
  ios: 'https://apps.apple.com/pe/app/mi-bodega-express/id6450000000',
} as const;

/** Session cookie: the banner stays closed for the rest of the browser session once dismissed. */
export const APP_BANNER_DISMISSED_KEY = 'appBannerDismissed';
