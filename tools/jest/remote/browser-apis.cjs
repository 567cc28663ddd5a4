// jsdom has no matchMedia; MUI's useMediaQuery and swiper's breakpoints need it. Tests flip
// `globalThis.__mediaMatches` (a query → boolean function) to simulate a phone or reduced motion.
globalThis.__mediaMatches = () => false;
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query) => ({
    matches: globalThis.__mediaMatches(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() { return false; },
  }),
});
