// Messages of the cart module (es default, en). Keys are unique across catalogues.
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../modules/cart/limits.js';

export const es = {
  'error.product.notFound': 'El producto no existe o ya no está a la venta.',
  'error.cart.notFound': 'No encontramos ese carrito.',
  'error.cartItem.notFound': 'Ese producto ya no está en tu carrito.',
  'error.cart.addressRequired': 'Elige una dirección de entrega para agregar productos al carrito.',
  'error.cart.productUnavailable': 'Este producto no está disponible en la tienda que atiende tu dirección.',
  'error.cart.ageLoginRequired': 'Este producto es solo para mayores de {age} años. Inicia sesión con tu número de celular para comprarlo.',
  'error.cart.ageVerificationRequired': 'Este producto es solo para mayores de {age} años. Registra tu fecha de nacimiento para comprarlo.',
  'error.cart.ageRestricted': 'Este producto es solo para mayores de {age} años.',
  'error.cart.tooManyLines': `Tu carrito ya tiene ${MAX_CART_LINES} productos distintos, el máximo permitido.`,
  'error.cart.quantityRange': `La cantidad debe ser un número entero entre 1 y ${MAX_LINE_QUANTITY}.`,
  'error.cart.lineQuantityRange': `La cantidad debe ser un número entero entre 0 y ${MAX_LINE_QUANTITY} (0 quita el producto del carrito).`,
  'error.cart.quantityAboveLimit': 'Puedes llevar como máximo {max} unidades de este producto; ya tienes {inCart} en tu carrito.',
  'error.cart.quantityAboveStock': 'Solo quedan {stock} unidades de este producto en la tienda.',
  'error.cart.toppingsInvalid': 'Los adicionales elegidos no son válidos para este producto.',
  'error.cart.locationRequired': 'Indica las coordenadas (latitude y longitude) o una dirección (userAddressId).',
} as const;

export const en: Record<keyof typeof es, string> = {
  'error.product.notFound': 'This product does not exist or is no longer for sale.',
  'error.cart.notFound': 'We could not find that cart.',
  'error.cartItem.notFound': 'That item is no longer in your cart.',
  'error.cart.addressRequired': 'Choose a delivery address to add products to your cart.',
  'error.cart.productUnavailable': 'This product is not available at the store that serves your address.',
  'error.cart.ageLoginRequired': 'This product is only for people aged {age} or over. Sign in with your mobile number to buy it.',
  'error.cart.ageVerificationRequired': 'This product is only for people aged {age} or over. Add your date of birth to buy it.',
  'error.cart.ageRestricted': 'This product is only for people aged {age} or over.',
  'error.cart.tooManyLines': `Your cart already holds ${MAX_CART_LINES} different products, the most allowed.`,
  'error.cart.quantityRange': `The quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
  'error.cart.lineQuantityRange': `The quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY} (0 removes the item from the cart).`,
  'error.cart.quantityAboveLimit': 'You can take at most {max} units of this product; your cart already has {inCart}.',
  'error.cart.quantityAboveStock': 'Only {stock} units of this product are left at the store.',
  'error.cart.toppingsInvalid': 'The chosen extras are not valid for this product.',
  'error.cart.locationRequired': 'Give the coordinates (latitude and longitude) or an address (userAddressId).',
};
