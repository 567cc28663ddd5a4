// The delivery address's field limits: what the address form and the API take, in characters.

export const ADDRESS_LIMITS = { street1: 200, firstName: 50, lastName: 50, street2: 100, landmark: 100, cityNameGoogle: 100 } as const;

/** Free text of the address form may not start with a space (the form refuses it while typing). */
export const startsWithSpace = (text: string): boolean => /^\s/.test(text);
