// Places one exposed module of a remote: lazy-loaded, with a retry notice that stays inside the slot.
import { lazy, Suspense, use, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type CSSProperties, type ReactNode, type Ref } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Box, RemoteErrorNotice } from '@shop/shared/ui';
import { events } from '@shop/shared/events';
import { isRemoteFallback } from '../runtime-plugins/remote-errors';
import { gateForServerHtml, HYDRATE_ON_USE_ATTRIBUTE, watchFirstUse } from './hydrate-on-use';
import { initRemotes, reRegisterRemote } from './init-remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { recordRemoteFailure } from './remote-failures';
import { ClientRenderedSlot, markBrowserSlotFailure, ServerRemoteModulesContext, type ServerRemoteModules } from './server-remote-modules';

export type RemoteName = 'catalogue' | 'cart' | 'account' | 'banners';

/** Turns the loaded module into the component to render; throwing shows the slot's notice. */
export type PickComponent = (mod: unknown) => ComponentType;

export interface RemoteSlotProps {
  remote: RemoteName;
  /** Exposed module without './', e.g. 'SearchBox'. */
  expose: string;
  /** Defaults to the module's default export. Keep it stable (module level or useCallback). */
  pick?: PickComponent;
  /** Space the slot keeps while loading or failed, so the page does not jump. */
  reserve?: Pick<CSSProperties, 'minHeight' | 'minWidth' | 'width' | 'height'>;
  /** Shown while loading; defaults to the reserved empty space. */
  loading?: ReactNode;
  /** What failed, in the shopper's words (the notice's generic text otherwise). */
  label?: string;
  /** Rendered by the browser only: the server sends the slot's loading state (the shopper's own pages). */
  clientOnly?: boolean;
  /**
   * An invisible piece (a dialog that waits for an event): nothing is shown while it loads or when it fails. The
   * failure is still reported (remote:failed), and the event it listens to then has no listener, so the shell's
   * unanswered-request notice tells the shopper instead (see UnansweredRequests).
   */
  silent?: boolean;
  /**
   * A visible piece the first view shows but need not run (the header's cart button): when the server rendered it, the
   * browser keeps the server's HTML and loads its code at the page's first idle moment or the shopper's first press,
   * key or focus, pressing again a button pressed in it meanwhile (see hydrate-on-use). A client-side render loads it at
   * once. Its wrapper has no box of its own (display: contents).
   */
  hydrateOnUse?: boolean;
  /** Browser only: called once the loaded component has mounted (its own effects, event subscriptions among them, have run). */
  onLoaded?: () => void;
  /** Browser only: called when an attempt failed (loading or rendering). */
  onFailed?: () => void;
}

export const pickDefault: PickComponent = (mod) => {
  const component = (mod as { default?: unknown } | null)?.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error('The remote module has no default component');
  }
  return component as ComponentType;
};

/**
 * On the server: the module the request's loader has for this slot, rendered in place (the render waits for it). A
 * slot whose module cannot be had throws, so the server sends its Suspense fallback and the browser renders it.
 */
function ServerLoaded({ id, modules, pick, clientOnly }: { id: string; modules: ServerRemoteModules; pick: PickComponent; clientOnly: boolean }) {
  if (clientOnly) throw new ClientRenderedSlot(id);
  const mod = use(modules.load(id));
  if (isRemoteFallback(mod)) throw mod.remoteFailure.error;
  const Picked = pick(mod);
  return <Picked />;
}

/** The empty space a slot keeps while it loads. */
const slotSpace = (remote: RemoteName, expose: string, reserve: RemoteSlotProps['reserve']) => (
  <Box sx={reserve} data-remote-slot={`${remote}/${expose}`} aria-busy="true" />
);

/** True from the first effect on: false while the server renders and while the browser hydrates what it sent. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** An invisible piece waits for an event: it has nothing to show in the server's HTML, and it loads after hydration. */
function SilentRemoteSlot(props: RemoteSlotProps) {
  return useMounted() ? <BrowserRemoteSlot {...props} /> : null;
}

export function RemoteSlot(props: RemoteSlotProps) {
  const server = useContext(ServerRemoteModulesContext);
  // Only a silent slot re-renders once mounted: any other would hand its Suspense boundary new props while the browser
  // may still be loading the code of what the server rendered in it, and React would then throw that HTML away and show
  // the loading space until the code came (the page jumped twice).
  if (props.silent) return <SilentRemoteSlot {...props} />;
  if (!server) return <BrowserRemoteSlot {...props} />;
  const { remote, expose, pick = pickDefault, reserve, loading, clientOnly = false, hydrateOnUse = false } = props;
  // The same Suspense boundary as in the browser, so the browser hydrates what the server sent.
  const body = (
    <Suspense fallback={loading ?? slotSpace(remote, expose, reserve)}>
      <ServerLoaded id={`${remote}/${expose}`} modules={server} pick={pick} clientOnly={clientOnly} />
    </Suspense>
  );
  return hydrateOnUse ? <OnUseWrapper id={`${remote}/${expose}`}>{body}</OnUseWrapper> : body;
}

/** What marks a slot hydrated on use in the page (no box of its own: its piece is laid out as without it). */
const OnUseWrapper = ({ id, ref, children }: { id: string; ref?: Ref<HTMLDivElement>; children: ReactNode }) => (
  <Box ref={ref} {...{ [HYDRATE_ON_USE_ATTRIBUTE]: id }} sx={{ display: 'contents' }}>
    {children}
  </Box>
);

function BrowserRemoteSlot({ remote, expose, pick = pickDefault, reserve, loading, label, silent = false, hydrateOnUse = false, onLoaded, onFailed }: RemoteSlotProps) {
  // Each retry is a new attempt: a fresh lazy component and a fresh boundary.
  const [attempt, setAttempt] = useState(0);
  // Whether this slot's last attempt failed: only a failed slot answers another slot's news that the remote is back.
  const failed = useRef(false);
  // Whether the last attempt got as far as a component: a failure after that happened while rendering it.
  const loaded = useRef(false);
  // Read when called, so callers need not keep their callbacks stable.
  const callbacks = useRef({ onLoaded, onFailed });
  useEffect(() => {
    callbacks.current = { onLoaded, onFailed };
  });
  // Hydrated on use: what holds the code back while the server's HTML is shown, and what is told once it hydrated.
  const [useGate] = useState(() => (hydrateOnUse ? gateForServerHtml(`${remote}/${expose}`) : null));
  const wrapper = useRef<HTMLDivElement>(null);
  const hydrated = useRef<(() => void) | null>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!useGate) return undefined;
    if (!element) {
      useGate.open();
      return undefined;
    }
    const watch = watchFirstUse(useGate, element);
    hydrated.current = watch.hydrated;
    return () => {
      hydrated.current = null;
      watch.stop();
    };
  }, [useGate]);
  const Loaded = useMemo(
    () =>
      lazy(async () => {
        loaded.current = false;
        // A retry first drops what the runtime cached about the failed remote, so a remote that came
        // back is fetched again, without reloading the page.
        if (attempt > 0) await reRegisterRemote(remote);
        else {
          // Hydrated on use: the server's HTML stays as sent until the first idle moment or the shopper's first use.
          await useGate?.promise;
          await initRemotes();
        }
        let mod: unknown;
        try {
          mod = await loadRemote<unknown>(`${remote}/${expose}`);
          if (isRemoteFallback(mod)) throw mod.remoteFailure.error;
        } catch (error) {
          failed.current = true;
          throw markBrowserSlotFailure(error);
        }
        if (failed.current) {
          failed.current = false;
          // The remote is back: hidden slots (no Retry button of their own) and other notices of it try again.
          events.emit('remote:recovered', { remote });
        }
        const Picked = pick(mod);
        // React.lazy must resolve to a component, not to another lazy one (a remote's pages often are).
        const Resolved = (props: Record<string, unknown>) => {
          // A parent's effect runs after its children's: the piece is listening by the time this says it is there.
          useEffect(() => {
            callbacks.current.onLoaded?.();
            hydrated.current?.();
          }, []);
          return <Picked {...props} />;
        };
        loaded.current = true;
        return { default: Resolved };
      }),
    [remote, expose, pick, attempt, useGate],
  );
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  // Every failure leaves a record, once per error: the federation plugin's own (rethrown here) is recorded already; one it
  // never saw (/remotes.json unreadable, no component) is recorded here, and one after loading broke while rendering.
  const onError = useCallback((error: unknown) => {
    recordRemoteFailure({ remote, module: `./${expose}`, error }, loaded.current ? 'render' : undefined);
    callbacks.current.onFailed?.();
  }, [remote, expose]);
  useEffect(
    () => events.on('remote:recovered', (back) => {
      if (back.remote === remote && failed.current) retry();
    }),
    [remote, retry],
  );
  // The boundary's element is made again only when what it shows changes: a re-render of the slot for anything else
  // (its parent's, a callback's) must not reach a boundary still hydrating (see RemoteSlot).
  const reserveKey = JSON.stringify(reserve ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- reserve is compared by value (callers pass it inline)
  const space = useMemo(() => slotSpace(remote, expose, reserve), [remote, expose, reserveKey]);
  const body = useMemo(() => (
    <Suspense fallback={silent ? null : (loading ?? space)}>
      <Loaded />
    </Suspense>
  ), [silent, loading, space, Loaded]);

  const slot = (
    <RemoteErrorBoundary
      key={attempt}
      onError={onError}
      fallback={
        silent ? null : (
          <Box sx={{ ...reserve, bgcolor: 'background.paper', color: 'text.primary', borderRadius: 1 }} data-remote-slot={`${remote}/${expose}`}>
            <RemoteErrorNotice onRetry={retry} label={label} />
          </Box>
        )
      }
    >
      {body}
    </RemoteErrorBoundary>
  );
  return hydrateOnUse ? <OnUseWrapper id={`${remote}/${expose}`} ref={wrapper}>{slot}</OnUseWrapper> : slot;
}
