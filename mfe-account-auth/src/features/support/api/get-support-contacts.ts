// The support page's phone and e-mail links, taken from the HTML document the supportPage
// metadata links to, read through the page's metadata page query (the host's support pop-up shares it).
import { metadataPageQueryOptions, SUPPORT_PAGE_KEY } from '@shop/shared/calls';
import { useQuery, type UseQueryResult } from '@shop/shared/query';
import { parseSupportContacts, type SupportContacts } from '../utils/support-contacts';

/** The support contacts for the session's country and language. */
export function useSupportContacts(): UseQueryResult<SupportContacts> {
  return useQuery({ ...metadataPageQueryOptions(SUPPORT_PAGE_KEY), select: parseSupportContacts });
}
