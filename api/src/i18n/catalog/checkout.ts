// Messages of the checkout module (es default, en). Keys are unique across catalogues.
export const es = {
} as const;

export const en: Record<keyof typeof es, string> = {
};
