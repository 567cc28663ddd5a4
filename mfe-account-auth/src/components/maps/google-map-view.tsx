// The Google map of the address flows: zoom 19 on the chosen point with a marker and a 20 m circle; a click or a
// marker drag picks the point. The stores' delivery zones are drawn too; without onPick it only shows them.
import { useMemo, useState } from 'react';
import { CircleF, GoogleMap, MarkerF } from '@react-google-maps/api';
import { useStores } from '@shop/shared/calls';
import { MAP_MARKER_RADIUS, MAP_ZOOM } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Box, Button, Typography, useMediaQuery, visuallyHidden } from '@shop/shared/ui';
import { NAMESPACE } from '../../i18n/register';
import type { LatLng, MapViewProps } from './map-types';

/** Lima's centre between the demo stores, and the zoom that shows them, before a point is chosen. */
const FALLBACK_CENTER = { lat: -12.11, lng: -77.02 };
export const OVERVIEW_ZOOM = 12;
const MAP_STYLE = { width: '100%', height: 320, borderRadius: 4 };
const OPTIONS: google.maps.MapOptions = { clickableIcons: false, streetViewControl: false, mapTypeControl: false, fullscreenControl: false };
const ZONE = { clickable: false, fillColor: '#2e7d32', fillOpacity: 0.1, strokeColor: '#2e7d32', strokeWeight: 1 };
const POINT = { clickable: false, fillColor: '#c62828', fillOpacity: 0.25, strokeColor: '#c62828', strokeWeight: 1 };

const round6 = (n: number) => Number(n.toFixed(6));

export function GoogleMapView({ point, onPick, label }: MapViewProps) {
  const { t } = useTranslation(NAMESPACE);
  const touch = useMediaQuery('(pointer: coarse)');
  const { data } = useStores();
  const stores = useMemo(() => data?.records ?? [], [data]);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const lat = point?.latitude;
  const lng = point?.longitude;
  const position = useMemo(() => (lat === undefined || lng === undefined ? null : { lat, lng }), [lat, lng]);
  // A new center only when the point or the stores change: the map must not jump back while the shopper pans it.
  const center = useMemo(() => {
    if (position) return position;
    if (!stores.length) return FALLBACK_CENTER;
    return {
      lat: stores.reduce((sum, s) => sum + s.latitude, 0) / stores.length,
      lng: stores.reduce((sum, s) => sum + s.longitude, 0) / stores.length,
    };
  }, [position, stores]);

  const pick = (latLng: google.maps.LatLng | null | undefined) => {
    if (!latLng || !onPick) return;
    const picked: LatLng = { latitude: round6(latLng.lat()), longitude: round6(latLng.lng()) };
    onPick(picked);
  };

  return (
    <Box>
      <Box role="region" aria-label={label}>
        <GoogleMap
          mapContainerStyle={MAP_STYLE}
          center={center}
          zoom={position ? MAP_ZOOM : OVERVIEW_ZOOM}
          options={OPTIONS}
          onLoad={setMap}
          onUnmount={() => setMap(null)}
          onClick={(e) => pick(e.latLng)}
        >
          {stores.map((s) => (
            <CircleF key={`zone-${s.storeId}`} center={{ lat: s.latitude, lng: s.longitude }} radius={s.deliveryRadius} options={ZONE} />
          ))}
          {!onPick && stores.map((s) => <MarkerF key={`store-${s.storeId}`} position={{ lat: s.latitude, lng: s.longitude }} title={s.storeName} />)}
          {position && (
            <>
              <MarkerF position={position} draggable={Boolean(onPick)} onDragEnd={(e) => pick(e.latLng)} />
              <CircleF center={position} radius={MAP_MARKER_RADIUS} options={POINT} />
            </>
          )}
        </GoogleMap>
      </Box>
      {onPick && (
        <>
          <Typography variant="caption" color="text.secondary" component="p">{t(touch ? 'maps.helpTouch' : 'maps.help')}</Typography>
          {/* Keyboard users pan the map with the arrows (Google's own controls) and mark its centre here. */}
          <Button size="small" onClick={() => pick(map?.getCenter())} disabled={!map}>{t('maps.useCenter')}</Button>
        </>
      )}
      <Box sx={visuallyHidden} aria-live="polite">
        {point ? t('location.map.pointAt', { latitude: point.latitude.toFixed(5), longitude: point.longitude.toFixed(5) }) : ''}
      </Box>
    </Box>
  );
}
