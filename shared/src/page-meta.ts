// Page title, description and social (Open Graph / Twitter) tags per page; the host resets them on every navigation.
import { useEffect } from 'react';
import { translate, useTranslation } from '@shop/shared/i18n';

export interface PageMeta {
  /** The page's own title; the document title becomes "<title> | <shop name>". */
  title?: string;
  description?: string;
  /** Absolute or root-relative image URL for link previews. */
  image?: string;
  /** Canonical URL of the page; defaults to the current address. */
  url?: string;
  /** Open Graph type; 'website' unless given (a product page may say 'product'). */
  type?: string;
}

/** [attribute, name] of every managed tag. */
const TAGS = {
  description: ['name', 'description'],
  ogTitle: ['property', 'og:title'],
  ogDescription: ['property', 'og:description'],
  ogImage: ['property', 'og:image'],
  ogUrl: ['property', 'og:url'],
  ogType: ['property', 'og:type'],
  twitterCard: ['name', 'twitter:card'],
} as const;

function setTag([attr, name]: readonly [string, string], content: string | undefined): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${name}"]`);
  if (content === undefined || content === '') {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, name);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/** Applies a page's meta now (outside React, e.g. after data arrives in a non-component). */
export function setPageMeta(meta: PageMeta, shopName: string = translate('shopName')): void {
  document.title = meta.title ? `${meta.title} | ${shopName}` : shopName;
  setTag(TAGS.description, meta.description);
  setTag(TAGS.ogTitle, meta.title ?? shopName);
  setTag(TAGS.ogDescription, meta.description);
  setTag(TAGS.ogImage, meta.image ? absolute(meta.image) : undefined);
  setTag(TAGS.ogUrl, meta.url ?? window.location.href);
  setTag(TAGS.ogType, meta.type ?? 'website');
  setTag(TAGS.twitterCard, meta.image ? 'summary_large_image' : 'summary');
}

/** Clears the page tags, those index.html shipped with included, and puts the bare shop name back (the spec's base-tag reset). */
export function resetPageMeta(shopName: string = translate('shopName')): void {
  for (const tag of Object.values(TAGS)) setTag(tag, undefined);
  document.title = shopName;
}

/** Sets the page's meta in an effect; re-applies when the texts change (e.g. language switch). */
export function usePageMeta(meta: PageMeta): void {
  const { t } = useTranslation('common');
  const shopName = t('shopName');
  const { title, description, image, url, type } = meta;
  useEffect(() => {
    setPageMeta({ title, description, image, url, type }, shopName);
  }, [title, description, image, url, type, shopName]);
}
