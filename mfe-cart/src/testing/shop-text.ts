// Matchers for dates and times the shop writes through Intl: ICU versions differ in the spaces inside 'p. m.'
// (U+202F / U+00A0 / plain) and in the full stop after abbreviated months and weekdays ('mar' / 'mar.').

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A three-letter abbreviation ('mié', 'dic'), with or without its full stop, maybe followed by a comma. */
const ABBREVIATION = /^(\p{L}{3})\.?(,?)$/u;

/** The text, exactly, where any space may be any space and an abbreviation's full stop is optional. */
export function shopText(text: string): RegExp {
  const words = text.split(' ').map((word) => {
    const abbreviation = ABBREVIATION.exec(word);
    return abbreviation ? `${escape(abbreviation[1] as string)}\\.?${abbreviation[2]}` : escape(word);
  });
  return new RegExp(`^${words.join('\\s')}$`, 'u');
}

/** Text with Intl's narrow and no-break spaces as plain ones. */
export const plainSpaces = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
