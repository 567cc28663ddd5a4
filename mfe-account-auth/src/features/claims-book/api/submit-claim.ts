// POST /api/v1/{countryId}/claims as multipart/form-data: the claim as JSON in the field 'claim', the files as 'attachments'.
import { api } from '@shop/shared/api';
import { useMutation, useQueryClient, type UseMutationResult } from '@shop/shared/query';
import { claimKeys } from './claim-keys';
import type { ClaimInput, ClaimRecord } from './types';

export const SUBMIT_CLAIM_CALL = 'submitClaim';

export function buildClaimFormData(claim: ClaimInput, files: readonly File[]): FormData {
  const body = new FormData();
  // The JSON part first: the server reads the fields before it streams the files.
  body.append('claim', JSON.stringify(claim));
  for (const file of files) body.append('attachments', file, file.name);
  return body;
}

export async function submitClaim(countryId: string, claim: ClaimInput, files: readonly File[]): Promise<ClaimRecord> {
  const { data } = await api.post<ClaimRecord>(`/${encodeURIComponent(countryId)}/claims`, buildClaimFormData(claim, files), {
    callName: SUBMIT_CLAIM_CALL,
    // The client's default is JSON, which would turn the FormData into JSON; with this the browser adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return data;
}

export interface ClaimFiling {
  countryId: string;
  claim: ClaimInput;
  files: readonly File[];
}

/** submitClaim as a mutation: the filed claim (its answer) goes into the cache, and the list of claims is read again. */
export function useSubmitClaim(): UseMutationResult<ClaimRecord, unknown, ClaimFiling> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ countryId, claim, files }: ClaimFiling) => submitClaim(countryId, claim, files),
    onSuccess: (record) => {
      client.setQueryData(claimKeys.detail(String(record.claimId)), record);
      void client.invalidateQueries({ queryKey: claimKeys.list() });
    },
  });
}
