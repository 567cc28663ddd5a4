// The combo description is HTML typed in the back office: never trusted (no scripts, no event handlers, no styles).
// DOMPurify loads with the first description, not with the page.

/** The description as safe HTML. */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
}

/** The text of some HTML (for the page's meta description); an inert document never runs or loads anything. */
export function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
