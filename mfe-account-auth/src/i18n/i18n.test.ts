// The account texts: both languages hold the same keys, none empty, and the toasts and notices the other apps rely on.
import es from './es.json';
import en from './en.json';
import headerEs from './header/es.json';
import headerEn from './header/en.json';
import { expectSameKeysFilled, textEntries as entries, type Texts } from '../../../tools/jest/remote/texts';

it.each([['the account', es, en], ['the header', headerEs, headerEn]])('es and en hold the same keys in %s texts, none empty', (_, es: Texts, en: Texts) => {
  expectSameKeysFilled(es, en);
});

it.each([
  // Toasts: the code sent, the delivery address updated, and 'Required' with the map-location message.
  'header.otpSentSuccess', 'header.addressUpdateSuccess', 'location.form.errors.required', 'location.form.errors.mapRequired',
  // The login header after the code is sent; the map's notices.
  'header.verificationCode', 'location.addressNotFound', 'location.incorrectAddress.title', 'location.geolocationUnsupported',
])('has the key %s in both languages', (key) => {
  expect(new Map(entries(es)).get(key)).toEqual(expect.any(String));
  expect(new Map(entries(en)).get(key)).toEqual(expect.any(String));
});

it('keeps the fixed English wording of the geolocation alert and the required-field notice', () => {
  const english = new Map(entries(en));
  expect(english.get('location.geolocationUnsupported')).toBe('Geolocation is not supported by this browser.');
  expect(english.get('location.form.errors.required')).toBe('Required');
});
