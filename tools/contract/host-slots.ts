// The host's side of the contract: every piece the host places (`<RemoteSlot remote expose>`) is a component the host
// can render with the props it passes — none: RemoteSlot renders the module's default export as it is — and every
// remote's './routes' is the RemoteRoutes list the host mounts. host/src/remotes/exposes-contract.test.ts checks that
// this list names exactly the slots the host's code uses, and each the file its remote exposes under that name.
import type { Prefetch, RemoteRoutes } from '@shop/shared/routes';
import type { PickComponent } from '../../host/src/remotes/remote-slot';
import { valueOf } from './contract-types';

/** What RemoteSlot renders: the picked component, without props. */
type HostRenders = ReturnType<PickComponent>;

/** Each slot of the host, by `remote/Expose`, and the module its remote exposes under that name. */
export interface HostSlots {
  'catalogue/SearchBox': typeof import('../../mfe-catalogue/src/exposes/search-box');
  'catalogue/HomeSections': typeof import('../../mfe-catalogue/src/exposes/home-sections');
  'cart/CartButton': typeof import('../../mfe-cart/src/exposes/cart-button');
  'cart/MobileCartBar': typeof import('../../mfe-cart/src/exposes/mobile-cart-bar');
  'cart/CartPanel': typeof import('../../mfe-cart/src/exposes/cart-panel');
  'cart/OrderPlacedDialog': typeof import('../../mfe-cart/src/exposes/order-placed-dialog');
  'cart/IdleCartReminder': typeof import('../../mfe-cart/src/exposes/idle-cart-reminder');
  'account/LocationChip': typeof import('../../mfe-account-auth/src/exposes/location-chip');
  'account/ProfileMenu': typeof import('../../mfe-account-auth/src/exposes/profile-menu');
  'account/ChangeLocationDialog': typeof import('../../mfe-account-auth/src/exposes/change-location-dialog');
  'account/LoginDialog': typeof import('../../mfe-account-auth/src/exposes/login-dialog');
  'banners/HomeBannerCarousel': typeof import('../../mfe-banners/src/exposes/home-banner-carousel');
  'banners/PopupBanner': typeof import('../../mfe-banners/src/exposes/popup-banner');
}

/** Each remote's './routes', whose pages the host mounts on the route table's paths (rendered without props too). */
export interface HostRoutes {
  'catalogue/routes': typeof import('../../mfe-catalogue/src/exposes/routes');
  'cart/routes': typeof import('../../mfe-cart/src/exposes/routes');
  'account/routes': typeof import('../../mfe-account-auth/src/exposes/routes');
  'banners/routes': typeof import('../../mfe-banners/src/exposes/routes');
}

// A default export that needs a prop the host does not pass, or is no component, fails here, naming the slot.
export const slotsRenderWithoutProps: { [Slot in keyof HostSlots]: HostRenders } = valueOf<{ [Slot in keyof HostSlots]: HostSlots[Slot]['default'] }>();
export const routesAreRemoteRoutes: { [Routes in keyof HostRoutes]: RemoteRoutes } = valueOf<{ [Routes in keyof HostRoutes]: HostRoutes[Routes]['default'] }>();
// A slot module may export what its first view needs (`prefetch`), which the host's server runs before it renders it:
// one that is not a Prefetch fails here, naming the slot.
type SlotPrefetch<M> = M extends { prefetch: infer P } ? P : undefined;
export const slotPrefetchesArePrefetches: { [Slot in keyof HostSlots]: Prefetch | undefined } = valueOf<{ [Slot in keyof HostSlots]: SlotPrefetch<HostSlots[Slot]> }>();
