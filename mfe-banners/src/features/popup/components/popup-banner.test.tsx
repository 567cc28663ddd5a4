// The pop-up banner: saved address only, once a shop day, the view recorded, closing by button, Escape and backdrop.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@shop/shared/session';
import { mockApi } from '../../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { banner } from '../../../testing/fixtures';
import { POPUP_SHOWN_AT_KEY } from '../utils/popup-day';
import { PopupBanner } from './popup-banner';

const popup = banner(5, 'Desayuno Listo', { url: '/combo-offer-details/2', applicableOn: 'COMBOOFFER', comboCount: 1, comboOfferId: 2 });

let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  calls = mockApi((config) => (config.method === 'post' ? { data: { viewCount: 1 } } : { data: { count: 1, records: [popup] } }));
});

const posts = () => calls.mock.calls.map((c) => c[0]).filter((c) => c.method === 'post');
const gets = () => calls.mock.calls.map((c) => c[0]).filter((c) => c.method === 'get');

describe('PopupBanner', () => {
  it('shows nothing and asks nothing without a saved address (guest or customer)', async () => {
    useSession.getState().setUser({ userId: 8, roleName: 'WEB_GUEST_USER', userAddressId: null });
    await renderWithShell(<PopupBanner />);
    await act(() => new Promise((r) => { setTimeout(r, 50); }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('with a saved address: opens once, records the view for the caller, links to its destination', async () => {
    useSession.getState().setUser({ userId: 8, roleName: 'USER', userAddressId: 31 });
    await renderWithShell(<PopupBanner />);
    const dialog = await screen.findByRole('dialog', { name: 'Desayuno Listo' });
    expect(gets()[0]).toMatchObject({ url: '/PE/homescreen/banners', params: expect.objectContaining({ bannerType: 'POPUP', limit: 1, userAddressId: '31' }) });
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ url: '/PE/es/banner/5/viewed' });
    expect(JSON.parse(posts()[0]!.data)).toEqual({ userId: 8, bannerId: 5 });
    expect(localStorage.getItem(POPUP_SHOWN_AT_KEY)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ver oferta' })).toHaveAttribute('href', '/combo-offer-details/2');
    expect(dialog).toContainElement(screen.getByRole('img', { name: 'Desayuno Listo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape, and does not come back the same shop day (a new page load included)', async () => {
    useSession.getState().setUser({ userId: 8, roleName: 'USER', userAddressId: 31 });
    const first = await renderWithShell(<PopupBanner />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();
    calls.mockClear();
    await renderWithShell(<PopupBanner />);
    await act(() => new Promise((r) => { setTimeout(r, 50); }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows again on the next shop day; closes on the backdrop', async () => {
    // Shown "yesterday": the marker holds a day start 24 h before today's.
    localStorage.setItem(POPUP_SHOWN_AT_KEY, String(Date.now() - 2 * 86_400_000));
    useSession.getState().setUser({ userId: 8, roleName: 'USER', userAddressId: 31 });
    await renderWithShell(<PopupBanner />);
    await screen.findByRole('dialog');
    await userEvent.click(document.querySelector('.MuiBackdrop-root')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is once a day per user: a guest who saw it today and then logs in sees it again as the customer, once', async () => {
    useSession.getState().setUser({ userId: 8, roleName: 'WEB_GUEST_USER', userAddressId: 31 });
    await renderWithShell(<PopupBanner />);
    await screen.findByRole('dialog', { name: 'Desayuno Listo' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(posts()).toHaveLength(1));

    act(() => useSession.getState().setUser({ userId: 12, roleName: 'USER', userAddressId: 40 }));
    expect(await screen.findByRole('dialog', { name: 'Desayuno Listo' })).toBeInTheDocument();
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(JSON.parse(posts()[1]!.data)).toEqual({ userId: 12, bannerId: 5 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Back to the first user on this browser: already seen today.
    calls.mockClear();
    act(() => useSession.getState().setUser({ userId: 8, roleName: 'WEB_GUEST_USER', userAddressId: 31 }));
    await act(() => new Promise((r) => { setTimeout(r, 50); }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('appears when the shopper saves an address during the visit', async () => {
    useSession.getState().setUser({ userId: 8, roleName: 'USER', userAddressId: null });
    await renderWithShell(<PopupBanner />);
    await act(() => new Promise((r) => { setTimeout(r, 30); }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => useSession.getState().setUserAddressId(44));
    expect(await screen.findByRole('dialog', { name: 'Desayuno Listo' })).toBeInTheDocument();
  });

  it('no pop-up banner running: nothing is shown and the day is not used up', async () => {
    mockApi(() => ({ data: { count: 0, records: [] } }));
    useSession.getState().setUser({ userId: 8, roleName: 'USER', userAddressId: 31 });
    await renderWithShell(<PopupBanner />);
    await act(() => new Promise((r) => { setTimeout(r, 50); }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(POPUP_SHOWN_AT_KEY)).toBeNull();
  });
});
