// HTTP routes of the complaints book (Libro de Reclamaciones): the proof-of-work challenge, the form's data,
// filing a claim (multipart: the `claim` JSON and up to 5 `attachments`), and the caller's own claims and files.
// Verified customers only: no session 401, a guest 403 (checked on request, before any body is read).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { powBitsFromEnv } from '../../lib/proof-of-work.js';
import type { SessionUser } from '../../plugins/session.js';
import { answerRateLimitErrors } from '../../lib/rate-limit.js';
import { claimsLimitsFromEnv, countClaimsHit, type ClaimsRateLimits } from './limits.js';
import {
  attachmentFileResponse, attachmentParams, challengeResponse, claimInputSchema, claimParams, claimResponse, countryParams, fileClaimResponse, formDataResponse,
  listClaimsResponse,
} from './schemas.js';
import {
  CLAIM_COPY_MAIL, checkClaimBeforeUpload, claimCopyMail, fileClaim, formData, getAttachment, getClaim, issueChallenge, listClaims,
  type ClaimsContext,
} from './service.js';
import { MULTIPART_LIMITS, readClaimUpload } from './upload.js';

export interface ClaimsRoutesOptions {
  /** Leading zero bits of the proof of work; default CLAIMS_POW_BITS or 18. */
  powBits?: number;
  /** Challenges and filings per user and hour; default CLAIMS_CHALLENGES_PER_HOUR and CLAIMS_FILINGS_PER_HOUR (30, 10). */
  limits?: Partial<ClaimsRateLimits>;
}

/** RFC 6266: an ASCII fallback and the UTF-8 name (names with accents are common in Spanish). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendFile(reply: FastifyReply, file: { fileName: string; mimeType: string; content: Buffer }): FastifyReply {
  return reply.header('content-type', file.mimeType).header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store').send(file.content);
}

const routes: FastifyPluginAsyncZod<ClaimsRoutesOptions> = async (app, options) => {
  // Registered here (encapsulated): no other route accepts multipart bodies. Size limits are reported by
  // readClaimUpload (throwFileSizeLimit false: it sees the truncated file and answers the field error).
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  // The e-mail copy goes through the app's mail outbox (queued with the claim, sent after the response, retried).
  app.mailOutbox.handle(CLAIM_COPY_MAIL, claimCopyMail);
  const powBits = options.powBits ?? powBitsFromEnv();
  const limits: ClaimsRateLimits = { ...claimsLimitsFromEnv(), ...options.limits };
  answerRateLimitErrors(app);
  const tags = ['claims'];
  const ctx = (request: FastifyRequest): ClaimsContext => ({ db: app.db, clock: app.clock, log: request.log, powBits });
  const callerOf = (request: FastifyRequest) => request.sessionUser as SessionUser;
  const customerOnly = app.requireCustomer;

  app.get('/api/v1/:countryId/claims/challenge', {
    onRequest: customerOnly,
    schema: {
      tags, summary: 'A proof-of-work challenge for filing a claim (single use, 10 minutes, bound to the caller)',
      description: 'Find a decimal string nonce such that SHA-256(UTF-8 of prefix + nonce) has at least `difficulty` leading zero bits. '
        + `At most ${limits.challengesPerHour} per customer and hour (429 error.claims.tooManyChallenges with Retry-After and retryAfterSeconds).`,
      params: countryParams, response: challengeResponse,
    },
  }, async (request) => {
    await countClaimsHit(app.db, 'challenge', callerOf(request).userId, app.clock.now(), limits);
    return issueChallenge(ctx(request), callerOf(request), request.params.countryId);
  });

  app.get('/api/v1/:countryId/claims/form-data', {
    onRequest: customerOnly,
    schema: {
      tags, summary: 'What the claim sheet shows: the shop\'s legal data, the consumer prefilled, the limits, today (Lima)',
      description: 'Without the shop\'s legal data (metadata claimsLegalName, claimsRuc, claimsAddress): 500 error.claims.notConfigured '
        + '(not 503: the shop is not in maintenance, this page is not set up; filing answers the same).',
      params: countryParams, response: formDataResponse,
    },
  }, async (request) => formData(ctx(request), callerOf(request), request.params.countryId));

  app.post('/api/v1/:countryId/claims', {
    onRequest: customerOnly,
    schema: {
      tags, summary: 'Files a claim (multipart/form-data: field `claim` with the JSON below, 0–5 files `attachments`)',
      description: `The claim JSON: ${JSON.stringify(Object.keys(claimInputSchema.shape))}. Files: PDF or JPEG by their first bytes, `
        + '≤ 10 MB each, ≤ 32 MB in all, ≤ 5. The `claim` part comes first: its fields and the proof of work are checked when it '
        + 'arrives, before any file is read. Field errors: 400 (fieldName = the JSON field, `claim` or `attachments`); '
        + 'a bad proof of work: 422 error.claims.challengeInvalid. The e-mail copy is queued with the claim and sent after the '
        + 'answer, retried with backoff while the mail server fails: the answer says emailStatus PENDING; GET the claim later for '
        + 'SENT (emailSent true) or FAILED (given up). '
        + `At most ${limits.filingsPerHour} filings per customer and hour, refused ones included (429 error.claims.tooManyFilings).`,
      params: countryParams, response: fileClaimResponse,
    },
    // The copy queued with the claim goes out now, after the answer: the customer never waits for the mail server.
    onResponse: async (_request, reply) => {
      if (reply.statusCode === 201) void app.mailOutbox.kick();
    },
  }, async (request, reply) => {
    const caller = callerOf(request);
    const { countryId } = request.params;
    // Counted before a byte of the body is read: the limit is on attempts, each of which may carry 32 MB.
    await countClaimsHit(app.db, 'filing', caller.userId, app.clock.now(), limits);
    const upload = await readClaimUpload(request, (claim) => checkClaimBeforeUpload(ctx(request), caller, countryId, claim));
    const record = await fileClaim(ctx(request), caller, countryId, request.language, upload);
    return reply.code(201).send(record);
  });

  app.get('/api/v1/:countryId/claims', {
    onRequest: customerOnly,
    schema: { tags, summary: 'The caller\'s claims, newest first', params: countryParams, response: listClaimsResponse },
  }, async (request) => listClaims(ctx(request), callerOf(request), request.params.countryId));

  app.get('/api/v1/:countryId/claims/:claimId', {
    onRequest: customerOnly,
    schema: {
      tags, summary: 'One of the caller\'s claims', description: 'Another customer\'s claim: 404 error.claims.notFound.',
      params: claimParams, response: claimResponse,
    },
  }, async (request) => getClaim(ctx(request), callerOf(request), request.params.countryId, request.params.claimId));

  app.get('/api/v1/:countryId/claims/:claimId/attachments/:claimFileId', {
    onRequest: customerOnly,
    schema: {
      tags, summary: 'Downloads a file of one of the caller\'s claims (Content-Disposition: attachment)',
      params: attachmentParams, response: attachmentFileResponse,
    },
  }, async (request, reply) => {
    const file = await getAttachment(ctx(request), callerOf(request), request.params.countryId, request.params.claimId, request.params.claimFileId);
    return sendFile(reply, file);
  });
};

export default routes;
