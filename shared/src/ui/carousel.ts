// The carousel library (swiper) for the remotes that slide things (the catalogue's home rows, the banners' carousel).
// A shared entry, so the page holds one copy instead of one per remote (27 KB gzip each); it re-exports only the
// pieces the apps use, because a shared module is not tree-shaken. Loaded lazily by the components that need it.
import 'swiper/css';
import 'swiper/css/a11y';

export { Swiper, SwiperSlide } from 'swiper/react';
/** Swiper itself, for a carousel that starts it on markup of its own (the catalogue's rows start as static rows). */
export { Swiper as SwiperCore } from 'swiper';
export { A11y, Autoplay, Keyboard } from 'swiper/modules';
export type { Swiper as SwiperInstance } from 'swiper/types';
