// The support page's phone: the first tel: link of the HTML document the supportPage metadata links to.

export interface PhoneLink {
  /** What to dial (the href without 'tel:'). */
  number: string;
  /** How the page writes it, e.g. '(01) 615 0000'; the number itself when the link text has no digits. */
  label: string;
}

/** The first `tel:` link of an HTML document, parsed inertly (DOMParser runs no scripts). */
export function firstPhoneIn(html: string): PhoneLink | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const link = doc.querySelector('a[href^="tel:" i]');
  const href = link?.getAttribute('href');
  if (!link || !href) return null;
  const number = decodeURIComponent(href.slice('tel:'.length)).trim();
  if (number === '') return null;
  const text = link.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return { number, label: /\d/.test(text) ? text : number };
}
