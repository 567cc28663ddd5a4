// A button pressed before the page's code ran is pressed again once the page has hydrated.
import { replayPendingPress, takePendingPress } from './pending-press';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

const keptBy = (button: HTMLElement | null) => {
  window.__shopTakePendingPress = jest.fn(() => button);
};

test('the kept button is pressed again after the next frame, once; start.js stops keeping presses when taken', () => {
  const button = document.createElement('button');
  const pressed = jest.fn();
  button.addEventListener('click', pressed);
  document.body.append(button);
  keptBy(button);
  const take = window.__shopTakePendingPress;
  takePendingPress();
  expect(take).toHaveBeenCalledTimes(1);
  expect(window.__shopTakePendingPress).toBeUndefined();
  replayPendingPress();
  expect(pressed).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(pressed).toHaveBeenCalledTimes(1);
  replayPendingPress();
  jest.runAllTimers();
  expect(pressed).toHaveBeenCalledTimes(1);
});

test('a button gone or disabled by then is left alone; nothing kept, nothing pressed', () => {
  const gone = document.createElement('button');
  const pressedGone = jest.fn();
  gone.addEventListener('click', pressedGone);
  keptBy(gone);
  takePendingPress();
  replayPendingPress();
  jest.runAllTimers();
  expect(pressedGone).not.toHaveBeenCalled();

  const disabled = document.createElement('button');
  const pressedDisabled = jest.fn();
  disabled.addEventListener('click', pressedDisabled);
  document.body.append(disabled);
  keptBy(disabled);
  takePendingPress();
  disabled.disabled = true;
  replayPendingPress();
  jest.runAllTimers();
  expect(pressedDisabled).not.toHaveBeenCalled();

  takePendingPress();
  expect(() => replayPendingPress()).not.toThrow();
});
