// What is far below the first screen mounts only when the shopper comes near it (or walks the page by keyboard).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NearViewport } from './near-viewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; options: IntersectionObserverInit | undefined; observed: Element[]; disconnected: boolean }[] = [];

class FakeIntersectionObserver {
  record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

const content = <p>Productos similares</p>;

beforeEach(() => {
  observers = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('keeps the expected height until the place comes within the margin of the screen, then mounts the content', () => {
  render(<NearViewport placeholderHeight={1260}>{content}</NearViewport>);
  expect(screen.queryByText('Productos similares')).not.toBeInTheDocument();
  const placeholder = screen.getByTestId('near-viewport-placeholder');
  expect(placeholder).toHaveStyle({ minHeight: '1260px' });
  expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  expect(observers).toHaveLength(1);
  expect(observers[0]!.observed).toEqual([placeholder]);
  expect(observers[0]!.options?.rootMargin).toBe('400px 0px');

  act(() => observers[0]!.callback([{ isIntersecting: false }]));
  expect(screen.queryByText('Productos similares')).not.toBeInTheDocument();
  act(() => observers[0]!.callback([{ isIntersecting: true }]));
  expect(screen.getByText('Productos similares')).toBeInTheDocument();
  expect(screen.queryByTestId('near-viewport-placeholder')).not.toBeInTheDocument();
  expect(observers[0]!.disconnected).toBe(true);
});

test('a keyboard user (Tab) gets the content at once, in its place in the tab order', () => {
  render(<NearViewport placeholderHeight={400}>{content}</NearViewport>);
  fireEvent.keyDown(document.body, { key: 'Enter' });
  expect(screen.queryByText('Productos similares')).not.toBeInTheDocument();
  fireEvent.keyDown(document.body, { key: 'Tab' });
  expect(screen.getByText('Productos similares')).toBeInTheDocument();
});

test('a browser without IntersectionObserver mounts the content at once', () => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  render(<NearViewport placeholderHeight={400}>{content}</NearViewport>);
  expect(screen.getByText('Productos similares')).toBeInTheDocument();
});

test('the server renders the placeholder, so the page hydrates the same', () => {
  const html = renderToString(<NearViewport placeholderHeight={400}>{content}</NearViewport>);
  expect(html).toContain('data-testid="near-viewport-placeholder"');
  expect(html).not.toContain('Productos similares');
});
