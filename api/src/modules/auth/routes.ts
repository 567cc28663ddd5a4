// HTTP routes of the auth area: guests, phone login with one-time codes, sign-out, the development outbox.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { errorBodySchema } from '../../lib/schemas.js';
import { answerRateLimitErrors } from '../../lib/rate-limit.js';
import {
  countryParams, currentSessionResponse, guestBody, guestResponse, otpRequestBody, otpRequestResponse, otpVerifyBody, otpVerifyResponse, outboxQuery, outboxResponse,
} from './schemas.js';
import { currentSession, GUESTS_PER_IP_PER_HOUR, OTP_LIMITS, registerGuest, requestOtp, verifyOtp, type StartSession } from './service.js';
import { OTP_LOCKOUT } from './lockout.js';
import { DevOtpSender, readOutbox, type OtpSender } from './sender.js';

export interface AuthRoutesOptions {
  /** Where codes go; without one, the development sender (and its outbox route). */
  otpSender?: OtpSender | undefined;
}

const routes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const sender = options.otpSender ?? new DevOtpSender(app.db, app.log, app.clock);
  const deps = { db: app.db, clock: app.clock };
  const sessionStarter = (request: FastifyRequest, reply: FastifyReply): StartSession =>
    (trx: Kysely<DB>, userId: number, deviceId: number | null) => app.startSession(request, reply, userId, deviceId, trx);
  answerRateLimitErrors(app);

  app.post('/api/v1/:countryId/guest-users', {
    schema: {
      tags: ['auth'],
      summary: 'Registers the browser as a guest: user, device, active cart and session cookie (or answers the current session\'s user)',
      description: `At most ${GUESTS_PER_IP_PER_HOUR} new guests per network address and hour (429 with Retry-After and retryAfterSeconds).`,
      params: countryParams, body: guestBody, response: guestResponse,
    },
  }, async (request, reply) => {
    const { created, answer } = await registerGuest(deps, {
      countryId: request.params.countryId, body: request.body, caller: request.sessionUser, ip: request.ip, language: request.language,
      startSession: sessionStarter(request, reply),
    });
    return reply.code(created ? 201 : 200).send(answer);
  });

  app.post('/api/v1/:countryId/login/request-otp', {
    schema: {
      tags: ['auth'],
      summary: 'Sends a 6-digit code: LOGIN by SMS to the phone, CHANGE_EMAIL (customers only) to the new e-mail address',
      description: `Valid ${OTP_LIMITS.validMs / 60_000} minutes, single use; a new code voids older ones. Resend after `
        + `${OTP_LIMITS.resendAfterMs / 1000} s; at most ${OTP_LIMITS.perTargetPerHour} codes per phone or e-mail and ${OTP_LIMITS.perIpPerHour} `
        + 'per network address in a rolling hour (429 with Retry-After and retryAfterSeconds).',
      params: countryParams, body: otpRequestBody, response: otpRequestResponse,
    },
  }, async (request) => requestOtp({ ...deps, sender, log: request.log }, {
    countryId: request.params.countryId, body: request.body, caller: request.sessionUser, ip: request.ip, language: request.language,
  }));

  app.post('/api/v1/:countryId/login/verify-otp', {
    schema: {
      tags: ['auth'],
      summary: 'Checks a code. LOGIN: signs in (new session cookie; a guest\'s cart and addresses move over). CHANGE_EMAIL: stores the e-mail',
      description: 'No live code → 400 error.otp.expired; wrong code → 400 on otp (error.otp.invalid, tries left); '
        + `the ${OTP_LIMITS.wrongTries}th wrong try voids the code → 400 error.otp.burned. The ${OTP_LOCKOUT.firstLockAt}th wrong code in a row `
        + `for one phone or e-mail, across codes, and every ${OTP_LOCKOUT.failuresPerLock} more, lock it (no code sent or checked) for 15 min, `
        + '1 h, 4 h, then 24 h each time, until a right code: 429 error.otp.locked saying when, with Retry-After and retryAfterSeconds (request-otp answers the same while '
        + `locked). At most ${OTP_LIMITS.verificationsPerIpPerHour} checks per network address and hour (429 error.otp.tooManyVerifications).`,
      params: countryParams, body: otpVerifyBody, response: otpVerifyResponse,
    },
  }, async (request, reply) => verifyOtp(deps, {
    countryId: request.params.countryId, body: request.body, caller: request.sessionUser, ip: request.ip, language: request.language,
    startSession: sessionStarter(request, reply),
  }));

  app.get('/api/v1/users/sessions/current', {
    schema: {
      tags: ['auth'],
      summary: 'Who the caller is: user, role, active cart, default address and date of birth of the session cookie (signedIn false without one); changes nothing',
      response: currentSessionResponse,
    },
  }, async (request, reply) => reply.header('cache-control', 'private, no-store').send(await currentSession(app.db, request.sessionUser)));

  app.delete('/api/v1/users/sessions', {
    schema: {
      tags: ['auth'], summary: 'Signs out: deletes the caller\'s session and clears the cookie (204 also without a session)',
      response: { 204: z.null().describe('Signed out'), 400: errorBodySchema },
    },
  }, async (request, reply) => {
    await app.endSession(request, reply);
    return reply.code(204).send(null);
  });

  if (sender instanceof DevOtpSender) {
    app.get('/api/dev/outbox', {
      schema: {
        tags: ['auth'],
        summary: 'Development only: the codes and e-mails sent to one recipient (`to`, required), newest first (exists only while OTP_SENDER=dev)',
        querystring: outboxQuery, response: outboxResponse,
      },
    }, async (request) => readOutbox(app.db, request.query.to));
  }
};

export default routes;
