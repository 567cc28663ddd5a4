// Whether the claim's e-mail copy went out, as the copy shows it. The API sends the copy after it answers the filing,
// so a fresh copy says PENDING: the page asks again a few times until the mail server took it (or the API's own retries
// take over, and the copy keeps saying it is on its way).
import { useEffect, useState } from 'react';
import { useQueryClient } from '@shop/shared/query';
import { claimQueryOptions } from '../api/get-claim';
import type { ClaimEmailStatus, ClaimRecord } from '../api/types';

/** A copy from an API without emailStatus: emailSent alone (false then meant the send had failed). */
export const emailStatusOf = (record: Pick<ClaimRecord, 'emailSent' | 'emailStatus'>): ClaimEmailStatus =>
  record.emailStatus ?? (record.emailSent ? 'SENT' : 'FAILED');

export const EMAIL_STATUS_POLL = { firstMs: 1_000, everyMs: 2_000, tries: 15 } as const;

export function useEmailStatus(record: ClaimRecord): ClaimEmailStatus {
  const client = useQueryClient();
  const initial = emailStatusOf(record);
  const [status, setStatus] = useState(initial);
  const claimId = String(record.claimId);

  useEffect(() => {
    setStatus(initial);
    if (initial !== 'PENDING') return undefined;
    let live = true;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      tries += 1;
      let next: ClaimEmailStatus;
      try {
        // Always asked afresh (the cached copy is the one saying PENDING); the answer updates the cached claim.
        next = emailStatusOf(await client.fetchQuery({ ...claimQueryOptions(claimId), staleTime: 0 }));
      } catch {
        return; // the copy keeps saying it is on its way; the API retries on its own
      }
      if (!live) return;
      setStatus(next);
      if (next === 'PENDING' && tries < EMAIL_STATUS_POLL.tries) timer = setTimeout(ask, EMAIL_STATUS_POLL.everyMs);
    };
    timer = setTimeout(ask, EMAIL_STATUS_POLL.firstMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, claimId, initial]);

  return status;
}
