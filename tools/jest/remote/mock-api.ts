// Answers the shared API client's calls in tests through an axios adapter, so its interceptors still run.
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@shop/shared/api';

export interface MockAnswer {
  status?: number;
  data?: unknown;
}

export type MockHandler = (config: InternalAxiosRequestConfig) => MockAnswer | Promise<MockAnswer>;

/** Routes every call of `api` to `handler`; the returned mock records the calls' configs. */
export function mockApi(handler: MockHandler) {
  const calls = jest.fn(handler);
  api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const { status = 200, data } = await calls(config);
    const response = { status, data, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    return response;
  };
  return calls;
}
