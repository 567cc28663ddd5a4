// Where toasts appear: top-right on wide screens, top-centre on phones, three at most.
import { render } from '@testing-library/react';
import type { SnackbarProviderProps } from 'notistack';
import { ToastProvider } from './toast-provider';

const mockSeen: SnackbarProviderProps[] = [];
jest.mock('notistack', () => ({
  SnackbarProvider: (props: SnackbarProviderProps) => {
    mockSeen.push(props);
    return props.children;
  },
}));

function viewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)/.exec(query);
    return { matches: !!max && width <= Number(max[1]), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  };
}

beforeEach(() => (mockSeen.length = 0));

test('toasts sit top-right on wide screens, at most three', () => {
  viewportWidth(1280);
  render(<ToastProvider>page</ToastProvider>);
  expect(mockSeen.at(-1)).toMatchObject({ maxSnack: 3, anchorOrigin: { vertical: 'top', horizontal: 'right' } });
});

test('toasts sit top-centre up to 767 px', () => {
  viewportWidth(767);
  render(<ToastProvider>page</ToastProvider>);
  expect(mockSeen.at(-1)).toMatchObject({ maxSnack: 3, anchorOrigin: { vertical: 'top', horizontal: 'center' } });
});
