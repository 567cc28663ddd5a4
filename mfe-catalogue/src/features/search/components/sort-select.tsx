// The results page's sort dropdown (catalogue §2): relevance, price low→high, price high→low, popularity, rating.
import { SEARCH_SORTS, type SearchSort } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { TextField } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';

export interface SortSelectProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TextField
      select
      size="small"
      label={t('searchResults.sortLabel')}
      value={value}
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
