// A part of the server's page is hydrated only when the shopper comes near it (or tabs, presses or focuses in it); until
// then it is the server's HTML, kept as sent. Rendered in the browser, it renders at once.
import { useEffect, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HYDRATE_MARGIN, HydrateWhenNear } from './hydrate-when-near';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; rootMargin?: string; observed: Element[] }[] = [];

const clicks = jest.fn();
const hydrated = jest.fn();
function Part() {
  useEffect(() => hydrated(), []);
  return <button type="button" onClick={clicks}>Agregar</button>;
}
const PART = <Part />;

/** A parent that renders again on demand, as a page does once it has hydrated (its texts and session settle). */
let renderAgain = () => {};
function Page() {
  const [, setCount] = useState(0);
  renderAgain = () => setCount((n) => n + 1);
  return <main><HydrateWhenNear id="home-popular">{PART}</HydrateWhenNear></main>;
}

let root: Root | null = null;
async function hydrateServerPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.appendChild(container);
  const served = container.querySelector('button')!;
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  return { container, served };
}

beforeEach(() => {
  observers = [];
  clicks.mockClear();
  hydrated.mockClear();
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: class {
      record: (typeof observers)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, rootMargin: options?.rootMargin, observed: [] };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      disconnect() {}
    },
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('the server renders the part in its box', () => {
  const html = renderToString(<Page />);
  expect(html).toMatch(/<div class="[^"]+" data-hydrate-near="home-popular"><!--\$--><button type="button">Agregar<\/button><!--\/\$--><\/div>/);
});

test('keeps the server\'s HTML, not hydrated, until the part comes within the margin of the screen', async () => {
  const { container, served } = await hydrateServerPage();
  expect(hydrated).not.toHaveBeenCalled();
  expect(container.querySelector('button')).toBe(served);
  expect(observers).toHaveLength(1);
  expect(observers[0]!.rootMargin).toBe(`${HYDRATE_MARGIN} 0px`);
  expect(observers[0]!.observed).toEqual([container.querySelector('[data-hydrate-near="home-popular"]')]);
  // The page around it renders again meanwhile: the part stays as the server sent it.
  await act(async () => renderAgain());
  expect(hydrated).not.toHaveBeenCalled();
  expect(container.querySelector('button')).toBe(served);
  await act(async () => observers[0]!.callback([{ isIntersecting: false }]));
  expect(hydrated).not.toHaveBeenCalled();
  await act(async () => observers[0]!.callback([{ isIntersecting: true }]));
  expect(hydrated).toHaveBeenCalledTimes(1);
  // Hydrated in place: the same element, now with its handlers.
  expect(container.querySelector('button')).toBe(served);
  fireEvent.click(served);
  expect(clicks).toHaveBeenCalledTimes(1);
});

test('a press on the part before it is near hydrates it, and the press is handled', async () => {
  const { served } = await hydrateServerPage();
  fireEvent.pointerDown(served);
  // The browser runs the page's pending promise callbacks between the press and its click.
  await act(async () => {});
  fireEvent.click(served);
  expect(hydrated).toHaveBeenCalledTimes(1);
  expect(clicks).toHaveBeenCalledTimes(1);
});

test('the first Tab hydrates it, so a keyboard user meets a working part', async () => {
  await hydrateServerPage();
  await act(async () => fireEvent.keyDown(document.body, { key: 'Enter' }));
  expect(hydrated).not.toHaveBeenCalled();
  await act(async () => fireEvent.keyDown(document.body, { key: 'Tab' }));
  expect(hydrated).toHaveBeenCalledTimes(1);
});

test('rendered in the browser (a visit that started elsewhere), it renders at once', () => {
  render(<Page />);
  expect(hydrated).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
  expect(clicks).toHaveBeenCalledTimes(1);
});

test('focus moved into the part (a screen reader, a skip link) hydrates it', async () => {
  const { served } = await hydrateServerPage();
  await act(async () => served.focus());
  expect(hydrated).toHaveBeenCalledTimes(1);
  expect(served).toHaveFocus();
});
