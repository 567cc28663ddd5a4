// /robots.txt and /sitemap.xml: what search engines may crawl (not the shopper's own pages) and every public page to
// find, each with its English alternate (?lang=en).
import type * as Wire from '@shop/api/wire-types';
import { LANGUAGES, type Language } from '@shop/shared/constants';
import { languageUrl } from '@shop/shared/page-meta';
import { paths, ROUTE_TABLE, STATIC_SECTIONS, type StaticSectionId } from '@shop/shared/routes';

/** The path prefix a route-table path covers: '/account/*' → '/account/', '/payment' → '/payment'. */
const prefixOf = (path: string) => path.replace(/\*$/, '').replace(/:.*$/, '');

export function robotsTxt(origin: string): string {
  const privatePaths = ROUTE_TABLE.filter((r) => 'private' in r && r.private).map((r) => prefixOf(r.path));
  return [
    'User-agent: *',
    ...[...privatePaths, paths.maintenance(), '/api/'].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export type SitemapEntries = Wire.SitemapEntries;

/** A search engine reads at most this many URLs from one sitemap file. */
export const SITEMAP_LIMIT = 50_000;

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function urlEntry(origin: string, path: string, lastmod?: string): string {
  const alternates = [...LANGUAGES.map((l: Language) => [l, languageUrl(origin, path, l)]), ['x-default', languageUrl(origin, path, LANGUAGES[0])]]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(href ?? '')}"/>`).join('');
  return `<url><loc>${xml(languageUrl(origin, path, LANGUAGES[0]))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`;
}

/** Every public page: the static ones, then each product, category, brand and combo on offer. */
export function sitemapXml(origin: string, entries: SitemapEntries): string {
  const pages: [string, string?][] = [
    [paths.home()],
    [paths.comboOffersAll()],
    [paths.popularProducts()],
    [paths.storeLocation()],
    ...(Object.keys(STATIC_SECTIONS) as StaticSectionId[]).map((id): [string] => [paths.section(id)]),
    ...entries.categories.map((c): [string] => [paths.categoryDetails(c.name, c.id)]),
    ...entries.brands.map((b): [string] => [paths.brandDetails(b.name, b.id)]),
    ...entries.combos.map((c): [string] => [paths.comboOfferDetails(c.id)]),
    ...entries.products.map((p): [string, string] => [paths.productDetails(p.name, p.id), p.updatedAt.slice(0, 10)]),
  ];
  return '<?xml version="1.0" encoding="UTF-8"?>\n'
    + '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
    + pages.slice(0, SITEMAP_LIMIT).map(([path, lastmod]) => urlEntry(origin, path, lastmod)).join('\n')
    + '\n</urlset>\n';
}

/** The entries, asked of the API directly, in the default language (the slugs of the canonical URLs). */
export async function fetchSitemapEntries(apiUrl: string, timeoutMs: number): Promise<SitemapEntries> {
  const response = await fetch(`${apiUrl}/api/v1/sitemap-entries`, { headers: { accept: 'application/json', 'accept-language': LANGUAGES[0] }, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`the API answered ${response.status} for the sitemap entries`);
  return (await response.json()) as SitemapEntries;
}
