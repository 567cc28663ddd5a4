// What the shell knows about the request it renders for: the browser's user agent and cookies. The server renders with
// the request's (RequestInfoProvider), the browser with its own, which are the same for the page it hydrates.
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface RequestInfo {
  userAgent: string;
  cookies: Readonly<Record<string, string>>;
}

/** name → value of a Cookie header (or document.cookie). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      cookies[name] = part.slice(at + 1).trim();
    }
  }
  return cookies;
}

const RequestInfoContext = createContext<RequestInfo | null>(null);

export function RequestInfoProvider({ value, children }: { value: RequestInfo; children: ReactNode }) {
  return <RequestInfoContext.Provider value={value}>{children}</RequestInfoContext.Provider>;
}

export function useRequestInfo(): RequestInfo {
  const given = useContext(RequestInfoContext);
  return useMemo(
    () => given ?? { userAgent: navigator.userAgent, cookies: parseCookies(typeof document === 'undefined' ? '' : document.cookie) },
    [given],
  );
}
