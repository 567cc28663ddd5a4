// Calls for the metadata endpoint and the HTML documents its values link to (static pages, support).
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';

export type MetadataResponse = Wire.MetadataRecord;

/** GET /api/v1/{country}/metadata/{key}?languageId=… → the metadata value (a link for pages). */
export async function getMetadataValue(country: string, key: string, language: string, signal?: AbortSignal): Promise<string> {
  const { data } = await api.get<MetadataResponse>(`/${encodeURIComponent(country)}/metadata/${encodeURIComponent(key)}`, {
    params: { languageId: language },
    signal,
  });
  if (typeof data?.metadataValue !== 'string' || data.metadataValue === '') {
    throw new Error(`metadata ${key} has no value`);
  }
  return data.metadataValue;
}

/**
 * Fetches the HTML a metadata link points to. Plain fetch, not the API client: the link may live on
 * another origin, where the client's credentials and custom headers would trip CORS.
 */
export async function getLinkedHtml(link: string, signal?: AbortSignal): Promise<string> {
  const url = new URL(link, window.location.href);
  const res = await fetch(url.href, { signal, credentials: url.origin === window.location.origin ? 'same-origin' : 'omit' });
  if (!res.ok) throw new Error(`${url.pathname} answered ${res.status}`);
  return res.text();
}

/** The HTML of a metadata-linked page in the given language. */
export async function getMetadataHtml(country: string, key: string, language: string, signal?: AbortSignal): Promise<string> {
  const link = await getMetadataValue(country, key, language, signal);
  return getLinkedHtml(link, signal);
}

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

/** Metadata key of the support page whose HTML carries the support phone (catalogue §7). */
export const SUPPORT_PAGE_KEY = 'supportPage';
