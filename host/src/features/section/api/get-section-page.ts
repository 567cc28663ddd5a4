// A static section's page (about us, FAQs, terms...): the HTML document its metadata key links to, made safe to show.
import { metadataPageQueryOptions } from '@shop/shared/calls';
import { queryOptions, type QueryClient } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';

export interface SectionPage {
  /** The sanitized HTML, its leading h1 removed (the page shows its own title). */
  html: string;
  /** The language it was read in (the article's lang). */
  language: string;
}

/**
 * The page shows its own h1 (also while loading or failing), so the document's leading h1 — its title —
 * would repeat it: drop it, and demote any other h1 so the page keeps one top-level heading.
 */
function withOneHeading(fragment: DocumentFragment): string {
  const first = fragment.firstElementChild;
  if (first?.tagName === 'H1') first.remove();
  for (const h1 of Array.from(fragment.querySelectorAll('h1'))) {
    const h2 = document.createElement('h2');
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** The page HTML comes from a link an operator configures: never trust it (no scripts, no handlers). */
async function loadSafePage(client: QueryClient, key: string): Promise<SectionPage> {
  const language = useSession.getState().language;
  // DOMPurify is loaded only by this page, not by the first screen.
  const [{ default: DOMPurify }, html] = await Promise.all([import('dompurify'), client.fetchQuery(metadataPageQueryOptions(key))]);
  const fragment = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'], RETURN_DOM_FRAGMENT: true });
  return { html: withOneHeading(fragment), language };
}

export const sectionKeys = {
  all: ['sections'] as const,
  page: (metadataKey: string) => [...sectionKeys.all, metadataKey] as const,
};

/** A section's safe page in the session's language (only the language makes it stale). */
export const sectionPageQueryOptions = (metadataKey: string) => queryOptions({
  queryKey: sectionKeys.page(metadataKey),
  queryFn: ({ client }) => loadSafePage(client, metadataKey),
  meta: { staleOn: ['language'] },
});
