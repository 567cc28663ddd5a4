// The account texts: both languages hold the same keys, none empty, and the keys catalogue-browsing.md §4 and §8 name.
import es from './es.json';
import en from './en.json';
import headerEs from './header/es.json';
import headerEn from './header/en.json';
import { expectSameKeysFilled, textEntries as entries, type Texts } from '../../../tools/jest/remote/texts';

it.each([['the account', es, en], ['the header', headerEs, headerEn]])('es and en hold the same keys in %s texts, none empty', (_, es: Texts, en: Texts) => {
  expectSameKeysFilled(es, en);
});

it.each([
  // §8 toasts: the code sent, the delivery address updated, and 'Required' with the map-location message.
  'header.otpSentSuccess', 'header.addressUpdateSuccess', 'location.form.errors.required', 'location.form.errors.mapRequired',
  // §4 the login header after the code is sent; §8 the map's notices.
  'header.verificationCode', 'location.addressNotFound', 'location.incorrectAddress.title', 'location.geolocationUnsupported',
])('names the spec key %s in both languages', (key) => {
  expect(new Map(entries(es)).get(key)).toEqual(expect.any(String));
  expect(new Map(entries(en)).get(key)).toEqual(expect.any(String));
});

it("keeps the spec's own English words where it quotes them", () => {
  const english = new Map(entries(en));
  expect(english.get('location.geolocationUnsupported')).toBe('Geolocation is not supported by this browser.');
  expect(english.get('location.form.errors.required')).toBe('Required');
});
