// Entry point: the async boundary that lets federation negotiate shared singletons before any app code runs.
// Start-up comes in four tasks: the bootstrap's modules are evaluated when they have arrived, the design system's in a task
// after that, then the App's (the router, the shell's own code), then the page is hydrated. Everything downloads
// together: the shared modules only the App needs are asked for here, right after the bootstrap's, without being evaluated
// (loadShare gives their factories), and the App's own chunk is preloaded beside the bootstrap's.
import { loadShare } from '@module-federation/enhanced/runtime';

/** The shared modules the App imports and the bootstrap does not (index.test.ts keeps the list whole). */
export const APP_SHARED_MODULES = [
  '@shop/shared/calls', '@shop/shared/constants', '@shop/shared/idle', '@shop/shared/page-meta', '@shop/shared/router',
  '@shop/shared/routes', '@shop/shared/toast', '@shop/shared/ui',
];

import('./bootstrap');
// In a task of its own: main.js's start-up (the federation runtime's, then the bootstrap's downloads asked for) was the
// longest task of the load.
setTimeout(() => {
  for (const id of APP_SHARED_MODULES) void loadShare(id).catch(() => undefined);
}, 0);
