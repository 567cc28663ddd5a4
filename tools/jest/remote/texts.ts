// An app's texts in tests: every key with its text, and the check that both languages hold the same keys, none empty.
export type Texts = { [key: string]: string | Texts };

/** Every text under its dotted key, e.g. ['location.set', 'Elegir ubicación']. */
export const textEntries = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : textEntries(v, `${prefix}${k}.`)));

export function expectSameKeysFilled(es: Texts, en: Texts): void {
  const [esKeys, enKeys] = [textEntries(es), textEntries(en)];
  expect(enKeys.map(([k]) => k).sort()).toEqual(esKeys.map(([k]) => k).sort());
  expect([...esKeys, ...enKeys].filter(([, text]) => text.trim() === '')).toEqual([]);
}
