// The verified customer's record (identity document, date of birth, names) and the date-of-birth conversions.
import { dobToEpoch, epochToDob } from '@shop/api/rules/shop-dates';
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { isVerified, useSession } from '@shop/shared/session';
import { CALL_NAMES, type CallName, seg, sessionCountry } from './common';
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
export async function getCustomer(userId?: Id): Promise<Customer> {
  const id = customerId(CALL_NAMES.getCustomer, userId);
  const { data } = await api.get<Customer>(`/${seg(sessionCountry())}/customers/${seg(id)}`, { callName: CALL_NAMES.getCustomer });
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

// ---- Hooks ---------------------------------------------------------------------------------------------

/** The logged-in customer's record; no call for visitors and guests. Refetched on auth:changed. */
export function useCustomer(): ApiQuery<Customer> {
  const verified = useSession(isVerified);
  const userId = useSession((s) => s.userId);
  const country = useSession((s) => s.country);
  return useApiQuery(`customer|${country}|${userId ?? ''}`, () => getCustomer(), { enabled: verified, refetchOn: ['auth:changed'] });
}
