// The store-location page's map: the stores and their delivery zones, drawn by whichever maps provider is active.
import { MapsRoot } from './maps-root';
import { useMapsProvider } from './maps-provider';

export function StoreMap({ label }: { label: string }) {
  return (
    <MapsRoot>
      <StoresPicture label={label} />
    </MapsRoot>
  );
}

function StoresPicture({ label }: { label: string }) {
  const { MapView } = useMapsProvider();
  return <MapView point={null} label={label} />;
}
