// Messages of addresses and stores (es default, en). Keys are unique across catalogues.
export const es = {
  'store.offline': '{store} no está recibiendo pedidos en este momento.',
  'store.outsideHours': '{store} recibe pedidos de {from} a {to}.',
  'store.notDelivering': '{store} no está haciendo entregas en este momento.',
  'time.midnight': 'medianoche',
  'error.address.notFound': 'No encontramos la dirección.',
  'error.address.limit': 'Puedes guardar como máximo {max} direcciones. Elimina una para agregar otra.',
  'error.address.leadingSpace': 'No puede empezar con un espacio.',
  'error.address.telephone': 'Ingresa un celular peruano: 9 dígitos que empiezan con 9.',
} as const;

export const en: Record<keyof typeof es, string> = {
  'store.offline': '{store} is not taking orders right now.',
  'store.outsideHours': '{store} takes orders from {from} to {to}.',
  'store.notDelivering': '{store} is not delivering right now.',
  'time.midnight': 'midnight',
  'error.address.notFound': 'We could not find the address.',
  'error.address.limit': 'You can save at most {max} addresses. Delete one to add another.',
  'error.address.leadingSpace': 'Must not start with a space.',
  'error.address.telephone': 'Enter a Peruvian mobile number: 9 digits starting with 9.',
};
