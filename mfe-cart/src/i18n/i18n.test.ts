// The cart texts: both languages hold the same keys, none empty, in the cart's own texts and in its header pieces'.
import es from './es.json';
import en from './en.json';
import headerEs from './header/es.json';
import headerEn from './header/en.json';

type Texts = { [key: string]: string | Texts };
const keys = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : keys(v, `${prefix}${k}.`)));

it.each([['the cart', es, en], ['the header', headerEs, headerEn]])('es and en hold the same keys in %s texts, none empty', (_, es: Texts, en: Texts) => {
  const [esKeys, enKeys] = [keys(es), keys(en)];
  expect(enKeys.map(([k]) => k).sort()).toEqual(esKeys.map(([k]) => k).sort());
  expect([...esKeys, ...enKeys].filter(([, text]) => text.trim() === '')).toEqual([]);
});
