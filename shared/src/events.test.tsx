// The event bus delivers typed payloads, unsubscribes cleanly and isolates failing handlers.
import { render } from '@testing-library/react';
import { createEventBus, events, useEvent } from '@shop/shared/events';

describe('createEventBus', () => {
  it('delivers payloads to every subscriber until it unsubscribes', () => {
    const bus = createEventBus();
    const a = jest.fn();
    const b = jest.fn();
    const offA = bus.on('cart:changed', a);
    bus.on('cart:changed', b);
    bus.emit('cart:changed', { cartCount: 2 });
    offA();
    bus.emit('cart:changed', { cartCount: 3 });
    expect(a.mock.calls).toEqual([[{ cartCount: 2 }]]);
    expect(b.mock.calls).toEqual([[{ cartCount: 2 }], [{ cartCount: 3 }]]);
  });

  it('emits payload-less events without an argument and keeps events apart', () => {
    const bus = createEventBus();
    const open = jest.fn();
    const other = jest.fn();
    bus.on('cart:open', open);
    bus.on('order:placed', other);
    bus.emit('cart:open');
    expect(open).toHaveBeenCalledWith(undefined);
    expect(other).not.toHaveBeenCalled();
  });

  it('a throwing handler does not stop the others', () => {
    const bus = createEventBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    bus.on('remote:failed', () => {
      throw new Error('boom');
    });
    bus.on('remote:failed', after);
    bus.emit('remote:failed', { remote: 'cart', module: './CartButton', error: new Error('x') });
    expect(after).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('a handler unsubscribing during emit does not skip the next one', () => {
    const bus = createEventBus();
    const second = jest.fn();
    const off = bus.on('auth:changed', () => off());
    bus.on('auth:changed', second);
    bus.emit('auth:changed', { userId: null, roleName: null });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('reports an event nobody listens to, once, and stays quiet once someone listens', () => {
    const bus = createEventBus();
    const unhandled = jest.fn();
    bus.on('event:unhandled', unhandled);
    bus.emit('auth:login-required', { reason: 'header' });
    // The payload travels along, so the host can deliver the request late (its remote still loading).
    expect(unhandled.mock.calls).toEqual([[{ name: 'auth:login-required', payload: { reason: 'header' } }]]);
    const off = bus.on('auth:login-required', () => undefined);
    bus.emit('auth:login-required');
    expect(unhandled).toHaveBeenCalledTimes(1);
    off();
    bus.emit('auth:login-required');
    expect(unhandled).toHaveBeenCalledTimes(2);
  });

  it('an unheard "event:unhandled" is simply dropped (no loop)', () => {
    const bus = createEventBus();
    expect(() => bus.emit('cart:open')).not.toThrow();
  });
});

describe('useEvent', () => {
  function Listener({ onEvent }: { onEvent: (lang: string) => void }) {
    useEvent('language:changed', ({ language }) => onEvent(language));
    return null;
  }

  it('calls the latest handler while mounted and stops on unmount', () => {
    const first = jest.fn();
    const second = jest.fn();
    const view = render(<Listener onEvent={first} />);
    events.emit('language:changed', { language: 'en' });
    view.rerender(<Listener onEvent={second} />);
    events.emit('language:changed', { language: 'es' });
    view.unmount();
    events.emit('language:changed', { language: 'en' });
    expect(first.mock.calls).toEqual([['en']]);
    expect(second.mock.calls).toEqual([['es']]);
  });
});

describe('held while the page hydrates', () => {
  it('keeps an event nobody listens to yet and hands it to the listener that came meanwhile on release', () => {
    const bus = createEventBus();
    const unhandled = jest.fn();
    bus.on('event:unhandled', unhandled);
    bus.hold();
    bus.emit('auth:login-required', { reason: 'header' });
    expect(unhandled).not.toHaveBeenCalled();
    const open = jest.fn();
    bus.on('auth:login-required', open);
    expect(open).not.toHaveBeenCalled();
    bus.release();
    expect(open).toHaveBeenCalledWith({ reason: 'header' });
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('an event still unanswered at release is reported unhandled; after release nothing is kept', () => {
    const bus = createEventBus();
    const unhandled = jest.fn();
    bus.on('event:unhandled', unhandled);
    bus.hold();
    bus.emit('location:required');
    bus.release();
    expect(unhandled).toHaveBeenCalledWith({ name: 'location:required', payload: undefined });
    bus.emit('cart:open');
    expect(unhandled).toHaveBeenCalledWith({ name: 'cart:open', payload: undefined });
  });

  it('an event with a listener is delivered at once while held', () => {
    const bus = createEventBus();
    const open = jest.fn();
    bus.on('cart:open', open);
    bus.hold();
    bus.emit('cart:open');
    expect(open).toHaveBeenCalledTimes(1);
    bus.release();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
