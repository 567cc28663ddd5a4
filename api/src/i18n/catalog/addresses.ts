// Messages of addresses and stores (es default, en). Keys are unique across catalogues.
export const es = {
  'store.offline': '{store} no está recibiendo pedidos en este momento.',
  'store.outsideHours': '{store} recibe pedidos de {from} a {to}.',
} as const;

export const en: Record<keyof typeof es, string> = {
  'store.offline': '{store} is not taking orders right now.',
  'store.outsideHours': '{store} takes orders from {from} to {to}.',
};
