// A server-rendered page hands its session over; on the server each request reads its own store.
type SessionModule = typeof import('@shop/shared/session') & { renderToString: typeof import('react-dom/server').renderToString };

/**
 * Imports a fresh copy of the session module, as a page load would, with the page and storage as they are now (and
 * react-dom/server from the same module registry, so both see one React).
 */
function loadSessionModule(): SessionModule {
  let mod: SessionModule | undefined;
  jest.isolateModules(() => {
    mod = { ...jest.requireActual('@shop/shared/session'), renderToString: jest.requireActual('react-dom/server').renderToString };
  });
  return mod as SessionModule;
}

function renderPage(session: object | null) {
  document.body.innerHTML = session ? `<script type="application/json" id="shop-session">${JSON.stringify(session)}</script>` : '';
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'shop_lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.body.innerHTML = '';
});

it('starts from the session the page was rendered with and writes it over what an earlier page load stored', () => {
  localStorage.setItem('userId', '9');
  localStorage.setItem('userData', JSON.stringify({ roleName: 'USER', userAddressId: '4' }));
  localStorage.setItem('cartId', '90');
  renderPage({ userId: '12', userData: { roleName: 'WEB_GUEST_USER', userAddressId: null }, roleId: '2', cartId: '31', dob: null, language: 'en', country: 'PE', languageChosen: true });
  const { useSession, pendingLanguage } = loadSessionModule();
  expect(useSession.getState()).toMatchObject({ userId: '12', userData: { roleName: 'WEB_GUEST_USER', userAddressId: null }, cartId: '31', language: 'en' });
  expect(localStorage.getItem('userId')).toBe('12');
  expect(localStorage.getItem('cartId')).toBe('31');
  expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual({ roleName: 'WEB_GUEST_USER', userAddressId: null });
  expect(document.cookie).toContain('shop_lang=en');
  expect(pendingLanguage()).toBeNull();
});

it('a page rendered signed out forgets a stored user (the cookie is the truth)', () => {
  localStorage.setItem('userId', '9');
  localStorage.setItem('language', 'es');
  renderPage({ userId: null, userData: null, roleId: null, cartId: null, dob: null, language: 'es', country: 'PE', languageChosen: true });
  const { useSession } = loadSessionModule();
  expect(useSession.getState().userId).toBeNull();
  expect(localStorage.getItem('userId')).toBeNull();
});

it('a page rendered in the default language because no cookie said otherwise switches to the stored language afterwards', () => {
  localStorage.setItem('language', 'en');
  renderPage({ userId: null, userData: null, roleId: null, cartId: null, dob: null, language: 'es', country: 'PE', languageChosen: false });
  const { useSession, pendingLanguage } = loadSessionModule();
  expect(useSession.getState().language).toBe('es'); // the first render matches the HTML
  expect(pendingLanguage()).toBe('en');
});

it('without a rendered session (the static shell) it reads localStorage and tells the server the language by cookie', () => {
  localStorage.setItem('userId', '5');
  localStorage.setItem('language', 'en');
  renderPage(null);
  const { useSession, pendingLanguage } = loadSessionModule();
  expect(useSession.getState()).toMatchObject({ userId: '5', language: 'en' });
  expect(document.cookie).toContain('shop_lang=en');
  expect(pendingLanguage()).toBeNull();
  useSession.getState().setLanguage('es');
  expect(document.cookie).toContain('shop_lang=es');
});

it('garbage in the page is no session: the stored one is used', () => {
  localStorage.setItem('userId', '5');
  document.body.innerHTML = '<script type="application/json" id="shop-session">{not json</script>';
  const { useSession } = loadSessionModule();
  expect(useSession.getState().userId).toBe('5');
});

describe('on the server', () => {
  const key = Symbol.for('shop.request-scope');
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[key];
  });

  it('each request renders and reads its own store, never the page store', () => {
    localStorage.setItem('userId', 'page-user');
    const { useSession, createSessionStore, toSessionData, renderToString } = loadSessionModule();
    const storeOf = (userId: string) => createSessionStore(toSessionData({ userId, language: 'en' })!);
    let current: ReturnType<typeof storeOf> | undefined;
    (globalThis as Record<symbol, unknown>)[key] = { getStore: () => (current ? { session: current, head: { meta: null } } : undefined) };
    function Who() {
      return <span>{useSession((s) => `${s.userId}/${s.language}`)}</span>;
    }
    current = storeOf('a');
    expect(renderToString(<Who />)).toBe('<span>a/en</span>');
    expect(useSession.getState().userId).toBe('a');
    current = storeOf('b');
    expect(renderToString(<Who />)).toBe('<span>b/en</span>');
    current = undefined;
    expect(useSession.getState().userId).toBe('page-user');
  });
});
