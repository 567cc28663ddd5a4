// One e-mail rule for every form and the server.
import { EMAIL_MAX, isEmail } from '../../src/rules/email.js';

test('ordinary addresses pass; malformed ones and ones over 254 characters do not', () => {
  for (const ok of ['maria.quispe@example.pe', 'j+tienda@mail.co', "o'neil@example.com", 'a_b-c@sub.example.org']) expect(isEmail(ok)).toBe(true);
  for (const bad of ['nuevo@', '@example.pe', 'a@b', 'a b@example.pe', 'a..b@example.pe', '.a@example.pe', 'ñandú@example.pe', 'a@example.p']) {
    expect([bad, isEmail(bad)]).toEqual([bad, false]);
  }
  const long = `${'a'.repeat(EMAIL_MAX - '@example.pe'.length + 1)}@example.pe`;
  expect(isEmail(long)).toBe(false);
  expect(isEmail(long.slice(1))).toBe(true);
});
