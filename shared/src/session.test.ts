// The session store writes exactly its localStorage keys and announces identity changes.
import { events } from '@shop/shared/events';
import { hasAddress, isGuest, isLoggedIn, isVerified, readStoredSession, useSession } from '@shop/shared/session';

const auth = jest.fn();
const address = jest.fn();
let offs: (() => void)[] = [];

beforeEach(() => {
  useSession.getState().clear();
  localStorage.clear();
  useSession.setState({ language: 'es', country: 'PE' });
  auth.mockClear();
  address.mockClear();
  offs = [events.on('auth:changed', auth), events.on('address:changed', address)];
});
afterEach(() => offs.forEach((off) => off()));

it('stores the user under userId, userData, roleId, cartId, dob (nothing else)', () => {
  const s = useSession.getState();
  s.setUser({ userId: 42, roleName: 'USER', roleId: 3, userAddressId: 7, dob: '1990-05-17' });
  s.setCartId(11);
  s.setLanguage('en');
  s.setCountry('PE');
  expect(Object.keys({ ...localStorage }).sort()).toEqual(['cartId', 'country', 'dob', 'language', 'roleId', 'userData', 'userId']);
  expect(localStorage.getItem('userId')).toBe('42');
  expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual({ roleName: 'USER', userAddressId: '7' });
  expect(localStorage.getItem('roleId')).toBe('3');
  expect(localStorage.getItem('cartId')).toBe('11');
  expect(localStorage.getItem('dob')).toBe('1990-05-17');
  expect(localStorage.getItem('language')).toBe('en');
  expect(useSession.getState().userId).toBe('42');
});

it('clear() forgets the user but keeps language and country', () => {
  const s = useSession.getState();
  s.setUser({ userId: 1, roleName: 'WEB_GUEST_USER', userAddressId: 2 });
  s.setCartId(5);
  s.setDob(631152000000);
  s.setLanguage('en');
  s.clear();
  expect(Object.keys({ ...localStorage }).sort()).toEqual(['country', 'language']);
  expect(useSession.getState()).toMatchObject({ userId: null, userData: null, roleId: null, cartId: null, dob: null, language: 'en', country: 'PE' });
});

it('reads a session written by an earlier page load', () => {
  localStorage.setItem('userId', '9');
  localStorage.setItem('userData', JSON.stringify({ roleName: 'USER', userAddressId: 4 }));
  localStorage.setItem('language', 'en');
  expect(readStoredSession()).toMatchObject({ userId: '9', userData: { roleName: 'USER', userAddressId: '4' }, language: 'en', country: 'PE' });
  localStorage.setItem('language', 'fr');
  localStorage.setItem('userData', '{broken');
  expect(readStoredSession()).toMatchObject({ language: 'es', userData: null });
});

it('follows another tab through the storage event', () => {
  localStorage.setItem('userId', '77');
  localStorage.setItem('userData', JSON.stringify({ roleName: 'USER', userAddressId: null }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'userId' }));
  expect(useSession.getState().userId).toBe('77');
  expect(auth).toHaveBeenCalledWith({ userId: '77', roleName: 'USER' });
});

it('announces login, logout and address changes once each', () => {
  const s = useSession.getState();
  s.setUser({ userId: 1, roleName: 'WEB_GUEST_USER', userAddressId: 2 });
  expect(auth).toHaveBeenLastCalledWith({ userId: '1', roleName: 'WEB_GUEST_USER' });
  expect(address).toHaveBeenLastCalledWith({ userAddressId: '2' });
  s.setUser({ userId: 1, roleName: 'USER' }); // verified: address kept
  expect(auth).toHaveBeenCalledTimes(2);
  expect(address).toHaveBeenCalledTimes(1);
  s.setUserAddressId(3);
  expect(address).toHaveBeenLastCalledWith({ userAddressId: '3' });
  s.setCartId(8);
  expect(auth).toHaveBeenCalledTimes(2);
  s.clear();
  expect(auth).toHaveBeenLastCalledWith({ userId: null, roleName: null });
  expect(address).toHaveBeenLastCalledWith({ userAddressId: null });
});

it('selectors tell anonymous, guest and verified apart', () => {
  const s = useSession.getState();
  expect([isLoggedIn, isGuest, isVerified, hasAddress].map((f) => f(useSession.getState()))).toEqual([false, false, false, false]);
  s.setUser({ userId: 1, roleName: 'WEB_GUEST_USER', userAddressId: 2 });
  expect([isLoggedIn, isGuest, isVerified, hasAddress].map((f) => f(useSession.getState()))).toEqual([true, true, false, true]);
  s.setUser({ userId: 1, roleName: 'USER', userAddressId: null });
  expect([isLoggedIn, isGuest, isVerified, hasAddress].map((f) => f(useSession.getState()))).toEqual([true, false, true, false]);
});
