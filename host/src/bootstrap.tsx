// Start-up of the shell: the record of remote failures, federation error plugin, i18n, API client wiring, remotes,
// then the first render: hydrating the page the server rendered, or rendering into the static shell, with the page's one
// query cache.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { ApiError, configureApi, type ApiErrorInit } from '@shop/shared/api';
import { events } from '@shop/shared/events';
import { changeLanguage, initI18n } from '@shop/shared/i18n';
import { createQueryClient, hydratePageState, QUERY_STATE_ELEMENT_ID, type DehydratedState } from '@shop/shared/query';
import { pendingLanguage, SESSION_ELEMENT_ID } from '@shop/shared/session';
import { takePendingPress } from './app/pending-press';
import './i18n/register';
import { initRemotes } from './remotes/init-remotes';
import { logCaughtError, recordRemoteFailures } from './remotes/remote-failures';
import { remoteErrorsPlugin } from './runtime-plugins/remote-errors';
import { CLIENT_RENDERED_SLOT, isBrowserSlotFailure } from './remotes/server-remote-modules';

// Before any remote is asked for: each failure is reported to analytics and logged once.
recordRemoteFailures();
registerPlugins([remoteErrorsPlugin()]);

// Fetch /remotes.json while i18n initialises; a failure here is retried by the first slot that needs it.
initRemotes().catch(() => undefined);

// In-app navigation is wired by the App once its router exists (until then the default is a page load).
configureApi({ reload: (path) => window.location.assign(path) });

/** The longest the events pressed while the page hydrates wait for their listeners (the App releases them sooner). */
const HOLD_EVENTS_MS = 10_000;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * What React could not hydrate as the server sent it. A slot the server left to the browser on purpose (a private page,
 * a remote without a server build at that moment) is expected, and so is one whose remote fails in the browser (it shows
 * its notice); anything else is a mismatch between the two renders,
 * logged loudly so the journeys catch it.
 */
function onRecoverableError(error: unknown, info: ErrorInfo): void {
  const digest = (error as { digest?: unknown } | null)?.digest ?? (info as { digest?: unknown }).digest;
  if (digest === CLIENT_RENDERED_SLOT || isBrowserSlotFailure(error)) return;
  console.error('[hydration] the page did not match the server\'s HTML', error, info.componentStack);
}

// The page's cache starts with the answers the server rendered (a not-found page's failure included), so hydrating
// renders what the HTML shows and reads none of it again.
const queryClient = createQueryClient();
const serverState = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
if (serverState) hydratePageState(queryClient, JSON.parse(serverState) as DehydratedState, { reviveError: (error) => new ApiError(error as ApiErrorInit) });

/** Gives the browser its main thread back between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => {
  setTimeout(resolve, 0);
});

// The App's modules are evaluated in tasks of their own, after the bootstrap's (index.ts): first the design system (MUI's
// components and icons behind @shop/shared/ui, the largest part), then the shell's own code.
const loadApp = () => nextTask()
  .then(() => import('@shop/shared/ui'))
  .then(nextTask)
  .then(() => import(/* webpackPreload: true */ './app/app'));

void Promise.all([initI18n(), loadApp()]).then(async ([, { App }]) => {
  await nextTask();
  // Styles: emotion's own cache, the one @emotion/react makes in the browser, has the key the server's styles were made
  // with ('css'), and took over their <style> tags in <head> when it was made. A cache of the shell's own (CacheProvider)
  // took them over a second time, moving every tag again (54 KB of CSS on home).
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );

  if (document.getElementById(SESSION_ELEMENT_ID)) {
    // Hydrated as a transition, so React does the work in slices and the phone's main thread stays free for the
    // shopper between them (one blocking task of ~1 s on a cheap phone otherwise). A press or a key on a part not yet
    // hydrated makes React hydrate that part at once and then handles it; text typed before is kept by the inputs that
    // read their DOM value on hydrating (the search box).
    // What is pressed while it hydrates may ask for a part that has not subscribed yet: kept until the page has hydrated
    // (the App's first effect), at most HOLD_EVENTS_MS.
    events.hold();
    setTimeout(() => events.release(), HOLD_EVENTS_MS);
    // A button pressed before now (kept by start.js) is pressed again once the page has hydrated.
    takePendingPress();
    startTransition(() => {
      hydrateRoot(container, app, { onCaughtError: logCaughtError, onRecoverableError });
    });
    // Rendered in the default language because no cookie said otherwise yet: now the shopper's own.
    const language = pendingLanguage();
    if (language) changeLanguage(language).catch(() => undefined); // offline: the page stays in the language it has
  } else {
    createRoot(container, { onCaughtError: logCaughtError }).render(app);
  }
});
