// Messages of the combos module (es default, en). Keys are unique across catalogues.
import { MAX_LINE_QUANTITY } from '../../modules/cart/limits.js';

export const es = {
  'error.combo.notFound': 'El combo no existe o ya no está disponible.',
  'error.combo.notInCart': 'Ese combo no está en tu carrito.',
  'error.combo.selectionMismatch': 'Los productos enviados no son los del combo.',
  'error.combo.wrongQuantity': 'La cantidad de este producto en el combo es {quantity}.',
  'error.combo.listRequired': 'Indica de qué lista (listId) es cada producto elegido.',
  'error.combo.unknownList': 'Esa lista no pertenece a este combo.',
  'error.combo.notAnAlternative': 'Ese producto no es una opción de la lista elegida.',
  'error.combo.oneChoicePerList': 'Elige exactamente una opción de cada lista del combo.',
  'error.combo.quantityAboveLimit': `Puedes llevar como máximo ${MAX_LINE_QUANTITY} unidades de este combo.`,
} as const;

export const en: Record<keyof typeof es, string> = {
  'error.combo.notFound': 'This combo does not exist or is no longer available.',
  'error.combo.notInCart': 'That combo is not in your cart.',
  'error.combo.selectionMismatch': 'The products sent are not the ones in this combo.',
  'error.combo.wrongQuantity': 'This product comes {quantity} per combo.',
  'error.combo.listRequired': 'Say which list (listId) each chosen product comes from.',
  'error.combo.unknownList': 'That list does not belong to this combo.',
  'error.combo.notAnAlternative': 'That product is not a choice of the chosen list.',
  'error.combo.oneChoicePerList': 'Choose exactly one option from each list of the combo.',
  'error.combo.quantityAboveLimit': `You can take at most ${MAX_LINE_QUANTITY} units of this combo.`,
};
