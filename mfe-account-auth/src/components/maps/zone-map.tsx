// The built-in map: an SVG of the area around the stores with their delivery zones; a click or the arrow keys place the point.
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useStores, type StoreRecord } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { Box, Typography, useMediaQuery, visuallyHidden } from '@shop/shared/ui';
import { NAMESPACE } from '../../i18n/register';
import { loadGazetteer, type GazetteerPlace } from './gazetteer';
import { METERS_PER_DEGREE } from './geo';
import { placeLabels, sharedPrefix } from './map-labels';
import type { LatLng, MapViewProps } from './map-types';

/** Tallest the map is drawn, in px; a wide frame is then narrower than its column rather than stretched. */
const MAX_HEIGHT_PX = 320;
/** Shown around the zones, in metres. */
const MARGIN_M = 1500;
/** Arrow keys move the point this far (Shift: five times). */
export const KEY_STEP_M = 100;
/** Lima's centre between the demo stores: the view before the store list arrives. */
const FALLBACK_CENTER: LatLng = { latitude: -12.11, longitude: -77.02 };
const FALLBACK_HALF_M = 6000;

interface Frame {
  north: number;
  west: number;
  /** Metres per degree of longitude at this latitude. */
  mPerLng: number;
  width: number;
  height: number;
}

function frameOf(stores: readonly StoreRecord[], point: LatLng | null): Frame {
  const boxes = stores.length
    ? stores.map((s) => ({ c: s as LatLng, r: s.deliveryRadius + MARGIN_M }))
    : [{ c: FALLBACK_CENTER, r: FALLBACK_HALF_M }];
  if (point) boxes.push({ c: point, r: MARGIN_M / 2 });
  const lat0 = boxes.reduce((sum, b) => sum + b.c.latitude, 0) / boxes.length;
  const mPerLng = METERS_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180);
  const north = Math.max(...boxes.map((b) => b.c.latitude + b.r / METERS_PER_DEGREE));
  const south = Math.min(...boxes.map((b) => b.c.latitude - b.r / METERS_PER_DEGREE));
  const west = Math.min(...boxes.map((b) => b.c.longitude - b.r / mPerLng));
  const east = Math.max(...boxes.map((b) => b.c.longitude + b.r / mPerLng));
  return { north, west, mPerLng, width: (east - west) * mPerLng, height: (north - south) * METERS_PER_DEGREE };
}

const toXY = (f: Frame, p: LatLng) => ({ x: (p.longitude - f.west) * f.mPerLng, y: (f.north - p.latitude) * METERS_PER_DEGREE });
const toLatLng = (f: Frame, x: number, y: number): LatLng => ({
  latitude: Number((f.north - y / METERS_PER_DEGREE).toFixed(6)),
  longitude: Number((f.west + x / f.mPerLng).toFixed(6)),
});

/** The point moved `dx` metres east and `dy` metres north. */
export function movePoint(p: LatLng, dx: number, dy: number): LatLng {
  const mPerLng = METERS_PER_DEGREE * Math.cos((p.latitude * Math.PI) / 180);
  return { latitude: Number((p.latitude + dy / METERS_PER_DEGREE).toFixed(6)), longitude: Number((p.longitude + dx / mPerLng).toFixed(6)) };
}

const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** `onPick` absent: a picture of the stores and their zones only (the store-location page), not a point picker. */
export type ZoneMapProps = MapViewProps;

export function ZoneMap({ point, onPick, label }: ZoneMapProps) {
  const { t } = useTranslation(NAMESPACE);
  const { data } = useStores();
  const stores = useMemo(() => data?.records ?? [], [data]);
  const [districts, setDistricts] = useState<GazetteerPlace[]>([]);
  const helpId = useId();
  // A phone is tapped, not clicked, and has no arrow keys: its help says so.
  const touch = useMediaQuery('(pointer: coarse)');
  useEffect(() => {
    let live = true;
    // District names only orient the shopper: without them the map still works.
    loadGazetteer().then((places) => live && setDistricts(places.filter((p) => p.kind === 'district')), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  // The frame follows the stores, and grows to show a point outside it.
  const frame = useMemo(() => frameOf(stores, point), [stores, point]);
  const center = toLatLng(frame, frame.width / 2, frame.height / 2);
  const font = frame.width / 45;
  // Names a little larger than the marks: on a phone the map is ~360 px wide.
  const labelFont = frame.width / 36;
  const labels = useMemo(() => {
    const prefix = sharedPrefix(stores.map((s) => s.storeName));
    return placeLabels(
      frame,
      stores.map((s) => ({ text: s.storeName.slice(prefix.length), ...toXY(frame, s) })),
      districts.map((d) => ({ text: d.name, ...toXY(frame, d) })),
      labelFont,
    );
  }, [frame, stores, districts, labelFont]);

  const onClick = (e: MouseEvent<SVGSVGElement>) => {
    if (!onPick) return;
    const box = e.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    onPick(toLatLng(frame, ((e.clientX - box.left) / box.width) * frame.width, ((e.clientY - box.top) / box.height) * frame.height));
  };
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const arrow = ARROWS[e.key];
    if (!onPick) return;
    if (arrow) {
      e.preventDefault();
      const step = KEY_STEP_M * (e.shiftKey ? 5 : 1);
      onPick(point ? movePoint(point, arrow[0] * step, arrow[1] * step) : center);
    } else if ((e.key === 'Enter' || e.key === ' ') && !point) {
      e.preventDefault();
      onPick(center);
    }
  };

  const marker = point && toXY(frame, point);
  return (
    <Box>
      <Box
        component="svg"
        role={onPick ? 'application' : 'img'}
        aria-label={label}
        aria-describedby={onPick ? helpId : undefined}
        tabIndex={onPick ? 0 : undefined}
        viewBox={`0 0 ${frame.width.toFixed(0)} ${frame.height.toFixed(0)}`}
        preserveAspectRatio="none"
        onClick={onClick}
        onKeyDown={onKeyDown}
        sx={{
          // The drawing keeps its proportions (no stretched circles or names): at most MAX_HEIGHT_PX tall, centred.
          display: 'block', width: '100%', aspectRatio: `${frame.width} / ${frame.height}`,
          maxWidth: `${Math.round((MAX_HEIGHT_PX * frame.width) / frame.height)}px`, mx: 'auto',
          bgcolor: '#eef3e8', borderRadius: 1, cursor: onPick ? 'crosshair' : 'default', border: 1, borderColor: 'divider',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'info.main', outlineOffset: 2 },
        }}
      >
        {stores.map((s) => {
          const { x, y } = toXY(frame, s);
          return (
            <g key={s.storeId} data-testid="delivery-zone">
              <circle cx={x} cy={y} r={s.deliveryRadius} fill="rgba(46,125,50,0.14)" stroke="#2e7d32" strokeWidth={font / 6} />
              <circle cx={x} cy={y} r={font / 2.5} fill="#2e7d32" />
            </g>
          );
        })}
        {labels.districts.map((d) => (
          <text key={d.text} x={d.x} y={d.y} fontSize={labelFont} textAnchor={d.anchor} fill="#6b6b6b" data-testid="map-label" aria-hidden>
            {d.text}
          </text>
        ))}
        {labels.stores.map((s, i) => (
          <text key={stores[i]?.storeId} x={s.x} y={s.y} fontSize={labelFont * 1.1} textAnchor={s.anchor} fill="#1b5e20" fontWeight={700} data-testid="map-label" aria-hidden>
            {s.text}
          </text>
        ))}
        {marker && (
          <g data-testid="map-marker">
            <circle cx={marker.x} cy={marker.y} r={font * 0.9} fill="rgba(198,40,40,0.25)" />
            <circle cx={marker.x} cy={marker.y} r={font / 2.5} fill="#c62828" stroke="#fff" strokeWidth={font / 8} />
          </g>
        )}
      </Box>
      {onPick && (
        <Typography id={helpId} variant="caption" color="text.secondary">
          {t(touch ? 'location.map.helpTouch' : 'location.map.help')}
        </Typography>
      )}
      <Box sx={visuallyHidden} aria-live="polite">
        {point ? t('location.map.pointAt', { latitude: point.latitude.toFixed(5), longitude: point.longitude.toFixed(5) }) : ''}
      </Box>
    </Box>
  );
}
