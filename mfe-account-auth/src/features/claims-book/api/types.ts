// The claims API's shapes (session contract "Claims"): the form's data, a challenge, the claim sent and the record kept,
// as the API's own types (@shop/api/wire-types) under the names the claims book uses.
import type * as Wire from '@shop/api/wire-types';

export type ClaimIdType = Wire.ClaimInput['consumerIdType'];
export type ClaimItemType = Wire.ClaimInput['itemType'];
/** Reclamo (about the product or service) or queja (about the attention received). */
export type ClaimType = Wire.ClaimInput['claimType'];
export type ShopLegalData = Wire.ClaimFormData['shop'];
export type ClaimLimits = Wire.ClaimFormData['limits'];
export type ClaimFormData = Wire.ClaimFormData;
export type ClaimChallenge = Wire.ClaimChallenge;

/** The claim's own fields, as the form sends them (the `claim` part without the proof of work). */
export type ClaimFields = Omit<ClaimInput, 'challengeId' | 'nonce'>;
export type ClaimInput = Required<Wire.ClaimInput>;

export type ClaimAttachment = Wire.ClaimAttachment;
export type ClaimRecord = Wire.ClaimRecord;
/** The e-mail copy: PENDING (queued or retried; a fresh filing always), SENT, FAILED (given up). */
export type ClaimEmailStatus = ClaimRecord['emailStatus'];
