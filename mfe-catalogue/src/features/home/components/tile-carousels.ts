// One lazy chunk for the home page's tile carousels: the combo and product carousels share the tiles and the
// add-to-cart rules, and two separate lazy imports made the bundler copy those modules into both chunks
// (each below its split threshold), so the home page downloaded them twice.
export { default as ComboCarousel } from './combo-carousel';
export { default as ProductCarousel } from './product-carousel';
