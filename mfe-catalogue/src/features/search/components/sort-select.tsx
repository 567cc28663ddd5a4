// The results page's sort dropdown: relevance, price low→high, price high→low, popularity, rating.
import { SEARCH_SORTS, type SearchSort } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { useHydrating } from '@shop/shared/query';
import { TextField } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';

export interface SortSelectProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation(NAMESPACE);
  // A results page rendered on the server shows the dropdown before its code runs: a choice made then would change the
  // box but not the results or the URL, so it waits (disabled) until the browser has hydrated it, as the cart buttons do.
  const hydrating = useHydrating();
  return (
    <TextField
      select
      size="small"
      label={t('searchResults.sortLabel')}
      value={value}
      disabled={hydrating}
      onChange={(e) => onChange(e.target.value as SearchSort)}
      // The platform's own select: keyboard and screen readers work everywhere, no popup code to load.
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 220 }}
    >
      {SEARCH_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {t(`searchResults.sort.${sort}`)}
        </option>
      ))}
    </TextField>
  );
}
