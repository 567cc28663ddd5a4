// The receipt's rules (SUNAT's): the text limits of the boleta and factura fields, and the
// amount above which a boleta must identify the buyer.

export const INVOICE_CLIENT_NAME_MAX = 100;
export const INVOICE_BUSINESS_NAME_MAX = 150;
export const INVOICE_ADDRESS_MAX = 200;

/** SUNAT: a boleta for more than S/ 700 carries the buyer's identity document, so a boleta simple cannot be issued. */
export const BOLETA_ID_THRESHOLD = 700;

/** Whether a boleta for this total (soles) must carry the buyer's document. */
export const boletaNeedsId = (total: number): boolean => total > BOLETA_ID_THRESHOLD;
