// @shop/shared/ui-product: the shop's product primitives (price, product image, quantity stepper) and MUI's cards.
// Product tiles and pages load it with their own chunk; the home page downloads it only once it shows product tiles.

export { Price, type PriceProps } from './price';
export { ProductImage, type ProductImageProps } from './product-image';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

export { default as Card } from '@mui/material/Card';
export type { CardProps } from '@mui/material/Card';
export { default as CardActionArea } from '@mui/material/CardActionArea';
export { default as CardContent } from '@mui/material/CardContent';
export { default as CardMedia } from '@mui/material/CardMedia';
