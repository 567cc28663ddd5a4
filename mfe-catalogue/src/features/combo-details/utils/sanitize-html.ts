// The combo description is HTML typed in the back office: never trusted (no scripts, no event handlers, no styles).
// DOMPurify loads with the first description, not with the page.

/** The description as safe HTML. */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of HTML where there is no DOM (a server render): tags dropped, the common entities read. */
const withoutTags = (html: string) => html
  .replace(/<[^>]*>/g, ' ')
  .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** The text of some HTML (for the page's meta description); an inert document never runs or loads anything. */
export function textOf(html: string): string {
  const text = typeof DOMParser === 'undefined' ? withoutTags(html) : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}
