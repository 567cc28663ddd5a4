// HTTP routes of the addresses area: the session user's delivery addresses (owner only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../plugins/session.js';
import {
  addressBody, addressIdParams, addressResponse, createAddressResponse, deleteAddressResponse, listAddressesResponse, userIdParams,
} from './schemas.js';
import { createAddress, deleteAddress, listAddresses, makeDefaultAddress, replaceAddress } from './service.js';

/** Set by requireSession, which runs before validation so a caller without a session gets 401, not 400. */
const callerOf = (request: FastifyRequest): SessionUser => request.sessionUser as SessionUser;

const routes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireSession };

  app.get('/api/v1/user-addresses/:userId', {
    ...guard,
    schema: {
      tags: ['addresses'], summary: 'The caller\'s addresses, default first then newest',
      description: 'Only the owner (another userId: 403 error.auth.forbidden). No address: 404 error.address.notFound.',
      params: userIdParams, response: listAddressesResponse,
    },
  }, async (request) => listAddresses(app.db, callerOf(request), request.params.userId));

  app.post('/api/v1/user-addresses', {
    ...guard,
    schema: {
      tags: ['addresses'], summary: 'Adds an address of the caller',
      description: 'Guests: street1 and coordinates are enough. Customers: firstName, lastName, telephone (9 digits) and alias too. '
        + 'The first address becomes the default; defaultShipping true moves the default here. At most 20: 409 error.address.limit.',
      body: addressBody, response: createAddressResponse,
    },
  }, async (request, reply) => reply.code(201).send(await createAddress(app.db, app.clock.now(), callerOf(request), request.body)));

  app.put('/api/v1/user-addresses/:userAddressId', {
    ...guard,
    schema: {
      tags: ['addresses'], summary: 'Replaces an address of the caller (same rules as adding)',
      description: 'Another user\'s address, or a deleted one: 404 error.address.notFound.',
      params: addressIdParams, body: addressBody, response: addressResponse,
    },
  }, async (request) => replaceAddress(app.db, app.clock.now(), callerOf(request), request.params.userAddressId, request.body));

  app.delete('/api/v1/user-addresses/:userAddressId', {
    ...guard,
    schema: {
      tags: ['addresses'], summary: 'Deletes an address of the caller',
      description: 'Soft delete. A deleted default passes the default to the most recently updated remaining address.',
      params: addressIdParams, response: deleteAddressResponse,
    },
  }, async (request, reply) => {
    await deleteAddress(app.db, app.clock.now(), callerOf(request), request.params.userAddressId);
    return reply.code(204).send(null);
  });

  app.put('/api/v1/user-addresses/:userAddressId/default', {
    ...guard,
    schema: {
      tags: ['addresses'], summary: 'Makes an address of the caller the default (the previous default is unset)',
      params: addressIdParams, response: addressResponse,
    },
  }, async (request) => makeDefaultAddress(app.db, app.clock.now(), callerOf(request), request.params.userAddressId));
};

export default routes;
