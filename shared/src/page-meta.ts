// Page title, description, canonical URL, language alternates, social (Open Graph / Twitter) tags and structured data
// (JSON-LD) per page. One list of tags (headTags) is written by the server into the HTML and applied by the browser on
// every navigation; the host resets them when the route changes.
import { useEffect } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shop/shared/constants';
import { translate, useTranslation } from '@shop/shared/i18n';
import { requestScope } from './request-scope';

export interface PageMeta {
  /** The page's own title; the document title becomes "<title> | <shop name>". */
  title?: string;
  description?: string;
  /** Absolute or root-relative URL of a raster image (PNG/JPEG) for link previews. */
  image?: string;
  /** Root-relative canonical path of the page when it is not the address itself (e.g. the right slug). */
  url?: string;
  /** Open Graph type; 'website' unless given (a product page may say 'product'). */
  type?: string;
  /** schema.org objects (Product, BreadcrumbList, ...) written as application/ld+json. */
  jsonLd?: readonly Record<string, unknown>[];
  /** Pages nobody should find through a search engine (account, payment): noindex. */
  noindex?: boolean;
}

/** Where the page is: what canonical and alternate URLs are made from. */
export interface PageAddress {
  /** e.g. https://shop.example.pe */
  origin: string;
  pathname: string;
  language: Language;
}

/** One tag of <head>: <title>, <meta>, <link> or a JSON-LD <script>. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'jsonld'; json: string };

/** Marks the tags this module owns, so a navigation replaces exactly them. */
export const HEAD_ATTRIBUTE = 'data-page-meta';

const OG_LOCALES: Record<Language, string> = { es: 'es_PE', en: 'en_US' };

/** The address of a page in a language: the default language has no query, the others `?lang=`. */
export function languageUrl(origin: string, pathname: string, language: Language): string {
  return `${origin}${pathname}${language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`}`;
}

const absolute = (origin: string, url: string) => {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
};

/** The shop's artwork (not its flags) answers every SVG path ending in .png too, as a PNG. */
const ARTWORK_SVG = /^(\/api\/v1\/images\/(?:art|products|categories|brands|banners|combos)\/[^/?#]+)\.svg$/;

/**
 * The picture link previews get: WhatsApp, Facebook and X show no SVG, so the shop's own SVG artwork is named by
 * its PNG twin; any other picture is passed as it is.
 */
function previewImage(origin: string, url: string): string {
  const href = absolute(origin, url);
  try {
    const parsed = new URL(href);
    const artwork = ARTWORK_SVG.exec(parsed.pathname);
    if (!artwork) return href;
    parsed.pathname = `${artwork[1]}.png`;
    return parsed.href;
  } catch {
    return href;
  }
}

/** Every tag of a page's head, in order. */
export function headTags(meta: PageMeta, address: PageAddress, shopName: string): HeadTag[] {
  const { origin, language } = address;
  const pathname = meta.url ? new URL(meta.url, origin).pathname : address.pathname;
  const canonical = languageUrl(origin, pathname, language);
  const title = meta.title ? `${meta.title} | ${shopName}` : shopName;
  const image = meta.image ? previewImage(origin, meta.image) : undefined;
  const tags: HeadTag[] = [{ tag: 'title', text: title }];
  const metaTag = (attr: 'name' | 'property', name: string, content: string | undefined) => {
    if (content) tags.push({ tag: 'meta', attrs: { [attr]: name, content } });
  };
  metaTag('name', 'description', meta.description);
  if (meta.noindex) metaTag('name', 'robots', 'noindex');
  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  for (const lng of LANGUAGES) tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: lng, href: languageUrl(origin, pathname, lng) } });
  tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: languageUrl(origin, pathname, DEFAULT_LANGUAGE) } });
  metaTag('property', 'og:site_name', shopName);
  metaTag('property', 'og:title', meta.title ?? shopName);
  metaTag('property', 'og:description', meta.description);
  metaTag('property', 'og:type', meta.type ?? 'website');
  metaTag('property', 'og:url', canonical);
  metaTag('property', 'og:locale', OG_LOCALES[language]);
  for (const lng of LANGUAGES) if (lng !== language) metaTag('property', 'og:locale:alternate', OG_LOCALES[lng]);
  metaTag('property', 'og:image', image);
  metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  metaTag('name', 'twitter:title', meta.title ?? shopName);
  metaTag('name', 'twitter:description', meta.description);
  metaTag('name', 'twitter:image', image);
  // '<' escaped: the JSON sits inside a <script> element, where "</script>" would end it.
  for (const object of meta.jsonLd ?? []) tags.push({ tag: 'jsonld', json: JSON.stringify(object).replace(/</g, '\\u003c') });
  return tags;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags as HTML, for the server. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  const attrs = (a: Record<string, string>) => Object.entries({ ...a, [HEAD_ATTRIBUTE]: '' }).map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttribute(v)}"`)).join('');
  return tags.map((t) => {
    switch (t.tag) {
      case 'title':
        return `<title>${escapeText(t.text)}</title>`;
      case 'jsonld':
        return `<script type="application/ld+json" ${HEAD_ATTRIBUTE}>${t.json}</script>`;
      default:
        return `<${t.tag}${attrs(t.attrs)}>`;
    }
  }).join('');
}

function currentAddress(): PageAddress {
  const lang = document.documentElement.lang;
  return {
    origin: window.location.origin,
    pathname: window.location.pathname,
    language: (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : DEFAULT_LANGUAGE,
  };
}

/** Replaces the page's tags in document.head (the title and the tags marked as this module's, or named like them). */
function applyHead(tags: readonly HeadTag[]): void {
  for (const el of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}], meta[name="description"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"]`)) el.remove();
  for (const t of tags) {
    if (t.tag === 'title') {
      document.title = t.text;
      continue;
    }
    const el = document.createElement(t.tag === 'jsonld' ? 'script' : t.tag);
    if (t.tag === 'jsonld') {
      el.setAttribute('type', 'application/ld+json');
      el.textContent = t.json;
    } else {
      for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    }
    el.setAttribute(HEAD_ATTRIBUTE, '');
    document.head.appendChild(el);
  }
}

/** Applies a page's meta now (outside React, e.g. after data arrives in a non-component). */
export function setPageMeta(meta: PageMeta, shopName: string = translate('shopName')): void {
  applyHead(headTags(meta, currentAddress(), shopName));
}

/** Clears the page tags, those the HTML shipped with included, and puts the bare shop name back. */
export function resetPageMeta(shopName: string = translate('shopName')): void {
  applyHead([{ tag: 'title', text: shopName }]);
}

/**
 * Sets the page's meta: in the browser in an effect (re-applied when the texts change, e.g. a language switch); on the
 * server while rendering, for the server to write into the HTML's <head>.
 */
export function usePageMeta(meta: PageMeta): void {
  const { t } = useTranslation('common');
  const shopName = t('shopName');
  const { title, description, image, url, type, noindex } = meta;
  const jsonLd = meta.jsonLd ? JSON.stringify(meta.jsonLd) : undefined;
  const scope = requestScope();
  if (scope) scope.head.meta = meta;
  useEffect(() => {
    setPageMeta({ title, description, image, url, type, noindex, jsonLd: jsonLd ? (JSON.parse(jsonLd) as PageMeta['jsonLd']) : undefined }, shopName);
  }, [title, description, image, url, type, noindex, jsonLd, shopName]);
}
