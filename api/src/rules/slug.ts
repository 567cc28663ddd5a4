// The slug of product, combo, category and banner paths: lowercase, accents kept, other non-alphanumerics removed,
// spaces → hyphens. The API builds the links with it and the pages correct a wrong one in the address bar.

export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('es')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
