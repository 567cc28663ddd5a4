// HTTP routes of the customer's consents (Ley 29733): read them, and give or withdraw the marketing consent. The
// acceptance of the terms and the privacy policy is recorded by the login (auth's verify-otp).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../plugins/session.js';
import { consentsParams, consentsResponse, marketingBody } from './schemas.js';
import { getConsents, setMarketingConsent } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const customerOnly = async (request: FastifyRequest, reply: FastifyReply) => app.requireCustomer.call(app, request, reply);
  const caller = (request: FastifyRequest): SessionUser => request.sessionUser as SessionUser;

  app.get('/api/v1/:countryId/customers/:userId/consents', {
    onRequest: customerOnly,
    schema: {
      tags: ['customers'], summary: 'The customer\'s consents: terms and privacy policy accepted (which version, when) and marketing (owner only)',
      params: consentsParams, response: consentsResponse,
    },
  }, async (request) => getConsents(app.db, request.params, caller(request), request.language));

  app.put('/api/v1/:countryId/customers/:userId/consents/marketing', {
    onRequest: customerOnly,
    schema: {
      tags: ['customers'], summary: 'Gives or withdraws the marketing consent (offers and news by SMS and e-mail); answers the consents',
      description: 'Recorded with the privacy policy\'s current version and the time; the same value again records nothing.',
      params: consentsParams, body: marketingBody, response: consentsResponse,
    },
  }, async (request) => setMarketingConsent(app.db, request.params, caller(request), request.body.granted, request.language, app.clock.now()));
};

export default routes;
