// Answers media queries during the server's render and the browser's hydrating render from the user agent's likely screen.
import { useMemo } from 'react';
import mediaQuery from 'css-mediaquery';
import { likelyScreen } from '../lib/device';
import { useRequestInfo } from '../lib/request-info';

/**
 * Without this, every useMediaQuery answers `false` on the server and while hydrating, so a phone gets the desktop
 * layout in the HTML and swaps to the phone's once hydrated: the header's buttons move, and the page's content, not
 * hydrated yet, is thrown away and rendered again (its Suspense boundary gets an update mid-hydration), which brings
 * the footer into view for a moment. Guessing the screen from the user agent makes the server, the hydrating render
 * and the browser's real answer agree on phones and desktops.
 */
export function useDeviceMatchMedia(): (query: string) => { matches: boolean } {
  const { userAgent } = useRequestInfo();
  return useMemo(() => {
    const screen = likelyScreen(userAgent);
    return (query: string) => ({ matches: mediaQuery.match(query, screen) });
  }, [userAgent]);
}
