// The federation error plugin: a fallback only for onLoad, failures recorded and announced.
import { events } from '@shop/shared/events';
import { clearRemoteFailures, getRemoteFailures, isRemoteFallback, remoteErrorsPlugin } from './remote-errors';

type Lifecycle = 'beforeRequest' | 'beforeLoadShare' | 'afterResolve' | 'onLoad';

const call = (lifecycle: Lifecycle, error: unknown = new Error('boom')) => {
  const hook = remoteErrorsPlugin().errorLoadRemote as (args: unknown) => unknown;
  return hook({ id: 'catalogue/SearchBox', error, from: 'runtime', lifecycle, expose: './SearchBox', remote: { name: 'catalogue', entry: '/x' }, origin: {} });
};

beforeEach(() => clearRemoteFailures());

test.each<Lifecycle>(['beforeRequest', 'beforeLoadShare', 'afterResolve'])('%s gets no fallback, so the runtime throws to the slot', (lifecycle) => {
  expect(call(lifecycle)).toBeUndefined();
});

test('onLoad gets a fallback module that carries the failure and rethrows when rendered', () => {
  const error = new Error('chunk 404');
  const fallback = call('onLoad', error);
  expect(isRemoteFallback(fallback)).toBe(true);
  if (!isRemoteFallback(fallback)) return;
  expect(fallback.remoteFailure).toMatchObject({ id: 'catalogue/SearchBox', remote: 'catalogue', lifecycle: 'onLoad', error });
  expect(() => fallback.default()).toThrow('chunk 404');
});

test('every failure is recorded and the final one is announced as remote:failed', () => {
  const heard: unknown[] = [];
  const off = events.on('remote:failed', (p) => heard.push(p));
  call('afterResolve');
  call('onLoad');
  off();
  expect(getRemoteFailures().map((f) => f.lifecycle)).toEqual(['afterResolve', 'onLoad']);
  expect(heard).toEqual([{ remote: 'catalogue', module: './SearchBox', error: expect.any(Error) }]);
});

test('a plain module is not mistaken for a fallback', () => {
  expect(isRemoteFallback({ default: () => null })).toBe(false);
  expect(isRemoteFallback(null)).toBe(false);
});
