// Chooses a delivery point: "detect my location", the place search and the map; names the point by reverse lookup.
import { useRef, useState } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Button, CircularProgress, LocationOnIcon, Stack } from '@shop/shared/ui';
import { NAMESPACE } from '../../i18n/register';
import { useMapsProvider } from '../maps/maps-provider';
import type { LatLng, Place } from '../maps/map-types';
import { detectPosition } from '../../utils/geolocation';
import { IncorrectAddressDialog } from './incorrect-address-dialog';
import { PlaceSearch } from './place-search';

export interface PickedPoint extends LatLng {
  /** The street or place name; null when the provider knows no address there (addressNotFound). */
  street: string | null;
  district: string | null;
}

export interface LocationPickerProps {
  point: LatLng | null;
  onChange: (picked: PickedPoint) => void;
  /** Show the search and detect controls. */
  withSearch?: boolean;
  /** Show the map (the change-location dialog's first view has only search and detect). */
  withMap?: boolean;
}

export function LocationPicker({ point, onChange, withSearch = true, withMap = true }: LocationPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const { reverseLookup, MapView } = useMapsProvider();
  const [detecting, setDetecting] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [incorrect, setIncorrect] = useState<string | null>(null);
  const latest = useRef(0);

  /** A point from the map or the device: named by reverse lookup; no name is addressNotFound. */
  const pickPoint = async (p: LatLng) => {
    const ticket = ++latest.current;
    let named: Awaited<ReturnType<typeof reverseLookup>> = null;
    try {
      named = await reverseLookup(p.latitude, p.longitude);
    } catch (error) {
      console.warn('Reverse lookup failed:', error);
    }
    if (ticket !== latest.current) return;
    setNotFound(named === null);
    onChange({ ...p, street: named?.street ?? null, district: named?.district ?? null });
  };

  const pickPlace = (place: Place) => {
    if (place.latitude === null || place.longitude === null) {
      setIncorrect(place.name);
      return;
    }
    latest.current++;
    setNotFound(false);
    onChange({ latitude: place.latitude, longitude: place.longitude, street: place.name, district: place.detail });
  };

  const detect = async () => {
    setDetecting(true);
    try {
      const position = await detectPosition(t('location.geolocationUnsupported'));
      if (position) await pickPoint(position);
    } finally {
      setDetecting(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      {withSearch && (
        <>
          <Button
            variant="outlined"
            startIcon={detecting ? <CircularProgress size={18} /> : <LocationOnIcon />}
            onClick={() => void detect()}
            disabled={detecting}
          >
            {t('location.detect')}
          </Button>
          <PlaceSearch onPlace={pickPlace} />
        </>
      )}
      {withMap && <MapView point={point} onPick={(p) => void pickPoint(p)} label={t('location.map.label')} />}
      {notFound && point && <Alert severity="info">{t('location.addressNotFound')}</Alert>}
      <IncorrectAddressDialog place={incorrect} onClose={() => setIncorrect(null)} />
    </Stack>
  );
}
