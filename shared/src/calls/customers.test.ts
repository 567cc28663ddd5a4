// The customer record calls and the date-of-birth conversions (midnight in Lima = 05:00Z).
import { act, renderHook, waitFor } from '@testing-library/react';
import { useFieldErrors } from '@shop/shared/api';
import { CALL_NAMES, dobToEpoch, epochToDob, getCustomer, updateCustomer, useCustomer, useUpdateCustomer } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { LIMA_1990_05_17, asCustomer, asGuest, callOf, errorBody, freshPage, routes, withQueryClient } from '../../test/calls-fixtures';

jest.mock('@shop/shared/toast', () => ({ enqueueSnackbar: jest.fn() }));

const customer = (dob: number | null = LIMA_1990_05_17) => ({
  userId: 42, idType: 'DNI', idNumber: '12345678', dob, email: null, emailVerified: false, firstName: 'María',
  lastName: 'Quispe', contactNumber: '987654321', countryCode: '+51',
});

beforeEach(freshPage);

describe('dob helpers', () => {
  it('dobToEpoch gives the Lima midnight of the date: 05:00Z', () => {
    expect(dobToEpoch('1990-05-17')).toBe(Date.UTC(1990, 4, 17, 5));
    expect(new Date(dobToEpoch('2001-11-17')).toISOString()).toBe('2001-11-17T05:00:00.000Z');
    expect(new Date(dobToEpoch('2000-02-29')).toISOString()).toBe('2000-02-29T05:00:00.000Z');
  });

  it('dobToEpoch refuses what is not a calendar date', () => {
    for (const bad of ['1990-02-30', '2001-02-29', '1990-13-01', '17/05/1990', '1990-5-17', '']) {
      expect(() => dobToEpoch(bad)).toThrow(RangeError);
    }
  });

  it('round-trips every day from 1900 to 2030 (leap days and Lima\'s summer-time years included)', () => {
    const day = 24 * 60 * 60 * 1000;
    for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2030, 11, 31); t += day) {
      const date = new Date(t).toISOString().slice(0, 10);
      if (epochToDob(dobToEpoch(date)) !== date) throw new Error(`round trip broke on ${date}`);
    }
  });

  it('epochToDob reads the Lima midnight the server answers, also where Lima was not UTC−5', () => {
    expect(epochToDob(Date.UTC(1990, 4, 17, 5))).toBe('1990-05-17');
    // 1994-02-10 fell in Lima's summer time (UTC−4): its true midnight is 04:00Z, not the day before.
    expect(epochToDob(Date.UTC(1994, 1, 10, 4))).toBe('1994-02-10');
    // Before 1908 Lima kept local mean time (UTC−5:08:12).
    expect(epochToDob(Date.UTC(1905, 6, 1, 5, 8, 12))).toBe('1905-07-01');
    expect(epochToDob(Date.UTC(1969, 11, 31, 5))).toBe('1969-12-31');
  });

  it('epochToDob takes the session\'s text forms', () => {
    expect(epochToDob(String(LIMA_1990_05_17))).toBe('1990-05-17');
    expect(epochToDob('1990-05-17')).toBe('1990-05-17');
    expect(() => epochToDob('soon')).toThrow(RangeError);
    expect(() => epochToDob('')).toThrow(RangeError);
  });
});

describe('getCustomer', () => {
  it('GET /{countryId}/customers/{userId} of the session customer', async () => {
    asCustomer();
    const api = routes({ 'GET /PE/customers/42': { data: customer() } });
    await expect(getCustomer()).resolves.toMatchObject({ userId: 42, idType: 'DNI' });
    expect(callOf(api)).toMatchObject({ method: 'GET', url: '/PE/customers/42', callName: 'getCustomer' });
  });

  it('a guest gets an error and no call (a 403 would sign the shopper out)', async () => {
    const api = routes({});
    asGuest();
    await expect(getCustomer()).rejects.toThrow(/customer/);
    await expect(updateCustomer({ firstName: 'Ana' })).rejects.toThrow(/customer/);
    expect(api).not.toHaveBeenCalled();
  });

  it('useCustomer loads for a customer only', async () => {
    const api = routes({ 'GET /PE/customers/42': { data: customer() } });
    asGuest();
    const { result } = renderHook(() => useCustomer(), withQueryClient());
    expect(result.current.isFetching).toBe(false);
    expect(api).not.toHaveBeenCalled();
    act(() => asCustomer());
    await waitFor(() => expect(result.current.data?.userId).toBe(42));
  });
});

it('useUpdateCustomer writes the saved record into the cache: the views show it without reading it again', async () => {
  asCustomer();
  const api = routes({
    'GET /PE/customers/42': { data: customer() },
    'PUT /PE/customers/42': { data: { ...customer(), firstName: 'Rosa' } },
  });
  const { result } = renderHook(() => ({ customer: useCustomer(), update: useUpdateCustomer() }), withQueryClient());
  await waitFor(() => expect(result.current.customer.data?.firstName).toBe('María'));
  await act(() => result.current.update.mutateAsync({ firstName: 'Rosa' }));
  await waitFor(() => expect(result.current.customer.data?.firstName).toBe('Rosa'));
  expect(api).toHaveBeenCalledTimes(2);
});

describe('updateCustomer', () => {
  it('PUT /{countryId}/customers/{userId} with the API\'s fields, dob as epoch ms; stores the answer\'s dob', async () => {
    asCustomer();
    useSession.getState().setDob(null);
    const saved = dobToEpoch('2001-11-17');
    const api = routes({ 'PUT /PE/customers/42': { data: customer(saved) } });
    await updateCustomer({ idType: 'DNI', idNumber: '12345678', dob: '2001-11-17', selectedLanguage: 'es' });
    expect(callOf(api)).toEqual({
      method: 'PUT', url: '/PE/customers/42', params: undefined, callName: 'updateCustomer',
      body: { idType: 'DNI', idNumber: '12345678', dob: Date.UTC(2001, 10, 17, 5), countryId: 'PE', selectedLanguage: 'es' },
    });
    expect(useSession.getState().dob).toBe(String(saved));
    expect(localStorage.getItem('dob')).toBe(String(saved));
  });

  it('sends an epoch dob as given', async () => {
    asCustomer();
    const api = routes({ 'PUT /PE/customers/42': { data: customer() } });
    await updateCustomer({ dob: LIMA_1990_05_17 });
    expect(callOf(api).body).toEqual({ dob: LIMA_1990_05_17, countryId: 'PE' });
  });

  it('field errors reach useFieldErrors(updateCustomer); the stored dob is kept', async () => {
    asCustomer();
    const onError = jest.fn();
    const off = events.on('error:general', onError);
    routes({
      'PUT /PE/customers/42': { status: 400, data: errorBody([], [{ fieldName: 'idNumber', identifier: 'error.customer.idNumber', message: 'El DNI tiene 8 dígitos' }]) },
    });
    const { result } = renderHook(() => useFieldErrors(CALL_NAMES.updateCustomer));
    await act(() => expect(updateCustomer({ idType: 'DNI', idNumber: '123', dob: '2001-11-17' })).rejects.toMatchObject({ status: 400 }));
    expect(result.current.idNumber?.[0]?.message).toBe('El DNI tiene 8 dígitos');
    expect(useSession.getState().dob).toBe(String(LIMA_1990_05_17));
    expect(onError).not.toHaveBeenCalled();
    off();
  });
});
