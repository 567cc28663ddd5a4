// onApiActivity: every request the shared client sends is reported (method and url), before any answer, offline too.
import { AxiosError, type AxiosResponse } from 'axios';
import { api, onApiActivity } from '@shop/shared/api';

jest.mock('@shop/shared/toast', () => ({ enqueueSnackbar: jest.fn() }));

let status = 200;
beforeEach(() => {
  status = 200;
  api.defaults.adapter = async (config) => {
    const response: AxiosResponse = { status, statusText: '', data: {}, headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };
});

it('reports each request with its method and url, and stops after unsubscribing', async () => {
  const seen: { method: string; url: string }[] = [];
  const off = onApiActivity((a) => seen.push(a));
  await api.get('/PE/es/carts');
  await api.delete('/users/sessions');
  status = 404;
  await expect(api.put('/user-addresses/3', {})).rejects.toBeDefined();
  expect(seen).toEqual([
    { method: 'get', url: '/PE/es/carts' },
    { method: 'delete', url: '/users/sessions' },
    { method: 'put', url: '/user-addresses/3' },
  ]);
  off();
  status = 200;
  await api.get('/PE/es/carts');
  expect(seen).toHaveLength(3);
});

it('a listener that throws neither stops the request nor the other listeners', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const second = jest.fn();
  const offA = onApiActivity(() => {
    throw new Error('boom');
  });
  const offB = onApiActivity(second);
  await expect(api.get('/stores')).resolves.toMatchObject({ status: 200 });
  expect(second).toHaveBeenCalledWith({ method: 'get', url: '/stores' });
  offA();
  offB();
  error.mockRestore();
});
