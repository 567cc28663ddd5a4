// Federated './ComboTile': the catalogue's combo card for other remotes' pages (e.g. a banner's combos), with its cart
// counter. Props: combo (the API's ComboRecord), listName, index, headingLevel.
import '../i18n/register';
import { ComboTile } from '../components/product-tile/combo-tile';

export type { ComboTileProps } from '../components/product-tile/combo-tile';
export default ComboTile;
