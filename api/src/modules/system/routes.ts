// Health check: which database the API runs on and which migration it has reached, or that the database is away.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentMigration } from '../../db/migrate.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { errorBodySchema } from '../../lib/schemas.js';
import { errorBody, UNAVAILABLE_RETRY_SECONDS } from '../../plugins/errors.js';

const databaseKind = z.enum(['pglite', 'postgresql']);

const healthResponse = z.object({
  status: z.literal('ok'),
  database: databaseKind,
  migration: z.string().describe('Name of the latest migration applied'),
});

const unhealthyResponse = errorBodySchema.extend({
  status: z.literal('unavailable'),
  database: databaseKind,
  reason: z.enum(['databaseUnreachable', 'databaseError', 'notMigrated'])
    .describe('databaseUnreachable: stopped, restarting or cut off; databaseError: it answers but the check failed; notMigrated: no schema'),
}).describe('The API runs but cannot serve data: every data route answers 503 until the database is back (no restart needed)');

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', {
    schema: { tags: ['system'], summary: 'Liveness and database state', response: { 200: healthResponse, 503: unhealthyResponse } },
  }, async (request, reply) => {
    const unhealthy = (reason: z.infer<typeof unhealthyResponse>['reason']) => reply.code(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
      .send({ ...errorBody([{ identifier: 'error.unavailable', message: request.t('error.unavailable') }]), status: 'unavailable', database: app.databaseKind, reason });
    let migration: string | null;
    try {
      migration = await currentMigration(app.db);
    } catch (error) {
      const unreachable = isDatabaseUnavailable(error);
      request.log.warn({ err: error }, unreachable ? 'health check: database unreachable' : 'health check: database error');
      return unhealthy(unreachable ? 'databaseUnreachable' : 'databaseError');
    }
    if (!migration) return unhealthy('notMigrated');
    return { status: 'ok' as const, database: app.databaseKind, migration };
  });
};

export default routes;
