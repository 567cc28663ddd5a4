// The settings page: switching the language applies it at once and keeps it (localStorage 'language').
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@shop/shared/events';
import { changeLanguage } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import SettingsPage from './settings-page';
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
