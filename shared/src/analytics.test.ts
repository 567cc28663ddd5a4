// Analytics events land in window.dataLayer in GA4's shape, the previous ecommerce object cleared first.
import {
  trackAddToCart, trackLoginStep, trackRemoveFromCart, trackScreenView, trackSearch, trackSelectContent, trackSelectItem, SCREEN_NAMES,
} from '@shop/shared/analytics';
import { useSession } from '@shop/shared/session';

const inca = { id: 5, name: 'Inca Kola 500 ml', brand: 'Inca Kola', price: 3.5, quantity: 2 };

beforeEach(() => {
  window.dataLayer = [];
  useSession.setState({ country: 'PE' });
});

it('add_to_cart: clears ecommerce, then pushes currency, value and items', () => {
  trackAddToCart(inca);
  expect(window.dataLayer).toEqual([
    { ecommerce: null },
    { event: 'add_to_cart', ecommerce: { currency: 'PEN', value: 7, items: [{ item_id: '5', item_name: 'Inca Kola 500 ml', item_brand: 'Inca Kola', price: 3.5, quantity: 2 }] } },
  ]);
});

it('remove_from_cart sums several items and rounds to cents', () => {
  trackRemoveFromCart([{ ...inca, quantity: 1, price: 0.1 }, { id: 'c1', name: 'Combo', price: 0.2 }]);
  expect(window.dataLayer?.[1]).toEqual({
    event: 'remove_from_cart',
    ecommerce: { currency: 'PEN', value: 0.3, items: [expect.objectContaining({ item_id: '5', quantity: 1 }), { item_id: 'c1', item_name: 'Combo', price: 0.2, quantity: 1 }] },
  });
});

it('uses the session country currency', () => {
  useSession.setState({ country: 'CO' });
  trackAddToCart(inca);
  expect(window.dataLayer?.[1]).toMatchObject({ ecommerce: { currency: 'COP' } });
});

it('select_item names the list', () => {
  trackSelectItem({ ...inca, index: 2 }, 'popular_products');
  expect(window.dataLayer).toEqual([
    { ecommerce: null },
    { event: 'select_item', ecommerce: { item_list_name: 'popular_products', items: [expect.objectContaining({ item_id: '5', index: 2, item_list_name: 'popular_products' })] } },
  ]);
});

it('select_content sends content_type and a string content_id, without touching ecommerce', () => {
  trackSelectContent({ contentType: 'category', contentId: 2, name: 'Cervezas' });
  trackSelectContent({ contentType: 'brand', contentId: 'b10' });
  expect(window.dataLayer).toEqual([
    { event: 'select_content', content_type: 'category', content_id: '2', content_name: 'Cervezas' },
    { event: 'select_content', content_type: 'brand', content_id: 'b10' },
  ]);
});

it('search, login steps and screen views', () => {
  trackSearch('cerveza');
  trackLoginStep('sendCode');
  trackLoginStep('verifyCode');
  trackLoginStep('setAddress');
  trackLoginStep('guestLogin');
  trackScreenView('product');
  expect(window.dataLayer).toEqual([
    { event: 'search', search_term: 'cerveza' },
    { event: 'login_code_sent', method: 'phone', login_step: 'sendCode' },
    { event: 'login', method: 'phone', login_step: 'verifyCode' },
    { event: 'login_address_set', method: 'phone', login_step: 'setAddress' },
    { event: 'login', method: 'guest', login_step: 'guestLogin' },
    { event: 'screen_view', screen_name: 'product_details' },
  ]);
});

it('has a screen name for every screen of the shop', () => {
  expect(Object.keys(SCREEN_NAMES).sort()).toEqual(['banner', 'brand', 'cart', 'category', 'combo', 'home', 'popular', 'product', 'rebuy', 'search', 'similar']);
});

it('loads no third-party script', () => {
  trackScreenView('home');
  expect(document.querySelectorAll('script')).toHaveLength(0);
});
