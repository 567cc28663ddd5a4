// The product slug rule of the specs, the same as the front end's `slugify` in shared/src/format.ts (the API cannot
// import the front-end package): lowercase, accents kept, other non-alphanumerics removed, spaces → hyphens.

export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('es')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
