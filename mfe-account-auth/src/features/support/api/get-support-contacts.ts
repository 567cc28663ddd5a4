// GET /api/v1/{countryId}/metadata/supportPage?languageId → a link to the support page's HTML, fetched and read
// for its phone and e-mail links (catalogue §7 "phone taken from it").
import { useApiQuery, type ApiQuery } from '@shop/shared/api';
import { getMetadataValue } from '@shop/shared/calls';
import { useSession } from '@shop/shared/session';
import { parseSupportContacts, type SupportContacts } from '../utils/support-contacts';

export const SUPPORT_PAGE_KEY = 'supportPage';

/**
 * The HTML goes through plain fetch, not the API client: the link may point to another origin, where the
 * client's credentials and custom headers would trip CORS (as the host's support dialog does).
 */
async function getLinkedHtml(link: string): Promise<string> {
  const url = new URL(link, window.location.href);
  const res = await fetch(url.href, { credentials: url.origin === window.location.origin ? 'same-origin' : 'omit' });
  if (!res.ok) throw new Error(`${url.pathname} answered ${res.status}`);
  return res.text();
}

export async function getSupportContacts(countryId: string, languageId: string): Promise<SupportContacts> {
  const link = await getMetadataValue(SUPPORT_PAGE_KEY, { country: countryId, language: languageId });
  if (!link) throw new Error('metadata supportPage has no value');
  return parseSupportContacts(await getLinkedHtml(link));
}

/** The support contacts for the session's country and language. */
export function useSupportContacts(): ApiQuery<SupportContacts> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  return useApiQuery(`supportPage|${country}|${language}`, () => getSupportContacts(country, language));
}
