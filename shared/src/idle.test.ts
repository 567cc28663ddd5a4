// whenIdle: after the load event, in an idle period (with a deadline), or on a timer where there is no idle callback.
import { IDLE_TIMEOUT_MS, NO_IDLE_CALLBACK_DELAY_MS, whenIdle } from './idle';

type IdleCallback = (deadline: IdleDeadline) => void;
const idle: { callbacks: IdleCallback[]; options: (IdleRequestOptions | undefined)[] } = { callbacks: [], options: [] };
const readyState = jest.spyOn(document, 'readyState', 'get');

beforeEach(() => {
  idle.callbacks = [];
  idle.options = [];
  readyState.mockReturnValue('complete');
  window.requestIdleCallback = jest.fn((callback: IdleCallback, options?: IdleRequestOptions) => {
    idle.options.push(options);
    return idle.callbacks.push(callback);
  });
  window.cancelIdleCallback = jest.fn((handle: number) => {
    idle.callbacks[handle - 1] = () => undefined;
  });
});
afterEach(() => jest.useRealTimers());

const runIdle = () => idle.callbacks.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));

test('on a loaded page the work runs in the next idle period, which may wait at most the timeout', () => {
  const work = jest.fn();
  whenIdle(work);
  expect(work).not.toHaveBeenCalled();
  expect(idle.options).toEqual([{ timeout: IDLE_TIMEOUT_MS }]);
  runIdle();
  expect(work).toHaveBeenCalledTimes(1);
});

test('while the page is still loading nothing is scheduled before the load event', () => {
  readyState.mockReturnValue('loading');
  const work = jest.fn();
  whenIdle(work);
  expect(window.requestIdleCallback).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  runIdle();
  expect(work).toHaveBeenCalledTimes(1);
});

test('without requestIdleCallback the work runs on a timer after the load event', () => {
  jest.useFakeTimers();
  // @ts-expect-error Safari has none
  delete window.requestIdleCallback;
  const work = jest.fn();
  whenIdle(work);
  jest.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS - 1);
  expect(work).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
});

test('cancelling before the load event or before the idle period stops the work', () => {
  readyState.mockReturnValue('loading');
  const beforeLoad = jest.fn();
  whenIdle(beforeLoad)();
  window.dispatchEvent(new Event('load'));
  readyState.mockReturnValue('complete');
  const beforeIdle = jest.fn();
  whenIdle(beforeIdle)();
  runIdle();
  expect(beforeLoad).not.toHaveBeenCalled();
  expect(beforeIdle).not.toHaveBeenCalled();
});
