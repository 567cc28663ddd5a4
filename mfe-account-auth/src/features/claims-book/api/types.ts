// The claims API's shapes (session contract "Claims"): the form's data, a challenge, the claim sent and the record kept.
import type { ID_TYPES } from '@shop/shared/constants';

export type ClaimIdType = (typeof ID_TYPES)[number];
export type ClaimItemType = 'PRODUCT' | 'SERVICE';
/** Reclamo (about the product or service) or queja (about the attention received). */
export type ClaimType = 'CLAIM' | 'COMPLAINT';

export interface ShopLegalData {
  legalName: string;
  ruc: string;
  address: string;
}

export interface ClaimLimits {
  firstNameMax: number;
  lastNameMax: number;
  addressMax: number;
  phoneMax: number;
  descriptionMax: number;
  requestMax: number;
  itemDescriptionMax: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  maxFiles: number;
  fileTypes: string[];
}

export interface ClaimFormData {
  shop: ShopLegalData;
  consumer: {
    firstName: string | null;
    lastName: string | null;
    idType: string | null;
    idNumber: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
  };
  limits: ClaimLimits;
  responseBusinessDays: number;
  /** 'YYYY-MM-DD' in the shop's time zone. */
  today: string;
}

export interface ClaimChallenge {
  challengeId: string;
  algorithm: 'SHA-256';
  prefix: string;
  difficulty: number;
  expiresAt: string;
}

/** The claim's own fields, as the form sends them and the record gives them back. */
export interface ClaimFields {
  consumerFirstName: string;
  consumerLastName: string;
  consumerIdType: ClaimIdType;
  consumerIdNumber: string;
  consumerEmail: string;
  consumerPhone: string;
  consumerAddress: string;
  isMinor: boolean;
  guardianName: string | null;
  guardianIdType: ClaimIdType | null;
  guardianIdNumber: string | null;
  itemType: ClaimItemType;
  itemDescription: string;
  claimedAmount: number | null;
  claimType: ClaimType;
  description: string;
  consumerRequest: string;
  orderNumber: string | null;
}

export interface ClaimInput extends ClaimFields {
  challengeId: string;
  nonce: string;
}

export interface ClaimAttachment {
  claimFileId: number | string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

export interface ClaimRecord extends ClaimFields {
  claimId: number | string;
  /** 'YYYY-NNNNNN'. */
  claimNumber: string;
  createdAt: string;
  /** 'YYYY-MM-DD', 15 business days after the filing day in Lima. */
  responseDueDate: string;
  status: string;
  shop: ShopLegalData;
  attachments: ClaimAttachment[];
  emailSent: boolean;
  /** The e-mail copy: PENDING (queued or retried; a fresh filing always), SENT, FAILED (given up). An older API omits it. */
  emailStatus?: ClaimEmailStatus;
}

export type ClaimEmailStatus = 'PENDING' | 'SENT' | 'FAILED';
