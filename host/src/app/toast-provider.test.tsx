// Where toasts appear (top-right on wide screens, top-centre on phones, three at most), and that notistack is not loaded
// with the first view but on idle or with the first toast, which then shows.
import { act, render, screen } from '@testing-library/react';
import { enqueueSnackbar } from '@shop/shared/toast';
import type { SnackbarProviderProps } from 'notistack';
import { ToastProvider } from './toast-provider';

const mockSeen: SnackbarProviderProps[] = [];
const mockShown: string[] = [];
jest.mock('notistack', () => ({
  SnackbarProvider: (props: SnackbarProviderProps) => {
    mockSeen.push(props);
    return null;
  },
  enqueueSnackbar: (message: string) => mockShown.push(message),
  closeSnackbar: () => undefined,
}));

let idleCallbacks: (() => void)[] = [];
const runIdle = () => act(() => idleCallbacks.splice(0).forEach((callback) => callback()));

function viewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)/.exec(query);
    return { matches: !!max && width <= Number(max[1]), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  };
}

beforeEach(() => {
  mockSeen.length = 0;
  mockShown.length = 0;
  idleCallbacks = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })));
  window.cancelIdleCallback = jest.fn();
});

test('toasts sit top-right on wide screens, at most three; the provider comes when the page is idle', async () => {
  viewportWidth(1280);
  const { unmount } = render(<ToastProvider>page</ToastProvider>);
  expect(screen.getByText('page')).toBeInTheDocument();
  await act(async () => undefined);
  expect(mockSeen).toHaveLength(0);
  runIdle();
  await act(async () => undefined);
  expect(mockSeen.at(-1)).toMatchObject({ maxSnack: 3, anchorOrigin: { vertical: 'top', horizontal: 'right' } });
  unmount();
});

test('toasts sit top-centre up to 767 px; a toast before the idle period loads the provider and then shows', async () => {
  viewportWidth(767);
  const { unmount } = render(<ToastProvider>page</ToastProvider>);
  act(() => void enqueueSnackbar('Sin conexión'));
  await act(async () => undefined);
  expect(mockSeen.at(-1)).toMatchObject({ maxSnack: 3, anchorOrigin: { vertical: 'top', horizontal: 'center' } });
  expect(mockShown).toEqual(['Sin conexión']);
  unmount();
});
