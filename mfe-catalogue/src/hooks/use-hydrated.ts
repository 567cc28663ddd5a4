// Whether a view may show what the page's cache holds: false on the server and while the browser hydrates what the
// server sent (the server reads no data, so its HTML has none), true from then on and in every render of the browser's
// own. A lazily loaded page hydrates after the shell, by when a query it shares with the shell (the footer's
// categories) may have answered: showing that answer at once would not match the server's HTML.
import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

export const useHydrated = (): boolean => useSyncExternalStore(unchanging, () => true, () => false);
