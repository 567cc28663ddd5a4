// The shared client imports axios with its first request, not with the module: a page that makes no request while it
// loads (a server-rendered one) does not download it. A failed download fails that request as one without an answer and
// the next request tries again.
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

const toasts = jest.fn();
jest.mock('@shop/shared/toast', () => ({ enqueueSnackbar: (...args: unknown[]) => toasts(...args) }));

let axiosEvaluated = 0;
let axiosFails = false;
beforeEach(() => {
  jest.resetModules();
  axiosEvaluated = 0;
  axiosFails = false;
  toasts.mockClear();
  jest.doMock('axios', () => {
    if (axiosFails) throw new Error('Loading chunk axios failed');
    axiosEvaluated += 1;
    return jest.requireActual('axios');
  });
});

const answerOk = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => (
  { status: 200, statusText: 'OK', data: { ok: true }, headers: {}, config, request: {} });

it('does not load axios until the first request, and then once', async () => {
  const { api, setApiBase } = await import('@shop/shared/api');
  setApiBase('/api/test');
  api.defaults.adapter = answerOk;
  expect(axiosEvaluated).toBe(0);
  const response = await api.get('/PE/es/carts');
  expect(response.data).toEqual({ ok: true });
  // What was set before the client existed is what it was created with.
  expect(response.config.baseURL).toBe('/api/test');
  await api.post('/PE/es/carts', {});
  expect(axiosEvaluated).toBe(1);
});

it('a failed download of axios fails the request as one without an answer, told once; the next request tries again', async () => {
  const { api, ApiError } = await import('@shop/shared/api');
  axiosFails = true;
  const failure = await api.get('/PE/es/carts').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ status: 0, reported: true });
  expect(toasts).toHaveBeenCalledTimes(1);
  axiosFails = false;
  jest.resetModules();
  jest.doMock('axios', () => jest.requireActual('axios'));
  api.defaults.adapter = answerOk;
  await expect(api.get('/PE/es/carts')).resolves.toMatchObject({ data: { ok: true } });
});
