// Start-up of the shell: the record of remote failures, federation error plugin, i18n, API client wiring, remotes,
// then the first render with the page's one query cache.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { configureApi } from '@shop/shared/api';
import { addNamespace, initI18n } from '@shop/shared/i18n';
import { createQueryClient } from '@shop/shared/query';
import { App } from './app/app';
import en from './i18n/en.json';
import es from './i18n/es.json';
import { initRemotes } from './remotes/init-remotes';
import { logCaughtError, recordRemoteFailures } from './remotes/remote-failures';
import { remoteErrorsPlugin } from './runtime-plugins/remote-errors';

// Before any remote is asked for: each failure is reported to analytics and logged once.
recordRemoteFailures();
registerPlugins([remoteErrorsPlugin()]);
addNamespace('host', { es, en });

// Fetch /remotes.json while i18n initialises; a failure here is retried by the first slot that needs it.
initRemotes().catch(() => undefined);

// In-app navigation is wired by the App once its router exists (until then the default is a page load).
configureApi({ reload: (path) => window.location.assign(path) });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n().then(() => {
  createRoot(container, { onCaughtError: logCaughtError }).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
});
