// Reads the support phone and e-mail out of the supportPage HTML, as the host footer reads its phone (first
// tel: link); the host's helper lives in another app, so this is the account remote's own small parser.

export interface SupportContacts {
  /** What to dial, digits and a leading '+' only; null when the page has no phone link. */
  phone: { dial: string; label: string } | null;
  /** The address of the first mailto: link; null when there is none. */
  email: string | null;
}

const textOf = (el: Element): string => el.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The first tel: and mailto: links of an HTML document, parsed inertly (DOMParser runs no scripts). */
export function parseSupportContacts(html: string): SupportContacts {
  const doc = new DOMParser().parseFromString(html, 'text/html');

  let phone: SupportContacts['phone'] = null;
  const tel = doc.querySelector('a[href^="tel:" i]');
  const telHref = tel?.getAttribute('href');
  if (tel && telHref) {
    const number = safeDecode(telHref.slice('tel:'.length)).trim();
    const dial = number.replace(/[^\d+]/g, '');
    const text = textOf(tel);
    if (/\d/.test(dial)) phone = { dial, label: /\d/.test(text) ? text : number };
  }

  let email: string | null = null;
  const mail = doc.querySelector('a[href^="mailto:" i]');
  const mailHref = mail?.getAttribute('href');
  if (mailHref) {
    // Drop '?subject=...' and keep the first recipient.
    const address = safeDecode(mailHref.slice('mailto:'.length).split('?')[0] ?? '').split(',')[0]?.trim() ?? '';
    if (address.includes('@')) email = address;
  }

  return { phone, email };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
