// Federated './ProductTile': the catalogue's product card for other remotes' pages (e.g. a banner's products), with
// its cart counter. Props: product (the API's ProductRecord), listName, index, headingLevel.
import '../i18n/register';
import { ProductTile } from '../components/product-tile/product-tile';

export type { ProductTileProps } from '../components/product-tile/product-tile';
export default ProductTile;
