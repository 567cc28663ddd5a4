// The toast entry: toasts asked for before notistack's provider is there wait for it, ask the host for it once, and
// show in order when it comes; afterwards they go straight through.
import { closeSnackbar, enqueueSnackbar, onToastsNeeded, toastsReady, type ToastOutlet } from './toast';

function fakeOutlet() {
  const calls: unknown[][] = [];
  const outlet: ToastOutlet = {
    enqueueSnackbar: (message, options) => {
      calls.push(['enqueue', message, options]);
      return options?.key ?? 'none';
    },
    closeSnackbar: (key) => void calls.push(['close', key]),
  };
  return { outlet, calls };
}

afterEach(() => toastsReady(null));

test('before the provider: toasts wait, the host is asked once, and they show in order when it mounts', () => {
  const needed = jest.fn();
  const stop = onToastsNeeded(needed);
  const first = enqueueSnackbar('Sin conexión', { variant: 'warning', key: 'offline' });
  const second = enqueueSnackbar('Producto agregado');
  closeSnackbar('offline');
  expect(first).toBe('offline');
  expect(second).toEqual(expect.stringMatching(/^toast-\d+$/));
  expect(needed).toHaveBeenCalledTimes(1);

  const { outlet, calls } = fakeOutlet();
  toastsReady(outlet);
  expect(calls).toEqual([
    ['enqueue', 'Sin conexión', { variant: 'warning', key: 'offline' }],
    ['enqueue', 'Producto agregado', { key: second }],
    ['close', 'offline'],
  ]);
  stop();
});

test('a host that starts listening after a toast waits is asked at once', () => {
  enqueueSnackbar('Pedido realizado');
  const needed = jest.fn();
  const stop = onToastsNeeded(needed);
  expect(needed).toHaveBeenCalledTimes(1);
  stop();
});

test('with the provider mounted, toasts go straight through; closing all before it drops what waited', () => {
  closeSnackbar();
  const { outlet, calls } = fakeOutlet();
  toastsReady(outlet);
  expect(calls).toEqual([]);
  enqueueSnackbar('Listo', { variant: 'success' });
  closeSnackbar();
  expect(calls).toEqual([['enqueue', 'Listo', { variant: 'success', key: expect.any(String) }], ['close', undefined]]);
});
