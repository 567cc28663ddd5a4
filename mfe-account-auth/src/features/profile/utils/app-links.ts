// Where the profile menu's QR code sends shoppers: the shop's own app page, which forwards to the right store.
export const APP_DOWNLOAD_URL = 'https://mibodegaexpress.pe/app';
