// Rules of the complaints book (Libro de Reclamaciones): verified customers file claims on their own behalf
// (or a minor's), each gets the next sheet number of the year and a due date 15 business days later, and a copy by
// e-mail; a customer sees only their own claims and files.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import moment from 'moment-timezone';
import type { DB } from '../../db/types.js';
import type { Language } from '../../i18n/messages.js';
import { addBusinessDays, LIMA_TIME_ZONE, limaDateOf } from '../../lib/business-days.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, FieldValidationError, NotFoundError } from '../../lib/errors.js';
import { enqueueMail, type MailPurposeHandler } from '../../lib/mail-outbox.js';
import { challengeProblem, newChallenge, POW_ALGORITHM } from '../../lib/proof-of-work.js';
import type { SessionUser } from '../../plugins/session.js';
import { assertCountryInPath } from '../countries/service.js';
import { claimEmail } from './email.js';
import {
  filesOfClaims, findChallenge, findConsumerPrefill, findOwnClaim, findOwnFile, findShopLegalData, insertChallenge, insertClaim,
  insertClaimFiles, listOwnClaims, lockChallenge, markChallengeUsed, markEmailFailed, markEmailSent, nextClaimSequence, sweepChallenges,
  type ClaimFileInfo, type ClaimRow, type ShopLegalData,
} from './repository.js';
import {
  CLAIM_LIMITS, RESPONSE_BUSINESS_DAYS, type ChallengeAnswer, type ClaimRecord, type FormData,
} from './schemas.js';
import { validateClaim, type ClaimInput } from './validation.js';
import { PERSON_ID_TYPES, type PersonIdType } from '../../rules/id-documents.js';
import type { ClaimUpload } from './upload.js';

export interface ClaimsContext {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Leading zero bits a challenge asks for. */
  powBits: number;
}

type Caller = Pick<SessionUser, 'userId'>;

/** The mail outbox's purpose of a claim's e-mail copy (its ref_id is the claim). */
export const CLAIM_COPY_MAIL = 'claim-copy';

/** What the mail outbox marks on the claim when its copy is sent or given up. */
export const claimCopyMail: MailPurposeHandler = { sent: markEmailSent, gaveUp: markEmailFailed };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Without the shop's legal data a sheet would be incomplete (the regulation requires them): refuse to file. A 500, not
 * a 503: the shop is up, one page is not set up, and the pages send every 503 to /maintenance.
 */
async function shopOf(db: Kysely<DB>, countryId: string, log: FastifyBaseLogger): Promise<ShopLegalData> {
  const shop = await findShopLegalData(db, countryId);
  if (!shop) {
    log.error({ countryId }, 'claims book not configured: metadata claimsLegalName, claimsRuc and claimsAddress are needed');
    throw new AppError(500, 'error.claims.notConfigured');
  }
  return shop;
}

/** The due date is kept as the last instant of that Lima day, so "overdue" is a plain comparison with now. */
const endOfLimaDay = (date: string): Date => moment.tz(`${date} 23:59:59.999`, 'YYYY-MM-DD HH:mm:ss.SSS', LIMA_TIME_ZONE).toDate();

function toRecord(row: ClaimRow, files: ClaimFileInfo[]): ClaimRecord {
  return {
    claimId: Number(row.claim_id),
    claimNumber: row.claim_number,
    createdAt: row.created_at.toISOString(),
    responseDueDate: limaDateOf(row.response_due_at),
    status: row.status,
    shop: { legalName: row.shop_legal_name ?? '', ruc: row.shop_ruc ?? '', address: row.shop_address ?? '' },
    consumerFirstName: row.consumer_first_name,
    consumerLastName: row.consumer_last_name,
    consumerIdType: row.consumer_id_type,
    consumerIdNumber: row.consumer_id_number,
    consumerEmail: row.consumer_email,
    consumerPhone: row.consumer_phone ?? '',
    consumerAddress: row.consumer_address ?? '',
    isMinor: row.is_minor,
    guardianName: row.guardian_name,
    guardianIdType: row.guardian_id_type,
    guardianIdNumber: row.guardian_id_number,
    itemType: row.item_type,
    itemDescription: row.item_description,
    claimedAmount: row.claimed_amount === null ? null : Number(row.claimed_amount),
    claimType: row.claim_type,
    description: row.description,
    consumerRequest: row.consumer_request,
    orderNumber: row.order_number,
    attachments: files.filter((f) => Number(f.claim_id) === Number(row.claim_id)).map((f) => ({
      claimFileId: Number(f.claim_file_id), fileName: f.file_name, mimeType: f.mime_type, sizeBytes: f.size_bytes,
    })),
    emailSent: row.email_sent_at !== null,
    emailStatus: row.email_sent_at !== null ? 'SENT' : row.email_failed_at !== null ? 'FAILED' : 'PENDING',
  };
}

/** GET claims/challenge: a fresh proof-of-work challenge for this user (old unusable ones are swept on the way). */
export async function issueChallenge(ctx: ClaimsContext, caller: Caller, countryId: string): Promise<ChallengeAnswer> {
  await assertCountryInPath(ctx.db, countryId);
  const db = ctx.db;
  const now = ctx.clock.now();
  const challenge = newChallenge(now, ctx.powBits);
  await sweepChallenges(db, now);
  await insertChallenge(db, {
    challenge_id: challenge.challengeId, prefix: challenge.prefix, difficulty: challenge.difficulty, user_id: caller.userId,
    expires_at: challenge.expiresAt, created_at: now,
  });
  return {
    challengeId: challenge.challengeId, algorithm: POW_ALGORITHM, prefix: challenge.prefix, difficulty: challenge.difficulty,
    expiresAt: challenge.expiresAt.toISOString(),
  };
}

const isPersonIdType = (value: string | null): value is PersonIdType => (PERSON_ID_TYPES as readonly string[]).includes(value ?? '');

/** GET claims/form-data: what the sheet shows before the consumer types anything. */
export async function formData(ctx: ClaimsContext, caller: Caller, countryId: string): Promise<FormData> {
  await assertCountryInPath(ctx.db, countryId);
  const db = ctx.db;
  const shop = await shopOf(db, countryId, ctx.log);
  const row = await findConsumerPrefill(db, caller.userId);
  const address = row?.street1 ? [row.street1, row.street2].filter(Boolean).join(', ').slice(0, CLAIM_LIMITS.addressMax) : null;
  // A RUC identifies a company; the consumer of the sheet is a person, so it is not offered as their document.
  const idType = row && isPersonIdType(row.id_type) ? row.id_type : null;
  return {
    shop,
    consumer: {
      firstName: row?.first_name ?? null, lastName: row?.last_name ?? null, idType, idNumber: idType ? row?.id_number ?? null : null,
      email: row?.email ?? null, phone: row?.contact_number ?? null, address,
    },
    limits: CLAIM_LIMITS,
    responseBusinessDays: RESPONSE_BUSINESS_DAYS,
    today: limaDateOf(ctx.clock.now()),
  };
}

type ChallengeRow = Awaited<ReturnType<typeof lockChallenge>>;

/** 422 unless the challenge is this user's, unexpired, unused and solved by the nonce. */
function assertChallenge(ctx: ClaimsContext, caller: Caller, input: ClaimInput, challenge: ChallengeRow, now: Date): void {
  const problem = challengeProblem(challenge && {
    prefix: challenge.prefix, difficulty: challenge.difficulty, userId: Number(challenge.user_id), expiresAt: challenge.expires_at,
    usedAt: challenge.used_at,
  }, caller.userId, input.nonce, now);
  if (problem) {
    ctx.log.info({ problem, userId: caller.userId }, 'claim refused: proof-of-work challenge');
    throw new AppError(422, 'error.claims.challengeInvalid');
  }
}

/**
 * POST claims, the moment the `claim` field arrives and before any attachment is read: every field (400), the shop's
 * legal data, and the proof of work (422), so a refused claim costs no upload. The challenge is only looked at here;
 * fileClaim checks it again under its lock and uses it up.
 */
export async function checkClaimBeforeUpload(ctx: ClaimsContext, caller: Caller, countryId: string, raw: unknown): Promise<ClaimInput> {
  await assertCountryInPath(ctx.db, countryId);
  const checked = validateClaim(raw);
  if ('errors' in checked) throw new FieldValidationError(checked.errors);
  const db = ctx.db;
  await shopOf(db, countryId, ctx.log);
  const input = checked.value;
  assertChallenge(ctx, caller, input, UUID.test(input.challengeId) ? await findChallenge(db, input.challengeId) : undefined, ctx.clock.now());
  return input;
}

/**
 * POST claims, once the attachments are read (the claim checked by checkClaimBeforeUpload). In one transaction: the
 * challenge again under its lock (two filings with one solution: the second finds it used) and used up, the next number
 * of the Lima year, the claim, its files and its e-mail copy in the mail outbox (sent after the answer, retried while
 * the mail server fails: the answer says PENDING).
 */
export async function fileClaim(ctx: ClaimsContext, caller: Caller, countryId: string, language: Language, upload: ClaimUpload<ClaimInput>): Promise<ClaimRecord> {
  const input = upload.claim;
  const db = ctx.db;
  const shop = await shopOf(db, countryId, ctx.log);

  const now = ctx.clock.now();
  const filingDate = limaDateOf(now);
  const dueDate = addBusinessDays(filingDate, RESPONSE_BUSINESS_DAYS);
  const record = await db.transaction().execute(async (trx) => {
    assertChallenge(ctx, caller, input, UUID.test(input.challengeId) ? await lockChallenge(trx, input.challengeId) : undefined, now);
    await markChallengeUsed(trx, input.challengeId, now);
    const year = Number(filingDate.slice(0, 4));
    const sequence = await nextClaimSequence(trx, year);
    const row = await insertClaim(trx, {
      claim_number: `${year}-${String(sequence).padStart(6, '0')}`,
      user_id: caller.userId, country_id: countryId, store_id: null,
      consumer_first_name: input.consumerFirstName, consumer_last_name: input.consumerLastName,
      consumer_id_type: input.consumerIdType, consumer_id_number: input.consumerIdNumber, consumer_email: input.consumerEmail,
      consumer_phone: input.consumerPhone || null, consumer_address: input.consumerAddress, is_minor: input.isMinor,
      guardian_name: input.guardianName, guardian_id_type: input.guardianIdType, guardian_id_number: input.guardianIdNumber,
      item_type: input.itemType, item_description: input.itemDescription, claimed_amount: input.claimedAmount,
      claim_type: input.claimType, description: input.description, consumer_request: input.consumerRequest, order_number: input.orderNumber,
      shop_legal_name: shop.legalName, shop_ruc: shop.ruc, shop_address: shop.address,
      response_due_at: endOfLimaDay(dueDate), created_at: now,
    });
    const stored = await insertClaimFiles(trx, upload.files.map((f) => ({
      claim_id: Number(row.claim_id), file_name: f.fileName, mime_type: f.mimeType, size_bytes: f.content.length, content: f.content,
      storage_key: null, created_at: now,
    })));
    const record = toRecord(row, stored);
    // Queued with the claim: stored together or not at all, and sent by the mail outbox after the answer.
    await enqueueMail(trx, { purpose: CLAIM_COPY_MAIL, refId: record.claimId, message: claimEmail(record, language), now });
    return record;
  });
  return record;
}

export async function listClaims(ctx: ClaimsContext, caller: Caller, countryId: string): Promise<{ count: number; records: ClaimRecord[] }> {
  await assertCountryInPath(ctx.db, countryId);
  const db = ctx.db;
  const rows = await listOwnClaims(db, caller.userId, countryId);
  const files = await filesOfClaims(db, rows.map((r) => Number(r.claim_id)));
  return { count: rows.length, records: rows.map((r) => toRecord(r, files)) };
}

export async function getClaim(ctx: ClaimsContext, caller: Caller, countryId: string, claimId: number): Promise<ClaimRecord> {
  await assertCountryInPath(ctx.db, countryId);
  const db = ctx.db;
  // Another customer's claim is "not found": its existence is not the caller's business.
  const row = await findOwnClaim(db, caller.userId, countryId, claimId);
  if (!row) throw new NotFoundError('error.claims.notFound');
  return toRecord(row, await filesOfClaims(db, [claimId]));
}

export async function getAttachment(ctx: ClaimsContext, caller: Caller, countryId: string, claimId: number, claimFileId: number) {
  await assertCountryInPath(ctx.db, countryId);
  const file = await findOwnFile(ctx.db, caller.userId, countryId, claimId, claimFileId);
  if (!file) throw new NotFoundError('error.claims.attachmentNotFound');
  return { fileName: file.file_name, mimeType: file.mime_type, content: file.content };
}
