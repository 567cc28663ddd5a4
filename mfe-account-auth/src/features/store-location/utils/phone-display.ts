// A store's phone number as Peruvians write it — mobiles '987 654 321', Lima '(01) 615-0001', the provinces
// '(054) 123-456' — and its dialable tel: target (+51…). A number of another shape is shown as the store wrote it.
// Written here rather than taken from a library: three national patterns, where libphonenumber's metadata would add
// tens of KB to the page for one line of text.

const PATTERNS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(9\d{2})(\d{3})(\d{3})$/, (m) => `${m[1]} ${m[2]} ${m[3]}`],
  [/^1(\d{3})(\d{4})$/, (m) => `(01) ${m[1]}-${m[2]}`],
  [/^([4-8]\d)(\d{3})(\d{3})$/, (m) => `(0${m[1]}) ${m[2]}-${m[3]}`],
];

export function storePhone(raw: string): { display: string; dial: string } {
  const digits = raw.replace(/\D/g, '');
  // +51 (or 0051) is the country; a leading 0 is the trunk prefix of an area code written nationally ('01 …').
  const national = /^\s*(\+|00)51/.test(raw) ? digits.replace(/^(00)?51/, '') : digits.replace(/^0(?=[1-8])/, '');
  for (const [pattern, format] of PATTERNS) {
    const match = pattern.exec(national);
    if (match) return { display: format(match), dial: `+51${national}` };
  }
  return { display: raw.trim(), dial: raw.replace(/[^\d+]/g, '') };
}
