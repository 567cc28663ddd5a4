// Places a hidden remote piece (a dialog, a panel, a reminder) that the first view does not need: its code loads when
// the page is idle, or at once when the shopper asks for it first.
import { useCallback, useEffect, useRef, useState } from 'react';
import { events, type EventName } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';
import { Box, CircularProgress } from '@shop/shared/ui';
import { whenIdle } from '@shop/shared/idle';
import { RemoteSlot, type RemoteName } from './remote-slot';

type Trigger = Exclude<EventName, 'event:unhandled'>;

export interface DeferredRemoteSlotProps {
  remote: RemoteName;
  /** Exposed module without './', e.g. 'LoginDialog'. */
  expose: string;
  /**
   * The events the piece answers ('cart:open' for the cart panel). One emitted before the piece is there (nobody
   * listens) loads it at once. While it loads the slot holds such requests itself (so the shell's unanswered-request
   * notice does not give up on a slow connection) and delivers the latest of each once the piece listens, or once it
   * failed, when nobody answers and the shell tells the shopper.
   */
  triggers?: readonly Trigger[];
}

type Status = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * Renders nothing on the server and while the browser hydrates (the piece is not in the first view, so there is no
 * mismatch); then the remote's silent slot, from the first idle moment after the page's load or from the first
 * request for it, whichever comes first. While a request waits for the piece's code, a progress indicator says so;
 * it takes no focus, so the control that asked keeps it and the dialog that opens returns it there.
 */
export function DeferredRemoteSlot({ remote, expose, triggers = [] }: DeferredRemoteSlotProps) {
  const { t } = useTranslation('host');
  const [status, setStatus] = useState<Status>('waiting');
  const [asked, setAsked] = useState(false);
  const statusRef = useRef<Status>('waiting');
  // The latest request of each trigger that came before the piece listened.
  const held = useRef(new Map<Trigger, unknown>());
  const stopHolding = useRef<(() => void) | null>(null);
  const triggerKey = triggers.join(' ');

  const hold = useCallback((name: Trigger, payload: unknown) => {
    held.current.set(name, payload);
    setAsked(true);
  }, []);
  const startLoading = useCallback(() => {
    if (statusRef.current !== 'waiting') return;
    statusRef.current = 'loading';
    setStatus('loading');
    const names = triggerKey ? (triggerKey.split(' ') as Trigger[]) : [];
    const offs = names.map((name) => events.on(name, (payload: unknown) => hold(name, payload)));
    stopHolding.current = () => offs.forEach((off) => off());
  }, [triggerKey, hold]);
  const settle = useCallback((next: 'loaded' | 'failed') => {
    stopHolding.current?.();
    stopHolding.current = null;
    statusRef.current = next;
    setStatus(next);
    setAsked(false);
    const requests = [...held.current];
    held.current.clear();
    for (const [name, payload] of requests) (events.emit as (n: Trigger, p?: unknown) => void)(name, payload);
  }, []);

  useEffect(() => whenIdle(startLoading), [startLoading]);
  useEffect(() => () => stopHolding.current?.(), []);
  useEffect(() => {
    if (!triggerKey) return undefined;
    const names = triggerKey.split(' ') as Trigger[];
    return events.on('event:unhandled', ({ name, payload }) => {
      if (statusRef.current !== 'waiting' || !names.includes(name)) return;
      hold(name, payload);
      startLoading();
    });
  }, [triggerKey, hold, startLoading]);

  const onLoaded = useCallback(() => settle('loaded'), [settle]);
  const onFailed = useCallback(() => settle('failed'), [settle]);
  // A failed piece that comes back (remote:recovered) loads again inside the slot and says so through onLoaded.

  if (status === 'waiting') return null;
  return (
    <>
      <RemoteSlot remote={remote} expose={expose} silent onLoaded={onLoaded} onFailed={onFailed} />
      {asked && status === 'loading' && (
        <Box
          role="status"
          sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none', zIndex: (theme) => theme.zIndex.modal }}
        >
          <CircularProgress aria-label={t('openingPiece')} />
        </Box>
      )}
    </>
  );
}
