// The account texts: both languages hold the same keys, none empty, and the toasts and notices the other apps rely on.
import es from './es.json';
import en from './en.json';

type Texts = { [key: string]: string | Texts };
const entries = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : entries(v, `${prefix}${k}.`)));

it('es and en hold the same keys, none empty', () => {
  const [esKeys, enKeys] = [entries(es), entries(en)];
  expect(enKeys.map(([k]) => k).sort()).toEqual(esKeys.map(([k]) => k).sort());
  expect([...esKeys, ...enKeys].filter(([, text]) => text.trim() === '')).toEqual([]);
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
