// HTTP routes of the customers area: the signed-in customer's own record (ID document, date of birth, names).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../plugins/session.js';
import { customerBody, customerParams, getCustomerResponse, putCustomerResponse } from './schemas.js';
import { getCustomer, updateCustomerRecord } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  // onRequest (not preHandler): without a session the answer is 401 before the body is even validated.
  const customerOnly = app.requireCustomer;
  const caller = (request: FastifyRequest): SessionUser => request.sessionUser as SessionUser;

  app.get('/api/v1/:countryId/customers/:userId', {
    onRequest: customerOnly,
    schema: {
      tags: ['customers'], summary: 'The signed-in customer\'s record (owner only: another userId → 403 error.auth.forbidden)',
      params: customerParams, response: getCustomerResponse,
    },
  }, async (request) => getCustomer(app.db, request.params, caller(request)));

  app.put('/api/v1/:countryId/customers/:userId', {
    onRequest: customerOnly,
    schema: {
      tags: ['customers'],
      summary: 'Saves the customer\'s ID document, date of birth, names and language (owner only); answers the record',
      description: 'Every rule is checked before anything is written: one bad field → 400 with all field errors, nothing changed. '
        + 'The e-mail can only repeat the verified one (a new address goes through request-otp CHANGE_EMAIL).',
      params: customerParams, body: customerBody, response: putCustomerResponse,
    },
  }, async (request) => updateCustomerRecord({ db: app.db, clock: app.clock }, request.params, request.body, caller(request)));
};

export default routes;
