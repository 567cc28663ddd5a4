// The book for a verified customer: the claim sheet, their earlier claims, and the copy of one claim (?claim=<id>,
// so the path stays exactly /claims-book, where the host keeps its header and footer away, and a copy can be re-opened).
import { useState } from 'react';
import { useSearchParams } from '@shop/shared/router';
import { Box, Divider, Stack } from '@shop/shared/ui';
import type { ClaimRecord } from '../api/types';
import { ClaimCopy } from './claim-copy';
import { ClaimForm } from './claim-form';
import { ClaimsList } from './claims-list';

export function ClaimsBook() {
  const [params, setParams] = useSearchParams();
  const claimId = params.get('claim');
  // The answer of the last filing: its copy shows without another call, with the e-mail outcome.
  const [filed, setFiled] = useState<ClaimRecord | null>(null);
  const [formKey, setFormKey] = useState(0);

  const onFiled = (record: ClaimRecord) => {
    setFiled(record);
    // A blank sheet (with its own challenge) waits behind the copy for "file another claim".
    setFormKey((k) => k + 1);
    setParams({ claim: String(record.claimId) });
  };

  const toBook = () => setParams({});

  return (
    <>
      {claimId !== null && (
        <ClaimCopy
          key={claimId}
          claimId={claimId}
          filed={filed !== null && String(filed.claimId) === claimId ? filed : null}
          onAnother={toBook}
        />
      )}
      {/* Kept mounted while a copy is open, so what was typed survives a look at an earlier claim. */}
      <Box hidden={claimId !== null}>
        <Stack spacing={4} divider={<Divider flexItem />}>
          <ClaimForm key={formKey} onFiled={onFiled} />
          <ClaimsList />
        </Stack>
      </Box>
    </>
  );
}
