// The change-location place search: a text box (no leading space) and the provider's matching places.
import { useRef, useState } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { InputAdornment, TextField } from '@shop/shared/ui-forms';
import { List, SearchIcon, Typography } from '@shop/shared/ui';
import { ListItemButton, ListItemText } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../i18n/register';
import { useMapsProvider } from '../maps/maps-provider';
import type { Place } from '../maps/map-types';

/** The search (like every text input of the shop) cannot start with a space. */
export const withoutLeadingSpace = (text: string) => text.replace(/^\s+/, '');

export function PlaceSearch({ onPlace }: { onPlace: (place: Place) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { searchPlaces } = useMapsProvider();
  const [text, setText] = useState('');
  const [results, setResults] = useState<Place[] | null>(null);
  const latest = useRef(0);

  const onChange = (value: string) => {
    const next = withoutLeadingSpace(value);
    setText(next);
    const ticket = ++latest.current;
    if (!next.trim()) {
      setResults(null);
      return;
    }
    searchPlaces(next).then(
      (places) => ticket === latest.current && setResults(places),
      (error: unknown) => {
        console.warn('Place search failed:', error);
        if (ticket === latest.current) setResults([]);
      },
    );
  };

  return (
    <>
      <TextField
        fullWidth
        size="small"
        label={t('location.search.label')}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
      />
      {results && results.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          {t('location.search.noResults')}
        </Typography>
      )}
      {results && results.length > 0 && (
        <List dense aria-label={t('location.search.results')}>
          {results.map((place) => (
            <ListItemButton
              key={`${place.name}|${place.detail}`}
              onClick={() => {
                setText('');
                setResults(null);
                onPlace(place);
              }}
            >
              <ListItemText primary={place.name} secondary={place.detail} />
            </ListItemButton>
          ))}
        </List>
      )}
    </>
  );
}
