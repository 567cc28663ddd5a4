// Request and answer schemas of guests, phone login (OTP), sign-out and the development outbox.
import { z } from 'zod';
import { countryIdSchema, errorBodySchema, peruvianMobileSchema, rateLimitBodySchema } from '../../lib/schemas.js';
import { addressRecordSchema } from '../addresses/schemas.js';

export const countryParams = z.object({ countryId: countryIdSchema });

/** The roles the shop gives: a verified customer (USER) and a device's guest (WEB_GUEST_USER). */
export const ROLE_NAMES = ['USER', 'WEB_GUEST_USER'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
export const isRoleName = (name: string): name is RoleName => (ROLE_NAMES as readonly string[]).includes(name);

export const userSchema = z.object({
  userId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  contactNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  email: z.string().nullable(),
  dob: z.number().int().nullable().describe('Date of birth: epoch ms of that date\'s midnight in the shop\'s time zone (America/Lima)'),
  userRoles: z.array(z.object({ roleId: z.number().int(), roleName: z.enum(ROLE_NAMES) })),
  userAddresses: z.array(addressRecordSchema),
}).meta({ id: 'User' });

export type UserRecord = z.infer<typeof userSchema>;

export const loginAnswerSchema = z.object({
  user: userSchema,
  cartId: z.number().int().describe('The user\'s active cart'),
  userAddressId: z.number().int().nullable().describe('The default delivery address, if any'),
}).meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

const optionalText = (max: number) => z.string().max(max).nullish();

export const guestBody = z.object({
  deviceUid: z.string().min(1).max(100).describe('The browser\'s stable device id'),
  deviceToken: optionalText(500),
  deviceName: optionalText(100),
  deviceType: z.enum(['web']),
  countryId: countryIdSchema.describe('Must equal the path\'s countryId'),
  appVersion: optionalText(50),
});
export type GuestBody = z.infer<typeof guestBody>;

export const guestResponse = {
  200: loginAnswerSchema.describe('The caller already has a session: its user, nothing created'),
  201: loginAnswerSchema.describe('A new guest with a cart; the session cookie is set'),
  400: errorBodySchema, 404: errorBodySchema, 429: rateLimitBodySchema,
};

export const OTP_TYPES = ['LOGIN', 'CHANGE_EMAIL'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

export const otpRequestBody = z.object({
  contactNumber: peruvianMobileSchema('error.auth.phoneInvalid').optional()
    .describe('A Peruvian mobile: 9 digits starting with 9 (separators and a +51 prefix are dropped); required for LOGIN'),
  countryCode: z.string().max(5).optional().describe('The country\'s calling code (+51 for PE); required for LOGIN'),
  otpType: z.enum(OTP_TYPES),
  userDevice: z.union([z.string().max(100), z.looseObject({ deviceUid: z.string().max(100).optional() })]).nullish()
    .describe('The device (its deviceUid, or an object holding it); the session of a verified login is tied to it'),
  email: z.string().max(254).nullish().describe('CHANGE_EMAIL: the new e-mail address'),
  signature: z.string().max(100).nullish().describe('App signature of SMS retrievers; accepted and unused on the web'),
});
export type OtpRequestBody = z.infer<typeof otpRequestBody>;

export const otpRequestResponse = {
  200: z.object({ otpSent: z.literal(true), expiresInSeconds: z.number().int(), resendInSeconds: z.number().int() }),
  400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: rateLimitBodySchema,
  502: errorBodySchema.describe('error.otp.sendFailed: the SMS or e-mail gateway failed; nothing is stored, so the shopper may ask again at once'),
};

export const otpVerifyBody = otpRequestBody.extend({
  otp: z.string().regex(/^[0-9]{6}$/, 'error.otp.format').describe('The 6-digit code'),
  termsAccepted: z.boolean().optional()
    .describe('LOGIN: true, the terms and the privacy policy accepted (Ley 29733); recorded with their versions. Otherwise 400'),
  marketingConsent: z.boolean().optional().describe('LOGIN: the optional offers-and-news box was ticked; recorded as given'),
});
export type OtpVerifyBody = z.infer<typeof otpVerifyBody>;

export const otpVerifyResponse = {
  200: loginAnswerSchema,
  400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: rateLimitBodySchema,
};

export const currentSessionSchema = z.object({
  signedIn: z.boolean().describe('False without a valid session cookie: every other field is then null'),
  userId: z.number().int().nullable(),
  roleName: z.enum(['USER', 'WEB_GUEST_USER']).nullable().describe('USER: a verified customer; WEB_GUEST_USER: a guest'),
  roleId: z.number().int().nullable(),
  cartId: z.number().int().nullable().describe('The active cart, if the user has one (this call never creates one)'),
  userAddressId: z.number().int().nullable().describe('The default delivery address, if any'),
  dob: z.number().int().nullable().describe('Date of birth: epoch ms of that date\'s midnight in the shop\'s time zone (America/Lima)'),
  countryId: z.string().nullable(),
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;
export const currentSessionResponse = { 200: currentSessionSchema };

export const outboxQuery = z.object({
  to: z.string().trim().min(1, 'error.validation.required').max(254)
    .describe('Required: a phone (+51987654321; digits alone match its end) or an e-mail address. Without it nothing is listed, '
      + 'so a demo deployment never shows everyone\'s codes'),
});
export const outboxResponse = {
  200: z.array(z.object({
    to: z.string(), channel: z.enum(['SMS', 'EMAIL']), code: z.string(), body: z.string(), createdAt: z.string().describe('ISO 8601'),
  })).describe('At most 50, newest first'),
  400: errorBodySchema,
};
