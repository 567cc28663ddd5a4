// The settings page: switching the language applies it at once and keeps it (localStorage 'language'); a customer's
// consents: what was accepted, and the marketing consent given and withdrawn.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@shop/shared/events';
import { changeLanguage } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import SettingsPage from './settings-page';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';

beforeEach(async () => {
  localStorage.clear();
  useSession.getState().clear();
  await act(() => changeLanguage('es'));
});

afterAll(async () => {
  await act(() => changeLanguage('es'));
});

describe('settings page', () => {
  it('switches to English at once, persists it and announces language:changed; and back to Spanish', async () => {
    const user = userEvent.setup();
    const changed = jest.fn();
    const off = events.on('language:changed', changed);
    await renderWithShell(<SettingsPage />, { url: '/account/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    const spanish = screen.getByRole('radio', { name: 'Español' });
    const english = screen.getByRole('radio', { name: 'English' });
    expect(spanish).toBeChecked();

    await user.click(english);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(changed).toHaveBeenCalledWith({ language: 'en' });

    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('es');
    off();
  });
});

describe('privacy and communications (Ley 29733)', () => {
  const consentsOf = (granted: boolean, recordedAt: string | null) => ({
    terms: { accepted: true, version: '1', acceptedAt: '2026-11-21T15:00:00.000Z', currentVersion: '1' },
    privacy: { accepted: false, version: '1', acceptedAt: '2026-11-21T15:00:00.000Z', currentVersion: '2' },
    marketing: { granted, version: recordedAt ? '1' : null, recordedAt },
  });

  it('shows what the customer accepted, and withdraws and gives the marketing consent', async () => {
    const user = userEvent.setup();
    let record = consentsOf(true, '2026-11-21T15:00:00.000Z');
    const api = mockApi((config) => {
      if (config.url !== '/PE/customers/9/consents' && config.url !== '/PE/customers/9/consents/marketing') return { status: 404, data: {} };
      if (config.method === 'put') {
        const { granted } = JSON.parse(String(config.data)) as { granted: boolean };
        record = consentsOf(granted, granted ? '2026-11-23T15:00:00.000Z' : '2026-11-22T15:00:00.000Z');
      }
      return { data: record };
    });
    act(() => useSession.getState().setUser({ userId: 9, roleName: 'USER', roleId: 1 }));
    await renderWithShell(<SettingsPage />, { url: '/account/settings' });
    const section = await screen.findByRole('region', { name: 'Privacidad y comunicaciones' });
    expect(await within(section).findByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/section/terms');
    expect(within(section).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/section/policy');
    expect(section).toHaveTextContent('Aceptaste la versión 1 el 21 de noviembre de 2026.');
    expect(section).toHaveTextContent('La versión vigente es la 2: la aceptarás en tu próximo inicio de sesión.');
    const marketing = within(section).getByRole('switch', { name: 'Recibir ofertas y novedades por SMS y correo electrónico' });
    expect(marketing).toBeChecked();
    expect(section).toHaveTextContent('Lo autorizaste el 21 de noviembre de 2026.');

    await user.click(marketing);
    await waitFor(() => expect(section).toHaveTextContent('Retiraste tu autorización el 22 de noviembre de 2026.'));
    expect(within(section).getByRole('switch', { name: /Recibir ofertas/ })).not.toBeChecked();
    await user.click(within(section).getByRole('switch', { name: /Recibir ofertas/ }));
    await waitFor(() => expect(section).toHaveTextContent('Lo autorizaste el 23 de noviembre de 2026.'));
    const puts = api.mock.calls.map(([c]) => c).filter((c) => c.method === 'put').map((c) => JSON.parse(String(c.data)));
    expect(puts).toEqual([{ granted: false }, { granted: true }]);
  });

  it('visitors and guests see only the language', async () => {
    const api = mockApi(() => ({ status: 404, data: {} }));
    await renderWithShell(<SettingsPage />, { url: '/account/settings' });
    await screen.findByRole('heading', { level: 1, name: 'Configuración' });
    expect(screen.queryByRole('region', { name: 'Privacidad y comunicaciones' })).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });
});
