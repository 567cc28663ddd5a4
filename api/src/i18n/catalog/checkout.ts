// Messages of the checkout module (es default, en). Keys are unique across catalogues.
import { DELIVERY_INSTRUCTIONS_MAX, SCHEDULE_DAYS_AHEAD } from '../../modules/checkout/limits.js';
import { BOLETA_ID_THRESHOLD } from '../../rules/invoice.js';
import { RUC_PREFIXES } from '../../rules/ruc.js';

const prefixes = (or: string) => `${RUC_PREFIXES.slice(0, -1).join(', ')} ${or} ${RUC_PREFIXES[RUC_PREFIXES.length - 1]}`;

export const es = {
  'error.promo.notFound': 'Ese código promocional no existe o no está disponible.',
  'error.promo.expired': 'Ese código promocional ya venció.',
  'error.promo.minimumNotMet': 'Te faltan S/ {missing} en productos para usar este código promocional.',
  'error.promo.limitReached': 'Ya usaste este código promocional todas las veces permitidas.',
  'error.instructions.blank': 'Escribe las indicaciones de entrega o quítalas.',
  'error.instructions.tooLong': `Las indicaciones de entrega pueden tener hasta ${DELIVERY_INSTRUCTIONS_MAX} caracteres.`,
  'error.schedule.notEnabled': 'La tienda que atiende tu dirección no acepta pedidos programados.',
  'error.schedule.invalidDate': 'La fecha debe tener el formato DD MMM AAAA, por ejemplo 05 Dec 2026.',
  'error.schedule.invalidTime': 'La hora debe tener el formato hh:mm AM/PM, por ejemplo 07:30 PM.',
  'error.schedule.past': 'Elige una fecha y hora que aún no hayan pasado.',
  'error.schedule.tooFar': `Puedes programar tu pedido como máximo para dentro de ${SCHEDULE_DAYS_AHEAD} días.`,
  'error.schedule.outsideHours': 'La tienda recibe pedidos de {from} a {to}. Elige una hora dentro de ese horario.',
  'error.invoice.oneType': 'Elige un solo tipo de comprobante: boleta simple, boleta con documento o factura.',
  'error.invoice.rucFormat': 'El RUC debe tener 11 dígitos.',
  'error.invoice.rucPrefix': `El RUC debe empezar con ${prefixes('o')}.`,
  'error.invoice.boletaNeedsId': `Para compras mayores a S/ ${BOLETA_ID_THRESHOLD} la SUNAT pide el documento del comprador: elige boleta con tu DNI.`,
  'error.invoice.rucCheckDigit': 'El RUC no es válido: revisa sus dígitos.',
} as const;

export const en: Record<keyof typeof es, string> = {
  'error.promo.notFound': 'That promo code does not exist or is not available.',
  'error.promo.expired': 'That promo code has expired.',
  'error.promo.minimumNotMet': 'Add S/ {missing} more in products to use this promo code.',
  'error.promo.limitReached': 'You have already used this promo code as many times as allowed.',
  'error.instructions.blank': 'Write the delivery instructions or remove them.',
  'error.instructions.tooLong': `Delivery instructions can be up to ${DELIVERY_INSTRUCTIONS_MAX} characters long.`,
  'error.schedule.notEnabled': 'The store serving your address does not take scheduled orders.',
  'error.schedule.invalidDate': 'The date must look like DD MMM YYYY, for example 05 Dec 2026.',
  'error.schedule.invalidTime': 'The time must look like hh:mm AM/PM, for example 07:30 PM.',
  'error.schedule.past': 'Choose a date and time that have not passed yet.',
  'error.schedule.tooFar': `You can schedule your order at most ${SCHEDULE_DAYS_AHEAD} days ahead.`,
  'error.schedule.outsideHours': 'The store takes orders from {from} to {to}. Choose a time within those hours.',
  'error.invoice.oneType': 'Choose exactly one receipt type: simple receipt, receipt with ID or invoice.',
  'error.invoice.rucFormat': 'The RUC must have 11 digits.',
  'error.invoice.rucPrefix': `The RUC must start with ${prefixes('or')}.`,
  'error.invoice.boletaNeedsId': `For purchases over S/ ${BOLETA_ID_THRESHOLD}, SUNAT requires the buyer's ID: choose a boleta with your DNI.`,
  'error.invoice.rucCheckDigit': 'The RUC is not valid: check its digits.',
};
