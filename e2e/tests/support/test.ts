// The journeys' test: Playwright's, failing any journey whose pages log a React hydration error (a server-rendered page
// the browser did not find as the server sent it). The host logs every such mismatch as "[hydration] …"; React's own
// wording is caught too, for a page that hydrated without the host's handler.
import { test as base, expect } from '@playwright/test';

const HYDRATION_ERROR = /\[hydration\]|Hydration failed|hydrat(?:ion|ing) (?:error|mismatch)|did not match|server rendered (?:HTML|text) didn't match/i;

export const test = base.extend<{ allowHydrationErrors: boolean; hydrationErrors: string[] }>({
  /** true for the one journey that makes a mismatch on purpose to prove the check sees it. */
  allowHydrationErrors: [false, { option: true }],
  hydrationErrors: [
    async ({ context, allowHydrationErrors }, use) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      context.on('weberror', (error) => {
        if (HYDRATION_ERROR.test(error.error().message)) errors.push(`${error.page()?.url() ?? ''}: ${error.error().message}`);
      });
      await use(errors);
      if (!allowHydrationErrors) expect(errors, 'React hydration errors on the journey\'s pages').toEqual([]);
    },
    { auto: true },
  ],
});

// Everything else as Playwright has it (expect, devices, types); `test` above takes the place of Playwright's own.
export * from '@playwright/test';
