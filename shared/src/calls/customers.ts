// The verified customer's record (identity document, date of birth, names) and the date-of-birth conversions.
import { dobToEpoch, epochToDob } from '@shop/api/rules/shop-dates';
import { api } from '@shop/shared/api';
import { queryOptions, useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@shop/shared/query';
import { isVerified, useSession } from '@shop/shared/session';
import { CALL_NAMES, type CallName, type ReadOptions, seg, sessionCountry } from './common';
import type { Customer, CustomerBody, Id } from './types';

// ---- Date of birth ---------------------------------------------------------------------------------------

/**
 * 'YYYY-MM-DD' ↔ the epoch ms the API sends and takes for a date of birth: that day's midnight at the shop's fixed
 * UTC−5 offset (05:00Z), plain arithmetic, so moment-timezone's lazy chunk is not needed. The API's own rules.
 */
export { dobToEpoch, epochToDob };

// ---- Calls ---------------------------------------------------------------------------------------------

/** The customer routes need a verified customer; a guest's call would be a 403, which signs the shopper out. */
function customerId(call: CallName, userId: Id | undefined): Id {
  const session = useSession.getState();
  if (!isVerified(session) || session.userId === null) throw new Error(`${call}: needs a logged-in customer`);
  return userId ?? session.userId;
}

/** GET /{countryId}/customers/{userId} (the session's customer by default). */
export async function getCustomer(userId?: Id, { signal }: ReadOptions = {}): Promise<Customer> {
  const id = customerId(CALL_NAMES.getCustomer, userId);
  const { data } = await api.get<Customer>(`/${seg(sessionCountry())}/customers/${seg(id)}`, { callName: CALL_NAMES.getCustomer, signal });
  return data;
}

/** updateCustomer's input: countryId defaults to the session's; dob may be given as 'YYYY-MM-DD' (sent as dobToEpoch). */
export type CustomerInput = Omit<CustomerBody, 'countryId' | 'dob'> & { countryId?: string; dob?: number | string };

/**
 * PUT /{countryId}/customers/{userId}; on success stores the answer's date of birth in the session
 * (the age checks read it from there). Field errors: useFieldErrors(CALL_NAMES.updateCustomer).
 */
export async function updateCustomer(input: CustomerInput, userId?: Id): Promise<Customer> {
  const id = customerId(CALL_NAMES.updateCustomer, userId);
  const countryId = input.countryId ?? sessionCountry();
  const { dob, ...rest } = input;
  const body: CustomerBody = {
    ...rest,
    countryId,
    ...(dob === undefined ? {} : { dob: typeof dob === 'string' ? dobToEpoch(dob) : dob }),
  };
  const { data } = await api.put<Customer>(`/${seg(countryId)}/customers/${seg(id)}`, body, { callName: CALL_NAMES.updateCustomer });
  useSession.getState().setDob(data.dob);
  return data;
}

// ---- Queries -------------------------------------------------------------------------------------------

/** The customer's query keys: the logged-in customer's record. */
export const customerKeys = {
  all: ['customer'] as const,
  current: () => [...customerKeys.all, 'current'] as const,
};

/** The logged-in customer's record; stale when the user changes. */
export const customerQueryOptions = () => queryOptions({
  queryKey: customerKeys.current(),
  queryFn: ({ signal }) => getCustomer(undefined, { signal }),
  meta: { staleOn: ['user'] },
});

/** The logged-in customer's record; no call for visitors and guests. */
export function useCustomer(): UseQueryResult<Customer> {
  const verified = useSession(isVerified);
  return useQuery({ ...customerQueryOptions(), enabled: verified });
}

/** updateCustomer as a mutation: its answer (the whole record) is written into the cache. */
export function useUpdateCustomer(): UseMutationResult<Customer, unknown, CustomerInput> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerInput) => updateCustomer(input),
    onSuccess: (customer) => client.setQueryData(customerKeys.current(), customer),
  });
}
