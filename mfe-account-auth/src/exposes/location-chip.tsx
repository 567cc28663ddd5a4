// Federated './LocationChip': the header's delivery-location chip (no props).
import '../i18n/register';
import { LocationChip } from '../features/location/components/location-chip';

export default LocationChip;
