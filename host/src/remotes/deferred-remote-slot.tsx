// Places a hidden remote piece (a dialog, a panel, a reminder) that the first view does not need: its code loads when
// the page is idle, or at once when the shopper asks for it first.
import { useCallback, useEffect, useRef, useState } from 'react';
import { events, type EventName } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';
import { Box, CircularProgress } from '@shop/shared/ui';
import { ANSWERED_BY_REMOTES } from '../app/unanswered-requests';
import { whenIdle } from '../lib/when-idle';
import { RemoteSlot, type RemoteName } from './remote-slot';

type Trigger = Exclude<EventName, 'event:unhandled'>;

export interface DeferredRemoteSlotProps {
  remote: RemoteName;
  /** Exposed module without './', e.g. 'LoginDialog'. */
  expose: string;
  /**
   * The events the piece answers ('cart:open' for the cart panel). One emitted before the piece is there (nobody
   * listens) loads it at once; a request the shell delivers again until it is heard (see UnansweredRequests) reaches
   * it that way, any other is delivered again here once the piece is listening.
   */
  triggers?: readonly Trigger[];
}

type Status = 'waiting' | 'loading' | 'loaded' | 'failed';

const isRedeliveredByShell = (name: Trigger) => name in ANSWERED_BY_REMOTES;

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
  const missed = useRef<{ name: Trigger; payload: unknown }[]>([]);
  const move = useCallback((next: Status) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  useEffect(() => whenIdle(() => {
    if (statusRef.current === 'waiting') move('loading');
  }), [move]);

  const triggerKey = triggers.join(' ');
  useEffect(() => {
    if (!triggerKey) return undefined;
    const names = triggerKey.split(' ') as Trigger[];
    return events.on('event:unhandled', ({ name, payload }) => {
      if (!names.includes(name) || statusRef.current === 'loaded' || statusRef.current === 'failed') return;
      if (!isRedeliveredByShell(name)) missed.current.push({ name, payload });
      setAsked(true);
      if (statusRef.current === 'waiting') move('loading');
    });
  }, [triggerKey, move]);

  const onLoaded = useCallback(() => {
    move('loaded');
    setAsked(false);
    const replay = missed.current;
    missed.current = [];
    for (const { name, payload } of replay) (events.emit as (n: Trigger, p?: unknown) => void)(name, payload);
  }, [move]);
  const onFailed = useCallback(() => {
    move('failed');
    setAsked(false);
    missed.current = [];
  }, [move]);
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
