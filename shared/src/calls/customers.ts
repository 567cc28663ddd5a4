// The verified customer's record (identity document, date of birth, names) and the date-of-birth conversions.
import { api } from '@shop/shared/api';
import { queryOptions, useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@shop/shared/query';
import { isVerified, useSession } from '@shop/shared/session';
import { CALL_NAMES, type CallName, type ReadOptions, seg, sessionCountry } from './common';
import type { Customer, CustomerBody, Id } from './types';

// ---- Date of birth ---------------------------------------------------------------------------------------

/** The shop's fixed offset: America/Lima is UTC−5 (ARCHITECTURE §6). */
const SHOP_OFFSET_MS = 5 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'YYYY-MM-DD' → epoch ms of that day's midnight in the shop's zone, as the contract sends a dob:
 * plain arithmetic with the fixed UTC−5 offset, i.e. 05:00Z (synchronous, so moment-timezone's lazy
 * chunk is not needed). Throws RangeError for anything that is not a real calendar date.
 */
export function dobToEpoch(date: string): number {
  const match = DATE_ONLY.exec(date);
  const [y, m, d] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const utcMidnight = Date.UTC(y, m - 1, d);
  const check = new Date(utcMidnight);
  if (!match || Number.isNaN(utcMidnight) || check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    throw new RangeError(`dobToEpoch: not a calendar date 'YYYY-MM-DD': ${date}`);
  }
  return utcMidnight + SHOP_OFFSET_MS;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Epoch ms (number or numeric text, as the session keeps it) → the calendar date 'YYYY-MM-DD' it is the
 * shop-zone midnight of (a 'YYYY-MM-DD' text is returned as is). Plain arithmetic, read to the NEAREST
 * midnight at the fixed UTC−5 offset: the contract's 05:00Z gives its date, and so does a server that
 * answers the zone's true midnight where Lima's history differs from −5 h (04:00Z in the 1986–87, 1990
 * and 1994 summers, 05:08Z before 1908), where a plain "minus 5 h" would land one day early.
 */
export function epochToDob(value: number | string): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const ms = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(ms)) throw new RangeError(`epochToDob: not an epoch ms: ${String(value)}`);
  const day = Math.round((ms - SHOP_OFFSET_MS) / DAY_MS);
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

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
 * (catalogue §7 "on success stores date of birth"). Field errors: useFieldErrors(CALL_NAMES.updateCustomer).
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
