import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@shop/shared/events';
import { changeLanguage } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { LocationChip } from './location-chip';
import { mockApi } from '../../../../../tools/jest/remote/mock-api';
import { hydrateControl, renderWithShell } from '../../../../../tools/jest/remote/render';

const addresses = [
  { userAddressId: 1, street1: 'Av. Larco 345, Miraflores', defaultShipping: false },
  { userAddressId: 2, street1: 'Calle Las Begonias 120, San Isidro', defaultShipping: true },
];

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ userId: null, userData: null, language: 'es', country: 'PE' });
});

describe('LocationChip', () => {
  it('on a page rendered on the server, says it cannot be pressed until hydrated (a press then would be lost), then asks for a location', async () => {
    mockApi(() => ({ data: { count: 0, records: [] } }));
    const { served, control: chip, mismatches, unmount } = await hydrateControl(<LocationChip />, '[role="button"]');
    expect(served).toBe('true');
    expect(chip).not.toHaveAttribute('aria-disabled');
    const asked = jest.fn();
    const off = events.on('location:required', asked);
    await userEvent.click(chip);
    expect(asked).toHaveBeenCalled();
    off();
    expect(mismatches).toEqual([]);
    unmount();
  });

  it("asks to set a location ('Elegir ubicación' / 'Set location') when there is no address, without calling the API", async () => {
    const api = mockApi(() => ({ data: { count: 0, records: [] } }));
    await renderWithShell(<LocationChip />);
    expect(screen.getByRole('button', { name: 'Ubicación de entrega: Elegir ubicación. Cambiar' })).toHaveTextContent('Elegir ubicación');
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('button', { name: /Set location/ })).toHaveTextContent('Set location');
    await act(() => changeLanguage('es'));
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the street of the session's address", async () => {
    const api = mockApi(() => ({ data: { count: 2, records: addresses } }));
    useSession.setState({ userId: '9', userData: { roleName: 'USER', userAddressId: '1' } });
    await renderWithShell(<LocationChip />);
    expect(await screen.findByRole('button', { name: /Av\. Larco 345, Miraflores/ })).toBeInTheDocument();
    expect(api.mock.calls[0]![0].url).toBe('/user-addresses/9');
  });

  it('follows address:changed to the new default address', async () => {
    mockApi(() => ({ data: { count: 2, records: addresses } }));
    useSession.setState({ userId: '9', userData: { roleName: 'WEB_GUEST_USER', userAddressId: '1' } });
    await renderWithShell(<LocationChip />);
    await screen.findByText('Av. Larco 345, Miraflores');
    act(() => useSession.getState().setUserAddressId('2'));
    expect(await screen.findByText('Calle Las Begonias 120, San Isidro')).toBeInTheDocument();
  });

  it('emits location:required on click', async () => {
    mockApi(() => ({ data: { count: 0, records: [] } }));
    const required = jest.fn();
    const off = events.on('location:required', required);
    await renderWithShell(<LocationChip />);
    await userEvent.click(screen.getByRole('button', { name: /Elegir ubicación/ }));
    expect(required).toHaveBeenCalledTimes(1);
    off();
  });
});
